import { buildUniverse } from '@moodwire/warehouse';
import { compileErrors, validate } from '@readme/openapi-parser';
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
type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

const COMPONENT_SCHEMA = '#/components/schemas/';
/** The document's shared schemas (set once it is read), for following local references. */
let componentSchemas: Record<string, unknown> = {};

/** A schema, or the shared schema a local reference (#/components/schemas/X) names. */
function resolved(schema: unknown): unknown {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref === 'string' && ref.startsWith(COMPONENT_SCHEMA)) {
    return componentSchemas[ref.slice(COMPONENT_SCHEMA.length)];
  }
  return schema;
}

function hasExample(media: { schema: unknown; example?: unknown; examples?: unknown }): boolean {
  const schema = resolved(media.schema) as { examples?: unknown[]; example?: unknown };
  return (
    media.example !== undefined ||
    media.examples !== undefined ||
    schema?.examples !== undefined ||
    schema?.example !== undefined
  );
}

function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z_]+)/g, '{$1}');
}

/** One sample call of each route of the contract: spec §7 (data API, web API) and the accounts calls. */
const CONTRACT_CALLS = [
  // System, sessions and accounts
  'get /healthz',
  'get /openapi.json',
  'get /auth',
  'post /auth',
  'post /auth/logout',
  'get /account',
  'post /account/sftplogin/GE-DEMO-0001',
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
  'post /admin/users',
  'get /admin/users/demo-manual',
  'patch /admin/users/demo-manual',
  'post /admin/users/demo-manual/reset-password',
  // Data API v4 of both products
  'get /rma/v4/files/equ/dai',
  'get /esg/v4/files/equcor/dai',
  'get /rma/v4/data/equ/dai/4295905573',
  'get /esg/v4/data/equcor/dai/4295905573',
  'get /rma/v4/equ/assets',
  'get /esg/v4/equcor/assets',
  'get /rma/v4/equ/info',
  'get /esg/v4/equcor/info',
  // MASF, articles, pulse, transcripts, v5, media scores
  'get /masf/v4/sources',
  'get /masf/v4/data_preview/equ/4295905573',
  'get /articles/data_preview',
  'get /articles/data',
  'get /pulse/v1/events/equ/all',
  'get /mta/data/all',
  'get /mta/assets',
  'get /mta/keyphrases/info',
  'get /mta/files',
  'get /masf/v4/scores-analysis',
  'get /ma/v5/scores-analysis',
  'get /esg/v5/scores-analysis',
  'get /ma/v5/classes',
  'get /ma/v5/equ/assets',
  'get /ma/v5/datafields',
  'get /ma/v5/data/equ/dai/4295905573',
  'get /esg/v5/classes',
  'get /esg/v5/equcor/assets',
  'get /esg/v5/datafields',
  'get /esg/v5/data/equcor/dai/4295905573',
  'get /mms/v3/data/equ/4295905573',
  // Web API
  'get /assetlist',
  'get /grouplist',
  'get /asset-trmi3',
  'get /asset-trmi-hou',
  'get /asset-price',
  'get /asset-bondprice',
  'get /asset-summary',
  'get /presets/list',
  'get /presets/get',
  'get /groupassets2',
  'get /overview-featured',
  'get /topactivity',
  'get /overview-topn',
  'get /home-announce',
  'get /home-news2',
  'get /home-blog2',
  'get /home-featured',
  'get /webdocs/guides/getting-started',
  'get /webdocs/guides',
  'get /webdocs/output/report.pdf',
  'get /heatmaps',
  'get /featuredchart',
  'get /featuredheatmaps',
  'get /assetpage-buzz',
  'get /assetpage-sentiments',
  'get /assetpage-activity',
  'get /assetpage-ranks2',
  'get /toplists',
  'get /public-asset',
  'get /papers',
  'get /others/thematic-benchmark',
  'get /others/thematic-theme',
  'get /radarv5/assetlist',
  'post /radarv5/assetmatch',
  'get /radarv5/monitor',
  'post /radarv5/assetlookup',
  'get /radarv5/preview',
  // MCP server for AI assistants
  'post /mcp',
];

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await createTestApp({ backend: SQLITE_BACKEND });
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json() as OpenApi;
    componentSchemas = doc.components?.schemas ?? {};
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
      .map(({ method, url }) => ({ method: method.toLowerCase(), path: toOpenApiPath(url) }))
      .filter(({ method, path }) => !doc.paths[path]?.[method]);
    expect(missing).toEqual([]);
  });

  it('gives in its examples only asset codes of our universe, so that a pasted example call finds its asset', () => {
    // Our codes are our own PermID-style ids (companies-real.ts): the reference's code for Apple answered 404 here.
    const ids = new Set(buildUniverse({ scale: 'demo' }).assets.map((asset) => asset.id));
    const codes = new Set(JSON.stringify(doc).match(/\b4\d{9}\b/g) ?? []);
    expect(codes.size).toBeGreaterThan(0);
    expect([...codes].filter((code) => !ids.has(code))).toEqual([]);
  });

  it('validates as OpenAPI 3.1 (@readme/openapi-parser)', async () => {
    // The validator dereferences in place: it gets a copy.
    const result = await validate(structuredClone(doc) as unknown as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.valid).toBe(true);
    // The validator does refuse a broken document (a response without its required description).
    const broken = structuredClone(doc) as OpenApi;
    const healthy = broken.paths['/healthz']?.get?.responses['200'] as { description?: string } | undefined;
    expect(healthy?.description).toBeTruthy();
    delete healthy?.description;
    expect((await validate(broken as unknown as Parameters<typeof validate>[0])).valid).toBe(false);
  });

  it('documents the success answer of every registered route with a schema and an example', () => {
    // The document describes itself; the stateless MCP server answers GET and DELETE with 405 by design.
    const exempt = new Set(['get /openapi.json', 'get /mcp', 'delete /mcp']);
    const lacking: string[] = [];
    for (const { method, url } of t.app.registeredRoutes) {
      const key = `${method.toLowerCase()} ${toOpenApiPath(url)}`;
      if (exempt.has(key)) continue;
      const operation = doc.paths[toOpenApiPath(url)]?.[method.toLowerCase()];
      if (!operation) {
        lacking.push(`${key}: not documented`);
        continue;
      }
      const successes = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      if (successes.length === 0) lacking.push(`${key}: no success response`);
      for (const [status, response] of successes) {
        const media = Object.entries(response.content ?? {});
        // 202 and 204 answer without a body.
        if (media.length === 0 && status !== '204' && status !== '202') lacking.push(`${key} ${status}: no schema`);
        for (const [type, content] of media) {
          if (content.schema === undefined) lacking.push(`${key} ${status} ${type}: no schema`);
          else if (!hasExample(content)) lacking.push(`${key} ${status} ${type}: no example`);
        }
      }
    }
    expect(lacking).toEqual([]);
  });

  it('documents every call of the contract (spec §7 and the accounts calls)', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method, segments: path.split('/') })),
    );
    // A sample call of each; a documented path matches when its literal segments are equal (path parameter
    // names are the route's own choice).
    const matches = (method: string, url: string) =>
      documented.some(
        (entry) =>
          entry.method === method &&
          entry.segments.length === url.split('/').length &&
          url
            .split('/')
            .every((segment, i) => entry.segments[i] === segment || /^\{.+\}$/.test(entry.segments[i] ?? '')),
      );
    const missing = CONTRACT_CALLS.filter((call) => {
      const [method = '', url = ''] = call.split(' ');
      return !matches(method, url);
    });
    expect(missing).toEqual([]);
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
    const unauthorized = resolved(account.responses['401']?.content?.['application/json']?.schema) as {
      properties?: object;
    };
    expect(Object.keys(unauthorized?.properties ?? {})).toEqual(expect.arrayContaining(['error', 'message']));
  });

  it('describes the error body once, as a shared schema the error responses reference, never a copy', () => {
    expect(Object.keys((componentSchemas.ApiError as { properties?: object })?.properties ?? {})).toEqual(
      expect.arrayContaining(['error', 'message']),
    );
    /** Whether a schema holds an object with the error body's own fields (a copy of the shared schema). */
    const copiesError = (schema: unknown): boolean => {
      if (schema === null || typeof schema !== 'object') return false;
      const properties = (schema as { properties?: Record<string, unknown> }).properties;
      if (properties?.error && properties.message && properties.detail) return true;
      return Object.values(schema).some(copiesError);
    };
    const copies: string[] = [];
    let references = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (!/^[45]/.test(status)) continue;
          for (const media of Object.values(response.content ?? {})) {
            if (copiesError(media.schema)) copies.push(`${method} ${path} ${status}`);
            if (JSON.stringify(media.schema).includes(`"${COMPONENT_SCHEMA}ApiError"`)) references += 1;
          }
        }
      }
    }
    expect(copies).toEqual([]);
    expect(references).toBeGreaterThan(Object.keys(doc.paths).length);
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
