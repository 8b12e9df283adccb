/**
 * An idle PostgreSQL connection that dies (PostgreSQL restarted, a proxy's idle timeout, an administrator's
 * terminate) must not end the API: pg reports it as an 'error' event of the pool, which was an uncaught exception
 * (it broke a CI run when a test's database was dropped). Now it is logged and the next query opens a new one.
 * PostgreSQL only: skipped where DATABASE_URL is not set.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInKey, type TestApp } from './helpers/test-app';
import { TEST_BACKENDS } from './helpers/test-backends';

const postgres = TEST_BACKENDS.find((backend) => backend.name === 'postgres');

describe.skipIf(!postgres || postgres.skipReason !== null)('an idle PostgreSQL connection that dies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: postgres as NonNullable<typeof postgres>, env: { ALERTS_ENABLED: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is logged, and the API goes on answering from a new connection', async () => {
    const key = await signInKey(t.app, 'demo-admin');
    expect((await t.app.inject({ method: 'GET', url: `/account?apikey=${key}` })).statusCode).toBe(200);

    // Every connection of the app's pool is idle now: end them from outside, as a PostgreSQL restart would.
    const url = t.config.databaseUrl as string;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    const logged = () => t.logs.some((line) => line.includes('an idle PostgreSQL connection ended'));
    for (let waited = 0; !logged() && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(logged()).toBe(true);

    const again = await t.app.inject({ method: 'GET', url: `/account?apikey=${key}` });
    expect(again.statusCode).toBe(200);
  });
});
