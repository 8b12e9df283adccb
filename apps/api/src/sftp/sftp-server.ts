/**
 * The SFTP server of the bulk files (issue 17), inside the API process (or on its own, src/sftp-main.ts): ssh2's
 * server, not an operating-system account. Accounts with accessSftp (role ssh) and admins log in with their
 * username or account number, by public key (or password where SFTP_PASSWORD_LOGIN allows it), and read their
 * own tree (account-tree.ts) through one SFTP session handler (sftp-session.ts).
 *
 * Refusals say nothing: an unknown user, a wrong key, a wrong password and an expired, disabled or unpermitted
 * account all get the same refusal after the same delay (REFUSAL_DELAY_MS from the attempt, whatever the lookups
 * took). Failures from one address slow its refusals and then block it (login-throttle.ts). Connections are
 * bounded in all and per address; one idle past SFTP_IDLE_TIMEOUT_MS (or not logged in within LOGIN_GRACE_MS) is
 * closed. Every login, refusal and download is logged without key material or password, and logins and downloads
 * are counted in the account's usage; downloaded bytes count against its hourly byte budget, as web answers do.
 */
import type { AddressInfo } from 'node:net';
import { canUseSftp, isExpired, isTrialAccount, SFTP_IDLE_TIMEOUT_MS } from '@moodwire/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import ssh2, { type AuthContext, type Connection } from 'ssh2';
import { formatBytes } from '../plugins/byte-quota';
import { addByteUsage, readByteUsage } from '../plugins/rate-limits';
import type { AccountRecord } from '../store/account-record';
import { getAccountStatus, toUser } from '../store/account-record';
import { getDummyPasswordHash, verifyPassword } from '../store/passwords';
import { findSftpAccount } from '../store/sftp/find-sftp-account';
import { listSftpKeys } from '../store/sftp/list-sftp-keys';
import { markSftpKeyUsed } from '../store/sftp/mark-sftp-key-used';
import { AccountTree } from './account-tree';
import { defaultHostKeyPath, type HostKey, loadHostKey } from './host-key';
import { LoginThrottle } from './login-throttle';
import { parseStoredKey } from './public-keys';
import { serveSftp } from './sftp-session';

/** Every refusal is answered this long after the attempt began. */
export const REFUSAL_DELAY_MS = 1_000;
/** A connection must log in within this time. */
export const LOGIN_GRACE_MS = 30_000;
/** Session channels one connection may open (a client needs one per SFTP session). */
const MAX_SESSIONS_PER_CONNECTION = 4;
/** Downloaded bytes are added to the byte budget at least every this many bytes (and when a file is closed). */
const BYTE_FLUSH_BYTES = 4 * 1024 * 1024;
const MAX_LOGIN_LENGTH = 128;

export interface SftpServerOptions {
  port?: number;
  host?: string;
  hostKeyPath?: string;
  refusalDelayMs?: number;
  idleTimeoutMs?: number;
  loginGraceMs?: number;
}

export interface SftpServer {
  port: number;
  hostKey: HostKey;
  /** Connections open now. */
  connectionCount(): number;
  close(): Promise<void>;
}

