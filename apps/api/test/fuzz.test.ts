/**
 * Property-based tests over every route (issue 4 'Security and robustness'): query and path parameters are
 * drawn from the route's OpenAPI schema, valid and invalid (wrong types, out-of-range numbers, long strings,
 * unicode, empty, repeated, broken percent-encoding), bodies from its body schema or any JSON, sent as JSON or
 * as a form, and called as demo-admin (every permission). Whatever is drawn, the API never answers 5xx, and
 * every error is JSON with `error` and `message`.
 *
 * Runs are seeded per route so that CI is reproducible; FUZZ_SEED explores other draws and FUZZ_RUNS changes
 * the number of calls per route (fast-check prints the seed and the failing call when a property fails).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type ApiRoute,
  bodyExampleOf,
  contractViolation,
  createLakeTestApp,
  enumerationOf,
  type JsonSchema,
  type LakeSamples,
  type LakeTestApp,
  listApiRoutes,
  type OpenApiParameter,
  parametersOf,
  readLakeSamples,
  sampleValuesByName,
  validCalls,
} from './helpers/route-table';
import { signInKey } from './helpers/test-app';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Routes drawn fewer times: their drawn passwords are scrypt hashes or checks (slow on purpose). */
const RUNS_OF: Record<string, number> = {
  'GET /auth': 8,
  'POST /auth': 8,
  'POST /account/sftplogin/:username': 8,
  'POST /admin/users': 8,
  'POST /admin/users/:username/reset-password': 8,
};

/** The MCP endpoint answers transport failures as JSON-RPC errors, as the protocol requires. */
const JSON_RPC_ROUTES = new Set(['GET /mcp', 'POST /mcp', 'DELETE /mcp']);

/** A drawn parameter: left out, or one or more raw (already percent-encoded) values. */
type Drawn = undefined | string[];

/** Percent-encodings that do not decode to valid UTF-8, sent as they are. */
const BROKEN_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%FF%FE', 'a%00b', '%2525'];

function encode(value: string): string {
  return encodeURIComponent(value);
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  const members = schema.anyOf ?? schema.oneOf;
  return members?.map(typeOf).find((type) => type !== undefined && type !== 'null');
}

/** Values the schema accepts (and, for names the lake knows, values the lake has). */
function validValue(parameter: OpenApiParameter, known: Record<string, string[]>): fc.Arbitrary<string> {
  const schema = parameter.schema;
  const options: Array<fc.WeightedArbitrary<string>> = [];
  const lakeValues = known[parameter.name];
  if (lakeValues?.length) options.push({ arbitrary: fc.constantFrom(...lakeValues), weight: 3 });
  const enumeration = enumerationOf(schema);
  const type = typeOf(schema);
  if (enumeration) {
    options.push({ arbitrary: fc.constantFrom(...enumeration.map(String)), weight: 3 });
  } else if (type === 'integer') {
    const min = schema.minimum ?? -1_000_000;
    const max = schema.maximum ?? 1_000_000;
    options.push({ arbitrary: fc.integer({ min, max }).map(String), weight: 3 });
  } else if (type === 'number') {
    const min = schema.minimum ?? -1e6;
    const max = schema.maximum ?? 1e6;
    options.push({ arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map(String), weight: 3 });
  } else if (type === 'boolean') {
    options.push({ arbitrary: fc.constantFrom('true', 'false'), weight: 3 });
  } else if (schema.pattern === DATE_PATTERN) {
    const day = fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    options.push({ arbitrary: day, weight: 3 });
  } else {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
    options.push({ arbitrary: fc.string({ minLength, maxLength }), weight: 2 });
  }
  if (parameter.example !== undefined) options.push({ arbitrary: fc.constant(String(parameter.example)), weight: 1 });
  return fc.oneof(...options);
}

