/** Admin user management (admin role, spec §6 'Admin pages'). */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { HttpError } from '../http-error';
import { ApikeyQuery, AuthQuery, dataOf, errorResponses, KEYED_SECURITY } from '../schemas/common-schemas';
import {
  AdminUserSchema,
  DataPermsSchema,
  ExpiresSchema,
  PermissionsSchema,
  RoleSchema,
  StatusSchema,
} from '../schemas/user-schemas';
import { generatePassword } from '../store/passwords';
import { StoreConflictError } from '../store/store-conflict-error';
import { createUser } from '../store/users/create-user';
import { getUserByUsername } from '../store/users/get-user-by-username';
import { listUsers } from '../store/users/list-users';
import { updateUser } from '../store/users/update-user';
import { toAdminUser } from '../views/user-views';

export const USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{1,63}$';
const Username = Type.String({ pattern: USERNAME_PATTERN, examples: ['jane-doe'] });
const Email = Type.String({ format: 'email', maxLength: 254, examples: ['jane@example.com'] });
const NewPassword = Type.String({ minLength: 8, maxLength: 1024, examples: ['a-long-passphrase'] });

function conflict(error: unknown): never {
  if (error instanceof StoreConflictError) throw new HttpError(409, error.message, { detail: error.field });
  throw error;
}

export const adminUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { access: { area: 'admin' as const } };
  const common = { tags: ['admin'], security: KEYED_SECURITY };
  const UsernameParams = Type.Object({ username: Username });
  const notFound = (username: string) => new HttpError(404, `No user '${username}'`);

  app.get(
    '/admin/users',
    {
      config,
      schema: {
        ...common,
        summary: 'List users',
        querystring: Type.Object({
          role: Type.Optional(RoleSchema),
          search: Type.Optional(
            Type.String({ maxLength: 100, description: 'Part of a username or email', examples: ['demo'] }),
          ),
          apikey: ApikeyQuery,
        }),
        response: {
          200: dataOf(Type.Array(AdminUserSchema, { examples: [[]] }), 'Users'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const now = ctx.now();
      const users = await listUsers(ctx.db, { role: request.query.role, search: request.query.search });
      return { data: users.map((account) => toAdminUser(account, now)) };
    },
  );

  app.get(
    '/admin/users/:username',
    {
      config,
      schema: {
        ...common,
        summary: 'Get one user',
        params: UsernameParams,
        querystring: AuthQuery,
        response: { 200: dataOf(AdminUserSchema, 'The user'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const account = await getUserByUsername(ctx.db, { username: request.params.username });
      if (!account) throw notFound(request.params.username);
      return { data: toAdminUser(account, ctx.now()) };
    },
  );

  app.post(
    '/admin/users',
    {
      config,
      schema: {
        ...common,
        summary: 'Create a user',
        querystring: AuthQuery,
        body: Type.Object(
          {
            username: Username,
            email: Type.Optional(Email),
            password: NewPassword,
            role: RoleSchema,
            expires: Type.Optional(ExpiresSchema),
            data_perms: Type.Optional(DataPermsSchema),
            permissions: Type.Optional(PermissionsSchema),
          },
          {
            examples: [
              {
                username: 'jane-doe',
                email: 'jane@example.com',
                password: 'a-long-passphrase',
                role: 'manual',
                expires: '2030-12-31',
                data_perms: { rma: ['equ'] },
                permissions: { masf: true },
              },
            ],
          },
        ),
        response: { 201: dataOf(AdminUserSchema, 'Created'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const account = await createUser(ctx.db, {
        username: body.username,
        email: body.email ?? null,
        password: body.password,
        role: body.role,
        expires: body.expires ?? null,
        data_perms: body.data_perms ?? {},
        permissions: body.permissions ?? {},
        now: ctx.now(),
      }).catch(conflict);
      request.log.info({ username: account.username }, 'user created');
      return reply.status(201).send({ data: toAdminUser(account, ctx.now()) });
    },
  );

  app.patch(
    '/admin/users/:username',
    {
      config,
      schema: {
        ...common,
        summary: 'Change a user',
        description: 'Only the given fields change. rotate_apikey issues a new API key (the old one stops working).',
        params: UsernameParams,
        querystring: AuthQuery,
        body: Type.Object(
          {
            email: Type.Optional(Type.Union([Email, Type.Null()])),
            role: Type.Optional(RoleSchema),
            expires: Type.Optional(ExpiresSchema),
            data_perms: Type.Optional(DataPermsSchema),
            permissions: Type.Optional(PermissionsSchema),
            status: Type.Optional(StatusSchema),
            rotate_apikey: Type.Optional(Type.Boolean()),
          },
          {
            additionalProperties: false,
            examples: [{ expires: '2031-06-30', permissions: { masf: true, pulse: true } }],
          },
        ),
        response: { 200: dataOf(AdminUserSchema, 'The changed user'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { username } = request.params;
      const body = request.body;
      const account = await updateUser(ctx.db, {
        username,
        changes: {
          email: body.email,
          role: body.role,
          expires: body.expires,
          data_perms: body.data_perms,
          permissions: body.permissions,
          status: body.status,
          ...(body.status !== undefined ? { activatesAt: null } : {}),
          rotateApikey: body.rotate_apikey,
        },
        now: ctx.now(),
      }).catch(conflict);
      if (!account) throw notFound(username);
      ctx.apikeys.invalidateUser(username);
      request.log.info({ username, fields: Object.keys(body) }, 'user changed');
      return { data: toAdminUser(account, ctx.now()) };
    },
  );

  app.post(
    '/admin/users/:username/reset-password',
    {
      // The body is optional: an empty POST means 'make a password'.
      preValidation: async (request) => {
        request.body ??= {};
      },
      config,
      schema: {
        ...common,
        summary: 'Set a new password',
        description: 'Without a password in the body a random one is made and returned once.',
        params: UsernameParams,
        querystring: AuthQuery,
        body: Type.Object(
          { password: Type.Optional(NewPassword) },
          { examples: [{ password: 'a-new-long-passphrase' }] },
        ),
        response: {
          200: dataOf(
            Type.Object(
              { username: Type.String(), password: Type.Optional(Type.String({ description: 'Only when generated' })) },
              { examples: [{ username: 'jane-doe', password: 'p8Zr3kQm1xVb7TnA' }] },
            ),
            'Password changed',
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { username } = request.params;
      const given = request.body.password;
      const password = given ?? generatePassword();
      const account = await updateUser(ctx.db, { username, changes: { password }, now: ctx.now() });
      if (!account) throw notFound(username);
      ctx.apikeys.invalidateUser(username);
      request.log.info({ username }, 'password reset');
      return { data: given === undefined ? { username, password } : { username } };
    },
  );
};
