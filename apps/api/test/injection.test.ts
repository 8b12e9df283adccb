/**
 * Injection and robustness over every route the app registered (issue 4 'Security and robustness'): SQL
 * injection in every string parameter, path traversal in every path parameter and file-like query
 * parameter, oversized bodies, unknown parameters, huge date ranges, and a slow client on a bulk download.
 * Routes are read from the app itself, so new routes are attacked as soon as they are registered.
 */
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { addDays } from '@moodwire/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type ApiRoute,
  bodyExampleOf,
  contractViolation,
  createLakeTestApp,
  enumerationOf,
  errorBodyOf,
  type LakeSamples,
  type LakeTestApp,
  listApiRoutes,
  parametersOf,
  type QueryValues,
  queryString,
  readLakeSamples,
  sampleValuesByName,
  type ValidCall,
  validCalls,
} from './helpers/route-table';
import { dataKeyOf, signInKey } from './helpers/test-app';

const scratch = mkdtempSync(join(tmpdir(), 'moodwire-injection-'));
/** A file outside the lake that no call may ever read. */
const CANARY_TEXT = `MOODWIRE-CANARY-${process.pid}-${Date.now()}`;
const CANARY_FILE = join(scratch, 'canary.txt');
writeFileSync(CANARY_FILE, CANARY_TEXT);
/** Where an injected COPY ... TO would write; it must never appear. */
const PWNED_FILE = join(scratch, 'pwned.csv');

// The slow-client test measures retained memory after a full collection.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Texts that only a file read outside the lake could put in an answer. */
const FORBIDDEN_CONTENT = [CANARY_TEXT, 'root:x:0:0', 'SQLite format 3'];

const SQL_INJECTIONS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '" OR ""="',
  "') OR ('1'='1",
  '1; DROP TABLE users; --',
  `' UNION SELECT * FROM read_text('${CANARY_FILE}') --`,
  `'; COPY (SELECT 42) TO '${PWNED_FILE}'; --`,
  "%' OR '%'='",
  '%',
  '*',
];

/** Traversal forms, raw (already percent-encoded where they are meant to be). */
const TRAVERSALS = [
  '..%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252F..%252F..%252F..%252F..%252F..%252Fetc%252Fpasswd',
  '....%2F%2F....%2F%2F....%2F%2F....%2F%2Fetc%2Fpasswd',
  '..%5C..%5C..%5C..%5C..%5C..%5Cetc%5Cpasswd',
  '%2Fetc%2Fpasswd',
  '%C0%AE%C0%AE%C0%AF%C0%AE%C0%AE%C0%AFetc%C0%AFpasswd',
  '..',
  '%2E%2E',
  'passwd%00.csv',
  encodeURIComponent(`${'../'.repeat(16)}${CANARY_FILE.slice(1)}`),
  encodeURIComponent(CANARY_FILE),
];

/** File- and page-like query parameters, which get the traversals too. */
const FILE_LIKE_QUERY = /file|url|path|doc|page|name|dir/i;

// The routes are read from the app at collection time, so that each gets tests of its own.
const t: LakeTestApp = await createLakeTestApp(inject('tinyLakeDir'));
const routes: ApiRoute[] = await listApiRoutes(t.app);
const getRoutes = routes.filter((route) => route.method === 'GET' && route.url !== '/mcp');

let samples: LakeSamples;
let known: Record<string, string[]>;
let apikey: string;

beforeAll(async () => {
  // A script's data key: the probes include a password reset of demo-admin, which ends its web sessions.
  apikey = await dataKeyOf(t.app, 'demo-admin');
  samples = await readLakeSamples(t.app, apikey);
  known = sampleValuesByName(samples);
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

function get(path: string, query: QueryValues | string = {}): Promise<LightMyRequestResponse> {
  const rest = typeof query === 'string' ? query : queryString(query);
  const url = `${path}?${rest ? `${rest}&` : ''}apikey=${encodeURIComponent(apikey)}`;
  return t.app.inject({ method: 'GET', url });
}

/** How much an answer holds: array elements of a JSON body, lines of any other body. */
function sizeOf(response: LightMyRequestResponse): number {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    let count = 0;
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) {
        count += value.length;
        value.forEach(walk);
      } else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(response.json());
    return count;
  }
  return response.body.split('\n').filter((line) => line.trim() !== '').length;
}

