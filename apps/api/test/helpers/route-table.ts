/**
 * What the route-wide security tests (authorization matrix, fuzz, injection) share: the routes as the app
 * registered them with their OpenAPI entries, the callers of every kind (no key, unknown key, expired,
 * disabled, each role, each permission set), the valid parameter values of the shared tiny lake, and small
 * helpers to build URLs. Routes are read from the app itself, so a route added tomorrow is covered tomorrow.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DataPerms, EXPIRED_MESSAGE, MESSAGES, type Permissions, type Role, type User } from '@moodwire/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { DEMO_ACCOUNTS } from '../../src/demo/demo-accounts';
import { createUser } from '../../src/store/users/create-user';
import { DEMO_USERNAMES, dataOf, signInKey } from './test-app';

// ---------------------------------------------------------------------------------------------------------
// The app

export interface LakeTestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The production app over a lake it only reads (the shared tiny lake), on a fresh SQLite accounts store with the
 * demo users, rate limits lifted so that a test's hundreds of calls measure behaviour, not the limiter.
 */
export async function createLakeTestApp(dataDir: string, env: Record<string, string> = {}): Promise<LakeTestApp> {
  const root = mkdtempSync(join(tmpdir(), 'moodwire-route-table-'));
  const config = loadConfig({
    DEMO_MODE: '1',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: join(root, 'accounts.db'),
    RATE_LIMIT_MAX: '10000000',
    AUTH_RATE_LIMIT_MAX: '10000000',
    ...env,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { dataDir });
    await app.ready();
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    async close() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Routes and their OpenAPI entries

/** The subset of JSON Schema the route schemas use (as /openapi.json renders them). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  default?: unknown;
  examples?: unknown[];
  properties?: Record<string, JsonSchema>;
}

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
  example?: unknown;
  description?: string;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface ApiRoute {
  method: string;
  /** Fastify's pattern: /mta/data/:asset_code */
  url: string;
  /** 'GET /mta/data/:asset_code', the key of the tests' tables. */
  key: string;
  /** OpenAPI's pattern: /mta/data/{asset_code} */
  openApiPath: string;
  /** The route's OpenAPI entry; undefined when the document misses it (a test failure of its own). */
  operation: OpenApiOperation | undefined;
  pathParameters: string[];
}

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

export function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

export function pathParameterNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

export async function readOpenApi(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`/openapi.json answered ${response.statusCode}`);
  return response.json() as OpenApiDocument;
}

/** Every route the app registered (HEAD twins left out), with its OpenAPI entry. */
export async function listApiRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  const doc = await readOpenApi(app);
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const { method, url } of app.registeredRoutes) {
    const key = routeKey(method, url);
    if (seen.has(key)) continue;
    seen.add(key);
    const openApiPath = toOpenApiPath(url);
    routes.push({
      method: method.toUpperCase(),
      url,
      key,
      openApiPath,
      operation: doc.paths[openApiPath]?.[method.toLowerCase()],
      pathParameters: pathParameterNames(url),
    });
  }
  return routes;
}

export function parametersOf(route: ApiRoute, location: 'query' | 'path'): OpenApiParameter[] {
  return (route.operation?.parameters ?? []).filter(
    (parameter) => parameter.in === location && parameter.name !== 'apikey',
  );
}

/** The documented example of a route's JSON (or form) body when it is an object, else null. */
export function bodyExampleOf(route: ApiRoute): Record<string, unknown> | null {
  const content = route.operation?.requestBody?.content ?? {};
  const media = content['application/json'] ?? content['application/x-www-form-urlencoded'];
  const example = media?.example ?? media?.schema.examples?.[0];
  return example !== null && typeof example === 'object' && !Array.isArray(example)
    ? (example as Record<string, unknown>)
    : null;
}

