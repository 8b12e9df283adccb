import { APIKEY_MARKER, DAY_MS, EXPIRED_MESSAGE, MESSAGES } from '@moodwire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, dataOf, sessionKeyOf, signInKey, type TestApp } from './helpers/test-app';
import { TEST_BACKENDS } from './helpers/test-backends';

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`sign-in and sessions on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ backend });
    });
    afterAll(async () => {
      await t?.close();
    });

    const signIn = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/auth', payload });

    it('signs in by username and answers the user with status active and the cookie', async () => {
      const response = await signIn({ username: 'demo-ssh', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      const user = dataOf(response);
      expect(user).toMatchObject({
        username: 'demo-ssh',
        email: 'demo-ssh@demo.moodwire.local',
        role: 'ssh',
        status: 'active',
        expires: null,
        permissions: { masf: true },
      });
      expect(Object.keys(user.data_perms as object).sort()).toEqual(['esg', 'rma']);
      // Issue 12 §6: the answer (which page scripts read and store) carries a marker, never a key.
      expect(user.apikey).toBe(APIKEY_MARKER);
      expect(sessionKeyOf(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(user).not.toHaveProperty('password_hash');
      expect(user).not.toHaveProperty('passwordHash');
    });

    it('sets the apikey cookie with Path=/, HttpOnly, Secure and SameSite=Strict', async () => {
      const response = await signIn({ username: 'demo-manual', password: DEMO_PASSWORD });
      const header = String(response.headers['set-cookie']);
      const apikey = sessionKeyOf(response);
      expect(header).toContain(`apikey=${apikey}`);
      expect(response.body).not.toContain(apikey);
      expect(header).toMatch(/Path=\//);
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/Secure/);
      expect(header).toMatch(/SameSite=Strict/);
    });

    it('signs in by email, whatever its case, with username and password trimmed', async () => {
      const response = await signIn({
        username: '  Demo-Manual@Demo.Moodwire.Local ',
        password: ` ${DEMO_PASSWORD}\t`,
      });
      expect(response.statusCode).toBe(200);
      expect(dataOf(response).username).toBe('demo-manual');
    });

    it('accepts a form-encoded body like a JSON one', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=demo-noesg&password=${DEMO_PASSWORD}`,
      });
      expect(response.statusCode).toBe(200);
      expect(dataOf(response).username).toBe('demo-noesg');
    });

    it("answers the spec's query form GET /auth?username&password&data_perms=1", async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/auth?username=demo-nodocs&password=${DEMO_PASSWORD}&data_perms=1`,
      });
      expect(response.statusCode).toBe(200);
      expect(dataOf(response)).toMatchObject({ username: 'demo-nodocs', permissions: { webapp: ['nodocs'] } });
    });

    it("refuses a wrong password with 'Invalid username or password' and no cookie", async () => {
      const response = await signIn({ username: 'demo-ssh', password: 'not-the-password' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'Invalid username or password' });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('gives an unknown username the same answer as a wrong password', async () => {
      const response = await signIn({ username: 'nobody-here', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'Invalid username or password' });
    });

    it("asks for the password with 'Password is required.' when it is only blanks", async () => {
      const response = await signIn({ username: 'demo-ssh', password: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(MESSAGES.passwordRequired);
    });

    it("refuses an expired account with 'This account has expired'", async () => {
      const response = await signIn({ username: 'demo-expired', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: EXPIRED_MESSAGE });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('a wrong password for an expired account does not reveal the expiry', async () => {
      const response = await signIn({ username: 'demo-expired', password: 'wrong-password' });
      expect(response.statusCode).toBe(401);
    });

    it('validates a session by apikey query parameter and by cookie', async () => {
      const apikey = await signInKey(t.app, 'demo-trial');
      const byQuery = await t.app.inject({ method: 'GET', url: `/auth?data_perms=1&apikey=${apikey}` });
      expect(byQuery.statusCode).toBe(200);
      expect(dataOf(byQuery)).toMatchObject({ username: 'demo-trial', apikey: APIKEY_MARKER, status: 'active' });
      const byCookie = await t.app.inject({ method: 'GET', url: '/auth?data_perms=1', cookies: { apikey } });
      expect(byCookie.statusCode).toBe(200);
      expect(dataOf(byCookie).username).toBe('demo-trial');
    });

    it('gives the trial account an expiry date 10 days ahead', async () => {
      const apikey = await signInKey(t.app, 'demo-trial');
      const user = dataOf<{ expires: string }>(
        await t.app.inject({ method: 'GET', url: `/auth?data_perms=1&apikey=${apikey}` }),
      );
      const expected = new Date(t.clock.now().getTime() + 10 * DAY_MS).toISOString().slice(0, 10);
      expect(user.expires).toBe(expected);
    });

    it('refuses session validation of an unknown key with 401 and an error', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/auth?data_perms=1&apikey=not-a-real-key' });
      expect(response.statusCode).toBe(401);
      expect(typeof response.json().error).toBe('string');
    });

    it('refuses session validation without any key with 401', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/auth?data_perms=1' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(MESSAGES.accountRequired);
    });

    it('logs out with 204 and a cookie that expires at once', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/auth/logout' });
      expect(response.statusCode).toBe(204);
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^apikey=;/);
      expect(header).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
      expect(header).toMatch(/Path=\//);
    });

    it('GET /account answers the user of the key, and 401 without a key', async () => {
      const apikey = await signInKey(t.app, 'demo-admin');
      const response = await t.app.inject({ method: 'GET', url: `/account?apikey=${apikey}` });
      expect(response.statusCode).toBe(200);
      expect(dataOf(response)).toMatchObject({ username: 'demo-admin', role: 'admin', status: 'active' });
      expect((await t.app.inject({ method: 'GET', url: '/account' })).statusCode).toBe(401);
    });

    // Keep last: it moves this suite's clock past the trial's expiry.
    it('refuses a key whose account has expired since with 403 and the expiry text', async () => {
      // The data key: a web session would have ended by then (SESSION_MAX_AGE_MS, 7 days; sessions.test.ts).
      const { apikey } = await t.app.ctx.db
        .selectFrom('users')
        .select('apikey')
        .where('username', '=', 'demo-trial')
        .executeTakeFirstOrThrow();
      t.clock.advance(11 * DAY_MS);
      const validation = await t.app.inject({ method: 'GET', url: `/auth?data_perms=1&apikey=${apikey}` });
      expect(validation.statusCode).toBe(403);
      expect(validation.json()).toMatchObject({ error: EXPIRED_MESSAGE });
      const prefs = await t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${apikey}` });
      expect(prefs.statusCode).toBe(403);
      expect(prefs.json().error).toBe(EXPIRED_MESSAGE);
    });
  });
}
