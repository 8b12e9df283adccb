/**
 * The smaller findings of the API probe (issue 12 §6): a wrong method answered 404, a path segment over 100
 * characters answered Fastify's own 414 body, and /mcp accepted any browser Origin.
 */
import { ASSET_CLASSES, listDataFrequencies } from '@moodwire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATH_PARAM_LENGTH } from '../src/plugins/error-handler';
import { bulkFileName } from '../src/routes/data-v4/bulk-file-names';
import { createTestApp, signInKey, type TestApp } from './helpers/test-app';
import { SQLITE_BACKEND } from './helpers/test-backends';

describe('methods, long paths and origins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      backend: SQLITE_BACKEND,
      env: { SITE_ORIGIN: 'https://moodwire.example' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a known path asked with another method with 405 and the Allow header', async () => {
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/user/prefs/list?apikey=x' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    expect(wrongMethod.json()).toEqual({
      error: 'Method Not Allowed',
      message: '/user/prefs/list answers GET, HEAD, not DELETE',
    });
    const postOnly = await t.app.inject({ method: 'GET', url: '/user/prefs/insert' });
    expect(postOnly.statusCode).toBe(405);
    expect(postOnly.headers.allow).toBe('POST');
    // Paths with parameters match as the router matches them.
    const withParams = await t.app.inject({ method: 'PUT', url: '/rma/v4/files/equ/dai' });
    expect(withParams.statusCode).toBe(405);
    expect(withParams.headers.allow).toBe('GET, HEAD');
    // An unknown path is still 404.
    expect((await t.app.inject({ method: 'DELETE', url: '/no/such/route' })).statusCode).toBe(404);
  });

  it('routes path segments up to the longest names the API serves, and refuses longer ones in its error format', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/rma/v4/files/equ/dai/${'A'.repeat(150)}.txt` });
    // Past the router: the route's guard answers (no key), not a 414.
    expect(long.statusCode).toBe(401);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/rma/v4/files/equ/dai/${'A'.repeat(MAX_PATH_PARAM_LENGTH + 1)}`,
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({
      error: 'URI Too Long',
      message: `A part of the path is longer than ${MAX_PATH_PARAM_LENGTH} characters.`,
    });
    const badUrl = await t.app.inject({ method: 'GET', url: '/rma/v4/files/equ/dai/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(Object.keys(badUrl.json()).sort()).toEqual(['error', 'message']);
  });

  it('keeps every path parameter of every route within the router limit', async () => {
    await t.app.ready();
    const document = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ in: string; name: string; schema?: { maxLength?: number } }> }>
      >;
    };
    const tooLong: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'path') continue;
          const maxLength = parameter.schema?.maxLength;
          if (maxLength !== undefined && maxLength > MAX_PATH_PARAM_LENGTH)
            tooLong.push(`${method} ${path} ${parameter.name}`);
        }
      }
    }
    expect(tooLong).toEqual([]);
    // The longest bulk-file name of spec §7 (a 20-digit build number) fits with room to spare.
    const longest = Math.max(
      ...ASSET_CLASSES.flatMap((assetClass) =>
        listDataFrequencies(assetClass.code).map(
          (frequency) => bulkFileName(assetClass, frequency, '2026-11-20', '9'.repeat(20), 'txt').length,
        ),
      ),
    );
    expect(longest).toBeLessThanOrEqual(MAX_PATH_PARAM_LENGTH);
  });

  it('refuses /mcp from a browser origin other than the site, and serves clients without Origin', async () => {
    const apikey = await signInKey(t.app, 'demo-admin');
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/mcp?apikey=${apikey}`, headers });
    const foreign = await call({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: 'Origin not allowed' });
    expect((await call({ origin: 'null' })).statusCode).toBe(403);
    expect((await call({ origin: 'http://127.0.0.1:4000' })).statusCode).toBe(403);
    // The stateless server's answer to GET (405) shows the request got through.
    expect((await call({})).statusCode).toBe(405);
    expect((await call({ origin: 'https://moodwire.example' })).statusCode).toBe(405);
    const post = await t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { origin: 'https://evil.example', authorization: `Bearer ${apikey}` },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(post.statusCode).toBe(403);
  });
});
