/**
 * With REDIS_URL set, API processes share rate-limit counters. Runs when REDIS_URL is reachable; each run
 * writes under its own key prefix and deletes its keys afterwards.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInKey, type TestApp } from './helpers/test-app';
import { SQLITE_BACKEND } from './helpers/test-backends';

async function probeRedis(url: string | undefined): Promise<string | null> {
  if (!url?.trim()) return 'REDIS_URL is not set: the Redis rate-limit test is skipped';
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return `REDIS_URL is unreachable (${error instanceof Error ? error.message : String(error)}): the Redis test is skipped`;
  } finally {
    client.disconnect();
  }
}

const redisUrl = process.env.REDIS_URL;
const skipReason = await probeRedis(redisUrl);
if (skipReason) console.warn(`[api tests] ${skipReason}`);

describe.skipIf(skipReason !== null)('rate limits shared through Redis', () => {
  const prefix = `moodwire-test-${randomBytes(6).toString('hex')}:`;
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: prefix, RATE_LIMIT_MAX: '3' };
    first = await createTestApp({ backend: SQLITE_BACKEND, env });
    second = await createTestApp({ backend: SQLITE_BACKEND, env });
    redis = new Redis(redisUrl ?? '');
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('counts requests to two API processes together and answers 429 with Retry-After', async () => {
    const call = (t: TestApp) =>
      t.app.inject({ method: 'GET', url: '/auth?data_perms=1', remoteAddress: '198.51.100.20' });
    expect((await call(first)).statusCode).toBe(401);
    expect((await call(second)).statusCode).toBe(401);
    expect((await call(first)).statusCode).toBe(401);
    const limited = await call(second);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: 'Too many requests' });
    // The counters live under this run's prefix only.
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => !key.includes('198.51.100.20') || key.startsWith(prefix))).toBe(true);
  });
});

describe.skipIf(skipReason !== null)('byte budgets and account budgets shared through Redis', () => {
  const prefix = `moodwire-test-${randomBytes(6).toString('hex')}:`;
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_MAX: '4',
      RATE_LIMIT_BYTES_PER_HOUR: '4096',
    };
    first = await createTestApp({ backend: SQLITE_BACKEND, env });
    // The second process shares the first's accounts store, as replicas do.
    second = await createTestApp({ backend: SQLITE_BACKEND, env: { ...env, SQLITE_PATH: first.config.sqlitePath } });
    redis = new Redis(redisUrl ?? '');
  });

  afterAll(async () => {
    await second?.app.close();
    await first?.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('counts the bytes an account received from either process against one budget', async () => {
    const apikey = await signInKey(first.app, 'demo-ssh');
    const value = JSON.stringify({ note: 'z'.repeat(2_500) });
    const insert = await first.app.inject({
      method: 'POST',
      url: `/user/prefs/insert?category=charts&key=big&apikey=${apikey}`,
      payload: { value },
    });
    expect(insert.statusCode).toBe(200);
    // 2.5 KB counted by the first process; the second's answer takes the account past 4 KiB.
    expect((await second.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${apikey}` })).statusCode).toBe(200);
    const refused = await first.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${apikey}` });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Download limit reached');
    const keys = await redis.keys(`${prefix}*bytes:*`);
    expect(keys.length).toBe(1);
    expect(keys[0]).not.toContain(apikey);
  });

  it('counts made-up keys as their address in both processes', async () => {
    const ip = '198.51.100.90';
    const call = (t: TestApp, n: number) =>
      t.app.inject({
        method: 'POST',
        url: `/sub-newsletter?apikey=made-up-${n}`,
        remoteAddress: ip,
        payload: { email: 'reader@example.com' },
      });
    const statuses = [
      (await call(first, 1)).statusCode,
      (await call(second, 2)).statusCode,
      (await call(first, 3)).statusCode,
      (await call(second, 4)).statusCode,
      (await call(first, 5)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
