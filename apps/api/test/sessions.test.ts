/**
 * Web sessions and the data key (issue 12 §6): the web app signs in to a per-session key held only in the HttpOnly
 * cookie; it ends at sign-out, a password change, an admin's disable, and after its idle and absolute lifetimes.
 * The data key is revealed and rotated by the session only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APIKEY_MARKER, type DataPerms, MESSAGES, type Permissions } from '@moodwire/domain';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { hashKey } from '../src/store/apikeys';
import { createUser } from '../src/store/users/create-user';
import { createTestApp, DEMO_PASSWORD, dataOf, sessionKeyOf, signInKey, type TestApp } from './helpers/test-app';
import { SQLITE_BACKEND, TEST_BACKENDS } from './helpers/test-backends';

const HOUR_MS = 3_600_000;

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`web sessions on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // No key cache: each call reads the store, so revocations are seen whatever the cache would do.
      t = await createTestApp({ backend, env: { APIKEY_CACHE_TTL_MS: '0' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    const dataKeyOf = async (username: string) =>
      (
        await t.app.ctx.db
          .selectFrom('users')
          .select('apikey')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).apikey;
    const prefs = (apikey: string) => t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${apikey}` });
    const prefsByCookie = (apikey: string) =>
      t.app.inject({ method: 'GET', url: '/user/prefs/list', cookies: { apikey } });
    const adminKey = () => signInKey(t.app, 'demo-admin');

    it('signs in to a fresh session key that is neither the data key nor in the answer', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth',
        payload: { username: 'demo-manual', password: DEMO_PASSWORD },
      });
      const key = sessionKeyOf(response);
      const dataKey = await dataKeyOf('demo-manual');
      expect(key).not.toBe(dataKey);
      expect(response.body).not.toContain(key);
      expect(response.body).not.toContain(dataKey);
      expect(dataOf(response).apikey).toBe(APIKEY_MARKER);
      // Two sign-ins, two sessions.
      expect(await signInKey(t.app, 'demo-manual')).not.toBe(key);
    });

    it('stores only the hash of a session key', async () => {
      const key = await signInKey(t.app, 'demo-ssh');
      const rows = await t.app.ctx.db.selectFrom('sessions').selectAll().execute();
      expect(rows.some((row) => row.key_hash === hashKey(key))).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(key);
    });

    it('sets a cookie that the browser keeps no longer than the absolute lifetime (7 days)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth',
        payload: { username: 'demo-ssh', password: DEMO_PASSWORD },
      });
      expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=604800/);
    });

    it('accepts the session key on the calls the data key opens, by cookie and by query', async () => {
      const key = await signInKey(t.app, 'demo-noesg');
      expect((await prefsByCookie(key)).statusCode).toBe(200);
      expect((await prefs(key)).statusCode).toBe(200);
      const validation = await t.app.inject({ method: 'GET', url: '/auth?data_perms=1', cookies: { apikey: key } });
      expect(dataOf(validation)).toMatchObject({ username: 'demo-noesg', apikey: APIKEY_MARKER });
    });

    it('sign-out ends the session (the key is refused) but leaves the data key working', async () => {
      const key = await signInKey(t.app, 'demo-nodocs');
      const out = await t.app.inject({ method: 'POST', url: '/auth/logout', cookies: { apikey: key } });
      expect(out.statusCode).toBe(204);
      const after = await prefsByCookie(key);
      expect(after.statusCode).toBe(401);
      expect(after.json().error).toBe('Invalid API key');
      expect((await prefs(await dataKeyOf('demo-nodocs'))).statusCode).toBe(200);
    });

    it('a new sign-in ends the session the browser still carried', async () => {
      const first = await signInKey(t.app, 'demo-nodocs');
      const again = await t.app.inject({
        method: 'POST',
        url: '/auth',
        cookies: { apikey: first },
        payload: { username: 'demo-nodocs', password: DEMO_PASSWORD },
      });
      expect(again.statusCode).toBe(200);
      expect((await prefs(first)).statusCode).toBe(401);
      expect((await prefs(sessionKeyOf(again))).statusCode).toBe(200);
    });

    it('ends after 12 hours unused; each use restarts the idle time', async () => {
      const key = await signInKey(t.app, 'demo-ssh');
      t.clock.advance(11 * HOUR_MS);
      expect((await prefs(key)).statusCode).toBe(200);
      t.clock.advance(11 * HOUR_MS);
      expect((await prefs(key)).statusCode).toBe(200);
      t.clock.advance(12 * HOUR_MS + 1);
      expect((await prefs(key)).statusCode).toBe(401);
    });

    it('ends 7 days after sign-in, however busy', async () => {
      const key = await signInKey(t.app, 'demo-ssh');
      // Used every 11 hours (inside the idle time) for 165 hours, then 4 more hours: past 168 hours.
      for (let use = 0; use < 15; use += 1) {
        t.clock.advance(11 * HOUR_MS);
        expect((await prefs(key)).statusCode).toBe(200);
      }
      t.clock.advance(4 * HOUR_MS);
      expect((await prefs(key)).statusCode).toBe(401);
      const rows = await t.app.ctx.db.selectFrom('sessions').select('key_hash').execute();
      expect(rows.map((row) => row.key_hash)).not.toContain(hashKey(key));
    });

    it("an admin's password reset ends the user's sessions", async () => {
      const key = await signInKey(t.app, 'demo-trial');
      const reset = await t.app.inject({
        method: 'POST',
        url: `/admin/users/demo-trial/reset-password?apikey=${await adminKey()}`,
        payload: { password: DEMO_PASSWORD },
      });
      expect(reset.statusCode).toBe(200);
      expect((await prefs(key)).statusCode).toBe(401);
      expect((await prefs(await signInKey(t.app, 'demo-trial'))).statusCode).toBe(200);
    });

    it("an admin's disable ends the user's sessions for good, also after re-enabling", async () => {
      await createUser(t.app.ctx.db, {
        username: 'session-disable',
        password: DEMO_PASSWORD,
        role: 'manual',
        data_perms: { rma: ['equ'] },
        now: t.clock.now(),
      });
      const key = await signInKey(t.app, 'session-disable');
      const admin = await adminKey();
      const patch = (status: string) =>
        t.app.inject({ method: 'PATCH', url: `/admin/users/session-disable?apikey=${admin}`, payload: { status } });
      expect((await patch('disabled')).statusCode).toBe(200);
      expect((await prefs(key)).statusCode).toBe(401);
      expect((await patch('active')).statusCode).toBe(200);
      expect((await prefs(key)).statusCode).toBe(401);
    });

    describe('the data key on Account Info', () => {
      const reveal = (cookie: string) =>
        t.app.inject({ method: 'GET', url: '/account/apikey', cookies: { apikey: cookie } });
      const rotate = (cookie: string) =>
        t.app.inject({ method: 'POST', url: '/account/apikey/rotate', cookies: { apikey: cookie } });

      it('reveals the data key to the signed-in session, never cached', async () => {
        const response = await reveal(await signInKey(t.app, 'demo-ssh'));
        expect(response.statusCode).toBe(200);
        expect(dataOf(response)).toEqual({ apikey: await dataKeyOf('demo-ssh') });
        expect(response.headers['cache-control']).toBe('no-store');
      });

      it('refuses the data key itself (only a session may reveal or rotate), and a caller without a key', async () => {
        const dataKey = await dataKeyOf('demo-ssh');
        for (const response of [await reveal(dataKey), await rotate(dataKey)]) {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toMatchObject({ error: MESSAGES.permissionRequired, detail: 'session_required' });
        }
        expect((await dataKeyOf('demo-ssh')) === dataKey).toBe(true);
        expect((await t.app.inject({ method: 'GET', url: '/account/apikey' })).statusCode).toBe(401);
      });

      it('refuses accounts without accessApi, and a webapp hideapikey flag (spec §6)', async () => {
        const accounts: Array<{ username: string; permissions: Permissions; data_perms: DataPerms }> = [
          { username: 'session-hidden', permissions: { webapp: ['hideapikey'] }, data_perms: { rma: ['equ'] } },
          { username: 'session-noapi', permissions: {}, data_perms: {} },
        ];
        for (const { username, permissions, data_perms } of accounts) {
          await createUser(t.app.ctx.db, {
            username,
            password: DEMO_PASSWORD,
            role: 'manual',
            permissions,
            data_perms,
            now: t.clock.now(),
          });
          const session = await signInKey(t.app, username);
          for (const response of [await reveal(session), await rotate(session)]) {
            expect(response.statusCode).toBe(403);
            expect(response.json().error).toBe(MESSAGES.permissionRequired);
            expect(response.body).not.toContain(await dataKeyOf(username));
          }
        }
      });

      it('rotates the data key: the old one is refused at once, the session stays signed in', async () => {
        const session = await signInKey(t.app, 'demo-manual');
        const oldKey = await dataKeyOf('demo-manual');
        expect((await prefs(oldKey)).statusCode).toBe(200);
        const response = await rotate(session);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const { apikey } = dataOf<{ apikey: string }>(response);
        expect(apikey).not.toBe(oldKey);
        expect(apikey).toBe(await dataKeyOf('demo-manual'));
        expect((await prefs(oldKey)).statusCode).toBe(401);
        expect((await prefs(apikey)).statusCode).toBe(200);
        expect(dataOf(await reveal(session))).toEqual({ apikey });
      });
    });
  });
}

describe('revocation with the key cache on (APIKEY_CACHE_TTL_MS default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND });
  });
  afterAll(async () => {
    await t?.close();
  });
  const prefs = (apikey: string) => t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${apikey}` });

  it('refuses a signed-out session and a rotated data key at once, though both were cached', async () => {
    const session = await signInKey(t.app, 'demo-manual');
    const { apikey: oldKey } = dataOf<{ apikey: string }>(
      await t.app.inject({ method: 'GET', url: '/account/apikey', cookies: { apikey: session } }),
    );
    expect((await prefs(oldKey)).statusCode).toBe(200);
    const rotated = await t.app.inject({ method: 'POST', url: '/account/apikey/rotate', cookies: { apikey: session } });
    expect(rotated.statusCode).toBe(200);
    expect((await prefs(oldKey)).statusCode).toBe(401);

    expect((await prefs(session)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/auth/logout', cookies: { apikey: session } });
    expect((await prefs(session)).statusCode).toBe(401);
  });
});

async function probeRedis(url: string | undefined): Promise<string | null> {
  if (!url?.trim()) return 'REDIS_URL is not set: the cross-process revocation test is skipped';
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return `REDIS_URL is unreachable (${error instanceof Error ? error.message : String(error)}): skipped`;
  } finally {
    client.disconnect();
  }
}

const redisUrl = process.env.REDIS_URL;
const redisSkip = await probeRedis(redisUrl);
if (redisSkip) console.warn(`[api tests] ${redisSkip}`);

describe.skipIf(redisSkip !== null)('revocation on every API process (REDIS_URL)', () => {
  const root = mkdtempSync(join(tmpdir(), 'moodwire-sessions-'));
  const prefix = `moodwire-test-${randomBytes(6).toString('hex')}:`;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    // Two API processes over one accounts store, sharing Redis; each caches keys for a minute.
    const config = loadConfig({
      DEMO_MODE: '1',
      LOG_LEVEL: 'silent',
      SQLITE_PATH: join(root, 'accounts.db'),
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      APIKEY_CACHE_TTL_MS: '60000',
    });
    first = await buildApp(config);
    second = await buildApp(config);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    rmSync(root, { recursive: true, force: true });
  });
  const prefs = (app: FastifyInstance, apikey: string) =>
    app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${apikey}` });
  /** Pub/sub delivery is asynchronous: wait for the other process to drop the key (bounded, never a fixed sleep). */
  async function statusOnceSettled(app: FastifyInstance, apikey: string): Promise<number> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const status = (await prefs(app, apikey)).statusCode;
      if (status !== 200) return status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return 200;
  }

  it('a sign-out on one process is refused by the other, which had the session cached', async () => {
    const session = await signInKey(first, 'demo-ssh');
    expect((await prefs(second, session)).statusCode).toBe(200);
    await first.inject({ method: 'POST', url: '/auth/logout', cookies: { apikey: session } });
    expect(await statusOnceSettled(second, session)).toBe(401);
  });

  it('a rotated data key is refused by the other process, which had it cached', async () => {
    const session = await signInKey(first, 'demo-manual');
    const { apikey: oldKey } = dataOf<{ apikey: string }>(
      await first.inject({ method: 'GET', url: '/account/apikey', cookies: { apikey: session } }),
    );
    expect((await prefs(second, oldKey)).statusCode).toBe(200);
    await first.inject({ method: 'POST', url: '/account/apikey/rotate', cookies: { apikey: session } });
    expect(await statusOnceSettled(second, oldKey)).toBe(401);
  });
});