type Decision = { account: AccountRecord; method: string; keyId?: string } | { refusal: string; counts: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The host key of a configuration: SFTP_HOST_KEY, or the data folder's own, made when missing. */
export function hostKeyOf(app: FastifyInstance, path?: string): Promise<HostKey> {
  const configured = path ?? app.ctx.config.sftp.hostKeyPath;
  return configured
    ? loadHostKey(configured, { create: false })
    : loadHostKey(defaultHostKeyPath(app.lakes.dataDir), { create: true });
}

export async function startSftpServer(app: FastifyInstance, options: SftpServerOptions = {}): Promise<SftpServer> {
  const { ctx } = app;
  const config = ctx.config.sftp;
  const log: FastifyBaseLogger = app.log.child({ component: 'sftp' });
  const refusalDelayMs = options.refusalDelayMs ?? REFUSAL_DELAY_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? SFTP_IDLE_TIMEOUT_MS;
  const loginGraceMs = options.loginGraceMs ?? LOGIN_GRACE_MS;
  const hostKey = await hostKeyOf(app, options.hostKeyPath);
  const throttle = new LoginThrottle();
  const methods: Array<'publickey' | 'password'> = config.passwordLogin ? ['publickey', 'password'] : ['publickey'];
  const open = new Set<Connection>();
  const perAddress = new Map<string, number>();

  /** Whether the account may log in now (the same refusal as a wrong key when not). */
  const mayLogIn = (account: AccountRecord): string | null => {
    const now = ctx.now();
    if (getAccountStatus(account, now) !== 'active') return 'account not active';
    if (isExpired(account.expires, now)) return 'account expired';
    if (!canUseSftp(toUser(account, now))) return 'no SFTP access';
    return null;
  };

  const decide = async (auth: AuthContext): Promise<Decision> => {
    const login = auth.username.slice(0, MAX_LOGIN_LENGTH);
    const found = login.length > 0 ? await findSftpAccount(ctx.db, { login }) : undefined;
    if (auth.method === 'password') {
      if (!config.passwordLogin) return { refusal: 'password login not allowed', counts: true };
      const isValid = await verifyPassword(auth.password, found?.passwordHash ?? (await getDummyPasswordHash()));
      if (!found || !isValid) return { refusal: found ? 'wrong password' : 'unknown user', counts: true };
      const denied = mayLogIn(found.account);
      return denied ? { refusal: denied, counts: true } : { account: found.account, method: 'password' };
    }
    if (auth.method !== 'publickey') return { refusal: `method ${auth.method} not offered`, counts: false };
    // A refused key query (no signature: 'would this key do?') is a failure too, or an address could try keys
    // without limit: a client offering several keys has a few to spare before refusals slow down.
    if (!found) return { refusal: 'unknown user', counts: true };
    const blob = auth.key.data.toString('base64');
    const stored = (await listSftpKeys(ctx.db, { userId: found.account.id })).find((key) => key.public_key === blob);
    if (!stored) return { refusal: 'key not on the account', counts: true };
    const denied = mayLogIn(found.account);
    if (denied) return { refusal: denied, counts: true };
    if (auth.signature === undefined || auth.blob === undefined) return { account: found.account, method: 'key query' };
    const key = parseStoredKey(stored.algorithm, stored.public_key);
    if (key?.verify(auth.blob, auth.signature, auth.hashAlgo) !== true) {
      return { refusal: 'bad signature', counts: true };
    }
    return { account: found.account, method: 'publickey', keyId: stored.id };
  };

  const server = new ssh2.Server({ hostKeys: [hostKey.privateKey], ident: 'Moodwire_SFTP' }, (client, info) => {
    const address = info.ip;
    const inUse = perAddress.get(address) ?? 0;
    if (throttle.isBlocked(address) || open.size >= config.maxConnections || inUse >= config.maxConnectionsPerAddress) {
      log.warn({ address }, 'sftp connection refused: too many connections or failed logins from this address');
      client.end();
      return;
    }
    // SFTP answers are many small packets: with Nagle's algorithm each waited behind the client's delayed ACK
    // (about 40 ms), and a parallel download ran at a quarter of the web's speed (bench/sftp.bench.mjs).
    // ssh2's server Connection has setNoDelay (lib/server.js); @types/ssh2 declares it on the Client only.
    (client as Connection & { setNoDelay(noDelay: boolean): void }).setNoDelay(true);
    open.add(client);
    perAddress.set(address, inUse + 1);
    let account: AccountRecord | null = null;
    let isClosed = false;
    let sessions = 0;
    let idleTimer = setTimeout(() => client.end(), loginGraceMs);
    const activity = () => {
      if (!account || isClosed) return;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        log.info({ username: account?.username, address }, 'sftp session idle: disconnected');
        client.end();
      }, idleTimeoutMs);
    };

    client.on('authentication', (auth) => {
      if (auth.method === 'none') return auth.reject(methods);
      const started = Date.now();
      decide(auth)
        .then(async (decision) => {
          if ('account' in decision && decision.method === 'key query') return auth.accept();
          if ('account' in decision) {
            account = decision.account;
            throttle.succeed(address);
            auth.accept();
            activity();
            log.info({ username: account.username, method: decision.method, address }, 'sftp login');
            app.apiUsage.record(account.id, 'SFTP login', false);
            if (decision.keyId) await markSftpKeyUsed(ctx.db, { id: decision.keyId, now: ctx.now() });
            return;
          }
          const extra = decision.counts ? throttle.fail(address) : 0;
          if (decision.counts) {
            log.warn({ login: auth.username.slice(0, 64), reason: decision.refusal, address }, 'sftp login refused');
          }
          await sleep(started + refusalDelayMs + extra - Date.now());
          if (throttle.isBlocked(address)) client.end();
          else auth.reject(methods);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'sftp login failed');
          client.end();
        });
    });

    client.on('ready', () => {
      const current = account;
      if (!current) return client.end();
      const user = toUser(current, ctx.now());
      const tree = new AccountTree(app.lakes, user, { trial: isTrialAccount(user) });
      let unflushed = 0;
      const flushBytes = () => {
        if (unflushed === 0) return;
        const bytes = unflushed;
        unflushed = 0;
        addByteUsage(app, current.id, bytes).catch((error: unknown) =>
          log.warn({ err: error }, 'sftp bytes not added to the byte budget'),
        );
      };
      // Each session channel holds buffers: a connection opens a few, whatever it asks for in them.
      client.on('session', (acceptSession, rejectSession) => {
        if (++sessions > MAX_SESSIONS_PER_CONNECTION) return rejectSession();
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          serveSftp(acceptSftp(), tree, {
            onActivity: activity,
            checkQuota: async () => {
              const usage = await readByteUsage(app, current.id).catch(() => ({ bytes: 0, resetMs: 0 }));
              const max = ctx.config.rateLimitBytesPerHour;
              if (usage.bytes < max) return null;
              return `Download limit reached: this account has received ${formatBytes(usage.bytes)} this hour, its limit is ${formatBytes(max)} an hour`;
            },
            onBytes: (bytes) => {
              unflushed += bytes;
              if (unflushed >= BYTE_FLUSH_BYTES) flushBytes();
            },
            onDownload: ({ path, size, bytes }) => {
              flushBytes();
              log.info({ username: current.username, path, size, bytes, address }, 'sftp download');
              app.apiUsage.record(current.id, 'SFTP download', false);
            },
            onError: (operation, error) => log.error({ err: error, operation }, 'sftp operation failed'),
          });
        });
      });
      client.on('close', flushBytes);
    });

    // A malformed or oversized packet ends this connection only (ssh2 closes it); nothing else is affected.
    client.on('error', (error: Error) => log.info({ address, reason: error.message }, 'sftp connection error'));
    client.on('close', () => {
      isClosed = true;
      clearTimeout(idleTimer);
      open.delete(client);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });

  const port = options.port ?? config.port ?? 0;
  const host = options.host ?? config.host;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error: Error) => log.error({ err: error }, 'sftp server error'));
  return {
    port: (server.address() as AddressInfo).port,
    hostKey,
    connectionCount: () => open.size,
    close: async () => {
      for (const client of open) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