/** The lake's asset codes an answer names (JSON string values, or cells of CSV and JSON lines). */
function assetsIn(response: LightMyRequestResponse): Set<string> {
  const found = new Set<string>();
  for (const token of response.body.split(/[",\t\n\r:[\]{}]+/)) {
    if (samples.allAssets.has(token)) found.add(token);
  }
  return found;
}

function forbiddenContent(response: LightMyRequestResponse): string | null {
  return FORBIDDEN_CONTENT.find((text) => response.body.includes(text)) ?? null;
}

/** A string-typed parameter (strings, enumerations, dates); numbers and booleans refuse text at validation. */
function isStringParameter(schema: { type?: string | string[]; anyOf?: Array<{ type?: string | string[] }> }) {
  const types = [schema.type, ...(schema.anyOf ?? []).map((member) => member.type)].flat();
  return types.includes('string') || (types.every((type) => type === undefined) && schema.anyOf === undefined);
}

function valid(route: ApiRoute): ValidCall {
  const [first] = validCalls(route, samples);
  if (!first) throw new Error(`${route.key}: no valid call`);
  return first;
}

/** The same valid call with one parameter (query or path) replaced by a raw, already-encoded value. */
function withRaw(route: ApiRoute, call: ValidCall, location: 'query' | 'path', name: string, raw: string): string {
  if (location === 'path') {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, parameter: string) =>
      parameter === name ? raw : encodeURIComponent(call.pathValues[parameter] ?? ''),
    );
    return `${path}?${queryString(call.query)}`;
  }
  const rest = queryString({ ...call.query, [name]: undefined });
  return `${call.path}?${rest ? `${rest}&` : ''}${encodeURIComponent(name)}=${raw}`;
}

function callRaw(url: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: `${url}${url.endsWith('?') ? '' : '&'}apikey=${encodeURIComponent(apikey)}`,
  });
}

