/**
 * The authorization matrix (issue 4 'Security and robustness'): every route the app registered, called by
 * every kind of caller, is answered or refused exactly as the domain's permission table says (API_AREAS,
 * canReadDataClass, meetsRequirement), imported and nothing added. Each route's area is declared here, independently of the route's code,
 * and the guard the route really has is read back from its answers; a route missing from the table fails.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  API_AREAS,
  type ApiArea,
  canReadDataClass,
  canUseSftp,
  type DataProduct,
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
  type KeyRefusal,
  type LakeSamples,
  type LakeTestApp,
  listApiRoutes,
  REFUSALS,
  readLakeSamples,
  validCalls,
  withQuery,
} from './helpers/route-table';

interface RouteExpectation {
  /** The route's family in the one permission table. */
  area: ApiArea;
  /** Data calls: the product whose data_perms must list the asset class named by the path parameter. */
  dataClass?: { product: DataProduct; parameter: string };
  /**
   * Answers a web session only (the data key's reveal and rotation, issue 12 §6): a caller with a data key who
   * meets the area is refused all the same, so a leaked data key cannot read or replace itself.
   */
  sessionOnly?: true;
  /** SFTP access: an account with accessSftp (role ssh) or an admin (domain canUseSftp). */
  sftp?: true;
  /** What an admitted caller's sample GET answers when it is not 200 (a documented refusal of the method). */
  okStatus?: number;
}

function dataV4Areas(product: 'rma' | 'esg'): Record<string, RouteExpectation> {
  const expectation: RouteExpectation = { area: 'dataV4', dataClass: { product, parameter: 'asset_class' } };
  return Object.fromEntries(
    [
      `GET /${product}/v4/:asset_class/info`,
      `GET /${product}/v4/:asset_class/assets`,
      `GET /${product}/v4/data/:asset_class/:freq/:asset_code`,
      `GET /${product}/v4/data/:asset_class/:freq`,
      `GET /${product}/v4/:asset_class/coverage`,
      `GET /${product}/v4/files/:asset_class/:freq`,
      `GET /${product}/v4/files/:asset_class/:freq/:file`,
    ].map((key) => [key, expectation]),
  );
}

