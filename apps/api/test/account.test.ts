/**
 * Account Info's calls (issue 16 'Account area'): change password (the other sessions end, this one stays signed
 * in), the recent API usage of the data key (per day and route, never the key), and key rotation.
 */
import { DAY_MS, formatDay } from '@moodwire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/store/users/create-user';
import {
  createTestApp,
  DEMO_PASSWORD,
  dataKeyOf,
  dataOf,
  sessionKeyOf,
  signInKey,
  type TestApp,
} from './helpers/test-app';
import { SQLITE_BACKEND, TEST_BACKENDS } from './helpers/test-backends';

interface Usage {
  from: string;
  to: string;
  days: Array<{ day: string; calls: number; errors: number }>;
  routes: Array<{ route: string; calls: number; errors: number; lastDay: string }>;
  otherRoutes: number;
  total: number;
}

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`Account Info on ${backend.name}`, () => {
    let t: TestApp;
    let serial = 0;
    beforeAll(async () => {
      // The key cache stays on: revoked sessions must be refused at once though they were cached.
      t = await createTestApp({ backend });
    });
    afterAll(async () => {
      await t?.close();
    });

    /** A fresh account per test, so that tests do not share sessions or counts. */
    async function newUser(): Promise<string> {
      serial += 1;
      const username = `account-${serial}`;
      await createUser(t.app.ctx.db, {
        username,
        password: DEMO_PASSWORD,
        role: 'manual',
        permissions: {},
        data_perms: { rma: ['equ'] },
        now: t.clock.now(),
      });
      return username;
    }
    const account = (apikey: string) => t.app.inject({ method: 'GET', url: '/account', cookies: { apikey } });
    const changePassword = (session: string, body: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/account/password', cookies: { apikey: session }, payload: body });
    const signIn = (username: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/auth', payload: { username, password } });
    const usageOf = async (apikey: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/account/usage', cookies: { apikey } });
      expect(response.statusCode).toBe(200);
      return dataOf<Usage>(response);
    };

    describe('change password', () => {
      it('ends every other session, keeps this one signed in, and refuses the old password', async () => {
        const username = await newUser();
        const here = await signInKey(t.app, username);
        const elsewhere = await signInKey(t.app, username);
        expect((await account(elsewhere)).statusCode).toBe(200);

        const response = await changePassword(here, {
          current_password: DEMO_PASSWORD,
          new_password: 'a-new-long-passphrase',
        });
        expect(response.statusCode).toBe(200);
        expect(dataOf(response)).toEqual({ username });
        // The calling session is re-issued: a new cookie that works, the old key of this tab no longer.
        const reissued = sessionKeyOf(response);
        expect(reissued).not.toBe(here);
        expect((await account(reissued)).statusCode).toBe(200);
        expect((await account(here)).statusCode).toBe(401);
        expect((await account(elsewhere)).statusCode).toBe(401);

        expect((await signIn(username, DEMO_PASSWORD)).statusCode).toBe(401);
        expect((await signIn(username, 'a-new-long-passphrase')).statusCode).toBe(200);
      });

      it('keeps the data key: scripts are not signed out by a password change', async () => {
        const username = await newUser();
        const dataKey = await dataKeyOf(t.app, username);
        const session = await signInKey(t.app, username);
        const response = await changePassword(session, {
          current_password: DEMO_PASSWORD,
          new_password: 'another-passphrase',
        });
        expect(response.statusCode).toBe(200);
        expect(await dataKeyOf(t.app, username)).toBe(dataKey);
        expect((await t.app.inject({ method: 'GET', url: `/account?apikey=${dataKey}` })).statusCode).toBe(200);
      });

      it('refuses a wrong current password with a 400 naming current_password, and changes nothing', async () => {
        const username = await newUser();
        const session = await signInKey(t.app, username);
        const other = await signInKey(t.app, username);
        const response = await changePassword(session, {
          current_password: 'not-the-password',
          new_password: 'a-new-long-passphrase',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ detail: 'current_password' });
        expect(response.json().error).toMatch(/current_password/);
        expect((await account(session)).statusCode).toBe(200);
        expect((await account(other)).statusCode).toBe(200);
        expect((await signIn(username, DEMO_PASSWORD)).statusCode).toBe(200);
      });

      it('refuses a short, unchanged or missing new password with a 400 naming new_password', async () => {
        const username = await newUser();
        const session = await signInKey(t.app, username);
        for (const new_password of ['short', '   seven  ', DEMO_PASSWORD]) {
          const response = await changePassword(session, { current_password: DEMO_PASSWORD, new_password });
          expect(response.statusCode).toBe(400);
          expect(response.json().error).toMatch(/new_password/);
        }
        const missing = await changePassword(session, { current_password: DEMO_PASSWORD });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().error).toMatch(/new_password/);
        expect((await signIn(username, DEMO_PASSWORD)).statusCode).toBe(200);
      });

      it('answers a web session only: the data key cannot change the password', async () => {
        const username = await newUser();
        const dataKey = await dataKeyOf(t.app, username);
        const response = await t.app.inject({
          method: 'POST',
          url: `/account/password?apikey=${dataKey}`,
          payload: { current_password: DEMO_PASSWORD, new_password: 'a-new-long-passphrase' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().detail).toBe('session_required');
        expect((await signIn(username, DEMO_PASSWORD)).statusCode).toBe(200);
      });
    });

    describe('API usage of the data key', () => {
      it('counts the calls made with the data key by day and route pattern, not the web session calls', async () => {
        const username = await newUser();
        const dataKey = await dataKeyOf(t.app, username);
        const session = await signInKey(t.app, username);
        const empty = await usageOf(session);
        expect(empty.total).toBe(0);
        expect(empty.days).toHaveLength(30);
        expect(empty.routes).toEqual([]);

        for (let i = 0; i < 3; i += 1) {
          expect((await t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${dataKey}` })).statusCode).toBe(
            200,
          );
        }
        // A call the key is refused (only a session reveals the key) is usage too, counted as an error.
        expect((await t.app.inject({ method: 'GET', url: `/account/apikey?apikey=${dataKey}` })).statusCode).toBe(403);
        // The web app's own calls are not usage of the key.
        await t.app.inject({ method: 'GET', url: '/user/prefs/list', cookies: { apikey: session } });

        const usage = await usageOf(session);
        const today = formatDay(t.clock.now().getTime());
        expect(usage.to).toBe(today);
        expect(usage.days.at(-1)).toEqual({ day: today, calls: 4, errors: 1 });
        expect(usage.total).toBe(4);
        expect(usage.routes).toEqual([
          { route: 'GET /user/prefs/list', calls: 3, errors: 0, lastDay: today },
          { route: 'GET /account/apikey', calls: 1, errors: 1, lastDay: today },
        ]);

        // The next day's calls go to the next day.
        t.clock.advance(DAY_MS);
        await t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${dataKey}` });
        const later = await usageOf(await signInKey(t.app, username));
        expect(later.days.at(-2)).toEqual({ day: today, calls: 4, errors: 1 });
        expect(later.days.at(-1)).toMatchObject({ calls: 1 });
        expect(later.routes[0]).toMatchObject({ route: 'GET /user/prefs/list', calls: 4 });
      });

      it('never stores the key or the URL: rows hold the route pattern only', async () => {
        const username = await newUser();
        const dataKey = await dataKeyOf(t.app, username);
        await t.app.inject({ method: 'GET', url: `/account?apikey=${dataKey}&extra=${dataKey}` });
        await t.app.apiUsage.flush();
        const rows = await t.app.ctx.db.selectFrom('api_usage').selectAll().execute();
        expect(rows.length).toBeGreaterThan(0);
        expect(JSON.stringify(rows)).not.toContain(dataKey);
        expect(rows.every((row) => !row.route.includes('?'))).toBe(true);
      });

      it('is read by the data key too, and keeps the account usage across a key rotation', async () => {
        const username = await newUser();
        const oldKey = await dataKeyOf(t.app, username);
        await t.app.inject({ method: 'GET', url: `/account?apikey=${oldKey}` });
        const session = await signInKey(t.app, username);
        const rotated = await t.app.inject({
          method: 'POST',
          url: '/account/apikey/rotate',
          cookies: { apikey: session },
        });
        expect(rotated.statusCode).toBe(200);
        const newKey = dataOf<{ apikey: string }>(rotated).apikey;
        // Rotation refuses the old key at once (it was cached by the call above).
        expect((await t.app.inject({ method: 'GET', url: `/account?apikey=${oldKey}` })).statusCode).toBe(401);
        const response = await t.app.inject({ method: 'GET', url: `/account/usage?apikey=${newKey}` });
        expect(response.statusCode).toBe(200);
        // The call with the old key before rotation, and this call itself once written, are the account's.
        expect(dataOf<Usage>(response).routes).toContainEqual(
          expect.objectContaining({ route: 'GET /account', calls: 1 }),
        );
      });

      it('prunes rows older than 90 days', async () => {
        const username = await newUser();
        const dataKey = await dataKeyOf(t.app, username);
        await t.app.inject({ method: 'GET', url: `/account?apikey=${dataKey}` });
        await t.app.apiUsage.flush();
        const userId = (
          await t.app.ctx.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()
        ).id;
        const countRows = async () =>
          (await t.app.ctx.db.selectFrom('api_usage').select('day').where('user_id', '=', userId).execute()).length;
        expect(await countRows()).toBe(1);
        t.clock.advance(91 * DAY_MS);
        await t.app.apiUsage.flush();
        expect(await countRows()).toBe(0);
      });
    });
  });
}

describe('change password is limited like sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND, env: { AUTH_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses guesses of the current password beyond the sign-in limit with 429', async () => {
    const session = await signInKey(t.app, 'demo-manual');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/account/password',
        cookies: { apikey: session },
        payload: { current_password: `guess-${i}`, new_password: 'a-new-long-passphrase' },
      });
      statuses.push(response.statusCode);
    }
    // AUTH_RATE_LIMIT_MAX attempts a minute from one address are answered, the next is refused.
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