/** The literal values a schema allows when it is an enumeration (enum, const or a union of them), else null. */
export function enumerationOf(schema: JsonSchema): unknown[] | null {
  if (schema.enum) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  const union = schema.anyOf ?? schema.oneOf;
  if (!union) return null;
  const values: unknown[] = [];
  for (const member of union) {
    const inner = enumerationOf(member);
    if (!inner) return null;
    values.push(...inner);
  }
  return values;
}

// ---------------------------------------------------------------------------------------------------------
// URLs

export type QueryValues = Record<string, string | number | boolean | undefined>;

export function queryString(values: QueryValues): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return parts.join('&');
}

/** The route's pattern with its path parameters filled (each one encoded unless `raw`). */
export function fillPath(url: string, values: Record<string, string>, options: { raw?: boolean } = {}): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for path parameter '${name}' of ${url}`);
    return options.raw ? value : encodeURIComponent(value);
  });
}

export function withQuery(path: string, values: QueryValues): string {
  const query = queryString(values);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

// ---------------------------------------------------------------------------------------------------------
// Valid values from the lake

export interface LakeSamples {
  /** A company (equ) that leads the top-100 group. */
  company: string;
  /** A member of each class group (equ, cou, cur, crypto, ...), keyed by class. */
  assetOfClass: Record<string, string>;
  /** First and last day of the lake (YYYY-MM-DD). */
  from: string;
  to: string;
  /** Asset codes of the lake, for telling whether an answer mentions assets the request did not name. */
  allAssets: Set<string>;
  /** A transcript file of /mta/files, when the app serves them. */
  transcriptFile?: string;
  /** Ids of articles the lake holds (of the company), when the app lists them. */
  articleIds: string[];
  /** A daily bulk file of each data API v4 class the tests call, keyed 'rma/equ', when the app lists them. */
  bulkFiles: Record<string, string>;
}

/** The data API v4 classes the tests call: a class, a regional subset of it and another class per product. */
export const DATA_V4_CLASSES = { rma: ['equ', 'equamer', 'cur'], esg: ['equcor', 'equesg'] } as const;

interface PresetRecord {
  Group: string;
  Class: string;
  Featured: string | null;
}

/** Reads valid parameter values from the lake through the API (as demo-admin). */
export async function readLakeSamples(app: FastifyInstance, apikey: string): Promise<LakeSamples> {
  const groups = dataOf<PresetRecord[]>(await app.inject({ method: 'GET', url: `/presets/list?apikey=${apikey}` }));
  const assetOfClass: Record<string, string> = {};
  for (const group of groups) {
    if (group.Group === group.Class && group.Featured) assetOfClass[group.Class] = group.Featured;
  }
  const company = groups.find((group) => group.Group === 'equ_top100')?.Featured;
  if (!company) throw new Error('the lake has no equ_top100 group with a featured asset');
  const allAssets = new Set<string>();
  for (const group of groups.filter((candidate) => candidate.Group === candidate.Class)) {
    const members = dataOf<Array<{ Asset: string }>>(
      await app.inject({ method: 'GET', url: `/groupassets2?group=${group.Group}&limit=10000&apikey=${apikey}` }),
    );
    for (const member of members) allAssets.add(member.Asset);
  }
  const series = dataOf<{ points: Array<{ date: string }> }>(
    await app.inject({ method: 'GET', url: `/asset-trmi3?asset=${company}&apikey=${apikey}` }),
  );
  const from = series.points[0]?.date.slice(0, 10);
  const to = series.points.at(-1)?.date.slice(0, 10);
  if (!from || !to) throw new Error(`no daily series for ${company}`);
  const files = await app.inject({ method: 'GET', url: `/mta/files?apikey=${apikey}` });
  const transcriptFile = files.statusCode === 200 ? dataOf<Array<{ file: string }>>(files)[0]?.file : undefined;
  const articles = await app.inject({
    method: 'GET',
    url: `/articles/list?class=equ&code=${company}&limit=3&apikey=${apikey}`,
  });
  const articleIds =
    articles.statusCode === 200
      ? dataOf<{ articles: Array<{ id: string }> }>(articles).articles.map((article) => article.id)
      : [];
  const bulkFiles: Record<string, string> = {};
  for (const [product, classes] of Object.entries(DATA_V4_CLASSES)) {
    for (const assetClass of classes) {
      const listing = await app.inject({
        method: 'GET',
        url: `/${product}/v4/files/${assetClass}/dai?apikey=${apikey}`,
      });
      const name = listing.statusCode === 200 ? dataOf<Array<{ name: string }>>(listing)[0]?.name : undefined;
      if (name) bulkFiles[`${product}/${assetClass}`] = name;
    }
  }
  return { company, assetOfClass, from, to, allAssets, transcriptFile, articleIds, bulkFiles };
}

/**
 * Valid values for parameters by their name, so that drawn and attacked calls reach deep into a handler
 * (an unknown asset stops at the 404). Names the routes use for the same thing share a list.
 */
export function sampleValuesByName(samples: LakeSamples): Record<string, string[]> {
  const assets = [samples.company, ...Object.values(samples.assetOfClass)];
  const classes = Object.keys(samples.assetOfClass);
  const days = [samples.from, samples.to];
  return {
    asset: assets,
    asset_code: assets,
    code: assets,
    assets: [assets.slice(0, 3).join(',')],
    group: ['equ_top100', 'cur', 'crypto', 'equcor_top100', ...classes],
    class: classes,
    asset_class: classes,
    cls: classes,
    freq: ['dai', 'hou'],
    start: days,
    end: days,
    start_date: days,
    end_date: days,
    username: ['demo-ssh', 'demo-admin'],
  };
}

/** How to make a valid call of a route whose parameters the defaults by name do not cover. */
export interface SampleCall {
  /** Path parameter sets (several where the tests tell asset classes apart); defaults by name. */
  paths?: (samples: LakeSamples) => Array<Record<string, string>>;
  /** Query values beyond the defaults of the required parameters. */
  query?: (samples: LakeSamples) => QueryValues;
}

/**
 * Per route, what the defaults do not give (path parameters default to the OpenAPI example, then to a value by
 * name; required query parameters to a value by name, then to the OpenAPI example). The examples show real
 * assets that a tiny lake may not have, so the routes that name an asset get one of the lake's.
 */
export const SAMPLE_CALLS: Record<string, SampleCall> = {
  'POST /account/sftplogin/:username': { paths: () => [{ username: 'GE-DEMO-0001' }] },
  'GET /admin/users/:username': { paths: () => [{ username: 'demo-ssh' }] },
  'PATCH /admin/users/:username': { paths: () => [{ username: 'demo-ssh' }] },
  'POST /admin/users/:username/reset-password': { paths: () => [{ username: 'demo-ssh' }] },
  'POST /admin/users/:username/status': { paths: () => [{ username: 'demo-ssh' }] },
  'POST /admin/users/:username/rotate-key': { paths: () => [{ username: 'demo-ssh' }] },
  'GET /user/prefs/get': { query: () => ({ category: 'charts', key: 'matrix' }) },
  'GET /groupassets2': { query: () => ({ group: 'equ_top100' }) },
  'GET /asset-bondprice': { query: (s) => ({ asset: s.assetOfClass.cou ?? 'US' }) },
  'GET /masf/v4/data_preview/:class/:code': { paths: (s) => [{ class: 'equ', code: s.company }] },
  'GET /masf/v4/data_preview/line_json/:class/:code': { paths: (s) => [{ class: 'equ', code: s.company }] },
  'GET /mta/files/:file': { paths: (s) => [{ file: s.transcriptFile ?? 'no-transcript-in-this-lake.txt' }] },
  'GET /ma/v5/data/:class/:freq/:code': {
    paths: (s) => [{ class: 'agr', freq: 'dai', code: s.assetOfClass.agr ?? '' }],
  },
  'GET /esg/v5/data/:class/:freq/:code': { paths: (s) => [{ class: 'equcor', freq: 'dai', code: s.company }] },
  'GET /articles/list': { query: (s) => ({ class: 'equ', code: s.company }) },
  'GET /pulse/v1/documents/:class/:code': { paths: (s) => [{ class: 'equ', code: s.company }] },
  'GET /masf/v4/scores-analysis': { query: () => ({ group: 'equ_top100', horizon: '1' }) },
  'GET /ma/v5/scores-analysis': { query: () => ({ group: 'equ_top100', horizon: '1' }) },
  'GET /esg/v5/scores-analysis': { query: () => ({ group: 'equesg', horizon: '1' }) },
  'GET /articles/data_preview': { query: (s) => ({ ids: s.articleIds.join(',') }) },
  'GET /articles/data': { query: (s) => ({ ids: s.articleIds.join(',') }) },
  ...dataV4SampleCalls(),
  'GET /webdocs/:area': { query: () => ({ listing: 'true' }) },
  'GET /webdocs/:area/:section/:page': { paths: () => [{ area: 'ma4', section: 'guide', page: 'overview' }] },
};

/** The data API v4 calls of both products, each over the classes of DATA_V4_CLASSES (daily). */
function dataV4SampleCalls(): Record<string, SampleCall> {
  const calls: Record<string, SampleCall> = {};
  for (const [product, classes] of Object.entries(DATA_V4_CLASSES)) {
    const each = (values: (samples: LakeSamples, assetClass: string) => Record<string, string>) => ({
      paths: (samples: LakeSamples) =>
        classes.map((assetClass) => ({ asset_class: assetClass, ...values(samples, assetClass) })),
    });
    calls[`GET /${product}/v4/:asset_class/info`] = each(() => ({}));
    calls[`GET /${product}/v4/:asset_class/assets`] = each(() => ({}));
    calls[`GET /${product}/v4/data/:asset_class/:freq/:asset_code`] = each((samples, assetClass) => ({
      freq: 'dai',
      asset_code: samples.assetOfClass[assetClass] ?? samples.company,
    }));
    calls[`GET /${product}/v4/files/:asset_class/:freq`] = each(() => ({ freq: 'dai' }));
    calls[`GET /${product}/v4/:asset_class/coverage`] = each(() => ({}));
    // The pull names its assets in the query: one class per product, with one of its assets.
    const pullClass = classes[0];
    calls[`GET /${product}/v4/data/:asset_class/:freq`] = {
      paths: () => [{ asset_class: pullClass, freq: 'dai' }],
      query: (samples) => ({ assets: samples.assetOfClass[pullClass] ?? samples.company }),
    };
    calls[`GET /${product}/v4/files/:asset_class/:freq/:file`] = each((samples, assetClass) => ({
      freq: 'dai',
      file: samples.bulkFiles[`${product}/${assetClass}`] ?? 'no-file-in-this-lake.txt',
    }));
  }
  return calls;
}

/** Path parameter values by name, for routes that do not give their own. */
function defaultPathValues(samples: LakeSamples): Record<string, string> {
  return {
    username: 'demo-ssh',
    asset_class: 'equ',
    class: 'equ',
    freq: 'dai',
    asset_code: samples.company,
    code: samples.company,
  };
}

/** Values of required query parameters by name. */
function defaultQueryValues(samples: LakeSamples): QueryValues {
  return { asset: samples.company, group: 'equ_top100' };
}

export interface ValidCall {
  method: string;
  /** The path with its parameters filled and encoded. */
  path: string;
  pathValues: Record<string, string>;
  query: QueryValues;
  /** path?query (no key). */
  url: string;
}

/** The valid calls of a route (one per path parameter set), for demo-admin a 2xx. */
export function validCalls(route: ApiRoute, samples: LakeSamples): ValidCall[] {
  const sample = SAMPLE_CALLS[route.key] ?? {};
  const extra = sample.query?.(samples) ?? {};
  const byName = defaultQueryValues(samples);
  const query: QueryValues = {};
  for (const parameter of parametersOf(route, 'query')) {
    if (!parameter.required || extra[parameter.name] !== undefined) continue;
    const value = byName[parameter.name] ?? parameter.example ?? parameter.schema.default;
    if (value === undefined) {
      throw new Error(`${route.key}: no value for the required query parameter '${parameter.name}'`);
    }
    query[parameter.name] = value as string;
  }
  Object.assign(query, extra);
  const examples: Record<string, string> = {};
  for (const parameter of parametersOf(route, 'path')) {
    if (parameter.example !== undefined) examples[parameter.name] = String(parameter.example);
  }
  return (sample.paths?.(samples) ?? [{}]).map((pathSet) => {
    const pathValues = { ...defaultPathValues(samples), ...examples, ...pathSet };
    const path = fillPath(route.url, pathValues);
    return { method: route.method, path, pathValues, query, url: withQuery(path, query) };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Callers

/** The refusal the API owes a caller whose key cannot be used at all (before any permission is looked at). */
export interface KeyRefusal {
  status: 401 | 403;
  error: string;
}

export interface Caller {
  name: string;
  /** The key sent as ?apikey=; null sends none. */
  apikey: string | null;
  /** The user the domain table judges (null for no key, an unknown key and unusable accounts). */
  user: User | null;
  /** Set when every guarded call must refuse this caller this way whatever the route. */
  refusal?: KeyRefusal;
  /** The key is a web session's (a demo user signed in), not an account's data key. */
  isSession?: boolean;
}

export const REFUSALS = {
  noKey: { status: 401, error: MESSAGES.accountRequired },
  unknownKey: { status: 401, error: 'Invalid API key' },
  expired: { status: 403, error: EXPIRED_MESSAGE },
  disabled: { status: 403, error: 'This account is disabled' },
  permission: { status: 403, error: MESSAGES.permissionRequired },
} as const satisfies Record<string, KeyRefusal>;

interface CallerSpec {
  name: string;
  role: Role;
  data_perms?: DataPerms;
  permissions?: Permissions;
}

/**
 * Users with exactly one permission (or data permission), and one bare user per role: together with the demo
 * users they cover every predicate of spec §6 alone, so a guard that checks the wrong predicate shows.
 */
export const SINGLE_PERMISSION_USERS: readonly CallerSpec[] = [
  { name: 'bare-ssh', role: 'ssh' },
  { name: 'bare-manual', role: 'manual' },
  { name: 'bare-admin', role: 'admin' },
  { name: 'only-masf', role: 'manual', permissions: { masf: true } },
  { name: 'only-pulse', role: 'manual', permissions: { pulse: true } },
  { name: 'only-masf-v5', role: 'manual', permissions: { masf_v5: true } },
  { name: 'only-sent-v5', role: 'manual', permissions: { sent_v5: true } },
  { name: 'only-rma-v5', role: 'manual', permissions: { rma_v5: true } },
  { name: 'only-esg-v5', role: 'manual', permissions: { esg_v5: true } },
  { name: 'only-mta', role: 'manual', permissions: { mta: true } },
  { name: 'only-thematic', role: 'manual', permissions: { webapp: ['thematic'] } },
  { name: 'only-lsegmanage', role: 'manual', permissions: { webapp: ['lsegmanage'] } },
  { name: 'only-nodocs', role: 'manual', permissions: { webapp: ['nodocs'] } },
  { name: 'only-rma-equ', role: 'manual', data_perms: { rma: ['equ'] } },
  { name: 'only-rma-equamer', role: 'manual', data_perms: { rma: ['equamer'] } },
  { name: 'only-rma-cur', role: 'manual', data_perms: { rma: ['cur'] } },
  { name: 'only-esg-equcor', role: 'manual', data_perms: { esg: ['equcor'] } },
  { name: 'only-esg-equesg', role: 'manual', data_perms: { esg: ['equesg'] } },
  { name: 'only-mms-equ', role: 'manual', data_perms: { mms: ['equ'] } },
  { name: 'only-mms-outlet', role: 'manual', data_perms: { mms: ['outlet'] } },
];

function userOf(spec: CallerSpec, apikey: string, expires: string | null): User {
  return {
    username: spec.name,
    apikey,
    expires,
    role: spec.role,
    data_perms: spec.data_perms ?? {},
    permissions: spec.permissions ?? {},
  };
}

/** YYYY-MM-DD of the app's today plus `days`. */
function dayFrom(now: Date, days: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/**
 * Every kind of caller: no key, an unknown key, an expired and a disabled account (both with every permission,
 * so only the account state can refuse them), the demo users signed in, and the single-permission users
 * created through the store.
 */
export async function createCallers(app: FastifyInstance): Promise<Caller[]> {
  const callers: Caller[] = [
    { name: 'no key', apikey: null, user: null, refusal: REFUSALS.noKey },
    {
      name: 'unknown key',
      apikey: 'bm90LWEta2V5LW9mLWFueS1hY2NvdW50LWF0LWFsbA',
      user: null,
      refusal: REFUSALS.unknownKey,
    },
  ];
  const db = app.ctx.db;
  const now = app.ctx.now();
  const everything = DEMO_ACCOUNTS.find((account) => account.username === 'demo-admin');
  if (!everything) throw new Error('demo-admin is missing from the demo accounts');
  for (const [name, status, expires, refusal] of [
    ['expired-admin', 'active', dayFrom(now, -1), REFUSALS.expired],
    ['disabled-admin', 'disabled', null, REFUSALS.disabled],
  ] as const) {
    const account = await createUser(db, {
      username: name,
      passwordHash: 'not-a-password-hash',
      role: 'admin',
      data_perms: everything.data_perms,
      permissions: everything.permissions,
      expires,
      status,
      now,
    });
    callers.push({ name, apikey: account.apikey, user: null, refusal });
  }
  // The seeded demo-expired cannot sign in; its key is still in the store, and must be refused on every call.
  const demoExpired = await db
    .selectFrom('users')
    .select('apikey')
    .where('username', '=', 'demo-expired')
    .executeTakeFirstOrThrow();
  callers.push({ name: 'demo-expired', apikey: demoExpired.apikey, user: null, refusal: REFUSALS.expired });
  for (const username of DEMO_USERNAMES) {
    const account = DEMO_ACCOUNTS.find((demo) => demo.username === username);
    if (!account) throw new Error(`${username} is missing from the demo accounts`);
    const apikey = await signInKey(app, username);
    const expires = account.expiresInDays === null ? null : dayFrom(now, account.expiresInDays);
    callers.push({
      name: username,
      apikey,
      user: userOf({ ...account, name: username }, apikey, expires),
      isSession: true,
    });
  }
  for (const spec of SINGLE_PERMISSION_USERS) {
    const account = await createUser(db, {
      username: spec.name,
      passwordHash: 'not-a-password-hash',
      role: spec.role,
      data_perms: spec.data_perms ?? {},
      permissions: spec.permissions ?? {},
      now,
    });
    callers.push({ name: spec.name, apikey: account.apikey, user: userOf(spec, account.apikey, null) });
  }
  return callers;
}

// ---------------------------------------------------------------------------------------------------------
// Responses

export interface ErrorBody {
  error: string;
  message: string;
}

/** The error body of a response, or a description of why it is not one (for a failure message). */
export function errorBodyOf(response: LightMyRequestResponse): ErrorBody | string {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return `content-type '${type}', body ${response.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `unparsable JSON ${response.body.slice(0, 200)}`;
  }
  const record = body as Partial<ErrorBody> | null;
  if (typeof record?.error !== 'string' || typeof record.message !== 'string' || record.error === '') {
    return `no error/message strings in ${response.body.slice(0, 200)}`;
  }
  return { error: record.error, message: record.message };
}

/** Null when the response keeps the contract (no 5xx, errors as JSON with error and message), else why not. */
export function contractViolation(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  const body = errorBodyOf(response);
  return typeof body === 'string' ? `${response.statusCode}: ${body}` : null;
}
