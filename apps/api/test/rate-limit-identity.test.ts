/**
 * Whom the limits count against (issue 12 §6): the validated account, never the key string (a made-up key bought
 * a fresh budget on public calls), and the caller's address as the configured proxy hops report it, never as any
 * local caller claims it (X-Forwarded-For was believed from every loopback caller).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, signInKey, type TestApp } from './helpers/test-app';
import { SQLITE_BACKEND } from './helpers/test-backends';

const subscribe = (t: TestApp, remoteAddress: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/sub-newsletter${query}`,
    remoteAddress,
    headers,
    payload: { email: 'reader@example.com' },
  });

describe('the global limit on public calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND, env: { RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts a made-up API key as its address: new keys buy no new budget', async () => {
    const ip = '198.51.100.40';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await subscribe(t, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    for (const query of ['?apikey=made-up-key-1', '?apikey=made-up-key-2']) {
      const limited = await subscribe(t, ip, query);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'Too many requests' });
    }
    const byCookie = await subscribe(t, ip, '', { cookie: 'apikey=made-up-cookie-key' });
    expect(byCookie.statusCode).toBe(429);
    // /send-feedback and /lake-info share the address's budget.
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/send-feedback?apikey=made-up-key-3',
      remoteAddress: ip,
      payload: { message: 'hello' },
    });
    expect(feedback.statusCode).toBe(429);
    const lakeInfo = await t.app.inject({ method: 'GET', url: '/lake-info?apikey=made-up-key-4', remoteAddress: ip });
    expect(lakeInfo.statusCode).toBe(429);
  });

  it('counts every key of one account against one budget, wherever it calls from', async () => {
    const first = await signInKey(t.app, 'demo-ssh');
    const second = await signInKey(t.app, 'demo-ssh');
    const statuses: number[] = [];
    for (const [apikey, ip] of [
      [first, '198.51.100.41'],
      [second, '198.51.100.42'],
      [first, '198.51.100.43'],
      [second, '198.51.100.44'],
    ] as const) {
      statuses.push((await subscribe(t, ip, `?apikey=${apikey}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The account's calls did not use the addresses' budgets.
    expect((await subscribe(t, '198.51.100.41')).statusCode).toBe(200);
  });
});

describe('the invalid-key limit on public calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND, env: { RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts made-up keys on open calls per address, then answers 429', async () => {
    const ip = '198.51.100.45';
    expect((await subscribe(t, ip, '?apikey=guess-1')).statusCode).toBe(200);
    expect((await subscribe(t, ip, '?apikey=guess-2')).statusCode).toBe(200);
    const limited = await subscribe(t, ip, '?apikey=guess-3');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toBe('Too many invalid API keys');
    // Without a key the address is still served; another address has its own count.
    expect((await subscribe(t, ip)).statusCode).toBe(200);
    expect((await subscribe(t, '198.51.100.46', '?apikey=guess-4')).statusCode).toBe(200);
  });

  it('counts an unknown key once per request, though the limit and the guard both meet it', async () => {
    const ip = '198.51.100.47';
    const guess = (n: number) =>
      t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=made-up-${n}`, remoteAddress: ip });
    expect((await guess(1)).statusCode).toBe(401);
    expect((await guess(2)).statusCode).toBe(401);
    expect((await guess(3)).statusCode).toBe(429);
  });
});

const signInAttempt = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { username: 'demo-noesg', password: 'wrong-password' },
  });

describe('the sign-in limit without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND, env: { AUTH_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('believes no X-Forwarded-For, not even from a loopback caller', async () => {
    expect((await signInAttempt(t, '127.0.0.1', '203.0.113.1')).statusCode).toBe(401);
    expect((await signInAttempt(t, '127.0.0.1', '203.0.113.2')).statusCode).toBe(401);
    const limited = await signInAttempt(t, '127.0.0.1', '203.0.113.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too many sign-in attempts');
  });
});

describe('the sign-in limit behind one proxy hop (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND, env: { AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts the address the proxy appended; what the visitor wrote before it changes nothing', async () => {
    const visitor = '198.51.100.60';
    expect((await signInAttempt(t, '127.0.0.1', `10.0.0.1, ${visitor}`)).statusCode).toBe(401);
    expect((await signInAttempt(t, '127.0.0.1', `10.0.0.2, ${visitor}`)).statusCode).toBe(401);
    expect((await signInAttempt(t, '127.0.0.1', `10.0.0.3, ${visitor}`)).statusCode).toBe(429);
    // Another visitor behind the same proxy has a budget of its own.
    expect((await signInAttempt(t, '127.0.0.1', '198.51.100.61')).statusCode).toBe(401);
  });

  it('still signs in a visitor with the right password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.62' },
      payload: { username: 'demo-ssh', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the sign-in limit behind listed proxies (TRUST_PROXY=addresses)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      backend: SQLITE_BACKEND,
      env: { AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('believes the listed proxies only', async () => {
    // From a listed proxy: per visitor.
    expect((await signInAttempt(t, '10.0.0.5', '198.51.100.70')).statusCode).toBe(401);
    expect((await signInAttempt(t, '10.1.2.3', '198.51.100.70')).statusCode).toBe(401);
    expect((await signInAttempt(t, '10.0.0.5', '198.51.100.70')).statusCode).toBe(429);
    expect((await signInAttempt(t, '10.0.0.5', '198.51.100.71')).statusCode).toBe(401);
    // A loopback caller is not a listed proxy: its header is ignored and its own address counts.
    expect((await signInAttempt(t, '127.0.0.1', '198.51.100.72')).statusCode).toBe(401);
    expect((await signInAttempt(t, '127.0.0.1', '198.51.100.73')).statusCode).toBe(401);
    expect((await signInAttempt(t, '127.0.0.1', '198.51.100.74')).statusCode).toBe(429);
  });
});
