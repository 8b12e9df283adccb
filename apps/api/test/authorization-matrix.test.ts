/**
 * The authorization matrix (issue 4 'Security and robustness'): every route the app registered, called by
 * every kind of caller, is answered or refused exactly as the domain's permission table says (API_AREAS,
 * canReadDataClass, meetsRequirement). Each route's area is declared here, independently of the route's code,
 * and the guard the route really has is read back from its answers; a route missing from the table fails.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  API_AREAS,
  canReadDataClass,
  type DataProduct,
  LOGIN,
  meetsRequirement,
  needs,
  type PermissionName,
  type Requirement,
} from '@moodwire/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type ApiRoute,
  type Caller,
  createCallers,
  createLakeTestApp,
  errorBodyOf,
  fillPath,
  type KeyRefusal,
  type LakeSamples,
  type LakeTestApp,
  listApiRoutes,
  parametersOf,
  type QueryValues,
  REFUSALS,
  readLakeSamples,
  withQuery,
} from './helpers/route-table';

/**
 * The areas of the API: the families of API_AREAS, plus the account calls of the foundation issue, whose
 * requirements spec §6 gives directly (watchlists-v5 'masfV5', the manage page 'lsegManage').
 */
const AREAS = {
  ...API_AREAS,
  /** The signed-in user's account, preferences and v4 watchlists. */
  account: LOGIN,
  /** spec §6 'Radar pages, watchlists-v5 | masfV5'. */
  watchlistsV5: needs('masfV5'),
  /** spec §6 'Manage page (LSEG user management) | lsegManage'. */
  lsegManage: needs('lsegManage'),
  /** The MCP server: a usable key; each tool is then checked by the guard of the call it mirrors. */
  mcp: LOGIN,
} as const satisfies Record<string, Requirement>;
type Area = keyof typeof AREAS;

interface RouteExpectation {
  area: Area;
  /** Data calls: the product whose data_perms must list the asset class named by the path parameter. */
  dataClass?: { product: DataProduct; parameter: string };
  /** Path parameter sets to call the route with (several to tell data classes apart); defaults by name. */
  paths?: (samples: LakeSamples) => Array<Record<string, string>>;
  /** Query values beyond the defaults of its required parameters. */
  query?: (samples: LakeSamples) => QueryValues;
  /** What demo-admin's sample GET answers when it is not a 2xx (a documented refusal of the method). */
  adminStatus?: number;
}

const ROUTE_AREAS: Record<string, RouteExpectation> = {
  // system and sign-in: anyone
  'GET /healthz': { area: 'public' },
  'GET /openapi.json': { area: 'public' },
  'POST /auth': { area: 'public' },
  'POST /auth/logout': { area: 'public' },
  'POST /account/sftplogin/:username': { area: 'public', paths: () => [{ username: 'GE-DEMO-0001' }] },
  'POST /send-feedback': { area: 'public' },
  'POST /sub-newsletter': { area: 'public' },
  // session validation (GET /auth without username/password) needs a usable key
  'GET /auth': { area: 'account' },
  'GET /account': { area: 'account' },
  'GET /user/prefs/list': { area: 'account' },
  'GET /user/prefs/get': { area: 'account', query: () => ({ category: 'charts', key: 'matrix' }) },
  'POST /user/prefs/insert': { area: 'account' },
  'POST /user/prefs/delete': { area: 'account' },
  'GET /user/watchlistsv4/list': { area: 'account' },
  'POST /user/watchlistsv4/insert': { area: 'account' },
  'POST /user/watchlistsv4/delete': { area: 'account' },
  'GET /user/watchlistsv5/list': { area: 'watchlistsV5' },
  'POST /user/watchlistsv5/insert': { area: 'watchlistsV5' },
  'POST /user/watchlistsv5/delete': { area: 'watchlistsV5' },
  'GET /others/lseg-users': { area: 'lsegManage' },
  'GET /admin/users': { area: 'admin' },
  'GET /admin/users/:username': { area: 'admin' },
  'POST /admin/users': { area: 'admin' },
  'PATCH /admin/users/:username': { area: 'admin' },
  'POST /admin/users/:username/reset-password': { area: 'admin' },
  // web API over the lake
  'GET /presets/list': { area: 'web' },
  'GET /presets/get': { area: 'web' },
  'GET /groupassets2': { area: 'web', query: () => ({ group: 'equ_top100' }) },
  'GET /asset-trmi3': { area: 'web' },
  'GET /asset-trmi-hou': { area: 'web' },
  'GET /overview-topn': { area: 'web' },
  'GET /heatmaps': { area: 'web' },
  // MCP server (stateless: GET and DELETE answer 405 to a usable key)
  'POST /mcp': { area: 'mcp' },
  'GET /mcp': { area: 'mcp', adminStatus: 405 },
  'DELETE /mcp': { area: 'mcp' },
};

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

