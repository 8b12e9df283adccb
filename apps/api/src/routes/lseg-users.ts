/** spec §7 '/others/lseg-users': the LSEG (ssh) accounts, for the Manage page (lsegManage, spec §6). */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { AuthQuery, dataOf, errorResponses, KEYED_SECURITY } from '../schemas/common-schemas';
import { UserSummarySchema } from '../schemas/user-schemas';
import { listUsers } from '../store/users/list-users';
import { toUserSummary } from '../views/user-views';

export const lsegUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/others/lseg-users',
    {
      config: { access: { area: 'lsegManage' } },
      schema: {
        tags: ['others'],
        summary: 'List the LSEG (ssh role) users',
        description: 'Needs lsegManage (admin, or the webapp flag lsegmanage). Keys are never listed.',
        security: KEYED_SECURITY,
        querystring: AuthQuery,
        response: {
          200: dataOf(Type.Array(UserSummarySchema, { examples: [[]] }), 'LSEG users'),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const now = ctx.now();
      const users = await listUsers(ctx.db, { role: 'ssh' });
      return { data: users.map((account) => toUserSummary(account, now)) };
    },
  );
};
