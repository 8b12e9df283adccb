/**
 * The audit log of account changes (issue 16): every admin change and every LSEG manager change writes exactly one
 * entry, in the change's transaction, with the changed fields before and after and never a secret; a manager may
 * change only the expiry, status and data permissions of ssh-role users; an edit reaches the user's next session
 * validation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataKeyOf, dataOf, signInKey, type TestApp } from './helpers/test-app';
import { TEST_BACKENDS } from './helpers/test-backends';

interface AuditEntry {
  actor: string;
  action: string;
  target: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

interface AuditPage {
  total: number;
  offset: number;
  entries: AuditEntry[];
}

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`audit log of account changes on ${backend.name}`, () => {
    let t: TestApp;
    let admin: string;

    beforeAll(async () => {
      t = await createTestApp({ backend });
      admin = await signInKey(t.app, 'demo-admin');
    });
    afterAll(async () => {
      await t?.close();
    });

    async function auditOf(target: string): Promise<AuditPage> {
      const response = await t.app.inject({ method: 'GET', url: `/admin/audit?target=${target}&apikey=${admin}` });
      expect(response.statusCode).toBe(200);
      return dataOf<AuditPage>(response);
    }

    /** Runs a change and returns the one entry it wrote (failing when it wrote none or several). */
    async function onlyNewEntry(target: string, change: () => Promise<{ statusCode: number; body: string }>) {
      const before = await auditOf(target);
      const response = await change();
      expect(response.statusCode, response.body).toBeLessThan(300);
      const after = await auditOf(target);
      expect(after.total).toBe(before.total + 1);
      return after.entries[0] as AuditEntry;
    }

    /** Neither a password, nor a key, nor a hash is in any entry. */
    async function expectNoSecrets(target: string, secrets: string[]) {
      const text = JSON.stringify(await auditOf(target));
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/scrypt|password_hash|\$[0-9a-z]+\$/i);
    }

    it('writes one entry for each admin change, with the changed fields before and after and no secret', async () => {
      const password = 'first-long-passphrase';
      const created = await onlyNewEntry('audit-jane', () =>
        t.app.inject({
          method: 'POST',
          url: `/admin/users?apikey=${admin}`,
          payload: { username: 'audit-jane', password, role: 'manual', expires: '2099-12-31' },
        }),
      );
      expect(created).toMatchObject({ actor: 'demo-admin', action: 'create', target: 'audit-jane', before: {} });
      expect(created.after).toMatchObject({ role: 'manual', expires: '2099-12-31', status: 'active' });

      const edited = await onlyNewEntry('audit-jane', () =>
        t.app.inject({
          method: 'PATCH',
          url: `/admin/users/audit-jane?apikey=${admin}`,
          payload: { expires: '2030-06-30', permissions: { pulse: true }, role: 'manual' },
        }),
      );
      // The role was sent unchanged: only what changed is recorded.
      expect(edited).toMatchObject({
        action: 'update',
        before: { expires: '2099-12-31', permissions: {} },
        after: { expires: '2030-06-30', permissions: { pulse: true } },
      });
      expect(Object.keys(edited.after).sort()).toEqual(['expires', 'permissions']);

      const disabled = await onlyNewEntry('audit-jane', () =>
        t.app.inject({
          method: 'POST',
          url: `/admin/users/audit-jane/status?apikey=${admin}`,
          payload: { status: 'disabled' },
        }),
      );
      expect(disabled).toMatchObject({ action: 'status', before: { status: 'active' }, after: { status: 'disabled' } });
      const enabled = await onlyNewEntry('audit-jane', () =>
        t.app.inject({
          method: 'POST',
          url: `/admin/users/audit-jane/status?apikey=${admin}`,
          payload: { status: 'active' },
        }),
      );
      expect(enabled).toMatchObject({ action: 'status', after: { status: 'active' } });

      let generated = '';
      const reset = await onlyNewEntry('audit-jane', async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/admin/users/audit-jane/reset-password?apikey=${admin}`,
        });
        generated = dataOf<{ password: string }>(response).password;
        return response;
      });
      expect(generated.length).toBeGreaterThanOrEqual(12);
      expect(reset).toMatchObject({ action: 'reset-password', before: {}, after: { password: 'changed' } });

      const oldKey = await dataKeyOf(t.app, 'audit-jane');
      let newKey = '';
      const rotated = await onlyNewEntry('audit-jane', async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/admin/users/audit-jane/rotate-key?apikey=${admin}`,
        });
        newKey = dataOf<{ apikey: string }>(response).apikey;
        return response;
      });
      expect(newKey).not.toBe(oldKey);
      expect(rotated).toMatchObject({ action: 'rotate-key', after: { apikey: 'changed' } });
      const refused = await t.app.inject({ method: 'GET', url: `/account?apikey=${oldKey}` });
      expect(refused.statusCode).toBe(401);

      const stored = await t.app.ctx.db
        .selectFrom('users')
        .select('password_hash')
        .where('username', '=', 'audit-jane')
        .executeTakeFirstOrThrow();
      await expectNoSecrets('audit-jane', [password, generated, oldKey, newKey, stored.password_hash]);
    });

    it('writes no entry for a change that changes nothing, nor for a refused one', async () => {
      const before = await auditOf('demo-trial');
      const current = dataOf<{ expires: string | null }>(
        await t.app.inject({ method: 'GET', url: `/admin/users/demo-trial?apikey=${admin}` }),
      );
      const same = await t.app.inject({
        method: 'PATCH',
        url: `/admin/users/demo-trial?apikey=${admin}`,
        payload: { expires: current.expires },
      });
      expect(same.statusCode).toBe(200);
      const bad = await t.app.inject({
        method: 'PATCH',
        url: `/admin/users/demo-trial?apikey=${admin}`,
        payload: { expires: 'next week' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('expires');
      expect((await auditOf('demo-trial')).total).toBe(before.total);
    });

    it('pages the log newest first and refuses a page larger than 200', async () => {
      const all = await t.app.inject({ method: 'GET', url: `/admin/audit?limit=2&apikey=${admin}` });
      const page = dataOf<AuditPage>(all);
      expect(page.entries.length).toBe(2);
      expect(page.total).toBeGreaterThanOrEqual(6);
      const next = dataOf<AuditPage>(
        await t.app.inject({ method: 'GET', url: `/admin/audit?limit=2&offset=2&apikey=${admin}` }),
      );
      expect(next.offset).toBe(2);
      expect(next.entries[0]).not.toEqual(page.entries[0]);
      const tooMany = await t.app.inject({ method: 'GET', url: `/admin/audit?limit=201&apikey=${admin}` });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toContain('limit');
    });

    it("shows an edit of a user's permissions at that user's next session validation", async () => {
      const session = await signInKey(t.app, 'demo-manual');
      const first = await t.app.inject({ method: 'GET', url: `/auth?apikey=${session}` });
      expect(dataOf<{ permissions: Record<string, unknown> }>(first).permissions.pulse).toBeUndefined();
      const granted = await t.app.inject({
        method: 'PATCH',
        url: `/admin/users/demo-manual?apikey=${admin}`,
        payload: { permissions: { pulse: true } },
      });
      expect(granted.statusCode).toBe(200);
      const next = await t.app.inject({ method: 'GET', url: `/auth?apikey=${session}` });
      expect(dataOf<{ permissions: Record<string, unknown> }>(next).permissions.pulse).toBe(true);
    });

    describe('LSEG user management (lsegManage)', () => {
      let manager: string;
      beforeAll(async () => {
        const flagged = await t.app.inject({
          method: 'PATCH',
          url: `/admin/users/demo-noesg?apikey=${admin}`,
          payload: { permissions: { webapp: ['lsegmanage'] } },
        });
        expect(flagged.statusCode).toBe(200);
        manager = await signInKey(t.app, 'demo-noesg');
      });

      it("changes an LSEG user's expiry, status and data permissions, each audited with the manager's name", async () => {
        const expiry = await onlyNewEntry('demo-ssh', () =>
          t.app.inject({
            method: 'PATCH',
            url: `/others/lseg-users/demo-ssh?apikey=${manager}`,
            payload: { expires: '2031-01-31' },
          }),
        );
        expect(expiry).toMatchObject({ actor: 'demo-noesg', action: 'update', after: { expires: '2031-01-31' } });
        const status = await onlyNewEntry('demo-ssh', () =>
          t.app.inject({
            method: 'PATCH',
            url: `/others/lseg-users/demo-ssh?apikey=${manager}`,
            payload: { status: 'disabled' },
          }),
        );
        expect(status).toMatchObject({ action: 'status', after: { status: 'disabled' } });
        const perms = await onlyNewEntry('demo-ssh', () =>
          t.app.inject({
            method: 'PATCH',
            url: `/others/lseg-users/demo-ssh?apikey=${manager}`,
            payload: { status: 'active', data_perms: { rma: ['equ'] } },
          }),
        );
        expect(perms.after).toEqual({ status: 'active', data_perms: { rma: ['equ'] } });

        const log = await t.app.inject({ method: 'GET', url: `/others/lseg-users/demo-ssh/audit?apikey=${manager}` });
        expect(log.statusCode).toBe(200);
        const entries = dataOf<AuditPage>(log).entries;
        expect(entries.slice(0, 3).map((entry) => entry.actor)).toEqual(['demo-noesg', 'demo-noesg', 'demo-noesg']);
      });

      it('refuses a change of the role or of the permission flags, naming the field', async () => {
        const before = await auditOf('demo-ssh');
        for (const payload of [{ role: 'admin' }, { permissions: { pulse: true } }, { email: 'x@example.com' }]) {
          const response = await t.app.inject({
            method: 'PATCH',
            url: `/others/lseg-users/demo-ssh?apikey=${manager}`,
            payload,
          });
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toContain(Object.keys(payload)[0]);
        }
        expect((await auditOf('demo-ssh')).total).toBe(before.total);
      });

      it('refuses an ssh-role manager a change of their own account', async () => {
        await t.app.inject({
          method: 'PATCH',
          url: `/admin/users/demo-ssh?apikey=${admin}`,
          payload: { permissions: { masf: true, webapp: ['lsegmanage'] } },
        });
        const self = await signInKey(t.app, 'demo-ssh');
        const before = await auditOf('demo-ssh');
        const response = await t.app.inject({
          method: 'PATCH',
          url: `/others/lseg-users/demo-ssh?apikey=${self}`,
          payload: { expires: null },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('A manager cannot change their own account; ask an admin.');
        expect((await auditOf('demo-ssh')).total).toBe(before.total);
      });

      it('cannot read or change a user who is not ssh-role', async () => {
        const before = await auditOf('demo-manual');
        for (const username of ['demo-manual', 'demo-admin']) {
          const change = await t.app.inject({
            method: 'PATCH',
            url: `/others/lseg-users/${username}?apikey=${manager}`,
            payload: { expires: '2020-01-01' },
          });
          expect(change.statusCode).toBe(404);
          expect(change.json().message).toBe(`No LSEG user '${username}'`);
          const read = await t.app.inject({ method: 'GET', url: `/others/lseg-users/${username}?apikey=${manager}` });
          expect(read.statusCode).toBe(404);
        }
        const account = dataOf<{ expires: string | null }>(
          await t.app.inject({ method: 'GET', url: `/admin/users/demo-manual?apikey=${admin}` }),
        );
        expect(account.expires).not.toBe('2020-01-01');
        expect((await auditOf('demo-manual')).total).toBe(before.total);
      });
    });
  });
}