describe('SQL injection in every string parameter', () => {
  for (const route of getRoutes) {
    it(`${route.key}: injected text is a literal (no 5xx, no more rows or other assets than a harmless value)`, async () => {
      const call = valid(route);
      const targets: Array<{ location: 'query' | 'path'; name: string }> = [
        ...parametersOf(route, 'query')
          .filter((parameter) => isStringParameter(parameter.schema))
          .map((parameter) => ({ location: 'query' as const, name: parameter.name })),
        ...route.pathParameters.map((name) => ({ location: 'path' as const, name })),
      ];
      const problems: string[] = [];
      for (const target of targets) {
        const current =
          target.location === 'path' ? call.pathValues[target.name] : (call.query[target.name] as string | undefined);
        const prefixes = ['', ...(current ? [current] : (known[target.name]?.slice(0, 1) ?? []))];
        for (const prefix of prefixes) {
          const control = await callRaw(withRaw(route, call, target.location, target.name, `${prefix}zqxjvkbw`));
          for (const payload of SQL_INJECTIONS) {
            const url = withRaw(route, call, target.location, target.name, encodeURIComponent(`${prefix}${payload}`));
            const response = await callRaw(url);
            const where = `${target.location} ${target.name}=${JSON.stringify(prefix + payload)}`;
            const broken = contractViolation(response);
            if (broken) problems.push(`${where}: ${broken}`);
            const leaked = forbiddenContent(response);
            if (leaked) problems.push(`${where}: the answer holds '${leaked}'`);
            if (response.statusCode >= 200 && response.statusCode < 300) {
              if (control.statusCode >= 300) {
                problems.push(`${where}: ${response.statusCode} where a harmless value gets ${control.statusCode}`);
                continue;
              }
              if (sizeOf(response) > sizeOf(control)) {
                problems.push(`${where}: ${sizeOf(response)} rows where a harmless value gets ${sizeOf(control)}`);
              }
              const allowed = assetsIn(control);
              const others = [...assetsIn(response)].filter((asset) => !allowed.has(asset));
              if (others.length > 0) problems.push(`${where}: names other assets ${others.slice(0, 5).join(', ')}`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
      expect(existsSync(PWNED_FILE)).toBe(false);
    });
  }
});

describe('SQL injection in every string field of a body', () => {
  let app: LakeTestApp;
  let key: string;
  const bodyRoutes = routes.filter((route) => bodyExampleOf(route) !== null);

  beforeAll(async () => {
    // An app of its own: the calls create users, preferences and watchlists with the injected text.
    app = await createLakeTestApp(inject('tinyLakeDir'));
    key = await dataKeyOf(app.app, 'demo-admin');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('has bodies to attack', () => {
    expect(bodyRoutes.length).toBeGreaterThan(3);
  });

  for (const route of bodyRoutes) {
    it(`${route.key}: injected text in each string field is stored or refused as text, never run`, async () => {
      const example = bodyExampleOf(route) ?? {};
      const call = validCalls(route, samples)[0];
      if (!call) throw new Error(`${route.key}: no valid call`);
      const url = `${call.path}?${queryString({ ...call.query, apikey: key })}`;
      const problems: string[] = [];
      for (const [field, value] of Object.entries(example)) {
        if (typeof value !== 'string') continue;
        for (const payload of SQL_INJECTIONS) {
          const response = await app.app.inject({
            method: route.method as 'POST',
            url,
            headers: { accept: 'application/json, text/event-stream' },
            payload: { ...example, [field]: `${value}${payload}` },
          });
          const broken = contractViolation(response);
          if (broken) problems.push(`${field}=${JSON.stringify(value + payload)}: ${broken}`);
          const leaked = forbiddenContent(response);
          if (leaked) problems.push(`${field}=${JSON.stringify(value + payload)}: the answer holds '${leaked}'`);
        }
      }
      expect(problems).toEqual([]);
      expect(existsSync(PWNED_FILE)).toBe(false);
      // The accounts store is whole: demo-admin's key still answers, and the users are all listed.
      const account = await app.app.inject({ method: 'GET', url: `/account?apikey=${key}` });
      expect(account.statusCode).toBe(200);
      const users = await app.app.inject({ method: 'GET', url: `/admin/users?apikey=${key}` });
      expect(users.statusCode).toBe(200);
      expect((users.json() as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(7);
    });
  }
});

describe('path traversal', () => {
  const targets = getRoutes.flatMap((route) => [
    ...route.pathParameters.map((name) => ({ route, location: 'path' as const, name })),
    ...parametersOf(route, 'query')
      .filter((parameter) => FILE_LIKE_QUERY.test(parameter.name) && enumerationOf(parameter.schema) === null)
      .map((parameter) => ({ route, location: 'query' as const, name: parameter.name })),
  ]);

  it('has path parameters to attack', () => {
    expect(targets.length).toBeGreaterThan(0);
  });

  for (const { route, location, name } of targets) {
    it(`${route.key} ${location} '${name}': traversal never reads outside the lake`, async () => {
      const call = valid(route);
      const problems: string[] = [];
      for (const raw of TRAVERSALS) {
        const response = await callRaw(withRaw(route, call, location, name, raw));
        const where = `${name}=${raw}`;
        const broken = contractViolation(response);
        if (broken) problems.push(`${where}: ${broken}`);
        const leaked = forbiddenContent(response);
        if (leaked) problems.push(`${where}: the answer holds '${leaked}'`);
        // A path parameter names a class, an asset, a file or a page: a traversal names none of them.
        if (location === 'path' && response.statusCode < 400)
          problems.push(`${where}: answered ${response.statusCode}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('does not resolve dot segments of the URL itself into another route or a file', async () => {
    for (const url of ['/../../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/presets/..%2F..%2Fetc%2Fpasswd']) {
      const response = await t.app.inject({ method: 'GET', url: `${url}?apikey=${apikey}` });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(forbiddenContent(response), url).toBeNull();
    }
  });
});

describe('oversized bodies', () => {
  const LIMIT = 4_096;
  let small: LakeTestApp;
  let smallKey: string;
  const bodyRoutes = routes.filter((route) => route.method !== 'GET');

  beforeAll(async () => {
    small = await createLakeTestApp(inject('tinyLakeDir'), { BODY_LIMIT: String(LIMIT) });
    // A web session: the data key's rotation answers sessions only, and must refuse an oversized body too.
    smallKey = await signInKey(small.app, 'demo-admin');
  });
  afterAll(async () => {
    await small?.close();
  });

  for (const route of bodyRoutes) {
    it(`${route.key}: a body over BODY_LIMIT is refused with 413 JSON, as JSON and as a form`, async () => {
      const call = validCalls(route, samples)[0];
      if (!call) throw new Error(`${route.key}: no valid call`);
      const url = `${call.path}?${queryString({ ...call.query, apikey: smallKey })}`;
      const big = 'x'.repeat(LIMIT * 2);
      for (const [type, payload] of [
        ['application/json', JSON.stringify({ name: big, message: big, password: big })],
        ['application/x-www-form-urlencoded', `name=${big}&message=${big}`],
      ] as const) {
        const response = await small.app.inject({
          method: route.method as 'POST',
          url,
          headers: { 'content-type': type, accept: 'application/json, text/event-stream' },
          payload,
        });
        expect(response.statusCode, type).toBe(413);
        expect(errorBodyOf(response), type).toEqual({
          error: 'Payload Too Large',
          message: 'The request body is larger than this server accepts.',
        });
      }
    });
  }
});

describe('unknown parameters', () => {
  for (const route of getRoutes) {
    it(`${route.key}: unknown query parameters are ignored (the answer is the one without them)`, async () => {
      const call = valid(route);
      const plain = await get(call.path, call.query);
      const again = await get(call.path, call.query);
      // Answers that change between two identical calls (a clock, a fresh id) are compared by status only.
      const isStable = plain.body === again.body;
      for (const extra of ['zz_unknown=1', 'apikey2=x', '__proto__=x', 'constructor=x', 'Asset=1&GROUP=x']) {
        const rest = queryString(call.query);
        const response = await callRaw(`${call.path}?${rest ? `${rest}&` : ''}${extra}`);
        expect(response.statusCode, extra).toBe(plain.statusCode);
        if (isStable) expect(response.body, extra).toBe(plain.body);
      }
    });
  }

  const bodyRoutes = routes.filter((route) => route.operation?.requestBody?.content?.['application/json']);
  for (const route of bodyRoutes) {
    const schema = route.operation?.requestBody?.content['application/json']?.schema as
      | { additionalProperties?: boolean }
      | undefined;
    const isClosed = schema?.additionalProperties === false;
    it(`${route.key}: an unknown body field is ${isClosed ? 'refused with a 400 naming it (closed schema)' : 'ignored (open schema)'}`, async () => {
      const call = validCalls(route, samples)[0];
      if (!call) throw new Error(`${route.key}: no valid call`);
      const example = bodyExampleOf(route) ?? {};
      // A web-session-only call (its only security is the cookie) refuses a data key before reading the body.
      const isSessionOnly = route.operation?.security?.every((scheme) => 'apikeyCookie' in scheme) === true;
      const key = isSessionOnly ? await signInKey(t.app, 'demo-admin') : apikey;
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: `${call.path}?${queryString({ ...call.query, apikey: key })}`,
        headers: { accept: 'application/json, text/event-stream' },
        payload: { ...example, zz_unknown_field: 1 },
      });
      expect(response.statusCode).toBeLessThan(500);
      const body = errorBodyOf(response);
      const namesIt = typeof body !== 'string' && body.error.includes('zz_unknown_field');
      if (isClosed) {
        expect(response.statusCode).toBe(400);
        expect(namesIt).toBe(true);
      } else if (route.url === '/mcp') {
        // The MCP transport validates JSON-RPC messages itself: its refusal is a JSON-RPC error, never a 5xx.
        expect(namesIt).toBe(false);
      } else {
        // The documented example with one more field is answered as the example is.
        expect(namesIt).toBe(false);
        expect(response.statusCode).toBeLessThan(400);
      }
    });
  }
});

describe('huge date ranges', () => {
  const ranged = getRoutes.filter((route) => {
    const names = parametersOf(route, 'query').map((parameter) => parameter.name);
    return names.includes('start_date') && names.includes('end_date');
  });

  it('has routes with a date range', () => {
    expect(ranged.length).toBeGreaterThan(0);
  });

  for (const route of ranged) {
    // The maximum is documented on the route or on its date parameters.
    const text = [
      route.operation?.summary,
      route.operation?.description,
      ...parametersOf(route, 'query')
        .filter((parameter) => parameter.name === 'start_date' || parameter.name === 'end_date')
        .map((parameter) => parameter.description),
    ].join(' ');
    const maxima = [...text.matchAll(/at most ([\d,]+) days/gi)].map((match) => Number(match[1]?.replace(/,/g, '')));
    // A limit on assets times days (the multi-asset pull) bounds the range too, by the number of assets asked.
    const isWindowLimited = /asset-windows/.test(text);
    if (maxima.length === 0 && !isWindowLimited) {
      // No documented maximum: the range is bounded by the lake, and a huge one is answered like any other.
      it(`${route.key}: answers a 200-year range (no documented maximum) from what the lake holds`, async () => {
        const call = valid(route);
        const huge = await get(call.path, { ...call.query, start_date: '1900-01-01', end_date: '2100-01-01' });
        expect(huge.statusCode).toBe(200);
      });
      continue;
    }
    it(`${route.key}: refuses a range longer than its documented maximum with a 400 naming the date parameter`, async () => {
      const call = valid(route);
      const huge = await get(call.path, { ...call.query, start_date: '1900-01-01', end_date: '2100-01-01' });
      expect(huge.statusCode).toBe(400);
      expect(errorBodyOf(huge)).toMatchObject({ error: expect.stringMatching(/'(start_date|end_date)'/) });
      if (new Set(maxima).size === 1) {
        // One maximum for the route: exactly that many days is answered, one more is refused.
        const days = maxima[0] as number;
        const end = samples.to;
        const startOf = (span: number) => addDays(end, -span);
        const longest = await get(call.path, { ...call.query, start_date: startOf(days), end_date: end });
        expect(longest.statusCode, `${days} days`).toBe(200);
        const tooLong = await get(call.path, { ...call.query, start_date: startOf(days + 1), end_date: end });
        expect(tooLong.statusCode, `${days + 1} days`).toBe(400);
      }
    });
  }

  it('clips the web series to the lake however long the asked range', async () => {
    const response = await get('/asset-trmi3', { asset: samples.company, start: '1900-01-01', end: '2100-01-01' });
    expect(response.statusCode).toBe(200);
    const points = (response.json() as { data: { points: Array<{ date: string }> } }).data.points;
    expect(points.length).toBeGreaterThan(0);
    expect(
      points.every((point) => point.date.slice(0, 10) >= samples.from && point.date <= `${samples.to}T23:59`),
    ).toBe(true);
  });
});

describe('a slow client on a bulk download', () => {
  /** Every ETF's hourly rows with every column as JSON: the largest export of the tiny lake (tens of MB). */
  const BULK = '/rma/v4/data/etf/hou/all?format=json';
  let server: LakeTestApp;
  let serverKey: string;

  beforeAll(async () => {
    server = await createLakeTestApp(inject('tinyLakeDir'));
    serverKey = await signInKey(server.app, 'demo-admin');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** JS heap and buffers still referenced, after a full collection (garbage of the written chunks not counted). */
  function retainedBytes(): number {
    collectGarbage();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  }

  /**
   * Waits until the bytes the server has written to a socket stop growing after the answer has really begun
   * (past its first 256 KB, so that a slow start of the query is not taken for a full socket).
   */
  async function stalled(read: () => number): Promise<number> {
    let last = -1;
    let steady = 0;
    for (let poll = 0; poll < 600 && steady < 10; poll++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = read();
      steady = now === last && now > 256 * 1024 ? steady + 1 : 0;
      last = now;
    }
    return last;
  }

  it('holds back a download the client does not read, answers other calls meanwhile, then sends all of it', async () => {
    const url = `${BULK}&apikey=${serverKey}`;
    // Warm the export path (lake, query, serialisation) with one day, so that only the download is measured.
    const warm = await server.app.inject({ method: 'GET', url: `${url}&start_date=${samples.to}` });
    expect(warm.statusCode).toBe(200);
    const { port } = server.app.server.address() as AddressInfo;
    const memoryBefore = retainedBytes();

    let serverSocket: Socket | undefined;
    server.app.server.once('connection', (socket: Socket) => {
      serverSocket = socket;
    });
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpGet({ host: '127.0.0.1', port, path: url, agent: false }, resolve);
      request.on('error', reject);
    });
    try {
      expect(response.statusCode).toBe(200);
      let received = 0;
      const firstChunk = await new Promise<Buffer>((resolve) => response.once('data', resolve));
      received += firstChunk.length;
      response.pause();

      // The client reads nothing more: the server stops producing once the socket is full.
      const written = await stalled(() => serverSocket?.bytesWritten ?? 0);
      const queued = serverSocket?.writableLength ?? 0;
      const grown = retainedBytes() - memoryBefore;

      // Meanwhile the server answers other calls, including lake reads and another export.
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const series = await fetch(`http://127.0.0.1:${port}/asset-trmi3?asset=${samples.company}&apikey=${serverKey}`);
      expect(series.status).toBe(200);
      expect(((await series.json()) as { data: { points: unknown[] } }).data.points.length).toBeGreaterThan(0);
      const other = await fetch(`http://127.0.0.1:${port}/rma/v4/data/equ/dai/${samples.company}?apikey=${serverKey}`);
      expect(other.status).toBe(200);
      expect((await other.text()).split('\n').length).toBeGreaterThan(10);

      // Reading again, the client gets the whole answer.
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      response.resume();
      await once(response, 'end');
      const total = received;
      // Far more than the socket buffers of loopback hold, or the test would prove nothing.
      expect(total).toBeGreaterThan(32 * 1024 * 1024);
      // While stalled, the server had produced only part of it, and held little of it in memory (the kernel's
      // socket buffers take some MB; the rest waited in the lake).
      expect(written).toBeLessThan(total);
      expect(queued).toBeLessThan(total / 4);
      expect(grown).toBeLessThan(total / 2);
    } finally {
      response.destroy();
    }
  }, 120_000);
});
