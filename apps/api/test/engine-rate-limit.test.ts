/**
 * The Engine tool's call has its own, stricter rate limit (issue 15 'rate-limited'): a tenth of the general
 * per-account limit per minute, counted per account; the other calls keep the general limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineRateLimit } from '../src/routes/engine';
import { createTestApp, signInKey, type TestApp } from './helpers/test-app';
import { SQLITE_BACKEND } from './helpers/test-backends';

describe('POST /sentv5/analyze rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND, env: { RATE_LIMIT_MAX: '30', AUTH_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the engine call past a tenth of the general limit, and leaves the other calls alone', async () => {
    expect(engineRateLimit(30)).toBe(3);
    const key = await signInKey(t.app, 'demo-admin');
    const post = () =>
      t.app.inject({ method: 'POST', url: `/sentv5/analyze?apikey=${key}`, payload: { text: 'Stocks rose.' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post()).statusCode);
    // the first three are answered (200, or 503 where this app has no lake), the fourth refused
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    const refused = await post();
    expect(refused.json()).toMatchObject({ error: 'Too many requests' });
    const account = await t.app.inject({ method: 'GET', url: `/account?apikey=${key}` });
    expect(account.statusCode).toBe(200);
  });
});