const ROUTE_AREAS: Record<string, RouteExpectation> = {
  // system and sign-in: anyone
  'GET /healthz': { area: 'public' },
  'GET /openapi.json': { area: 'public' },
  'POST /auth': { area: 'public' },
  'POST /auth/logout': { area: 'public' },
  'POST /account/sftplogin/:username': { area: 'public' },
  'POST /send-feedback': { area: 'public' },
  'POST /sub-newsletter': { area: 'public' },
  'GET /sftp/host-key': { area: 'public' },
  // session validation (GET /auth without username/password) needs a usable key
  'GET /auth': { area: 'account' },
  'GET /account': { area: 'account' },
  'GET /user/prefs/list': { area: 'account' },
  'GET /user/prefs/get': { area: 'account' },
  'POST /user/prefs/insert': { area: 'account' },
  'POST /user/prefs/delete': { area: 'account' },
  'GET /user/watchlistsv4/list': { area: 'account' },
  'POST /user/watchlistsv4/insert': { area: 'account' },
  'POST /user/watchlistsv4/delete': { area: 'account' },
  'GET /user/watchlistsv5/list': { area: 'watchlistsV5' },
  'POST /user/watchlistsv5/insert': { area: 'watchlistsV5' },
  'POST /user/watchlistsv5/delete': { area: 'watchlistsV5' },
  'GET /others/lseg-users': { area: 'lsegManage' },
  'GET /others/lseg-users/:username': { area: 'lsegManage' },
  'PATCH /others/lseg-users/:username': { area: 'lsegManage' },
  'GET /others/lseg-users/:username/audit': { area: 'lsegManage' },
  'GET /account/apikey': { area: 'apiKey', sessionOnly: true },
  'POST /account/apikey/rotate': { area: 'apiKey', sessionOnly: true },
  'POST /account/password': { area: 'account', sessionOnly: true },
  'GET /account/usage': { area: 'account' },
  // SFTP access: login here; the route then refuses accounts that are neither ssh nor admin (account-sftp.test.ts)
  'GET /account/sftp': { area: 'account', sftp: true },
  'POST /account/sftp/keys': { area: 'account', sessionOnly: true, sftp: true },
  'DELETE /account/sftp/keys/:id': { area: 'account', sessionOnly: true, sftp: true },
  'GET /admin/users': { area: 'admin' },
  'GET /admin/users/:username': { area: 'admin' },
  'POST /admin/users': { area: 'admin' },
  'PATCH /admin/users/:username': { area: 'admin' },
  'POST /admin/users/:username/reset-password': { area: 'admin' },
  'GET /admin/health': { area: 'admin' },
  'GET /admin/sources': { area: 'admin' },
  'PUT /admin/sources/:source': { area: 'admin' },
  'GET /admin/agents': { area: 'admin' },
  'POST /admin/agents/tools/:tool': { area: 'admin' },
  'POST /admin/agents/:agent/chat': { area: 'admin' },
  'POST /admin/users/:username/status': { area: 'admin' },
  'POST /admin/users/:username/rotate-key': { area: 'admin' },
  'GET /admin/audit': { area: 'admin' },
  // web API over the lake
  'GET /presets/list': { area: 'web' },
  'GET /presets/get': { area: 'web' },
  'GET /groupassets2': { area: 'web' },
  'GET /asset-trmi3': { area: 'web' },
  'GET /asset-trmi-hou': { area: 'web' },
  'GET /overview-topn': { area: 'web' },
  'GET /heatmaps': { area: 'web' },
  'GET /assetlist': { area: 'web' },
  'GET /grouplist': { area: 'web' },
  'GET /asset-price': { area: 'web' },
  'GET /asset-bondprice': { area: 'web' },
  'GET /asset-summary': { area: 'web' },
  'GET /assetpage-buzz': { area: 'web' },
  'GET /assetpage-sentiments': { area: 'web' },
  'GET /assetpage-activity': { area: 'web' },
  'GET /assetpage-ranks2': { area: 'web' },
  'GET /overview-featured': { area: 'web' },
  'GET /topactivity': { area: 'web' },
  'GET /featuredchart': { area: 'public' },
  'GET /featuredheatmaps': { area: 'public' },
  'GET /toplists': { area: 'public' },
  'GET /lake-info': { area: 'public' },
  'GET /public-asset': { area: 'public' },
  'GET /radarv5/assetlist': { area: 'radar' },
  'POST /radarv5/assetmatch': { area: 'radar' },
  // Radar alerts (issue 15)
  'GET /radarv5/alerts/rules': { area: 'radar' },
  'POST /radarv5/alerts/rules': { area: 'radar' },
  'POST /radarv5/alerts/rules/update': { area: 'radar' },
  'POST /radarv5/alerts/rules/delete': { area: 'radar' },
  'POST /radarv5/alerts/preview': { area: 'radar' },
  'GET /radarv5/alerts/firings': { area: 'radar' },
  'POST /radarv5/alerts/firings/read': { area: 'radar' },
  'GET /radarv5/alerts/deliveries': { area: 'radar' },
  'GET /radarv5/alerts/usage': { area: 'radar' },
  'GET /radarv5/alerts/webhook': { area: 'radar' },
  'POST /radarv5/alerts/webhook': { area: 'radar' },
  'POST /radarv5/alerts/webhook/rotate': { area: 'radar' },
  'POST /radarv5/alerts/webhook/delete': { area: 'radar' },
  // without a body the admitted caller's sample call is a 400 naming the body (the Engine tool posts its text)
  'POST /sentv5/analyze': { area: 'engine', okStatus: 400 },
  'GET /sentv5/example': { area: 'public' },
  'GET /radarv5/monitor': { area: 'radar' },
  'POST /radarv5/assetlookup': { area: 'radar' },
  'GET /radarv5/preview': { area: 'public' },
  'GET /esg/v4/preview': { area: 'public' },
  'GET /others/thematic-benchmark': { area: 'thematic' },
  'GET /others/thematic-theme': { area: 'thematic' },
  // product areas
  'GET /masf/v4/sources': { area: 'masfV4' },
  'GET /masf/v4/data_preview/:class/:code': { area: 'masfV4' },
  'GET /masf/v4/data_preview/line_json/:class/:code': { area: 'masfV4' },
  'GET /pulse/v1/events/:class/:code': { area: 'pulse' },
  'GET /pulse/v1/summary/:class': { area: 'pulse' },
  'GET /pulse/v1/documents/:class/:code': { area: 'pulse' },
  'GET /pulse/v1/preview': { area: 'public' },
  'GET /mta/data/:asset_code': { area: 'mta' },
  'GET /mta/assets': { area: 'mta' },
  'GET /mta/keyphrases/info': { area: 'mta' },
  'GET /mta/files': { area: 'mta' },
  'GET /mta/files/:file': { area: 'mta' },
  'GET /mta/search': { area: 'mta' },
  'GET /mta/example': { area: 'public' },
  'GET /mta/usage': { area: 'mta' },
  'GET /masf/v4/scores-analysis': { area: 'masfV4' },
  'GET /ma/v5/scores-analysis': { area: 'maV5' },
  'GET /esg/v5/scores-analysis': { area: 'esgV5' },
  'GET /ma/v5/classes': { area: 'maV5' },
  'GET /ma/v5/:class/assets': { area: 'maV5' },
  'GET /ma/v5/datafields': { area: 'maV5' },
  'GET /ma/v5/data/:class/:freq/:code': { area: 'maV5' },
  'GET /esg/v5/classes': { area: 'esgV5' },
  'GET /esg/v5/:class/assets': { area: 'esgV5' },
  'GET /esg/v5/datafields': { area: 'esgV5' },
  'GET /esg/v5/data/:class/:freq/:code': { area: 'esgV5' },
  'GET /mms/v3/data/:class/:code': { area: 'mms', dataClass: { product: 'mms', parameter: 'class' } },
  'GET /mms/v3/data/:class/:code/assets': { area: 'mms', dataClass: { product: 'mms', parameter: 'class' } },
  'GET /mms/v3/data/:class/:code/summary': { area: 'mms', dataClass: { product: 'mms', parameter: 'class' } },
  'GET /mms/v3/preview': { area: 'public' },
  // data API v4: a login, then the product's data_perms for the class of the path
  ...dataV4Areas('rma'),
  ...dataV4Areas('esg'),
  // articles: the documents behind the indices (MASF v4), an asset's recent articles (the asset page, web)
  'GET /articles/data_preview': { area: 'masfV4' },
  'GET /articles/data': { area: 'masfV4' },
  'GET /articles/list': { area: 'web' },
  // content
  'GET /home-announce': { area: 'public' },
  'GET /home-news2': { area: 'public' },
  'GET /home-blog2': { area: 'public' },
  'GET /home-featured': { area: 'public' },
  'GET /webdocs/:area': { area: 'docs' },
  'GET /webdocs/:area/:section': { area: 'docs' },
  'GET /webdocs/:area/:section/:page': { area: 'docs' },
  'GET /webdocs/output/:file': { area: 'docs' },
  'GET /papers': { area: 'papers' },
  'GET /papers/:file': { area: 'papers' },
  // MCP server (stateless: GET and DELETE answer 405 to a usable key)
  'POST /mcp': { area: 'mcp' },
  'GET /mcp': { area: 'mcp', okStatus: 405 },
  'DELETE /mcp': { area: 'mcp' },
};

