/**
 * The SFTP server of the bulk files (issue 17), driven by the ssh2 client as a customer's script would: key login
 * by username or account number against the published host key, the per-account read-only tree, files identical
 * to the web downloads, monthly archives, resumed reads, the refusals (all alike and all late), throttling, the
 * idle disconnect, malformed input, and the usage and key records Account Info shows.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ASSET_CLASSES,
  addDays,
  canReadDataClass,
  formatDay,
  getAssetClass,
  type Role,
  SFTP_PREFIX,
  SFTP_TRIAL_DAYS,
  SFTP_TRIAL_DIR,
} from '@moodwire/domain';
import type { FastifyInstance } from 'fastify';
import ssh2, { type Client, type ParsedKey, type SFTPWrapper } from 'ssh2';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DEMO_SFTP_PUBLIC_KEY } from '../src/demo/demo-accounts';
import { generateEd25519KeyPair } from '../src/sftp/host-key';
import { parsePublicKey } from '../src/sftp/public-keys';
import { type SftpServer, startSftpServer } from '../src/sftp/sftp-server';
import { toUser } from '../src/store/account-record';
import { addSftpKey } from '../src/store/sftp/add-sftp-key';
import { findSftpAccount } from '../src/store/sftp/find-sftp-account';
import { createUser } from '../src/store/users/create-user';
import {
  connectSftpClient,
  createSftpLakeApp,
  DEMO_SSH_KEY_PATH,
  downloadFile,
  listNames,
  openSftp,
  readDirectory,
  type SftpLakeApp,
} from './helpers/sftp-client';
import { DEMO_PASSWORD, dataKeyOf, dataOf, signInKey } from './helpers/test-app';

const { STATUS_CODE } = ssh2.utils.sftp;
const sharedDataDir = inject('tinyLakeDir');
const REFUSAL_DELAY_MS = 150;
const IDLE_TIMEOUT_MS = 1_000;
const REFUSED = 'All configured authentication methods failed';
const COMPANIES = `${SFTP_PREFIX}/CMPNY/WDAI_UDAI`;

interface SftpError extends Error {
  code?: number | string;
  level?: string;
}

/** The error an ssh2 callback call ends with (null when it succeeds). */
function failureOf(call: (done: (error: Error | null | undefined) => void) => void): Promise<SftpError | null> {
  return new Promise((resolve) => call((error) => resolve((error as SftpError | null | undefined) ?? null)));
}

