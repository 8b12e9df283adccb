/**
 * spec §7 '/account' and 'POST /account/sftplogin/{username}' (machine-ID linking, spec §4), and the data key of
 * Account Info: revealed and rotated on demand by the signed-in user's web session only (issue 12 §6).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { APIKEY_MARKER } from '@moodwire/domain';
import { ACCOUNT_ERRORS } from '../auth/account-messages';
import { currentAccount } from '../auth/guards';
import { startWebSession } from '../auth/web-session';
import { HttpError } from '../http-error';
import { createSignInLimiter } from '../plugins/rate-limits';
import { AuthQuery, dataOf, errorResponses, FORM_OR_JSON, KEYED_SECURITY } from '../schemas/common-schemas';
import { DataApikeySchema, StatusSchema, UserSchema } from '../schemas/user-schemas';
import { getAccountStatus, toUser } from '../store/account-record';
import { createMachineLink } from '../store/machines/create-machine-link';
import { getProviderMachine } from '../store/machines/get-provider-machine';
import { getDummyPasswordHash, verifyPassword } from '../store/passwords';
import { updateUser } from '../store/users/update-user';

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
      config: { access: { area: 'account', allowPending: true } },
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
          'Checks the machine credentials against the provider directory, then creates or links the account and ' +
          "starts a web session (the `apikey` cookie, as sign-in does; the answer's `apikey` is a marker). The " +
          "account is 'pending' until the provisioning delay has passed; the call is idempotent.",
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
              { examples: [{ apikey: APIKEY_MARKER, status: 'pending' }] },
            ),
            'Linked: the key marker (the session key is in the cookie) and the account status',
          ),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
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
      await ctx.apikeys.invalidateUser(account.username);
      if (isNewLink) request.log.info({ machineId }, 'machine ID linked');
      // The linking flow polls /account with this session while the account is pending (spec §4).
      await startWebSession(ctx, request, reply, account);
      return { data: { apikey: APIKEY_MARKER, status: getAccountStatus(account, now) } };
    },
  );

  // spec §6: the API key is shown to accounts with accessApi (which a webapp hideapikey flag withdraws).
  const apikeyConfig = { access: { area: 'apiKey' as const, sessionOnly: true } };

  app.get(
    '/account/apikey',
    {
      config: apikeyConfig,
      schema: {
        tags: ['account'],
        summary: 'Reveal the data key (Account Info)',
        description:
          'The long-lived key that scripts pass as `?apikey=`. Answers the web session of the signed-in user ' +
          '(the `apikey` cookie) only, never a data key, and is never cached (Cache-Control: no-store).',
        security: [{ apikeyCookie: [] }],
        response: { 200: dataOf(DataApikeySchema, 'The data key'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { apikey: currentAccount(request).apikey } };
    },
  );

  app.post(
    '/account/apikey/rotate',
    {
      config: apikeyConfig,
      schema: {
        tags: ['account'],
        summary: 'Rotate the data key (Account Info)',
        description:
          'Issues a new data key; the old one is refused at once on every API process. Web sessions stay signed ' +
          'in. Web session only; the answer is never cached.',
        security: [{ apikeyCookie: [] }],
        response: { 200: dataOf(DataApikeySchema, 'The new data key'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { username } = currentAccount(request);
      const account = await updateUser(ctx.db, { username, changes: { rotateApikey: true }, now: ctx.now() });
      if (!account) throw new HttpError(401, ACCOUNT_ERRORS.invalidApikey);
      await ctx.apikeys.invalidateUser(username);
      request.log.info({ username }, 'data key rotated');
      reply.header('cache-control', 'no-store');
      return { data: { apikey: account.apikey } };
    },
  );
};
