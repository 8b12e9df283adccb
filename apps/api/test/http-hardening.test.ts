/** Behaviour of the HTTP layer that does not depend on the store: limits, errors, headers and logs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, signInKey, type TestApp } from './helpers/test-app';
import { SQLITE_BACKEND } from './helpers/test-backends';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND, env: { RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 JSON with Retry-After once a key has used its requests, per key', async () => {
    // Sign-in goes through the database directly: the sign-in limit (2) is for another test.
    const first = await t.app.ctx.db
      .selectFrom('users')
      .select('apikey')
      .where('username', '=', 'demo-ssh')
      .executeTakeFirstOrThrow();
    const other = await t.app.ctx.db
      .selectFrom('users')
      .select('apikey')
      .where('username', '=', 'demo-manual')
      .executeTakeFirstOrThrow();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: `/account?apikey=${first.apikey}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await t.app.inject({ method: 'GET', url: `/account?apikey=${first.apikey}` });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: 'Too many requests' });
    // Another key has its own budget.
    expect((await t.app.inject({ method: 'GET', url: `/account?apikey=${other.apikey}` })).statusCode).toBe(200);
  });

  it('limits sign-in attempts per IP address, but not session validations', async () => {
    const ip = '198.51.100.7';
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth',
        remoteAddress: ip,
        payload: { username: 'demo-noesg', password: 'wrong-password' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toBe('Too many sign-in attempts');
    // A validation from another address is a different budget (and does not count as an attempt).
    const validation = await t.app.inject({ method: 'GET', url: '/auth?data_perms=1', remoteAddress: '198.51.100.8' });
    expect(validation.statusCode).toBe(401);
  });

  it('limits made-up API keys per IP address, so new keys do not buy new budgets', async () => {
    const ip = '198.51.100.9';
    const guess = (n: number) =>
      t.app.inject({ method: 'GET', url: `/user/prefs/list?apikey=made-up-key-${n}`, remoteAddress: ip });
    expect((await guess(1)).statusCode).toBe(401);
    expect((await guess(2)).statusCode).toBe(401);
    const limited = await guess(3);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toBe('Too many invalid API keys');
  });

  it('never limits /healthz', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 6; i += 1)
      statuses.add((await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.9' })).statusCode);
    expect([...statuses]).toEqual([200]);
  });
});

describe('errors, headers and body limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND, env: { BODY_LIMIT: '2048' } });
    // A route that fails the way a bug would, to see what a client gets back.
    t.app.get('/test-only/boom', async () => {
      throw new Error('connection to db-internal:5432 failed for user admin');
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an oversized body with 413 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/send-feedback',
      payload: { message: 'x'.repeat(5_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ error: 'Payload Too Large' });
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo-ssh",',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
  });

  it('names the parameter of a bad input', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth', payload: { username: 'demo-ssh' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Missing required parameter 'password'",
      message: "Missing required parameter 'password'",
    });
  });

  it('hides the details of a server error and sends no stack trace', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Internal Server Error',
      message: 'An error has occurred, please try again later',
    });
    expect(response.body).not.toContain('db-internal');
    expect(t.logs.join('')).toContain('db-internal'); // the operator still sees it
  });

  it('answers an unknown route with 404 JSON that does not echo the query string', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/route?apikey=secret-key-value' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'No route GET /no/such/route' });
  });

  it('sends strict security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND, env: { LOG_LEVEL: 'trace' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never contain a password or an API key', async () => {
    const apikey = await signInKey(t.app, 'demo-admin');
    await t.app.inject({ method: 'GET', url: `/auth?username=demo-ssh&password=${DEMO_PASSWORD}&data_perms=1` });
    await t.app.inject({ method: 'GET', url: `/auth?data_perms=1&apikey=${apikey}` });
    await t.app.inject({ method: 'GET', url: `/account?APIKEY=${apikey}&x=1` });
    await t.app.inject({ method: 'GET', url: '/account', cookies: { apikey } });
    await t.app.inject({ method: 'GET', url: '/account', headers: { authorization: `Bearer ${apikey}` } });
    await t.app.inject({ method: 'GET', url: `/not-a-route?password=${DEMO_PASSWORD}&apikey=${apikey}` });
    await t.app.inject({
      method: 'POST',
      url: '/account/sftplogin/GE-DEMO-0001',
      payload: { name: 'GE-DEMO-0001', password: DEMO_PASSWORD },
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: `/admin/users/demo-trial/reset-password?apikey=${apikey}`,
    });
    const generated = (reset.json() as { data: { password: string } }).data.password;

    const text = t.logs.join('');
    expect(t.logs.length).toBeGreaterThan(10);
    expect(text).toContain('/auth?username=demo-ssh&password=[redacted]');
    expect(text).toContain('APIKEY=[redacted]');
    for (const secret of [DEMO_PASSWORD, apikey, generated]) expect(text).not.toContain(secret);
  });
});
