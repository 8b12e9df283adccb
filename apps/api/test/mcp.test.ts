/**
 * The MCP server at /mcp (issue 4): an MCP client of the SDK against the API listening on a free port, over
 * the shared tiny lake. Tools answer with what the HTTP call they mirror answers for the same key, and are
 * refused where that call is refused.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { DAY_MS } from '@moodwire/domain';
import { closeReadPools } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createApiRouteCaller, MAX_ANSWER_CHARS, MAX_TOOL_TEXT, toToolResult } from '../src/routes/mcp/call-api-route';
import { dataKeyOf, dataOf, signInKey, TestClock } from './helpers/test-app';

const root = mkdtempSync(join(tmpdir(), 'moodwire-mcp-'));
const MCP_DOCS_PAGE = fileURLToPath(
  new URL('../../../packages/content/src/content/docs/radar/mcpdocs/overview.md', import.meta.url),
);

interface NameAsset {
  Name: string;
  Asset: string;
}

function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  const content = (result as CallToolResult).content;
  const first = content[0];
  if (first?.type !== 'text') throw new Error(`expected a text answer, got ${JSON.stringify(content)}`);
  return first.text;
}

describe('MCP server for AI assistants', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let clock: TestClock;
  let manualKey: string;
  let adminKey: string;
  let trialKey: string;
  let member: NameAsset;
  const clients: Client[] = [];

  const get = (url: string, apikey: string) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${encodeURIComponent(apikey)}` });

  async function connect(options: { apikey?: string; bearer?: string } = {}): Promise<Client> {
    const url = new URL('/mcp', baseUrl);
    if (options.apikey !== undefined) url.searchParams.set('apikey', options.apikey);
    const transport = new StreamableHTTPClientTransport(url, {
      requestInit: options.bearer ? { headers: { Authorization: `Bearer ${options.bearer}` } } : {},
    });
    const client = new Client({ name: 'moodwire-test', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    clock = new TestClock();
    const config = loadConfig({
      DEMO_MODE: '1',
      LOG_LEVEL: 'silent',
      SQLITE_PATH: join(root, 'accounts.db'),
      RATE_LIMIT_MAX: '100000',
    });
    app = await buildApp(config, { dataDir: inject('tinyLakeDir'), now: clock.now });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    manualKey = await signInKey(app, 'demo-manual');
    adminKey = await signInKey(app, 'demo-admin');
    // An MCP client holds the data key; a web session would end (7 days) before the 11 days the expiry test skips.
    trialKey = await dataKeyOf(app, 'demo-trial');
    const members = dataOf<NameAsset[]>(await get('/groupassets2?group=equ_top100&limit=1', manualKey));
    if (!members[0]) throw new Error('the tiny lake has no member in equ_top100');
    member = members[0];
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => {})));
    await app?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  it('lists its tools, each with a description and an input schema', async () => {
    const client = await connect({ apikey: manualKey });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'call_api',
        'get_asset_series',
        'get_group_heatmap',
        'get_group_snapshot',
        'get_pulse_events',
        'list_api_calls',
        'match_assets_in_text',
        'search_assets',
        'search_groups',
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
    const series = tools.find((tool) => tool.name === 'get_asset_series');
    expect(series?.inputSchema.required).toEqual(['asset']);
  });

  it('documents every tool and each of its parameters on the MCP docs page (/radar/mcpdocs)', async () => {
    const client = await connect({ apikey: manualKey });
    const { tools } = await client.listTools();
    const page = readFileSync(MCP_DOCS_PAGE, 'utf8');
    for (const tool of tools) {
      expect(page, tool.name).toContain(`**\`${tool.name}\`**`);
      for (const parameter of Object.keys(tool.inputSchema.properties ?? {})) {
        expect(page, `${tool.name}.${parameter}`).toMatch(new RegExp(`\\| \`${parameter}\` +\\|`));
      }
    }
  });

  it('echoes a request id unchanged, a number as a number and a string as a string (JSON-RPC 2.0)', async () => {
    for (const id of [7, '7', 'call-1']) {
      const response = await fetch(new URL('/mcp', baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${manualKey}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list' }),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { id: unknown }).id).toStrictEqual(id);
    }
  });

  it('searches assets with the answer of GET /groupassets2 for the same key', async () => {
    const client = await connect({ apikey: manualKey });
    const search = member.Name.toLowerCase();
    const result = await client.callTool({ name: 'search_assets', arguments: { search, limit: 5 } });
    expect(result.isError).toBeFalsy();
    const found = JSON.parse(textOf(result)) as NameAsset[];
    expect(found).toContainEqual(member);
    expect(found).toEqual(dataOf(await get(`/groupassets2?search=${encodeURIComponent(search)}&limit=5`, manualKey)));
  });

  it('searches groups by name and asset class', async () => {
    const client = await connect({ apikey: manualKey });
    const result = await client.callTool({
      name: 'search_groups',
      arguments: { search: 'top 100', assetClass: 'equ' },
    });
    const groups = JSON.parse(textOf(result)) as { Group: string; Class: string; Name: string }[];
    expect(groups.map((group) => group.Group)).toContain('equ_top100');
    expect(groups.every((group) => group.Class === 'equ' && /top 100/i.test(`${group.Name} ${group.Group}`))).toBe(
      true,
    );
  });

  it("reads an asset's series with the answer of GET /asset-trmi3, the key given as a bearer token", async () => {
    const client = await connect({ bearer: manualKey });
    const result = await client.callTool({
      name: 'get_asset_series',
      arguments: { asset: member.Asset, indicator: 'sentiment', period: 10 },
    });
    expect(result.isError).toBeFalsy();
    const series = JSON.parse(textOf(result)) as { asset: string; indicator: string; points: unknown[] };
    expect(series).toMatchObject({ asset: member.Asset, indicator: 'sentiment' });
    expect(series.points.length).toBeGreaterThan(0);
    expect(series).toEqual(dataOf(await get(`/asset-trmi3?asset=${member.Asset}&cvar=sentiment&period=10`, manualKey)));
  });

  it('reads a group snapshot of the largest rises as GET /overview-topn answers', async () => {
    const client = await connect({ apikey: manualKey });
    const result = await client.callTool({
      name: 'get_group_snapshot',
      arguments: { group: 'equ_top100', sortBy: 'up', count: 3 },
    });
    const snapshot = JSON.parse(textOf(result)) as { rows: unknown[] };
    expect(snapshot.rows.length).toBeGreaterThan(0);
    expect(snapshot).toEqual(dataOf(await get('/overview-topn?group=equ_top100&sortby=up&num=3', manualKey)));
  });

  it("returns the API's 400 as a tool error that names the parameter", async () => {
    const client = await connect({ apikey: manualKey });
    const result = await client.callTool({
      name: 'get_asset_series',
      arguments: { asset: member.Asset, start: '2026-02-31' },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/HTTP 400: Invalid parameter 'start'/);
  });

  it('returns an unknown asset as a 404 tool error', async () => {
    const client = await connect({ apikey: manualKey });
    const result = await client.callTool({ name: 'get_asset_series', arguments: { asset: 'no-such-asset' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/HTTP 404: Unknown asset/);
  });

  it('refuses a connection without a key or with an unknown key (401)', async () => {
    await expect(connect()).rejects.toMatchObject({ code: 401 });
    await expect(connect({ apikey: 'not-a-key' })).rejects.toMatchObject({ code: 401 });
    await expect(connect({ bearer: 'not-a-key' })).rejects.toMatchObject({ code: 401 });
    const response = await app.inject({
      method: 'POST',
      url: '/mcp',
      payload: { jsonrpc: '2.0', id: 1, method: 'ping' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('refuses pulse events to a user without the pulse permission, as GET /pulse/v1/events does', async () => {
    const client = await connect({ apikey: manualKey });
    const result = await client.callTool({ name: 'get_pulse_events', arguments: { assetClass: 'equ', asset: 'all' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/HTTP 403: Permission required/);
    expect((await get('/pulse/v1/events/equ/all', manualKey)).statusCode).toBe(403);

    const admin = await connect({ apikey: adminKey });
    const allowed = await admin.callTool({
      name: 'get_pulse_events',
      arguments: { assetClass: 'equ', asset: 'all', pulselevel: 3 },
    });
    expect(allowed.isError).toBeFalsy();
  });

  it('refuses asset matching to a user without the Radar permission, as POST /radarv5/assetmatch does', async () => {
    const client = await connect({ apikey: manualKey });
    const result = await client.callTool({ name: 'match_assets_in_text', arguments: { text: member.Name } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/HTTP 403: Permission required/);

    const admin = await connect({ apikey: adminKey });
    const allowed = await admin.callTool({ name: 'match_assets_in_text', arguments: { text: member.Name } });
    expect(allowed.isError).toBeFalsy();
    expect(textOf(allowed)).toContain(member.Asset);
  });

  it('offers the read calls of the API description through list_api_calls and call_api', async () => {
    const client = await connect({ apikey: manualKey });
    const listed = JSON.parse(textOf(await client.callTool({ name: 'list_api_calls', arguments: {} }))) as {
      path: string;
    }[];
    const paths = listed.map((call) => call.path);
    expect(paths).toEqual(expect.arrayContaining(['/presets/get', '/asset-trmi3', '/heatmaps']));
    expect(paths.some((path) => path.startsWith('/admin') || path.startsWith('/user') || path === '/auth')).toBe(false);

    const result = await client.callTool({
      name: 'call_api',
      arguments: { path: '/presets/get', query: { group: 'equ_top100' } },
    });
    expect(JSON.parse(textOf(result))).toEqual(dataOf(await get('/presets/get?group=equ_top100', manualKey)));

    // The caller's own key always goes with the call: an admin key passed as a parameter is not used.
    const borrowed = await client.callTool({
      name: 'call_api',
      arguments: {
        path: '/pulse/v1/events/{class}/{code}',
        pathParams: { class: 'equ', code: 'all' },
        query: { apikey: adminKey },
      },
    });
    expect(borrowed.isError).toBe(true);
    expect(textOf(borrowed)).toMatch(/HTTP 403: Permission required/);

    // A path parameter cannot step out of its route ('..' would be resolved away by URL parsing).
    const traversal = await client.callTool({
      name: 'call_api',
      arguments: { path: '/pulse/v1/events/{class}/{code}', pathParams: { class: '..', code: 'all' } },
    });
    expect(traversal.isError).toBe(true);
    expect(textOf(traversal)).toMatch(/path parameter 'class'/);

    const refused = await client.callTool({ name: 'call_api', arguments: { path: '/admin/users' } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/No read call \/admin\/users/);
  });

  it("refuses an expired account with 'This account has expired'", async () => {
    const client = await connect({ apikey: trialKey });
    expect((await client.callTool({ name: 'search_groups', arguments: {} })).isError).toBeFalsy();
    clock.advance(11 * DAY_MS);
    try {
      await expect(connect({ apikey: trialKey })).rejects.toMatchObject({
        code: 403,
        message: expect.stringContaining('This account has expired'),
      });
    } finally {
      clock.advance(-11 * DAY_MS);
    }
  });

  it("counts a tool call once against the caller's rate limit, and a batch of tool calls once per call", async () => {
    const key = await signInKey(app, 'demo-manual');
    const remaining = async (headers: Record<string, string> = {}) => {
      const response = await app.inject({ method: 'GET', url: `/presets/list?apikey=${key}`, headers });
      expect(response.statusCode).toBe(200);
      return Number(response.headers['x-ratelimit-remaining']);
    };
    const toolCall = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'search_groups', arguments: { search: 'top 100' } },
    });
    const postMcp = async (payload: unknown) => {
      const response = await app.inject({
        method: 'POST',
        url: `/mcp?apikey=${key}`,
        headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('equ_top100');
    };

    const before = await remaining();
    await postMcp(toolCall(1));
    // The MCP request and this GET: the tool's inner call of GET /presets/list did not count.
    expect(await remaining()).toBe(before - 2);

    const beforeBatch = await remaining();
    await postMcp([toolCall(1), toolCall(2)]);
    // The MCP request (which pays for its first tool call) and the second tool call, then this GET.
    expect(await remaining()).toBe(beforeBatch - 3);

    // A made-up pass is no pass.
    const beforeForged = await remaining();
    expect(await remaining({ 'x-moodwire-rate-limit-pass': 'made-up' })).toBe(beforeForged - 1);
  });

  it('answers GET and DELETE /mcp with 405 (stateless server: no stream, no session)', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await app.inject({ method, url: `/mcp?apikey=${manualKey}` });
      expect(response.statusCode, method).toBe(405);
      expect(response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    }
  });
});

describe('MCP tool answers larger than an assistant can take', () => {
  const capRoot = mkdtempSync(join(tmpdir(), 'moodwire-mcp-cap-'));
  let app: FastifyInstance;
  let key: string;
  /** Bytes the streamed test route produced, and whether its stream was closed early. */
  let produced = 0;
  let isDestroyed = false;
  const LINE = `${'x'.repeat(1_023)}\n`;
  const STREAM_LINES = 32_768; // 32 MB

  beforeAll(async () => {
    const config = loadConfig({
      DEMO_MODE: '1',
      LOG_LEVEL: 'silent',
      SQLITE_PATH: join(capRoot, 'accounts.db'),
      RATE_LIMIT_MAX: '100000',
    });
    app = await buildApp(config, { dataDir: inject('tinyLakeDir') });
    // A CSV download that is produced as it is read (like /rma/v4/data/.../all), far larger than a tool may take.
    app.get('/test/large-csv', async (_request, reply) => {
      let lines = 0;
      const body = new Readable({
        read() {
          if (lines === STREAM_LINES) {
            this.push(null);
            return;
          }
          lines += 1;
          produced += LINE.length;
          this.push(LINE);
        },
        destroy(error, callback) {
          if (lines < STREAM_LINES) isDestroyed = true;
          callback(error);
        },
      });
      return reply.type('text/csv; charset=utf-8').send(body);
    });
    app.get('/test/small-csv', async (_request, reply) => reply.type('text/csv; charset=utf-8').send(LINE.repeat(8)));
    key = await signInKey(app, 'demo-manual');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await closeReadPools();
    rmSync(capRoot, { recursive: true, force: true });
  });

  it('stops reading a streamed answer once it passes the cap, and stops the route producing it', async () => {
    const callApi = createApiRouteCaller(app, key);
    const answer = await callApi({ method: 'GET', path: '/test/large-csv' });
    expect(answer).toMatchObject({ statusCode: 200, isOversized: true, body: '' });
    const result = toToolResult(answer);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(
      new RegExp(`too large for an assistant \\(more than ${MAX_TOOL_TEXT} characters\\)`),
    );
    // Read up to the cap and a little more (stream buffers), not the 32 MB the route would have produced.
    await vi.waitFor(() => expect(isDestroyed).toBe(true));
    expect(produced).toBeGreaterThan(MAX_ANSWER_CHARS);
    expect(produced).toBeLessThan(4 * MAX_ANSWER_CHARS);
  });

  it('still answers a small streamed answer whole', async () => {
    const answer = await createApiRouteCaller(app, key)({ method: 'GET', path: '/test/small-csv' });
    expect(answer.isOversized).toBeUndefined();
    expect(textOf(toToolResult(answer))).toBe(LINE.repeat(8));
  });

  it('refuses call_api of a data download of every asset as too large', async () => {
    const answer = await createApiRouteCaller(app, key)({ method: 'GET', path: '/rma/v4/data/equ/dai/all' });
    expect(answer.statusCode).toBe(200);
    expect(answer.isOversized).toBe(true);
    expect(toToolResult(answer).isError).toBe(true);
  });
});
