/**
 * The stores the accounts tests run on: SQLite always, PostgreSQL too when DATABASE_URL is reachable. Each
 * run makes its own database with a random name and drops it afterwards (the services keep state between runs).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestStore {
  sqlitePath: string;
  databaseUrl: string | null;
  drop(): Promise<void>;
}

export interface TestBackend {
  name: 'sqlite' | 'postgres';
  /** Why the backend is skipped, or null when it runs. */
  skipReason: string | null;
  createStore(): Promise<TestStore>;
}

function sqliteBackend(): TestBackend {
  return {
    name: 'sqlite',
    skipReason: null,
    async createStore() {
      const dir = mkdtempSync(join(tmpdir(), 'moodwire-api-test-'));
      return {
        sqlitePath: join(dir, 'accounts.db'),
        databaseUrl: null,
        async drop() {
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  };
}

async function probePostgres(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

async function postgresBackend(): Promise<TestBackend> {
  const adminUrl = process.env.DATABASE_URL?.trim();
  const skipped = (reason: string): TestBackend => ({
    name: 'postgres',
    skipReason: reason,
    createStore: () => Promise.reject(new Error(reason)),
  });
  if (!adminUrl) return skipped('DATABASE_URL is not set: PostgreSQL runs of the accounts tests are skipped');
  const failure = await probePostgres(adminUrl);
  if (failure) return skipped(`DATABASE_URL is unreachable (${failure}): PostgreSQL runs are skipped`);
  return {
    name: 'postgres',
    skipReason: null,
    async createStore() {
      const name = `moodwire_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        sqlitePath: ':memory:',
        databaseUrl: url.toString(),
        async drop() {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          try {
            await client.query(`drop database if exists ${name} with (force)`);
          } finally {
            await client.end();
          }
        },
      };
    },
  };
}

const postgres = await postgresBackend();
if (postgres.skipReason) console.warn(`[api tests] ${postgres.skipReason}`);

export const TEST_BACKENDS: readonly TestBackend[] = [sqliteBackend(), postgres];
export const SQLITE_BACKEND = TEST_BACKENDS[0] as TestBackend;
