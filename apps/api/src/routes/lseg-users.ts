/**
 * spec §7 '/others/lseg-users': the LSEG (ssh) accounts, for the Manage page (lsegManage, spec §6), and the changes
 * a manager may make to them (issue 16 'LSEG user management').
 *
 * What a manager may change, by design: the expiry, the status (active or disabled) and the data permissions of
 * ssh-role users only, never their own account. Never the role, the permission flags, the webapp flags, the email, the password or the key:
 * those grant product access or identity and stay with admins (/admin/users). A user who is not ssh-role is
 * answered as unknown here, so a manager cannot read or change other accounts through these calls. Every change is
 * written to the audit log in the change's transaction; the manager's page reads that user's entries.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ACCOUNT_ERRORS } from '../auth/account-messages';
import { HttpError } from '../http-error';
import { AuditPageSchema, auditPageQuery } from '../schemas/audit-schemas';
import { ApikeyQuery, AuthQuery, dataOf, errorResponses, KEYED_SECURITY } from '../schemas/common-schemas';
import { DataPermsSchema, ExpiresSchema, UserSummarySchema } from '../schemas/user-schemas';
import { listAuditEntries } from '../store/audit/list-audit-entries';
import { getUserByUsername } from '../store/users/get-user-by-username';
import { listUsers } from '../store/users/list-users';
import { updateUser } from '../store/users/update-user';
import { toUserSummary } from '../views/user-views';
import { auditBy, MAX_LISTED_USERS, USERNAME_PATTERN } from './admin-users';

export const lsegUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { access: { area: 'lsegManage' as const } };
  const common = { tags: ['others'], security: KEYED_SECURITY };
  const UsernameParams = Type.Object({
    username: Type.String({ pattern: USERNAME_PATTERN, examples: ['demo-ssh'] }),
  });

  /** The ssh-role account of that name; any other account is as unknown as a made-up name. */
  async function getLsegUser(username: string) {
    const account = await getUserByUsername(ctx.db, { username });
    if (account?.role !== 'ssh') throw new HttpError(404, `No LSEG user '${username}'`);
    return account;
  }

  app.get(
    '/others/lseg-users',
    {
      config,
      schema: {
        ...common,
        summary: 'List the LSEG (ssh role) users',
        description: `Needs lsegManage (admin, or the webapp flag lsegmanage). Keys are never listed. At most ${MAX_LISTED_USERS} users.`,
        querystring: AuthQuery,
        response: {
          200: dataOf(Type.Array(UserSummarySchema, { examples: [[]] }), 'LSEG users'),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const now = ctx.now();
      const users = await listUsers(ctx.db, { role: 'ssh', limit: MAX_LISTED_USERS });
      return { data: users.map((account) => toUserSummary(account, now)) };
    },
  );

  app.get(
    '/others/lseg-users/:username',
    {
      config,
      schema: {
        ...common,
        summary: 'One LSEG (ssh role) user',
        params: UsernameParams,
        querystring: AuthQuery,
        response: { 200: dataOf(UserSummarySchema, 'The user'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const account = await getLsegUser(request.params.username);
      return { data: toUserSummary(account, ctx.now()) };
    },
  );

  app.patch(
    '/others/lseg-users/:username',
    {
      config,
      schema: {
        ...common,
        summary: 'Change an LSEG (ssh role) user',
        description:
          'Only the expiry, the status (active or disabled) and the data permissions; the role and the permission ' +
          'flags are an admin change. Every change is written to the audit log.',
        params: UsernameParams,
        querystring: AuthQuery,
        body: Type.Object(
          {
            expires: Type.Optional(ExpiresSchema),
            status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('disabled')])),
            data_perms: Type.Optional(DataPermsSchema),
          },
          { additionalProperties: false, examples: [{ expires: '2031-06-30' }] },
        ),
        response: { 200: dataOf(UserSummarySchema, 'The changed user'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { username } = request.params;
      const body = request.body;
      await getLsegUser(username);
      // An ssh-role manager would otherwise extend or re-enable their own access: their own account is an admin's.
      if (request.account?.username === username) {
        throw new HttpError(403, ACCOUNT_ERRORS.permissionRequired, {
          message: 'A manager cannot change their own account; ask an admin.',
        });
      }
      const onlyStatus = body.status !== undefined && body.expires === undefined && body.data_perms === undefined;
      const account = await updateUser(ctx.db, {
        username,
        changes: {
          expires: body.expires,
          data_perms: body.data_perms,
          status: body.status,
          ...(body.status !== undefined ? { activatesAt: null } : {}),
        },
        now: ctx.now(),
        audit: auditBy(request, onlyStatus ? 'status' : 'update'),
      });
      if (!account) throw new HttpError(404, `No LSEG user '${username}'`);
      await ctx.apikeys.invalidateUser(username);
      request.log.info({ username, fields: Object.keys(body) }, 'lseg user changed');
      return { data: toUserSummary(account, ctx.now()) };
    },
  );

  app.get(
    '/others/lseg-users/:username/audit',
    {
      config,
      schema: {
        ...common,
        summary: "An LSEG user's audit log",
        description: 'Every change to the user (by admins and managers), newest first, paged.',
        params: UsernameParams,
        querystring: Type.Object({ ...auditPageQuery, apikey: ApikeyQuery }),
        response: { 200: dataOf(AuditPageSchema, 'Audit entries'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { username } = request.params;
      await getLsegUser(username);
      const { limit, offset } = request.query;
      return { data: await listAuditEntries(ctx.db, { target: username, limit: limit ?? 50, offset: offset ?? 0 }) };
    },
  );
};