/** Query values by name for required parameters (a valid call: the matrix must reach the handler's end). */
function defaultQueryValues(samples: LakeSamples): QueryValues {
  return { asset: samples.company, group: 'equ_top100' };
}

interface Probe {
  method: string;
  url: string;
  /** Value of the data-class path parameter, when the route has one. */
  dataClass?: string;
}

function probesOf(route: ApiRoute, expectation: RouteExpectation, samples: LakeSamples): Probe[] {
  const defaults = defaultPathValues(samples);
  const pathSets = expectation.paths?.(samples) ?? [{}];
  const extra = expectation.query?.(samples) ?? {};
  const query: QueryValues = {};
  for (const parameter of parametersOf(route, 'query')) {
    if (!parameter.required || extra[parameter.name] !== undefined) continue;
    const value = defaultQueryValues(samples)[parameter.name] ?? parameter.example ?? parameter.schema.default;
    if (value === undefined)
      throw new Error(`${route.key}: no value for the required query parameter '${parameter.name}'`);
    query[parameter.name] = value as string;
  }
  return pathSets.map((pathSet) => {
    const values = { ...defaults, ...pathSet };
    const parameter = expectation.dataClass?.parameter;
    return {
      method: route.method,
      url: withQuery(fillPath(route.url, values), { ...query, ...extra }),
      dataClass: parameter === undefined ? undefined : values[parameter],
    };
  });
}

/**
 * Calls a probe as a caller. Calls with a body are sent with a media type no route accepts: the guard runs on
 * request, before the body is parsed, so an admitted caller gets 415 and nothing is created, changed or deleted.
 */
function call(app: LakeTestApp['app'], probe: Probe, caller: Caller): Promise<LightMyRequestResponse> {
  const url = caller.apikey === null ? probe.url : withQuery(probe.url, { apikey: caller.apikey });
  if (probe.method === 'GET') return app.inject({ method: 'GET', url });
  return app.inject({
    method: probe.method as 'POST',
    url,
    headers: { 'content-type': 'application/x-moodwire-matrix-probe' },
    payload: '{}',
  });
}

/** What the domain table says a caller gets: admitted, or the refusal. */
function expectedOutcome(expectation: RouteExpectation, probe: Probe, caller: Caller): 'allowed' | KeyRefusal {
  const requirement = AREAS[expectation.area];
  if (requirement.kind === 'public') return 'allowed';
  if (caller.refusal) return caller.refusal;
  if (!meetsRequirement(requirement, caller.user)) return REFUSALS.permission;
  const dataClass = expectation.dataClass;
  if (dataClass && probe.dataClass !== undefined) {
    if (!canReadDataClass(caller.user, dataClass.product, probe.dataClass as never)) return REFUSALS.permission;
  }
  return 'allowed';
}

function describeOutcome(response: LightMyRequestResponse): string {
  const body = errorBodyOf(response);
  return `${response.statusCode}${typeof body === 'string' ? '' : ` '${body.error}'`}`;
}

/**
 * The requirement a route's guard enforces, read from its answers: a call without a key that is not refused
 * means public; otherwise the guard's 403 to a user without any permission names what it needs.
 */