interface Probe {
  method: string;
  url: string;
  /** Value of the data-class path parameter, when the route has one. */
  dataClass?: string;
}

function probesOf(route: ApiRoute, expectation: RouteExpectation, samples: LakeSamples): Probe[] {
  const parameter = expectation.dataClass?.parameter;
  return validCalls(route, samples).map((valid) => ({
    method: valid.method,
    url: valid.url,
    dataClass: parameter === undefined ? undefined : valid.pathValues[parameter],
  }));
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
  const requirement = API_AREAS[expectation.area];
  if (requirement.kind === 'public') return 'allowed';
  if (caller.refusal) return caller.refusal;
  if (!meetsRequirement(requirement, caller.user)) return REFUSALS.permission;
  const dataClass = expectation.dataClass;
  if (dataClass && probe.dataClass !== undefined) {
    if (!canReadDataClass(caller.user, dataClass.product, probe.dataClass as never)) return REFUSALS.permission;
  }
  if (expectation.sessionOnly && !caller.isSession) return REFUSALS.permission;
  if (expectation.sftp && caller.user && !canUseSftp(caller.user)) return REFUSALS.permission;
  return 'allowed';
}

function describeOutcome(response: LightMyRequestResponse): string {
  const body = errorBodyOf(response);
  return `${response.statusCode}${typeof body === 'string' ? '' : ` '${body.error}'`}`;
}

/**
 * The requirement a route's guard enforces, read from its answers: a call without a key that is not refused
 * means public; otherwise the guard's 403 to a user without permissions (or without the one permission every
 * account has unless a flag takes it away, mdDocs) names what it needs; admitted, it needs a login.
 */
function observedRequirement(
  anonymous: LightMyRequestResponse,
  withoutPermissions: LightMyRequestResponse[],
): Requirement {
  if (anonymous.statusCode !== 401) return { kind: 'public' };
  for (const response of withoutPermissions) {
    if (response.statusCode !== 403) continue;
    const body = errorBodyOf(response);
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

  function callerNamed(name: string): Caller {
    const caller = callers.find((candidate) => candidate.name === name);
    if (!caller) throw new Error(`no caller ${name}`);
    return caller;
  }

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
      if (!expectation || API_AREAS[expectation.area].kind === 'public') continue;
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
        const withoutPermissions = await Promise.all(
          ['bare-manual', 'only-nodocs'].map((name) => call(t.app, probe, callerNamed(name))),
        );
        const observed = observedRequirement(anonymous, withoutPermissions);
        if (!isDeepStrictEqual(observed, API_AREAS[expectation.area])) {
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
            // Every admitted caller gets the answer of a valid call, so no refusal hides behind a 400 or a 404.
            const ok = expectation.okStatus ?? 200;
            if (probe.method === 'GET' && response.statusCode !== ok) {
              mismatches.push(`${probe.url} ${caller.name}: expected ${ok} (a valid call), got ${actual}`);
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
      expect(mismatches.join('\n')).toBe('');
    });
  }
});
