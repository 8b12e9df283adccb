/** Builds the API for a test on a fresh store, with a controllable clock and captured log lines. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeReadPools } from '@moodwire/warehouse';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { TestBackend } from './test-backends';

export const DEMO_PASSWORD = 'moodwire-demo';

export class TestClock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  /** Every log line written so far. */
  logs: string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  backend: TestBackend;
  env?: Record<string, string>;
  clock?: TestClock;
}

export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const store = await options.backend.createStore();
  const config = loadConfig({
    DEMO_MODE: '1',
    LOG_LEVEL: 'info',
    SQLITE_PATH: store.sqlitePath,
    DATABASE_URL: store.databaseUrl ?? '',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...options.env,
  });
  const logs: string[] = [];
  const clock = options.clock ?? new TestClock();
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { now: clock.now, logStream: { write: (line: string) => void logs.push(line) } });
  } catch (error) {
    await store.drop();
    throw error;
  }
  return {
    app,
    clock,
    config,
    logs,
    async close() {
      await app.close();
      await store.drop();
    },
  };
}

export interface LakeTestApp {
  app: FastifyInstance;
  /** Closes the app and the lake's read pools, and removes the accounts store. */
  close(): Promise<void>;
}

/**
 * The API over a built lake (the shared tiny lake, or a test's own) in demo mode, with a fresh SQLite accounts
 * store in a temporary folder named after the test file.
 */
export async function createLakeTestApp(dataDir: string, name: string): Promise<LakeTestApp> {
  const root = mkdtempSync(join(tmpdir(), `moodwire-${name}-`));
  const config = loadConfig({
    DEMO_MODE: '1',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: join(root, 'accounts.db'),
    RATE_LIMIT_MAX: '100000',
  });
  const app = await buildApp(config, { dataDir });
  return {
    app,
    async close() {
      await app.close();
      await closeReadPools();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The `{ data }` of a JSON response. */
export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return (response.json() as { data: T }).data;
}

/** The session key a sign-in set in the `apikey` cookie (the answer itself carries only a marker). */
export function sessionKeyOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'apikey');
  if (!cookie?.value) throw new Error(`no apikey cookie in: ${String(response.headers['set-cookie'])}`);
  return cookie.value;
}

/** Signs a user in and returns the web session key, which is valid as `?apikey=` on the same calls as a data key. */
export async function signInKey(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/auth', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
  return sessionKeyOf(response);
}

export const DEMO_USERNAMES = [
  'demo-admin',
  'demo-ssh',
  'demo-manual',
  'demo-trial',
  'demo-nodocs',
  'demo-noesg',
] as const;

/**
 * A user's long-lived data key, as a customer's script holds it (revealed on Account Info): unlike a web session
 * it outlives sign-outs, password changes and the session lifetimes, so tests that probe the API as a script,
 * or move the clock by days, use it.
 */
export async function dataKeyOf(app: FastifyInstance, username: string): Promise<string> {
  const row = await app.ctx.db
    .selectFrom('users')
    .select('apikey')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.apikey;
}