function observedRequirement(anonymous: LightMyRequestResponse, bare: LightMyRequestResponse): Requirement {
  if (anonymous.statusCode !== 401) return { kind: 'public' };
  if (bare.statusCode === 403) {
    const body = errorBodyOf(bare);
    const message = typeof body === 'string' ? '' : body.message;
    if (message === 'This call needs an admin account.') return { kind: 'admin' };
    const permission = /^This call needs the (\w+) permission\.$/.exec(message)?.[1];
    if (permission) return needs(permission as PermissionName);
  }
  return { kind: 'login' };
}

describe('authorization matrix over every route and every kind of caller', () => {
  let t: LakeTestApp;
  let routes: ApiRoute[];
  let callers: Caller[];
  let samples: LakeSamples;

  beforeAll(async () => {
    t = await createLakeTestApp(inject('tinyLakeDir'));
    routes = await listApiRoutes(t.app);
    callers = await createCallers(t.app);
    const admin = callers.find((caller) => caller.name === 'demo-admin')?.apikey;
    if (!admin) throw new Error('demo-admin did not sign in');
    samples = await readLakeSamples(t.app, admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('declares the area of every registered route, and of no route the app lacks', () => {
    const registered = routes.map((route) => route.key);
    expect(registered.length).toBeGreaterThan(25);
    expect(registered.filter((key) => !(key in ROUTE_AREAS))).toEqual([]);
    expect(Object.keys(ROUTE_AREAS).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('documents every route in OpenAPI; guarded routes declare the API key and their 401 and 403 answers', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const expectation = ROUTE_AREAS[route.key];
      if (!route.operation) {
        problems.push(`${route.key}: no OpenAPI entry`);
        continue;
      }
      if (!expectation || AREAS[expectation.area].kind === 'public') continue;
      if (!route.operation.security?.length) problems.push(`${route.key}: no security requirement`);
      for (const status of ['401', '403']) {
        if (!route.operation.responses[status]) problems.push(`${route.key}: ${status} not documented`);
      }
    }
    expect(problems).toEqual([]);
  });

  // One test per route of the table; the registered routes are checked against the table above.
  for (const [key, expectation] of Object.entries(ROUTE_AREAS)) {
    it(`${key} (${expectation.area}) answers or refuses each caller as the permission table says`, async () => {
      const route = routes.find((candidate) => candidate.key === key);
      if (!route) throw new Error(`${key} is not registered`);
      const probes = probesOf(route, expectation, samples);
      const mismatches: string[] = [];
      for (const probe of probes) {
        const anonymous = await call(t.app, probe, callers[0] as Caller);
        const bare = await call(t.app, probe, callers.find((caller) => caller.name === 'bare-manual') as Caller);
        const observed = observedRequirement(anonymous, bare);
        if (!isDeepStrictEqual(observed, AREAS[expectation.area])) {
          mismatches.push(
            `${probe.url}: the guard enforces ${JSON.stringify(observed)}, the table says ${expectation.area}`,
          );
        }

        for (const caller of callers) {
          const response = await call(t.app, probe, caller);
          const expected = expectedOutcome(expectation, probe, caller);
          const actual = describeOutcome(response);
          if (expected === 'allowed') {
            if (response.statusCode === 401 || response.statusCode === 403) {
              mismatches.push(`${probe.url} ${caller.name}: expected allowed, got ${actual}`);
            }
            const valid = expectation.adminStatus ?? 200;
            if (caller.name === 'demo-admin' && probe.method === 'GET' && response.statusCode !== valid) {
              mismatches.push(`${probe.url} ${caller.name}: the sample call is not valid, got ${actual}`);
            }
          } else {
            const body = errorBodyOf(response);
            const error = typeof body === 'string' ? body : body.error;
            if (response.statusCode !== expected.status || error !== expected.error) {
              mismatches.push(
                `${probe.url} ${caller.name}: expected ${expected.status} '${expected.error}', got ${actual}`,
              );
            }
          }
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
