/**
 * spec §7 '/account' and 'POST /account/sftplogin/{username}' (machine-ID linking, spec §4), and the data key of
 * Account Info: revealed and rotated on demand by the signed-in user's web session only (issue 12 §6).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { APIKEY_MARKER, addDays, formatDay, listDays } from '@moodwire/domain';
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
import { getApiUsage } from '../store/usage/get-api-usage';
import { findUserForSignIn } from '../store/users/find-user-for-sign-in';
import { updateUser } from '../store/users/update-user';

const MachineId = Type.String({
  pattern: '^GE-[A-Za-z0-9._-]{1,60}$',
  description: 'Machine ID (begins with GE-)',
  examples: ['GE-DEMO-0001'],
});

/** As an admin's NewPassword (admin-users.ts); sign-in trims passwords, so the rule applies to the trimmed text. */
const NEW_PASSWORD_MIN_LENGTH = 8;
/** Account Info's usage chart: the last 30 days, today included (issue 16 'Account area'). */
const USAGE_DAYS = 30;
/** The most-called routes answered; the rest are summed, so the answer stays small whatever the key called. */
const USAGE_ROUTE_LIMIT = 50;

const UsageCountsSchema = {
  calls: Type.Integer({ minimum: 0, description: 'Calls made with the data key' }),
  errors: Type.Integer({ minimum: 0, description: 'Of those, calls answered with a status of 400 or more' }),
};

const ApiUsageSchema = Type.Object(
  {
    from: Type.String({ description: 'First day (UTC)', examples: ['2026-10-28'] }),
    to: Type.String({ description: 'Last day (UTC), today', examples: ['2026-11-26'] }),
    days: Type.Array(Type.Object({ day: Type.String(), ...UsageCountsSchema }), {
      maxItems: USAGE_DAYS,
      description: 'Every day of the period, oldest first (0 where no call was made)',
    }),
    routes: Type.Array(
      Type.Object({
        route: Type.String({ description: 'Method and route pattern (never the URL)' }),
        ...UsageCountsSchema,
        lastDay: Type.String({ description: 'The last day the route was called' }),
      }),
      { maxItems: USAGE_ROUTE_LIMIT, description: 'Calls per route pattern over the period, most-called first' },
    ),
    otherRoutes: Type.Integer({ minimum: 0, description: 'Calls of the routes beyond those listed' }),
    total: Type.Integer({ minimum: 0, description: 'Calls over the period' }),
  },
  {
    examples: [
      {
        from: '2026-10-28',
        to: '2026-11-26',
        days: [{ day: '2026-11-26', calls: 12, errors: 1 }],
        routes: [{ route: 'GET /rma/v4/:asset_class/assets', calls: 12, errors: 1, lastDay: '2026-11-26' }],
        otherRoutes: 0,
        total: 12,
      },
    ],
  },
);

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

  app.post(
    '/account/password',
    {
      config: { access: { area: 'account', sessionOnly: true } },
      // Guessing the current password is throttled as sign-in attempts are.
      preHandler: createSignInLimiter(app, ctx.config),
      schema: {
        tags: ['account'],
        summary: 'Change the password (Account Info)',
        consumes: FORM_OR_JSON,
        description:
          'Checks the current password, sets the new one (at least 8 characters once trimmed, as sign-in trims) ' +
          'and ends every other web session of the account; the calling session is re-issued (a new `apikey` ' +
          'cookie), so it stays signed in. The data key is unchanged. Web session only; limited like sign-in.',
        security: [{ apikeyCookie: [] }],
        body: Type.Object(
          {
            current_password: Type.String({ minLength: 1, maxLength: 1024, examples: ['moodwire-demo'] }),
            new_password: Type.String({ minLength: 1, maxLength: 1024, examples: ['a-new-long-passphrase'] }),
          },
          // Closed: a misspelt field must not pass as a password change that silently did nothing.
          {
            additionalProperties: false,
            examples: [{ current_password: 'moodwire-demo', new_password: 'a-new-long-passphrase' }],
          },
        ),
        response: {
          200: dataOf(
            Type.Object({ username: Type.String() }, { examples: [{ username: 'demo-manual' }] }),
            'Changed: other sessions ended, this one re-issued',
          ),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { username } = currentAccount(request);
      const current = request.body.current_password.trim();
      const next = request.body.new_password.trim();
      if (next.length < NEW_PASSWORD_MIN_LENGTH) {
        throw new HttpError(
          400,
          `Invalid parameter 'new_password': must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`,
          {
            detail: 'new_password',
          },
        );
      }
      const candidate = await findUserForSignIn(ctx.db, { login: username });
      const isValid = await verifyPassword(current, candidate?.passwordHash ?? (await getDummyPasswordHash()));
      if (!candidate || !isValid) {
        throw new HttpError(400, "Invalid parameter 'current_password': the current password is not correct", {
          detail: 'current_password',
        });
      }
      if (next === current) {
        throw new HttpError(400, "Invalid parameter 'new_password': must differ from the current password", {
          detail: 'new_password',
        });
      }
      // updateUser ends every session of the account with the change (issue 12 §6), this one included ...
      const account = await updateUser(ctx.db, { username, changes: { password: next }, now: ctx.now() });
      if (!account) throw new HttpError(401, ACCOUNT_ERRORS.invalidApikey);
      await ctx.apikeys.invalidateUser(username);
      // ... and the caller gets a new one, so the person who changed the password stays signed in here.
      await startWebSession(ctx, request, reply, account);
      request.log.info({ username }, 'password changed');
      reply.header('cache-control', 'no-store');
      return { data: { username } };
    },
  );

  app.get(
    '/account/usage',
    {
      config: { access: { area: 'account' } },
      schema: {
        tags: ['account'],
        summary: 'Recent API usage of the data key (Account Info)',
        description:
          `Calls made with the account's data key over the last ${USAGE_DAYS} days (UTC), per day and per route ` +
          'pattern. Calls of the web app (its session) are not counted. Counts are written every few seconds.',
        security: KEYED_SECURITY,
        querystring: AuthQuery,
        response: { 200: dataOf(ApiUsageSchema, 'Usage per day and route'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      // Counts still in memory are written first, so a call just made shows.
      await app.apiUsage.flush();
      const to = formatDay(ctx.now().getTime());
      const from = addDays(to, -(USAGE_DAYS - 1));
      const usage = await getApiUsage(ctx.db, { userId: account.id, from, to, routeLimit: USAGE_ROUTE_LIMIT });
      const byDay = new Map(usage.days.map((day) => [day.day, day]));
      const days = listDays(from, to).map((day) => byDay.get(day) ?? { day, calls: 0, errors: 0 });
      reply.header('cache-control', 'no-store');
      return {
        data: {
          from,
          to,
          days,
          routes: usage.routes,
          otherRoutes: usage.otherRoutes,
          total: days.reduce((sum, day) => sum + day.calls, 0),
        },
      };
    },
  );
};
