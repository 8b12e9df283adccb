import { APIKEY_MARKER } from '@moodwire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, dataOf, sessionKeyOf, type TestApp } from './helpers/test-app';
import { TEST_BACKENDS } from './helpers/test-backends';

const DELAY_MS = 60_000;

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`machine-ID linking on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // The provisioning delay is measured on the test clock, so the test moves time instead of waiting.
      t = await createTestApp({ backend, env: { PROVISIONING_DELAY_MS: String(DELAY_MS) } });
    });
    afterAll(async () => {
      await t?.close();
    });

    const signInMachine = (password = DEMO_PASSWORD) =>
      t.app.inject({ method: 'POST', url: '/auth', payload: { username: 'GE-DEMO-0001', password } });
    const link = (password = DEMO_PASSWORD, name = 'GE-DEMO-0001') =>
      t.app.inject({ method: 'POST', url: '/account/sftplogin/GE-DEMO-0001', payload: { name, password } });

    it('refuses a wrong machine password at sign-in and at linking', async () => {
      const signIn = await signInMachine('wrong-password');
      expect(signIn.statusCode).toBe(401);
      expect(signIn.json().error).toBe('Invalid username or password');
      const linking = await link('wrong-password');
      expect(linking.statusCode).toBe(401);
      expect(linking.json().error).toBe('Invalid machine ID or password');
    });

    it('refuses linking a machine ID that is not in the provider directory', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/account/sftplogin/GE-NOT-THERE',
        payload: { password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses linking when the body names another machine', async () => {
      const response = await link(DEMO_PASSWORD, 'GE-OTHER');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain("'name'");
    });

    it('links: not linked, then pending, then active, then sign-in works with the same credentials', async () => {
      const before = await signInMachine();
      expect(before.statusCode).toBe(401);
      expect(before.json()).toMatchObject({ error: 'Account not linked', detail: 'not_linked' });

      const linked = await link();
      expect(linked.statusCode).toBe(200);
      // Issue 12 §6: linking starts a web session (the cookie) and answers a marker, never a key.
      expect(dataOf(linked)).toEqual({ apikey: APIKEY_MARKER, status: 'pending' });
      const apikey = sessionKeyOf(linked);
      expect(apikey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(linked.body).not.toContain(apikey);

      const pendingAccount = await t.app.inject({ method: 'GET', url: `/account?apikey=${apikey}` });
      expect(pendingAccount.statusCode).toBe(200);
      expect(dataOf(pendingAccount)).toMatchObject({ username: 'GE-DEMO-0001', status: 'pending', role: 'ssh' });

      const whilePending = await signInMachine();
      expect(whilePending.statusCode).toBe(403);
      expect(whilePending.json().error).toBe('Account is being set up');
      const dataWhilePending = await t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${apikey}` });
      expect(dataWhilePending.statusCode).toBe(403);

      // Linking again is harmless: the same account, still pending.
      const again = await link();
      expect(dataOf(again)).toEqual({ apikey: APIKEY_MARKER, status: 'pending' });

      t.clock.advance(DELAY_MS + 1);
      const activeAccount = await t.app.inject({ method: 'GET', url: `/account?apikey=${apikey}` });
      expect(dataOf(activeAccount).status).toBe('active');

      const after = await signInMachine();
      expect(after.statusCode).toBe(200);
      expect(dataOf(after)).toMatchObject({ username: 'GE-DEMO-0001', apikey: APIKEY_MARKER, status: 'active' });
      expect(Object.keys(dataOf<{ data_perms: object }>(after).data_perms).sort()).toEqual(['esg', 'rma']);
    });

    it('refuses a path that is not a machine ID with 400 naming the parameter', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/account/sftplogin/demo-ssh',
        payload: { password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain("'username'");
    });
  });
}
