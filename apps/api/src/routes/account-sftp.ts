/**
 * Account Info's SFTP access (issue 17): how to connect (host, port, login names, the host key's fingerprint to
 * check), and the public keys the account logs in with, added and removed by the owner. For accounts that may use
 * SFTP (role ssh, spec §6 accessSftp, and admins); others get a 403. Adding and removing a key is as strong as a
 * password change, so it takes the web session (a data key alone cannot add a login).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  isTrialAccount,
  MAX_SFTP_KEY_NAME_LENGTH,
  MAX_SFTP_KEYS,
  SFTP_IDLE_TIMEOUT_MS,
  SFTP_KEY_TYPES,
  SFTP_PREFIX,
  SFTP_TRIAL_DIR,
} from '@moodwire/domain';
import type { FastifyInstance } from 'fastify';
import { currentAccount } from '../auth/guards';
import { HttpError } from '../http-error';
import { AuthQuery, dataOf, errorResponses, KEYED_SECURITY } from '../schemas/common-schemas';
import type { HostKey } from '../sftp/host-key';
import { PublicKeyError, parsePublicKey } from '../sftp/public-keys';
import { hostKeyOf } from '../sftp/sftp-server';
import { toUser } from '../store/account-record';
import type { SftpKeysTable } from '../store/database-schema';
import { getAccountNumber } from '../store/sftp/account-numbers';
import { addSftpKey, SftpKeyLimitError } from '../store/sftp/add-sftp-key';
import { deleteSftpKey } from '../store/sftp/delete-sftp-key';
import { listSftpKeys } from '../store/sftp/list-sftp-keys';
import { StoreConflictError } from '../store/store-conflict-error';

const EXAMPLE_KEY = {
  id: '9b2f6a0e-4c1d-4d61-9a53-2f1f7b0c8e11',
  name: 'laptop',
  algorithm: 'ssh-ed25519',
  fingerprint: 'SHA256:Z2l0aHViLmNvbS9tb29kd2lyZS9zZnRwLWtleS1leGFtcGxl',
  created: '2026-11-20T09:12:00.000Z',
  last_used: '2026-11-25T20:31:04.000Z',
};

const SftpKeySchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    algorithm: Type.String({ description: SFTP_KEY_TYPES.join(' or ') }),
    fingerprint: Type.String({ description: 'SHA-256 fingerprint, as `ssh-keygen -lf key.pub` prints it' }),
    created: Type.String(),
    last_used: Type.Union([Type.String(), Type.Null()], { description: 'Last SFTP login with the key' }),
  },
  { examples: [EXAMPLE_KEY] },
);

const SftpAccessSchema = Type.Object(
  {
    username: Type.String({ description: 'Login name' }),
    account_number: Type.Integer({ description: 'Numeric login name, as the reference names its SFTP users' }),
    host: Type.Union([Type.String(), Type.Null()], {
      description: "Host to connect to (SFTP_PUBLIC_HOST); null: the web site's own host name",
    }),
    port: Type.Union([Type.Integer(), Type.Null()], { description: 'Port; null when the server runs no SFTP' }),
    host_key: Type.Object(
      { algorithm: Type.String(), fingerprint: Type.String() },
      { description: "The server's host key: check it before the first connection" },
    ),
    password_login: Type.Boolean({ description: "Whether the account's password logs in too" }),
    idle_timeout_seconds: Type.Integer({ description: 'A session idle this long is disconnected' }),
    trial: Type.Boolean({ description: 'Trial accounts find their files under TRIAL/' }),
    directory: Type.String({ description: 'Where the class directories are' }),
    max_keys: Type.Integer(),
    keys: Type.Array(SftpKeySchema),
  },
  {
    examples: [
      {
        username: 'demo-ssh',
        account_number: 1_000_001,
        host: null,
        port: 2222,
        host_key: { algorithm: 'ssh-ed25519', fingerprint: 'SHA256:3thTQztGuRMsZUE3c5SHQ6eXgkcwjilaObkbsdKi2F8' },
        password_login: false,
        idle_timeout_seconds: 300,
        trial: false,
        directory: SFTP_PREFIX,
        max_keys: MAX_SFTP_KEYS,
        keys: [EXAMPLE_KEY],
      },
    ],
  },
);

function keyAnswer(row: SftpKeysTable) {
  return {
    id: row.id,
    name: row.name,
    algorithm: row.algorithm,
    fingerprint: row.fingerprint,
    created: row.created,
    last_used: row.last_used,
  };
}

/** The host key, read (or made) once per app: the SFTP server of this data folder uses the same file. */
const hostKeys = new WeakMap<FastifyInstance, Promise<HostKey>>();
function cachedHostKey(app: FastifyInstance): Promise<HostKey> {
  let key = hostKeys.get(app);
  if (!key) {
    key = hostKeyOf(app);
    key.catch(() => hostKeys.delete(app));
    hostKeys.set(app, key);
  }
  return key;
}