/** Values the schema refuses, or that test the edges of what it accepts. */
function invalidValue(parameter: OpenApiParameter): fc.Arbitrary<string> {
  const schema = parameter.schema;
  const numeric: string[] = [];
  if (schema.minimum !== undefined) numeric.push(String(schema.minimum - 1), String(schema.minimum - 0.5));
  if (schema.maximum !== undefined) numeric.push(String(schema.maximum + 1), String(schema.maximum * 1000));
  const longLength = (schema.maxLength ?? 100) + 1;
  return fc.oneof(
    // wrong types and number edge cases
    fc.constantFrom(
      'abc',
      'true',
      '[]',
      '{}',
      'null',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e309',
      '-0',
      '0x1F',
      '1.5',
      '-1',
      ' 7 ',
      '\uff17',
      '9007199254740993',
      ...numeric,
    ),
    // dates the pattern lets through or nearly
    fc.constantFrom('2026-02-31', '2026-13-01', '0000-00-00', '9999-12-31', '2026-1-1', '2026-01-01T00:00:00Z'),
    // long strings
    fc.constantFrom('x'.repeat(longLength), '\u00e9'.repeat(4_000), 'a,'.repeat(3_000)),
    // unicode: any code point (controls, RTL marks, astral), and printable graphemes
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    // empty
    fc.constant(''),
  );
}

function parameterArbitrary(parameter: OpenApiParameter, known: Record<string, string[]>): fc.Arbitrary<Drawn> {
  const value = fc.oneof(
    { arbitrary: validValue(parameter, known).map(encode), weight: 4 },
    { arbitrary: invalidValue(parameter).map(encode), weight: 2 },
    { arbitrary: fc.constantFrom(...BROKEN_ENCODINGS), weight: 1 },
  );
  return fc.oneof(
    { arbitrary: value.map((raw) => [raw]), weight: 6 },
    // repeated parameters (?a=1&a=2) arrive as an array
    { arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }), weight: 1 },
    // left out (a required one is then missing)
    { arbitrary: fc.constant(undefined), weight: parameter.required ? 1 : 3 },
  );
}

function pathArbitrary(parameter: string, known: Record<string, string[]>): fc.Arbitrary<string> {
  const asParameter: OpenApiParameter = { name: parameter, in: 'path', required: true, schema: { type: 'string' } };
  return fc.oneof(
    { arbitrary: validValue(asParameter, known).map(encode), weight: 4 },
    { arbitrary: invalidValue(asParameter).map(encode), weight: 2 },
    { arbitrary: fc.constantFrom(...BROKEN_ENCODINGS), weight: 1 },
  );
}

interface DrawnCall {
  path: Record<string, string>;
  query: Record<string, Drawn>;
}

/** Calls with invalid values in every parameter stop at the first: any-value draws of all parameters at once. */
function anyCall(route: ApiRoute, known: Record<string, string[]>): fc.Arbitrary<DrawnCall> {
  const query: Record<string, fc.Arbitrary<Drawn>> = {};
  for (const parameter of parametersOf(route, 'query')) query[parameter.name] = parameterArbitrary(parameter, known);
  const path: Record<string, fc.Arbitrary<string>> = {};
  for (const name of route.pathParameters) path[name] = pathArbitrary(name, known);
  return fc.record({ path: fc.record(path), query: fc.record(query) });
}

/**
 * Valid calls, to reach deep into the handler: the route's sample call with some parameters redrawn from
 * their schema (optional ones left out or given), so that combinations the sample does not try are tried.
 */
