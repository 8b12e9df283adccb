import { DAY_MS } from '@moodwire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { runUsersCommand, UsageError } from '../src/cli/run-users-command';
import { loadConfig } from '../src/config';
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts';
import { migrateToLatest } from '../src/store/migrate-to-latest';
import { openAccountsDatabase } from '../src/store/open-accounts-database';
import { StoreConflictError } from '../src/store/store-conflict-error';
import { DEMO_PASSWORD, TestClock } from './helpers/test-app';
import { TEST_BACKENDS, type TestStore } from './helpers/test-backends';

const silent = { write: () => {} };

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`demo seeding and the operator CLI on ${backend.name}`, () => {
    let store: TestStore;
    beforeAll(async () => {
      store = await backend.createStore();
    });
    afterAll(async () => {
      await store?.drop();
    });

    const env = () => ({ SQLITE_PATH: store.sqlitePath, DATABASE_URL: store.databaseUrl ?? '' });

    it('seeds nothing without DEMO_MODE, even on a database URL', async () => {
      const app = await buildApp(loadConfig(env()), { logStream: silent });
      const users = await app.ctx.db.selectFrom('users').select('username').execute();
      await app.close();
      expect(users).toEqual([]);
    });

    it('seeds the demo users idempotently: keys stay, dates follow today', async () => {
      const config = loadConfig({ ...env(), DEMO_MODE: '1' });
      const firstDay = new TestClock(Date.UTC(2026, 0, 10, 12));
      const first = await buildApp(config, { logStream: silent, now: firstDay.now });
      const before = await first.ctx.db
        .selectFrom('users')
        .select(['username', 'apikey', 'expires'])
        .orderBy('username')
        .execute();
      await first.close();
      expect(before.map((row) => row.username)).toEqual(DEMO_ACCOUNTS.map((demo) => demo.username).sort());
      expect(before.find((row) => row.username === 'demo-trial')?.expires).toBe('2026-01-20');
      expect(before.find((row) => row.username === 'demo-expired')?.expires).toBe('2026-01-09');

      const nextWeek = new TestClock(Date.UTC(2026, 0, 10, 12) + 7 * DAY_MS);
      const second = await buildApp(config, { logStream: silent, now: nextWeek.now });
      const after = await second.ctx.db
        .selectFrom('users')
        .select(['username', 'apikey', 'expires'])
        .orderBy('username')
        .execute();
      const machines = await second.ctx.db.selectFrom('provider_machines').select('machine_id').execute();
      const signIn = await second.inject({
        method: 'POST',
        url: '/auth',
        payload: { username: 'demo-admin', password: DEMO_PASSWORD },
      });
      await second.close();
      expect(after.map((row) => row.apikey)).toEqual(before.map((row) => row.apikey));
      expect(after.find((row) => row.username === 'demo-trial')?.expires).toBe('2026-01-27');
      expect(machines).toEqual([{ machine_id: 'GE-DEMO-0001' }]);
      expect(signIn.statusCode).toBe(200);
    });

    it('runs create, list, set-perms and reset-password', async () => {
      const { db } = openAccountsDatabase(loadConfig(env()));
      await migrateToLatest(db);
      const lines: string[] = [];
      const run = (...argv: string[]) => runUsersCommand(db, { argv, print: (line) => lines.push(line) });
      try {
        await run(
          'create',
          '--username',
          'ops-user',
          '--password',
          'a-long-password',
          '--email',
          'Ops@Example.com',
          '--role',
          'ssh',
        );
        expect(lines.pop()).toMatch(/^created ops-user \(ssh\); API key: [A-Za-z0-9_-]{43}$/);

        await run(
          'set-perms',
          'ops-user',
          '--expires',
          '2031-05-01',
          '--data-perms',
          '{"rma":["equ"]}',
          '--permissions',
          '{"pulse":true}',
        );
        expect(lines.pop()).toContain('expires 2031-05-01');

        await run('list', '--role', 'ssh');
        const table = lines.pop() ?? '';
        expect(table).toContain('ops-user');
        expect(table).toContain('ops@example.com');
        expect(table).toContain('{"rma":["equ"]}');
        expect(table).toContain('{"pulse":true}');

        await run('reset-password', 'ops-user');
        expect(lines.pop()).toMatch(/^new password for ops-user: \S{12,}$/);

        await expect(run('create', '--username', 'ops-user', '--password', 'another-password')).rejects.toBeInstanceOf(
          StoreConflictError,
        );
        await expect(run('set-perms', 'nobody', '--role', 'admin')).rejects.toThrow("no user 'nobody'");
        await expect(run('create', '--username', 'x1', '--password', 'short')).rejects.toBeInstanceOf(UsageError);
        await expect(run('set-perms', 'ops-user', '--data-perms', '[1,2]')).rejects.toThrow(
          '--data-perms must be a JSON object',
        );
        await expect(run('set-perms', 'ops-user', '--role', 'root')).rejects.toThrow(
          '--role must be one of ssh, manual, admin',
        );
        await expect(run('frobnicate')).rejects.toThrow("unknown command 'frobnicate'");
      } finally {
        await db.destroy();
      }
    });
  });
}
