import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, DEMO_USERNAMES, dataOf, signInKey, type TestApp } from './helpers/test-app';
import { TEST_BACKENDS } from './helpers/test-backends';

/** Who holds lsegManage among the demo users (spec §6: admin or the webapp flag lsegmanage). */
const LSEG_MANAGERS = new Set(['demo-admin']);
const ADMINS = new Set(['demo-admin']);

const ADMIN_CALLS = [
  { method: 'GET', url: '/admin/users' },
  { method: 'GET', url: '/admin/users/demo-ssh' },
  { method: 'POST', url: '/admin/users', payload: { username: 'sneaky', password: 'long-enough-1', role: 'admin' } },
  { method: 'PATCH', url: '/admin/users/demo-ssh', payload: { role: 'admin' } },
  { method: 'POST', url: '/admin/users/demo-ssh/reset-password', payload: { password: 'long-enough-2' } },
  { method: 'POST', url: '/admin/users/demo-ssh/status', payload: { status: 'disabled' } },
  { method: 'POST', url: '/admin/users/demo-ssh/rotate-key' },
  { method: 'GET', url: '/admin/audit' },
] as const;

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`permissions and admin on ${backend.name}`, () => {
    let t: TestApp;
    const keys = new Map<string, string>();
    beforeAll(async () => {
      t = await createTestApp({ backend });
      for (const username of DEMO_USERNAMES) keys.set(username, await signInKey(t.app, username));
    });
    afterAll(async () => {
      await t?.close();
    });

    describe('/others/lseg-users (lsegManage)', () => {
      it('refuses a call without a key with 401', async () => {
        const response = await t.app.inject({ method: 'GET', url: '/others/lseg-users' });
        expect(response.statusCode).toBe(401);
        expect(response.json().error).toBe('Account required');
      });

      for (const username of DEMO_USERNAMES.filter((name) => !LSEG_MANAGERS.has(name))) {
        it(`refuses ${username} with 403 'Permission required'`, async () => {
          const response = await t.app.inject({
            method: 'GET',
            url: `/others/lseg-users?apikey=${keys.get(username)}`,
          });
          expect(response.statusCode).toBe(403);
          expect(response.json().error).toBe('Permission required');
        });
      }

      it('lists the ssh-role users for demo-admin, without API keys', async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/others/lseg-users?apikey=${keys.get('demo-admin')}`,
        });
        expect(response.statusCode).toBe(200);
        const users = dataOf<Array<Record<string, unknown>>>(response);
        expect(users.map((user) => user.username)).toEqual(['demo-ssh']);
        expect(users[0]).not.toHaveProperty('apikey');
      });

      it('admits a non-admin that has the webapp flag lsegmanage', async () => {
        const admin = keys.get('demo-admin');
        await t.app.inject({
          method: 'PATCH',
          url: `/admin/users/demo-noesg?apikey=${admin}`,
          payload: { permissions: { webapp: ['lsegmanage'] } },
        });
        const response = await t.app.inject({
          method: 'GET',
          url: `/others/lseg-users?apikey=${keys.get('demo-noesg')}`,
        });
        expect(response.statusCode).toBe(200);
        await t.app.inject({
          method: 'PATCH',
          url: `/admin/users/demo-noesg?apikey=${admin}`,
          payload: { permissions: {} },
        });
        const revoked = await t.app.inject({
          method: 'GET',
          url: `/others/lseg-users?apikey=${keys.get('demo-noesg')}`,
        });
        expect(revoked.statusCode).toBe(403);
      });
    });

    describe('admin user management (admin)', () => {
      for (const call of ADMIN_CALLS) {
        it(`${call.method} ${call.url}: 401 without a key, 403 for every non-admin`, async () => {
          const anonymous = await t.app.inject({ ...call });
          expect(anonymous.statusCode).toBe(401);
          for (const username of DEMO_USERNAMES.filter((name) => !ADMINS.has(name))) {
            const response = await t.app.inject({ ...call, url: `${call.url}?apikey=${keys.get(username)}` });
            expect(response.statusCode, username).toBe(403);
            expect(response.json().error).toBe('Permission required');
          }
        });
      }

      it('creates a user who can then sign in, and refuses a taken username with 409', async () => {
        const admin = keys.get('demo-admin');
        const created = await t.app.inject({
          method: 'POST',
          url: `/admin/users?apikey=${admin}`,
          payload: {
            username: 'jane-doe',
            email: 'Jane@Example.com',
            password: 'a-long-passphrase',
            role: 'manual',
            expires: '2099-12-31',
            data_perms: { rma: ['equ'] },
            permissions: { pulse: true },
          },
        });
        expect(created.statusCode).toBe(201);
        expect(dataOf(created)).toMatchObject({ username: 'jane-doe', email: 'jane@example.com', status: 'active' });
        expect(dataOf(created)).not.toHaveProperty('password');

        const signIn = await t.app.inject({
          method: 'POST',
          url: '/auth',
          payload: { username: 'jane@example.com', password: 'a-long-passphrase' },
        });
        expect(signIn.statusCode).toBe(200);
        expect(dataOf(signIn)).toMatchObject({ permissions: { pulse: true }, expires: '2099-12-31' });

        const duplicate = await t.app.inject({
          method: 'POST',
          url: `/admin/users?apikey=${admin}`,
          payload: { username: 'jane-doe', password: 'another-long-one', role: 'manual' },
        });
        expect(duplicate.statusCode).toBe(409);
        expect(duplicate.json()).toMatchObject({ detail: 'username' });
      });

      it('refuses a bad role with 400 naming the parameter', async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/admin/users?apikey=${keys.get('demo-admin')}`,
          payload: { username: 'bad-role', password: 'long-enough-3', role: 'superuser' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toContain("'role'");
      });

      it('changes expiry and rotates the key: the old key stops working at once', async () => {
        const admin = keys.get('demo-admin');
        // The data key (a sign-in gives a session key, which rotation leaves signed in).
        const before = await t.app.inject({ method: 'GET', url: `/admin/users/demo-nodocs?apikey=${admin}` });
        const oldKey = dataOf<{ apikey: string }>(before).apikey;
        const patched = await t.app.inject({
          method: 'PATCH',
          url: `/admin/users/demo-nodocs?apikey=${admin}`,
          payload: { expires: '2098-01-31', rotate_apikey: true },
        });
        expect(patched.statusCode).toBe(200);
        const user = dataOf<{ apikey: string; expires: string }>(patched);
        expect(user.expires).toBe('2098-01-31');
        expect(user.apikey).not.toBe(oldKey);
        expect((await t.app.inject({ method: 'GET', url: `/account?apikey=${oldKey}` })).statusCode).toBe(401);
        expect((await t.app.inject({ method: 'GET', url: `/account?apikey=${user.apikey}` })).statusCode).toBe(200);
      });

      it('resets a password: the old one fails, the new one signs in', async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/admin/users/demo-trial/reset-password?apikey=${keys.get('demo-admin')}`,
        });
        expect(response.statusCode).toBe(200);
        const { password } = dataOf<{ password: string }>(response);
        expect(password.length).toBeGreaterThanOrEqual(12);
        const old = await t.app.inject({
          method: 'POST',
          url: '/auth',
          payload: { username: 'demo-trial', password: DEMO_PASSWORD },
        });
        expect(old.statusCode).toBe(401);
        const fresh = await t.app.inject({
          method: 'POST',
          url: '/auth',
          payload: { username: 'demo-trial', password },
        });
        expect(fresh.statusCode).toBe(200);
      });

      it('refuses an unknown field instead of dropping it, naming it', async () => {
        const response = await t.app.inject({
          method: 'PATCH',
          url: `/admin/users/demo-ssh?apikey=${keys.get('demo-admin')}`,
          payload: { permissions: { masf: true, superpowers: true } },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe("Invalid parameter 'permissions': has an unknown field 'superpowers'");
      });

      it('answers 404 for an unknown user', async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/admin/users/no-such-user?apikey=${keys.get('demo-admin')}`,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toContain('no-such-user');
      });
    });
  });
}