function validCall(route: ApiRoute, samples: LakeSamples, known: Record<string, string[]>): fc.Arbitrary<DrawnCall> {
  const [sample] = validCalls(route, samples);
  const path: Record<string, fc.Arbitrary<string>> = {};
  for (const name of route.pathParameters) {
    const fixed = fc.constant(encode(sample?.pathValues[name] ?? ''));
    const asParameter: OpenApiParameter = { name, in: 'path', required: true, schema: { type: 'string' } };
    path[name] = fc.oneof(
      { arbitrary: fixed, weight: 4 },
      { arbitrary: validValue(asParameter, known).map(encode), weight: 1 },
    );
  }
  const query: Record<string, fc.Arbitrary<Drawn>> = {};
  for (const parameter of parametersOf(route, 'query')) {
    const drawnValue = validValue(parameter, known).map((value) => [encode(value)]);
    const given = sample?.query[parameter.name];
    if (given !== undefined) {
      query[parameter.name] = fc.oneof(
        { arbitrary: fc.constant<Drawn>([encode(String(given))]), weight: 3 },
        { arbitrary: drawnValue, weight: 1 },
      );
    } else if (parameter.required) {
      query[parameter.name] = drawnValue;
    } else {
      query[parameter.name] = fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 3 },
        { arbitrary: drawnValue, weight: 1 },
      );
    }
  }
  return fc.record({ path: fc.record(path), query: fc.record(query) });
}

function buildUrl(route: ApiRoute, call: DrawnCall, apikey: string): string {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => call.path[name] ?? '');
  const parts: string[] = [];
  for (const [name, values] of Object.entries(call.query)) {
    for (const raw of values ?? []) parts.push(`${encodeURIComponent(name)}=${raw}`);
  }
  parts.push(`apikey=${encodeURIComponent(apikey)}`);
  return `${path}?${parts.join('&')}`;
}

function violation(route: ApiRoute, response: LightMyRequestResponse): string | null {
  const problem = contractViolation(response);
  if (problem === null || !JSON_RPC_ROUTES.has(route.key) || response.statusCode >= 500) return problem;
  // The MCP transport answers its own failures as JSON-RPC errors; the API's (validation, guard) as usual.
  const body = response.json() as { error?: { message?: unknown } };
  return typeof body.error?.message === 'string' ? null : problem;
}

/** A stable seed per route, so that a CI failure replays. */
function seedOf(key: string): number {
  let hash = 7;
  for (const char of key) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

/** Values a body schema accepts, field by field (objects, arrays, unions, enumerations, scalars). */
function schemaValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const enumeration = enumerationOf(schema);
  if (enumeration) return fc.constantFrom(...enumeration);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => schemaValue(member, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' && depth < 4) {
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, field] of Object.entries(schema.properties ?? {})) fields[name] = schemaValue(field, depth + 1);
    return fc.record(fields, { requiredKeys: [] });
  }
  if (type === 'array') return fc.array(schemaValue(schema.items ?? {}, depth + 1), { maxLength: 4 });
  if (type === 'integer') return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000 });
  if (type === 'number') return fc.double({ noNaN: true, noDefaultInfinity: true });
  if (type === 'boolean') return fc.boolean();
  if (type === 'null') return fc.constant(null);
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

interface DrawnBody {
  call: DrawnCall;
  /** A JSON value sent as JSON, or as a form of its top-level fields. */
  body: unknown;
  asForm: boolean;
}

/** Bodies drawn from the route's schema, the schema's example changed here and there, or any JSON at all. */
function bodyCall(route: ApiRoute, samples: LakeSamples, known: Record<string, string[]>): fc.Arbitrary<DrawnBody> {
  const content = route.operation?.requestBody?.content ?? {};
  const schema = content['application/json']?.schema ?? content['application/x-www-form-urlencoded']?.schema;
  const example = bodyExampleOf(route) ?? {};
  const bodies: Array<fc.Arbitrary<unknown>> = [
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }).map((extra) => ({
      ...example,
      ...extra,
    })),
  ];
  if (schema)
    bodies.push(
      schemaValue(schema),
      schemaValue(schema).map((value) => ({ ...example, ...(value as object) })),
    );
  return fc.record({
    call: fc.oneof(validCall(route, samples, known), anyCall(route, known)),
    body: fc.oneof(...bodies),
    asForm: content['application/x-www-form-urlencoded'] ? fc.boolean() : fc.constant(false),
  });
}