const HostKeyAnswer = Type.Object(
  {
    host: Type.Union([Type.String(), Type.Null()], {
      description: "Host to connect to (SFTP_PUBLIC_HOST); null: the web site's own host name",
    }),
    port: Type.Union([Type.Integer(), Type.Null()], { description: 'Port; null when the server runs no SFTP' }),
    algorithm: Type.String(),
    fingerprint: Type.String({ description: 'SHA-256 fingerprint, as ssh and `ssh-keygen -lf` print it' }),
  },
  {
    examples: [
      {
        host: null,
        port: 2222,
        algorithm: 'ssh-ed25519',
        fingerprint: 'SHA256:3thTQztGuRMsZUE3c5SHQ6eXgkcwjilaObkbsdKi2F8',
      },
    ],
  },
);

export const accountSftpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const readHostKey = (request: { log: FastifyInstance['log'] }) =>
    cachedHostKey(app).catch((error: unknown) => {
      request.log.error({ err: error }, 'sftp host key unreadable');
      throw new HttpError(503, 'SFTP unavailable', { message: 'The SFTP host key cannot be read; ask the operator.' });
    });

  app.get(
    '/sftp/host-key',
    {
      config: { access: { area: 'public' } },
      schema: {
        tags: ['account'],
        summary: "The SFTP server's host key fingerprint (docs)",
        description:
          'Where the SFTP server of the bulk files listens and the fingerprint of its host key, for customers to ' +
          'check on their first connection. Public: every client sees the key when it connects.',
        response: { 200: dataOf(HostKeyAnswer, 'The host key'), ...errorResponses(503) },
      },
    },
    async (request) => {
      const hostKey = await readHostKey(request);
      return {
        data: {
          host: ctx.config.sftp.publicHost,
          port: ctx.config.sftp.port,
          algorithm: hostKey.algorithm,
          fingerprint: hostKey.fingerprint,
        },
      };
    },
  );

  app.get(
    '/account/sftp',
    {
      config: { access: { area: 'account', sftp: true } },
      schema: {
        tags: ['account'],
        summary: 'SFTP access of the account (Account Info)',
        description:
          'How to connect to the SFTP server of the bulk files, the fingerprint of its host key, and the public ' +
          'keys the account logs in with. LSEG (ssh) accounts and admins only.',
        security: KEYED_SECURITY,
        querystring: AuthQuery,
        response: { 200: dataOf(SftpAccessSchema, 'The SFTP access'), ...errorResponses(401, 403, 503) },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      const hostKey = await cachedHostKey(app).catch((error: unknown) => {
        request.log.error({ err: error }, 'sftp host key unreadable');
        throw new HttpError(503, 'SFTP unavailable', {
          message: 'The SFTP host key cannot be read; ask the operator.',
        });
      });
      const user = toUser(account, ctx.now());
      const trial = isTrialAccount(user);
      reply.header('cache-control', 'no-store');
      return {
        data: {
          username: account.username,
          account_number: await getAccountNumber(ctx.db, { userId: account.id }),
          host: ctx.config.sftp.publicHost,
          port: ctx.config.sftp.port,
          host_key: { algorithm: hostKey.algorithm, fingerprint: hostKey.fingerprint },
          password_login: ctx.config.sftp.passwordLogin,
          idle_timeout_seconds: SFTP_IDLE_TIMEOUT_MS / 1000,
          trial,
          directory: trial ? `${SFTP_PREFIX}/${SFTP_TRIAL_DIR}` : SFTP_PREFIX,
          max_keys: MAX_SFTP_KEYS,
          keys: (await listSftpKeys(ctx.db, { userId: account.id })).map(keyAnswer),
        },
      };
    },
  );

  app.post(
    '/account/sftp/keys',
    {
      config: { access: { area: 'account', sessionOnly: true, sftp: true } },
      schema: {
        tags: ['account'],
        summary: 'Add an SFTP public key (Account Info)',
        description:
          `One line of a .pub or authorized_keys file: ${SFTP_KEY_TYPES.join(' or ')} (RSA of at least 2048 bits). ` +
          `At most ${MAX_SFTP_KEYS} keys per account. Web session only.`,
        security: [{ apikeyCookie: [] }],
        body: Type.Object(
          {
            public_key: Type.String({
              minLength: 1,
              maxLength: 16_384,
              examples: ['ssh-ed25519 AAAAC3Nza... me@laptop'],
            }),
            name: Type.Optional(Type.String({ maxLength: MAX_SFTP_KEY_NAME_LENGTH, examples: ['laptop'] })),
          },
          {
            additionalProperties: false,
            examples: [
              {
                public_key:
                  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIF9cCWzWtHyZ63sa5zmlk79s26+FWI9rWKJEQegpC5tu me@laptop',
                name: 'laptop',
              },
            ],
          },
        ),
        response: { 200: dataOf(SftpKeySchema, 'The key as stored'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      let key: ReturnType<typeof parsePublicKey>;
      try {
        key = parsePublicKey(request.body.public_key);
      } catch (error) {
        if (!(error instanceof PublicKeyError)) throw error;
        throw new HttpError(400, "Invalid parameter 'public_key'", { message: error.message, detail: 'public_key' });
      }
      const name = request.body.name?.trim() || key.comment || key.algorithm;
      try {
        const row = await addSftpKey(ctx.db, { userId: account.id, name, ...key, now: ctx.now() });
        request.log.info({ username: account.username, keyId: row.id, algorithm: row.algorithm }, 'sftp key added');
        reply.header('cache-control', 'no-store');
        return { data: keyAnswer(row) };
      } catch (error) {
        if (error instanceof StoreConflictError) {
          throw new HttpError(409, 'Key already added', { message: error.message, detail: 'public_key' });
        }
        if (error instanceof SftpKeyLimitError) {
          throw new HttpError(400, 'Too many keys', { message: error.message, detail: 'public_key' });
        }
        throw error;
      }
    },
  );

  app.delete(
    '/account/sftp/keys/:id',
    {
      config: { access: { area: 'account', sessionOnly: true, sftp: true } },
      schema: {
        tags: ['account'],
        summary: 'Remove an SFTP public key (Account Info)',
        description: 'The key no longer logs in; sessions already open stay open until they end. Web session only.',
        security: [{ apikeyCookie: [] }],
        params: Type.Object({ id: Type.String({ maxLength: 64, examples: [EXAMPLE_KEY.id] }) }),
        response: {
          200: dataOf(Type.Object({ id: Type.String() }, { examples: [{ id: EXAMPLE_KEY.id }] }), 'Removed'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const removed = await deleteSftpKey(ctx.db, { userId: account.id, id: request.params.id });
      if (!removed)
        throw new HttpError(404, 'Unknown key', { message: `This account has no SFTP key '${request.params.id}'.` });
      request.log.info({ username: account.username, keyId: request.params.id }, 'sftp key removed');
      return { data: { id: request.params.id } };
    },
  );
};
