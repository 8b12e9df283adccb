/** spec §7 '/account' and 'POST /account/sftplogin/{username}' (machine-ID linking, spec §4). */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { LOGIN } from '@moodwire/domain';
import { ACCOUNT_ERRORS } from '../auth/account-messages';
import { currentAccount } from '../auth/guards';
import { HttpError } from '../http-error';
import { createSignInLimiter } from '../plugins/rate-limits';
import { AuthQuery, dataOf, errorResponses, FORM_OR_JSON, KEYED_SECURITY } from '../schemas/common-schemas';
import { StatusSchema, UserSchema } from '../schemas/user-schemas';
import { getAccountStatus, toUser } from '../store/account-record';
import { createMachineLink } from '../store/machines/create-machine-link';
import { getProviderMachine } from '../store/machines/get-provider-machine';
import { getDummyPasswordHash, verifyPassword } from '../store/passwords';

const MachineId = Type.String({
  pattern: '^GE-[A-Za-z0-9._-]{1,60}$',
  description: 'Machine ID (begins with GE-)',
  examples: ['GE-DEMO-0001'],
});

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/account',
    {
      config: { access: { requirement: LOGIN, allowPending: true } },
      schema: {
        tags: ['account'],
        summary: 'The account of the key',
        description: "Answers pending accounts too, so the linking flow can poll until status is 'active'.",
        security: KEYED_SECURITY,
        querystring: AuthQuery,
        response: { 200: dataOf(UserSchema, 'The account'), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: toUser(currentAccount(request), ctx.now()) }),
  );

  app.post(
    '/account/sftplogin/:username',
    {
      preHandler: createSignInLimiter(app, ctx.config),
      schema: {
        tags: ['account'],
        summary: 'Link a machine ID to an account',
        consumes: FORM_OR_JSON,
        description:
          'Checks the machine credentials against the provider directory, then creates or links the account. ' +
          "The account is 'pending' until the provisioning delay has passed; the call is idempotent.",
        params: Type.Object({ username: MachineId }),
        body: Type.Object(
          {
            name: Type.Optional(
              Type.String({ maxLength: 64, description: 'The machine ID again', examples: ['GE-DEMO-0001'] }),
            ),
            password: Type.String({ minLength: 1, maxLength: 1024, examples: ['moodwire-demo'] }),
          },
          { examples: [{ name: 'GE-DEMO-0001', password: 'moodwire-demo' }] },
        ),
        response: {
          200: dataOf(
            Type.Object(
              { apikey: Type.String(), status: StatusSchema },
              { examples: [{ apikey: 'V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0', status: 'pending' }] },
            ),
            'Linked: the API key and the account status',
          ),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const machineId = request.params.username;
      const { name } = request.body;
      if (name !== undefined && name.trim() !== machineId) {
        throw new HttpError(400, "Invalid parameter 'name': must match the machine ID in the path");
      }
      const password = request.body.password.trim();
      const machine = await getProviderMachine(ctx.db, { machineId });
      const isValid = await verifyPassword(password, machine?.passwordHash ?? (await getDummyPasswordHash()));
      if (!machine || !isValid) throw new HttpError(401, ACCOUNT_ERRORS.invalidMachineCredentials);

      const now = ctx.now();
      const { account, isNewLink } = await createMachineLink(ctx.db, {
        machineId,
        provisioningDelayMs: ctx.config.provisioningDelayMs,
        now,
      });
      ctx.apikeys.invalidateUser(account.username);
      if (isNewLink) request.log.info({ machineId }, 'machine ID linked');
      return { data: { apikey: account.apikey, status: getAccountStatus(account, now) } };
    },
  );
};
