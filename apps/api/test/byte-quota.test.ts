/**
 * The bytes of answers count against an account's quota as well as its requests (issue 12 §6: one key streamed
 * 2.5 GB in 47 s within its request budget). RATE_LIMIT_BYTES_PER_HOUR is tiny here so a few answers reach it.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBytes } from '../src/plugins/byte-quota';
import { createTestApp, signInKey, type TestApp } from './helpers/test-app';
import { SQLITE_BACKEND } from './helpers/test-backends';

const BUDGET = 8_192;

describe('the byte budget of an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND, env: { RATE_LIMIT_BYTES_PER_HOUR: String(BUDGET) } });
    // A streamed answer, as the data downloads are: its bytes count as they go out.
    t.app.get('/test-only/stream', async (_request, reply) =>
      reply.type('text/plain').send(Readable.from(Array.from({ length: 10 }, () => 'x'.repeat(1_000)))),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an account with 429 once its answers reach the hourly budget, and only that account', async () => {
    const apikey = await signInKey(t.app, 'demo-ssh');
    const streamed = await t.app.inject({ method: 'GET', url: `/test-only/stream?apikey=${apikey}` });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.body).toHaveLength(10_000);

    const refused = await t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${apikey}` });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Download limit reached',
      message: expect.stringContaining(`its limit is ${formatBytes(BUDGET)} an hour; retry in`),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    // Compression does not change what counts: asking for gzip is refused the same way.
    const gzip = await t.app.inject({
      method: 'GET',
      url: `/user/prefs/list?apikey=${apikey}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.statusCode).toBe(429);

    // Another key of the same account shares the budget; another account has its own.
    const sameAccount = await signInKey(t.app, 'demo-ssh');
    expect((await t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${sameAccount}` })).statusCode).toBe(429);
    const other = await signInKey(t.app, 'demo-manual');
    expect((await t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${other}` })).statusCode).toBe(200);
  });

  it('adds up small answers until the budget is used', async () => {
    const apikey = await signInKey(t.app, 'demo-admin');
    const value = JSON.stringify({ note: 'y'.repeat(2_000) });
    const insert = await t.app.inject({
      method: 'POST',
      url: `/user/prefs/insert?category=charts&key=big&apikey=${apikey}`,
      payload: { value },
    });
    expect(insert.statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=${apikey}` })).statusCode);
    }
    // About 2 KB an answer (the insert's too) against 8 KiB: the third list crosses the line, then 429.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('does not count calls without a valid key', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/test-only/stream', remoteAddress: '198.51.100.80' });
      expect(response.statusCode).toBe(200);
    }
  });
});
