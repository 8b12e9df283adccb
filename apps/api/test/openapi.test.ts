import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { SQLITE_BACKEND } from './helpers/test-backends';

interface Operation {
  summary?: string;
  parameters?: Array<{ name: string; in: string; schema?: { examples?: unknown[] }; example?: unknown }>;
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown; examples?: unknown }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: unknown; example?: unknown; examples?: unknown }> }
  >;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

function hasExample(media: { schema: unknown; example?: unknown; examples?: unknown }): boolean {
  const schema = media.schema as { examples?: unknown[]; example?: unknown };
  return (
    media.example !== undefined ||
    media.examples !== undefined ||
    schema?.examples !== undefined ||
    schema?.example !== undefined
  );
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND });
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json() as OpenApi;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('lists every route of the API', () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes
      .map(({ method, url }) => ({ method: method.toLowerCase(), path: url.replace(/:([A-Za-z_]+)/g, '{$1}') }))
      .filter(({ method, path }) => !doc.paths[path]?.[method]);
    expect(missing).toEqual([]);
  });

  it('lists every call of the contract', () => {
    const expected = [
      'get /healthz',
      'post /auth',
      'get /auth',
      'post /auth/logout',
      'get /account',
      'post /account/sftplogin/{username}',
      'get /user/prefs/list',
      'get /user/prefs/get',
      'post /user/prefs/insert',
      'post /user/prefs/delete',
      'get /user/watchlistsv4/list',
      'post /user/watchlistsv4/insert',
      'post /user/watchlistsv4/delete',
      'get /user/watchlistsv5/list',
      'post /user/watchlistsv5/insert',
      'post /user/watchlistsv5/delete',
      'post /send-feedback',
      'post /sub-newsletter',
      'get /others/lseg-users',
      'get /admin/users',
      'get /admin/users/{username}',
      'post /admin/users',
      'patch /admin/users/{username}',
      'post /admin/users/{username}/reset-password',
      'get /openapi.json',
      'get /presets/list',
      'get /presets/get',
      'get /groupassets2',
      'get /asset-trmi3',
      'get /asset-trmi-hou',
      'get /overview-topn',
      'get /heatmaps',
    ];
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented.sort()).toEqual(expected.sort());
  });

  it('gives every request body and every JSON success response an example', () => {
    const lacking: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (path === '/openapi.json') continue;
      for (const [method, operation] of Object.entries(operations)) {
        for (const media of Object.values(operation.requestBody?.content ?? {})) {
          if (!hasExample(media)) lacking.push(`${method} ${path} body`);
        }
        for (const [status, response] of Object.entries(operation.responses)) {
          for (const media of Object.values(response.content ?? {})) {
            if (!hasExample(media)) lacking.push(`${method} ${path} ${status}`);
          }
        }
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
      }
    }
    expect(lacking).toEqual([]);
  });

  it('documents the API key (query or cookie) and the error shape of keyed calls', () => {
    const schemes = (
      doc as unknown as { components: { securitySchemes: Record<string, { in: string; name: string }> } }
    ).components.securitySchemes;
    expect(schemes.apikeyQuery).toMatchObject({ in: 'query', name: 'apikey' });
    expect(schemes.apikeyCookie).toMatchObject({ in: 'cookie', name: 'apikey' });
    const account = doc.paths['/account']?.get as Operation & { security?: unknown[] };
    expect(account.security).toEqual([{ apikeyQuery: [] }, { apikeyCookie: [] }]);
    const unauthorized = account.responses['401']?.content?.['application/json']?.schema as { properties?: object };
    expect(Object.keys(unauthorized?.properties ?? {})).toEqual(expect.arrayContaining(['error', 'message']));
  });

  it('documents form and JSON bodies for the calls the spec posts as forms', () => {
    for (const path of [
      '/auth',
      '/user/prefs/insert',
      '/user/watchlistsv4/insert',
      '/send-feedback',
      '/sub-newsletter',
    ]) {
      expect(Object.keys(doc.paths[path]?.post?.requestBody?.content ?? {}).sort(), path).toEqual([
        'application/json',
        'application/x-www-form-urlencoded',
      ]);
    }
  });
});