function formOf(body: unknown): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return `value=${encode(JSON.stringify(body))}`;
  return Object.entries(body)
    .map(([name, value]) => `${encode(name)}=${encode(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}

// The routes are read from the app at collection time, so that each gets a test of its own.
const t: LakeTestApp = await createLakeTestApp(inject('tinyLakeDir'));
const allRoutes: ApiRoute[] = await listApiRoutes(t.app);
const routes = allRoutes.filter((route) => route.method === 'GET');
const bodyRoutes = allRoutes.filter((route) => route.method !== 'GET');

describe('drawn parameters on every GET route (fast-check)', () => {
  let known: Record<string, string[]>;
  let samples: LakeSamples;
  let apikey: string;

  beforeAll(async () => {
    apikey = await signInKey(t.app, 'demo-admin');
    samples = await readLakeSamples(t.app, apikey);
    known = sampleValuesByName(samples);
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers the GET routes the app registered', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  for (const route of routes) {
    it(`${route.key} never answers 5xx, and answers every error as JSON with error and message`, async () => {
      const drawn = fc.oneof(validCall(route, samples, known), anyCall(route, known));
      const property = fc.asyncProperty(drawn, async (call) => {
        const url = buildUrl(route, call, apikey);
        const response = await t.app.inject({ method: 'GET', url });
        if (process.env.FUZZ_DEBUG) process.stdout.write(`FUZZSTAT ${route.key} ${response.statusCode}\n`);
        const problem = violation(route, response);
        if (problem) throw new Error(`GET ${url.replace(apikey, '<key>')} -> ${problem}`);
      });
      await fc.assert(property, {
        numRuns: Math.min(RUNS_OF[route.key] ?? RUNS_PER_ROUTE, RUNS_PER_ROUTE),
        seed: SEED ?? seedOf(route.key),
      });
    });
  }
});

describe('drawn bodies and parameters on every route with a body (fast-check)', () => {
  let app: LakeTestApp;
  let known: Record<string, string[]>;
  let samples: LakeSamples;
  let apikey: string;

  beforeAll(async () => {
    // An app of its own: drawn calls create, change and delete accounts, preferences and watchlists.
    app = await createLakeTestApp(inject('tinyLakeDir'));
    apikey = await signInKey(app.app, 'demo-admin');
    samples = await readLakeSamples(app.app, apikey);
    // Accounts other than demo-admin, so that a drawn key rotation does not sign the caller out.
    known = { ...sampleValuesByName(samples), username: ['demo-ssh', 'demo-nodocs', 'GE-DEMO-0001'] };
  });
  afterAll(async () => {
    await app?.close();
  });

  it('covers the routes with a body', () => {
    expect(bodyRoutes.length).toBeGreaterThan(5);
  });

  for (const route of bodyRoutes) {
    it(`${route.key} never answers 5xx, and answers every error as JSON with error and message`, async () => {
      const property = fc.asyncProperty(bodyCall(route, samples, known), async ({ call, body, asForm }) => {
        const url = buildUrl(route, call, apikey);
        const response = await app.app.inject({
          method: route.method as 'POST',
          url,
          headers: {
            'content-type': asForm ? 'application/x-www-form-urlencoded' : 'application/json',
            accept: 'application/json, text/event-stream',
          },
          payload: asForm ? formOf(body) : JSON.stringify(body),
        });
        const problem = violation(route, response);
        if (problem) {
          throw new Error(`${route.method} ${url.replace(apikey, '<key>')} ${JSON.stringify(body)} -> ${problem}`);
        }
      });
      await fc.assert(property, {
        numRuns: Math.min(RUNS_OF[route.key] ?? RUNS_PER_ROUTE, RUNS_PER_ROUTE),
        seed: SEED ?? seedOf(route.key),
      });
    });
  }
});
