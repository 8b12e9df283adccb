/**
 * Admin user management (admin role, spec §6 'Admin pages'). Every change writes one audit entry (issue 16) in the
 * change's own transaction: who, when, what, and the changed fields before and after, never a secret.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { AuditPageSchema, auditPageQuery } from '../schemas/audit-schemas';
import { ApikeyQuery, AuthQuery, dataOf, errorResponses, KEYED_SECURITY } from '../schemas/common-schemas';
import {
  AdminUserSchema,
  DataPermsSchema,
  ExpiresSchema,
  PermissionsSchema,
  RoleSchema,
  StatusSchema,
} from '../schemas/user-schemas';
import type { AuditAction, AuditContext } from '../store/audit/audit-entry';
import { listAuditEntries } from '../store/audit/list-audit-entries';
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

/** The most users one list answer holds (bounded answers); a larger service pages with search and role. */
export const MAX_LISTED_USERS = 10_000;

/** The audit context of a change made by the request's caller (the guard has set the account). */
export function auditBy(request: FastifyRequest, action: AuditAction): AuditContext {
  return { actor: request.account?.username ?? 'unknown', action };
}

/** A PATCH that only flips the status or only rotates the key is recorded as that action. */
function patchAction(body: Record<string, unknown>): AuditAction {
  const fields = Object.keys(body).filter((field) => body[field] !== undefined);
  if (fields.length === 1 && fields[0] === 'status') return 'status';
  if (fields.length === 1 && fields[0] === 'rotate_apikey') return 'rotate-key';
  return 'update';
}

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
        description: `At most ${MAX_LISTED_USERS} users, by username.`,
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
      const users = await listUsers(ctx.db, {
        role: request.query.role,
        search: request.query.search,
        limit: MAX_LISTED_USERS,
      });
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
        audit: auditBy(request, 'create'),
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
        audit: auditBy(request, patchAction(body)),
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
      const account = await updateUser(ctx.db, {
        username,
        changes: { password },
        now: ctx.now(),
        audit: auditBy(request, 'reset-password'),
      });
      if (!account) throw notFound(username);
      ctx.apikeys.invalidateUser(username);
      request.log.info({ username }, 'password reset');
      return { data: given === undefined ? { username, password } : { username } };
    },
  );

  app.post(
    '/admin/users/:username/status',
    {
      config,
      schema: {
        ...common,
        summary: 'Disable or enable a user',
        description:
          'A disabled account is refused on every call and its web sessions end; enabling makes it active again.',
        params: UsernameParams,
        querystring: AuthQuery,
        body: Type.Object(
          { status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]) },
          { additionalProperties: false, examples: [{ status: 'disabled' }] },
        ),
        response: { 200: dataOf(AdminUserSchema, 'The changed user'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { username } = request.params;
      const account = await updateUser(ctx.db, {
        username,
        changes: { status: request.body.status, activatesAt: null },
        now: ctx.now(),
        audit: auditBy(request, 'status'),
      });
      if (!account) throw notFound(username);
      ctx.apikeys.invalidateUser(username);
      request.log.info({ username, status: request.body.status }, 'user status changed');
      return { data: toAdminUser(account, ctx.now()) };
    },
  );

  app.post(
    '/admin/users/:username/rotate-key',
    {
      config,
      schema: {
        ...common,
        summary: "Rotate a user's API key",
        description: 'Issues a new data key; the old one is refused at once, on every API process.',
        params: UsernameParams,
        querystring: AuthQuery,
        response: { 200: dataOf(AdminUserSchema, 'The user with the new key'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { username } = request.params;
      const account = await updateUser(ctx.db, {
        username,
        changes: { rotateApikey: true },
        now: ctx.now(),
        audit: auditBy(request, 'rotate-key'),
      });
      if (!account) throw notFound(username);
      await ctx.apikeys.invalidateUser(username);
      request.log.info({ username }, 'api key rotated');
      return { data: toAdminUser(account, ctx.now()) };
    },
  );

  app.get(
    '/admin/audit',
    {
      config,
      schema: {
        ...common,
        summary: 'The audit log of account changes',
        description: 'Newest first, paged; filter by the changed user. Secrets never appear, only that they changed.',
        querystring: Type.Object({
          target: Type.Optional(Username),
          ...auditPageQuery,
          apikey: ApikeyQuery,
        }),
        response: { 200: dataOf(AuditPageSchema, 'Audit entries'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { target, limit, offset } = request.query;
      return { data: await listAuditEntries(ctx.db, { target, limit: limit ?? 50, offset: offset ?? 0 }) };
    },
  );
};