function fingerprintOfWireKey(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

function lines(text: Buffer | string): string[] {
  const all = text.toString('utf8').split('\n');
  if (all[all.length - 1] === '') all.pop();
  return all;
}

describe('SFTP server', () => {
  let lakeApp: SftpLakeApp;
  let app: FastifyInstance;
  let server: SftpServer;
  let demoKey: Buffer;
  let sshSession: string;
  let sshDataKey: string;
  let serial = 0;
  const clients: Client[] = [];

  const connect = async (username: string, privateKey: Buffer | string = demoKey, port = server.port) => {
    const client = await connectSftpClient({ port, username, privateKey });
    clients.push(client);
    return client;
  };
  const sftpAs = async (username: string, privateKey: Buffer | string = demoKey) =>
    openSftp(await connect(username, privateKey));

  /** A fresh account with a fresh Ed25519 key on it; its private key. */
  async function userWithKey(options: {
    role: Role;
    expires?: string | null;
    status?: 'active' | 'disabled';
    data_perms?: Record<string, string[]>;
  }): Promise<{ username: string; privateKey: string }> {
    serial += 1;
    const username = `sftp-${options.role}-${serial}`;
    const account = await createUser(app.ctx.db, {
      username,
      password: DEMO_PASSWORD,
      role: options.role,
      expires: options.expires ?? null,
      status: options.status ?? 'active',
      data_perms: options.data_perms ?? { rma: ['equ'] },
      permissions: {},
      now: new Date(),
    });
    const pair = generateEd25519KeyPair(username);
    await addSftpKey(app.ctx.db, { userId: account.id, name: 'test', ...parsePublicKey(pair.public), now: new Date() });
    return { username, privateKey: pair.private };
  }

  /** A login attempt's error (null when it logged in) and how long the refusal took. */
  async function attempt(username: string, privateKey: Buffer | string, port = server.port) {
    const started = Date.now();
    try {
      (await connectSftpClient({ port, username, privateKey })).end();
      return { error: null, ms: Date.now() - started };
    } catch (error) {
      return { error: error as SftpError, ms: Date.now() - started };
    }
  }

  const webGet = (url: string, apikey = sshDataKey) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}` });
  const accountSftp = async () => {
    const response = await app.inject({ method: 'GET', url: '/account/sftp', cookies: { apikey: sshSession } });
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<{ account_number: number; keys: Array<{ name: string; last_used: string | null }> }>(response);
  };

  beforeAll(async () => {
    lakeApp = await createSftpLakeApp(sharedDataDir, 'sftp');
    app = lakeApp.app;
    server = await startSftpServer(app, { port: 0, host: '127.0.0.1', refusalDelayMs: REFUSAL_DELAY_MS });
    demoKey = readFileSync(DEMO_SSH_KEY_PATH);
    sshSession = await signInKey(app, 'demo-ssh');
    sshDataKey = await dataKeyOf(app, 'demo-ssh');
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) client.end();
    await server?.close();
    await lakeApp?.close();
  });

  describe('login', () => {
    it('logs demo-ssh in with the demo key, showing the host key whose fingerprint GET /sftp/host-key gives', async () => {
      const published = dataOf<{ fingerprint: string; algorithm: string }>(
        await app.inject({ method: 'GET', url: '/sftp/host-key' }),
      );
      const seen: string[] = [];
      const client = await connectSftpClient({
        port: server.port,
        username: 'demo-ssh',
        privateKey: demoKey,
        hostVerifier: (key: Buffer) => {
          seen.push(fingerprintOfWireKey(key));
          return true;
        },
      });
      clients.push(client);
      expect(seen).toEqual([published.fingerprint]);
      expect(published.fingerprint).toBe(server.hostKey.fingerprint);
      expect(await listNames(await openSftp(client), '/')).toEqual([SFTP_PREFIX.split('/')[1]]);
    });

    it('logs in by the numeric account number Account Info shows', async () => {
      const { account_number } = await accountSftp();
      expect(account_number).toBeGreaterThanOrEqual(1_000_001);
      const sftp = await sftpAs(String(account_number));
      expect(await listNames(sftp, COMPANIES)).toEqual(['daily', 'monthly']);
    });

    it('refuses an unknown user and a wrong key alike, each no sooner than the refusal delay', async () => {
      const unknown = await attempt('no-such-user', demoKey);
      const wrongKey = await attempt('demo-ssh', generateEd25519KeyPair('test').private);
      for (const refused of [unknown, wrongKey]) {
        expect(refused.error?.message).toBe(REFUSED);
        expect(refused.error?.level).toBe('client-authentication');
        expect(refused.ms).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS);
      }
    });

    it('refuses an expired ssh account, a manual account, and a disabled one, though their keys are right', async () => {
      const yesterday = addDays(formatDay(Date.now()), -1);
      for (const options of [
        { role: 'ssh' as const, expires: yesterday },
        { role: 'manual' as const },
        { role: 'ssh' as const, status: 'disabled' as const },
      ]) {
        const { username, privateKey } = await userWithKey(options);
        const refused = await attempt(username, privateKey);
        expect(refused.error?.message, JSON.stringify(options)).toBe(REFUSED);
      }
    });

    it('logs in with a key added on Account Info, and no longer once it is removed there', async () => {
      serial += 1;
      const username = `sftp-keys-${serial}`;
      await createUser(app.ctx.db, {
        username,
        password: DEMO_PASSWORD,
        role: 'ssh',
        data_perms: { rma: ['equ'] },
        permissions: {},
        now: new Date(),
      });
      const session = await signInKey(app, username);
      const pair = generateEd25519KeyPair('test');
      const added = await app.inject({
        method: 'POST',
        url: '/account/sftp/keys',
        cookies: { apikey: session },
        payload: { public_key: pair.public },
      });
      expect(added.statusCode, added.body).toBe(200);
      const sftp = await sftpAs(username, pair.private);
      expect(await listNames(sftp, COMPANIES)).toEqual(['daily', 'monthly']);

      const { id } = dataOf<{ id: string }>(added);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/account/sftp/keys/${id}`,
        cookies: { apikey: session },
      });
      expect(removed.statusCode).toBe(200);
      expect((await attempt(username, pair.private)).error?.message).toBe(REFUSED);
    });

    it('logs an admin in with a key of its own', async () => {
      const { username, privateKey } = await userWithKey({ role: 'admin' });
      const sftp = await sftpAs(username, privateKey);
      expect((await listNames(sftp, SFTP_PREFIX)).length).toBeGreaterThan(0);
    });
  });

  describe('the tree', () => {
    let sftp: SFTPWrapper;
    beforeAll(async () => {
      sftp = await sftpAs('demo-ssh');
    });

    it("holds exactly the class directories demo-ssh's data permissions allow", async () => {
      const found = await findSftpAccount(app.ctx.db, { login: 'demo-ssh' });
      if (!found) throw new Error('demo-ssh is missing');
      const user = toUser(found.account, new Date());
      const allowed = ASSET_CLASSES.filter((assetClass) =>
        canReadDataClass(user, assetClass.product, assetClass.code),
      ).map((assetClass) => assetClass.fileCode);
      expect(await listNames(sftp, SFTP_PREFIX)).toEqual([...allowed].sort());
      // A region and ESG Core, named as the vendor's helper builds the paths.
      expect(await listNames(sftp, `${SFTP_PREFIX}/CMPNY_AMER/WDAI_UDAI`)).toEqual(['daily', 'monthly']);
      expect(await listNames(sftp, `${SFTP_PREFIX}/CMPNY_ESG_COR/W365_UDAI`)).toEqual(['daily', 'monthly']);
      expect((await listNames(sftp, `${SFTP_PREFIX}/CMPNY_ESG_COR/W365_UDAI/daily`)).length).toBeGreaterThan(0);
    });

    it('names daily files by day (field 4 yyyymmdd) and monthly archives by month (yyyy-mm), with the sizes downloaded', async () => {
      const daily = await readDirectory(sftp, `${COMPANIES}/daily`);
      const monthly = await readDirectory(sftp, `${COMPANIES}/monthly`);
      expect(daily.length).toBeGreaterThan(0);
      expect(monthly.length).toBeGreaterThan(0);
      for (const entry of daily) expect(entry.filename.split('.')[4], entry.filename).toMatch(/^\d{8}$/);
      for (const entry of monthly) {
        expect(entry.filename.split('.')[4], entry.filename).toMatch(/^\d{4}-\d{2}$/);
        expect(entry.filename.endsWith('.zip')).toBe(true);
      }
      // Every month in `monthly` is older than every day in `daily`.
      const firstDay = daily.map((entry) => entry.filename.split('.')[4] as string).sort()[0] as string;
      for (const entry of monthly) {
        const month = (entry.filename.split('.')[4] as string).replace('-', '');
        expect(month < firstDay.slice(0, 6), `${entry.filename} before ${firstDay}`).toBe(true);
      }
      for (const entry of [...daily.slice(-3), ...monthly.slice(-1)]) {
        const bytes = await downloadFile(
          sftp,
          `${COMPANIES}/${entry.filename.includes('-') ? 'monthly' : 'daily'}/${entry.filename}`,
        );
        expect(bytes.length, entry.filename).toBe(entry.attrs.size);
        expect(entry.attrs.size).toBeGreaterThan(0);
      }
    });

    it('serves a daily file byte-identical to the web download of the same name', async () => {
      const daily = await readDirectory(sftp, `${COMPANIES}/daily`);
      const chosen = [daily.find((entry) => entry.filename.endsWith('.txt'))];
      const zipped = daily.find((entry) => entry.filename.endsWith('.zip'));
      if (zipped) chosen.push(zipped);
      for (const entry of chosen) {
        if (!entry) throw new Error('no .txt day in the daily bucket');
        const overSftp = await downloadFile(sftp, `${COMPANIES}/daily/${entry.filename}`);
        const web = await webGet(`/rma/v4/files/equ/dai/${entry.filename}`);
        expect(web.statusCode, web.body).toBe(200);
        expect(overSftp.equals(web.rawPayload), entry.filename).toBe(true);
      }
    });

    it("serves a monthly archive as a zip of one text file: the daily files' header, then their rows in order", async () => {
      const monthly = await readDirectory(sftp, `${COMPANIES}/monthly`);
      const archive = monthly[monthly.length - 1];
      if (!archive) throw new Error('no monthly archive');
      const month = archive.filename.split('.')[4] as string;
      const bytes = await downloadFile(sftp, `${COMPANIES}/monthly/${archive.filename}`);
      const dir = await mkdtemp(join(tmpdir(), 'moodwire-sftp-zip-'));
      try {
        const path = join(dir, archive.filename);
        await writeFile(path, bytes);
        const entries = lines(execFileSync('unzip', ['-Z1', path]));
        expect(entries).toHaveLength(1);
        const text = execFileSync('unzip', ['-p', path], { maxBuffer: 256 * 1024 * 1024 });

        // The same month's days as the web lists and downloads them.
        const listing = await webGet(
          `/rma/v4/files/equ/dai?start_date=${month}-01&end_date=${addDays(`${month}-28`, 4).slice(0, 7)}-01`,
        );
        expect(listing.statusCode, listing.body).toBe(200);
        const days = dataOf<Array<{ name: string; date: string; url: string }>>(listing).filter((file) =>
          file.date.startsWith(month),
        );
        expect(days.length).toBeGreaterThan(0);
        const header = lines(text)[0];
        const rows: string[] = [];
        for (const day of days) {
          const download = await webGet(day.url.replace(/\.zip$/, '.txt'));
          expect(download.statusCode).toBe(200);
          const [dayHeader, ...dayRows] = lines(download.rawPayload);
          expect(dayHeader).toBe(header);
          rows.push(...dayRows);
        }
        expect(header?.startsWith('id\t')).toBe(true);
        expect(lines(text).slice(1)).toEqual(rows);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('resumes a read at any offset with the tail of the file, and reads nothing past its end', async () => {
      const daily = await readDirectory(sftp, `${COMPANIES}/daily`);
      const entry = daily[daily.length - 1];
      if (!entry) throw new Error('no daily file');
      const path = `${COMPANIES}/daily/${entry.filename}`;
      const whole = await downloadFile(sftp, path);
      const handle = await new Promise<Buffer>((resolve, reject) =>
        sftp.open(path, 'r', (error, opened) => (error ? reject(error) : resolve(opened))),
      );
      const readAt = (position: number, length: number) =>
        new Promise<Buffer>((resolve, reject) => {
          const buffer = Buffer.alloc(length);
          sftp.read(handle, buffer, 0, length, position, (error, bytesRead) =>
            error ? reject(error) : resolve(buffer.subarray(0, bytesRead)),
          );
        });
      const offset = Math.floor(whole.length / 3);
      const tail: Buffer[] = [];
      for (let position = offset; position < whole.length; ) {
        const chunk = await readAt(position, 32 * 1024);
        expect(chunk.length).toBeGreaterThan(0);
        tail.push(chunk);
        position += chunk.length;
      }
      expect(Buffer.concat(tail).equals(whole.subarray(offset))).toBe(true);
      expect((await readAt(whole.length, 1024)).length).toBe(0);
      expect((await readAt(whole.length + 10_000, 1024)).length).toBe(0);
      await new Promise<void>((resolve) => sftp.close(handle, () => resolve()));
    });

    it('keeps `..` inside the tree: nothing outside it can be reached', async () => {
      const passwd = await failureOf((done) => sftp.stat(`${SFTP_PREFIX}/CUR/../../../../etc/passwd`, done));
      expect(passwd?.code).toBe(STATUS_CODE.NO_SUCH_FILE);
      const opened = await failureOf((done) => sftp.open('/../../../../etc/passwd', 'r', done));
      expect(opened?.code).toBe(STATUS_CODE.NO_SUCH_FILE);
      const root = await new Promise<string>((resolve, reject) =>
        sftp.realpath('/../..', (error, path) => (error ? reject(error) : resolve(path))),
      );
      expect(root).toBe('/');
      // `..` within the tree still works as a path.
      expect(await listNames(sftp, `${COMPANIES}/daily/../../WDAI_UDAI`)).toEqual(['daily', 'monthly']);
    });

    it('refuses every write, removal, rename, link and attribute change, and nothing changes', async () => {
      const dir = `${COMPANIES}/daily`;
      const before = await readDirectory(sftp, dir);
      const file = `${dir}/${before[0]?.filename}`;
      const refusals = await Promise.all([
        failureOf((done) => sftp.open(`${dir}/new.txt`, 'w', done)),
        failureOf((done) => sftp.open(file, 'a', done)),
        failureOf((done) => sftp.mkdir(`${dir}/new`, done)),
        failureOf((done) => sftp.rename(file, `${dir}/renamed.txt`, done)),
        failureOf((done) => sftp.unlink(file, done)),
        failureOf((done) => sftp.rmdir(`${COMPANIES}/monthly`, done)),
        failureOf((done) => sftp.symlink('/etc/passwd', `${dir}/link`, done)),
        failureOf((done) => sftp.setstat(file, { mode: 0o777 }, done)),
      ]);
      for (const refusal of refusals) expect(refusal?.code).toBe(STATUS_CODE.PERMISSION_DENIED);
      const after = await readDirectory(sftp, dir);
      expect(after.map((entry) => [entry.filename, entry.attrs.size])).toEqual(
        before.map((entry) => [entry.filename, entry.attrs.size]),
      );
    });
  });

  describe('per account', () => {
    it('leaves a class outside the data permissions out of the listing, and its files cannot be opened', async () => {
      const { username, privateKey } = await userWithKey({ role: 'ssh', data_perms: { rma: ['cur'] } });
      const sftp = await sftpAs(username, privateKey);
      expect(await listNames(sftp, SFTP_PREFIX)).toEqual([getAssetClass('cur')?.fileCode]);
      const daily = await readDirectory(await sftpAs('demo-ssh'), `${COMPANIES}/daily`);
      const opened = await failureOf((done) => sftp.open(`${COMPANIES}/daily/${daily[0]?.filename}`, 'r', done));
      expect(opened?.code).toBe(STATUS_CODE.NO_SUCH_FILE);
      const listed = await failureOf((done) => sftp.readdir(`${COMPANIES}/daily`, done));
      expect(listed?.code).toBe(STATUS_CODE.NO_SUCH_FILE);
    });

    it(`shows a trial account only TRIAL, its last ${SFTP_TRIAL_DAYS} days in daily and no monthly archives`, async () => {
      const { username, privateKey } = await userWithKey({
        role: 'ssh',
        expires: addDays(formatDay(Date.now()), 10),
      });
      const sftp = await sftpAs(username, privateKey);
      expect(await listNames(sftp, SFTP_PREFIX)).toEqual([SFTP_TRIAL_DIR]);
      const trialCompanies = `${SFTP_PREFIX}/${SFTP_TRIAL_DIR}/CMPNY/WDAI_UDAI`;
      const daily = await listNames(sftp, `${trialCompanies}/daily`);
      expect(daily.length).toBeGreaterThan(0);
      expect(daily.length).toBeLessThanOrEqual(SFTP_TRIAL_DAYS);
      expect(await listNames(sftp, `${trialCompanies}/monthly`)).toEqual([]);
      const outside = await failureOf((done) => sftp.readdir(COMPANIES, done));
      expect(outside?.code).toBe(STATUS_CODE.NO_SUCH_FILE);
    });
  });

  describe('Account Info records', () => {
    it("counts the login and the download in the account's usage and marks the demo key used", async () => {
      const sftp = await sftpAs('demo-ssh');
      const daily = await readDirectory(sftp, `${COMPANIES}/daily`);
      await downloadFile(sftp, `${COMPANIES}/daily/${daily[0]?.filename}`);
      // The download is recorded when the client closes the file: readFile's close answer came before it resolved.
      const response = await app.inject({ method: 'GET', url: '/account/usage', cookies: { apikey: sshSession } });
      expect(response.statusCode).toBe(200);
      const routes = dataOf<{ routes: Array<{ route: string; calls: number }> }>(response).routes.map(
        (route) => route.route,
      );
      expect(routes).toContain('SFTP login');
      expect(routes).toContain('SFTP download');
      // The key's use is written just after the login is accepted.
      await vi.waitFor(async () => {
        const demoKeyRow = (await accountSftp()).keys.find((key) => key.name === 'README demo key');
        expect(demoKeyRow?.last_used).toBeTruthy();
      });
    });
  });

  describe('bad input', () => {
    /** Opens a raw TCP connection, sends `bytes` after the server's banner, and resolves when the server closes it. */
    function sendRaw(bytes: Buffer): Promise<boolean> {
      return new Promise((resolve) => {
        const socket = connectTcp(server.port, '127.0.0.1');
        let sent = false;
        socket.on('data', () => {
          if (sent) return;
          sent = true;
          socket.write(bytes);
        });
        socket.on('error', () => {});
        socket.on('close', () => resolve(true));
      });
    }

    it('closes a connection that sends garbage or an absurd packet length, and a logged-in client keeps working', async () => {
      const sftp = await sftpAs('demo-ssh');
      const absurdLength = Buffer.concat([
        Buffer.from('SSH-2.0-probe\r\n'),
        Buffer.from([0xff, 0xff, 0xff, 0xf0, 0x04]),
        Buffer.alloc(64, 0x41),
      ]);
      const garbage = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256));
      const closed = await Promise.all([sendRaw(absurdLength), sendRaw(garbage)]);
      expect(closed).toEqual([true, true]);
      expect(await listNames(sftp, COMPANIES)).toEqual(['daily', 'monthly']);
    });
  });

  describe('nothing but SFTP', () => {
    it('refuses a command, a shell and a port forward to a logged-in account', async () => {
      const client = await connect('demo-ssh');
      const command = await failureOf((done) => client.exec('cat /etc/passwd', (error) => done(error)));
      expect(command).not.toBeNull();
      const shell = await failureOf((done) => client.shell((error) => done(error)));
      expect(shell).not.toBeNull();
      const forward = await failureOf((done) => client.forwardOut('127.0.0.1', 0, '127.0.0.1', 22, done));
      expect(forward).not.toBeNull();
      // The connection still serves its files.
      expect(await listNames(await openSftp(client), COMPANIES)).toEqual(['daily', 'monthly']);
    });
  });

  describe('a server of its own', () => {
    it('disconnects a logged-in client that sends nothing for the idle timeout', async () => {
      const idleServer = await startSftpServer(app, {
        port: 0,
        host: '127.0.0.1',
        refusalDelayMs: REFUSAL_DELAY_MS,
        idleTimeoutMs: IDLE_TIMEOUT_MS,
      });
      try {
        const started = Date.now();
        const client = await connect('demo-ssh', demoKey, idleServer.port);
        await openSftp(client);
        await new Promise<void>((resolve) => client.once('close', () => resolve()));
        expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS);
        // The server's side of the socket closes just after the client's.
        await vi.waitFor(() => expect(idleServer.connectionCount()).toBe(0));
      } finally {
        await idleServer.close();
      }
    });

    it('after 20 failed signed logins from one address, closes its next connection at once, even with the right key', async () => {
      const ownServer = await startSftpServer(app, { port: 0, host: '127.0.0.1', refusalDelayMs: REFUSAL_DELAY_MS });
      try {
        const demoPublic = ssh2.utils.parseKey(DEMO_SFTP_PUBLIC_KEY) as ParsedKey;
        /** Offers demo-ssh's public key (the server accepts it) and signs with garbage: a failed signed login. */
        class BadSigner extends ssh2.BaseAgent<ParsedKey> {
          getIdentities(cb: (error: Error | undefined, keys?: ParsedKey[]) => void): void {
            cb(undefined, [demoPublic]);
          }
          sign(_key: ParsedKey, _data: Buffer, ...rest: unknown[]): void {
            const cb = rest[rest.length - 1] as (error: Error | undefined, signature?: Buffer) => void;
            cb(undefined, Buffer.alloc(384, 7));
          }
        }
        // At once, as the throttle's extra waits grow with each failure.
        const failures = await Promise.all(
          Array.from({ length: 20 }, () =>
            connectSftpClient({ port: ownServer.port, username: 'demo-ssh', agent: new BadSigner() }).then(
              (client) => {
                client.end();
                return null;
              },
              (error: Error) => error,
            ),
          ),
        );
        expect(failures.every((failure) => failure !== null)).toBe(true);
        const blocked = await attempt('demo-ssh', demoKey, ownServer.port);
        // Closed before any login is offered, not refused after a delay.
        expect(blocked.error?.message).toBe('connection closed before login');
        // The main server keeps its own count: the same address still logs in there.
        expect(await listNames(await sftpAs('demo-ssh'), COMPANIES)).toEqual(['daily', 'monthly']);
      } finally {
        await ownServer.close();
      }
    }, 60_000);
  });
});
