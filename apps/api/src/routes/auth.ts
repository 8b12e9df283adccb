/**
 * spec §7 '/auth': sign-in (POST form or JSON, and the spec's GET query form), session validation, sign-out. Sign-in
 * starts a web session (auth/web-session.ts, issue 12 §6).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate } from '../auth/guards';
import { signIn } from '../auth/sign-in';
import { endWebSession, startWebSession } from '../auth/web-session';
import { HttpError } from '../http-error';
import { createSignInLimiter } from '../plugins/rate-limits';
import { ApikeyQuery, dataOf, errorResponses, FORM_OR_JSON, KEYED_SECURITY } from '../schemas/common-schemas';
import { UserSchema } from '../schemas/user-schemas';
import type { AccountRecord } from '../store/account-record';
import { toUser } from '../store/account-record';

const Username = Type.String({
  maxLength: 254,
  description: 'Username or email (trimmed)',
  examples: ['demo-manual'],
});
const Password = Type.String({ maxLength: 1024, description: 'Password (trimmed)', examples: ['moodwire-demo'] });
const DataPermsFlag = Type.Optional(
  Type.String({ description: 'Spec §7 compatibility flag; data_perms are always included.', examples: ['1'] }),
);

async function signedIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, account: AccountRecord) {
  await startWebSession(ctx, request, reply, account);
  return { data: { ...toUser(account, ctx.now()), status: 'active' as const } };
}

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const isQuerySignIn = (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    return query.username !== undefined || query.password !== undefined;
  };

  app.post(
    '/auth',
    {
      preHandler: createSignInLimiter(app, ctx.config),
      schema: {
        tags: ['auth'],
        summary: 'Sign in by username or email',
        consumes: FORM_OR_JSON,
        description:
          'Form or JSON body. Starts a web session: its key is set only in the `apikey` cookie (HttpOnly, Secure, ' +
          'SameSite=Strict), valid on the same calls as the data key until sign-out, a password change, or its idle ' +
          "and absolute lifetimes; the answer's `apikey` is a marker, never a key. A `GE-` machine ID that " +
          "is in the provider directory but not linked yet answers 401 with detail 'not_linked'.",
        querystring: Type.Object({ data_perms: DataPermsFlag }),
        body: Type.Object(
          { username: Username, password: Password },
          { examples: [{ username: 'demo-manual', password: 'moodwire-demo' }] },
        ),
        response: { 200: dataOf(UserSchema, 'Signed in'), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const account = await signIn(ctx, { login: request.body.username, password: request.body.password });
      return signedIn(ctx, request, reply, account);
    },
  );

  app.get(
    '/auth',
    {
      preHandler: createSignInLimiter(app, ctx.config, isQuerySignIn),
      schema: {
        tags: ['auth'],
        summary: 'Sign in (query form) or validate the session',
        description:
          'With username and password: sign in (spec §7 query form; prefer POST so passwords stay out of URLs). ' +
          'Without them: validate the session of the `apikey` cookie (or the apikey query parameter).',
        security: KEYED_SECURITY,
        querystring: Type.Object({
          username: Type.Optional(Username),
          password: Type.Optional(Password),
          data_perms: DataPermsFlag,
          apikey: ApikeyQuery,
        }),
        response: {
          200: dataOf(UserSchema, 'The user of the key, or the signed-in user'),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { username, password } = request.query;
      if (username !== undefined || password !== undefined) {
        if (username === undefined) throw new HttpError(400, "Missing required parameter 'username'");
        if (password === undefined) throw new HttpError(400, "Missing required parameter 'password'");
        return signedIn(ctx, request, reply, await signIn(ctx, { login: username, password }));
      }
      const account = await authenticate(ctx, request);
      return { data: toUser(account, ctx.now()) };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the web session and clears the apikey cookie',
        description: 'The session key of the cookie stops working on every API process; a data key is not affected.',
        response: { 204: Type.Null({ description: 'Signed out; the cookie is cleared' }) },
      },
    },
    async (request, reply) => {
      await endWebSession(ctx, request, reply);
      return reply.status(204).send(null);
    },
  );
};
