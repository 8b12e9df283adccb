/**
 * The admin AI agent consoles (issue 16 'AI agents'): the agent loop against a test server that plays the model
 * (test/support/fake-model-server.ts), over the shared tiny lake. The loop calls an MCP tool with the admin's own
 * access, streams an answer built on the tool's result, keeps the model key out of every answer and log line, turns
 * an unreachable model into a clear error event, and refuses non-admins.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentEvent } from '@moodwire/domain';
import { closeReadPools } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dataOf, signInKey } from './helpers/test-app';
import { ANSWER_PREFIX, type FakeModelServer, startFakeModelServer } from './support/fake-model-server';

const MODEL_KEY = 'sk-test-agent-key-9f3c2a71';
const root = mkdtempSync(join(tmpdir(), 'moodwire-agents-'));

interface Built {
  app: FastifyInstance;
  logs: string[];
}

async function build(name: string, env: Record<string, string>): Promise<Built> {
  const logs: string[] = [];
  const config = loadConfig({
    DEMO_MODE: '1',
    // Debug: the most the API ever logs, so a key that reached a log line would be caught.
    LOG_LEVEL: 'debug',
    SQLITE_PATH: join(root, `${name}.db`),
    RATE_LIMIT_MAX: '100000',
    ...env,
  });
  const app = await buildApp(config, {
    dataDir: inject('tinyLakeDir'),
    logStream: { write: (line: string) => void logs.push(line) },
  });
  return { app, logs };
}

function eventsOf(body: string): AgentEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as AgentEvent);
}

const ask = (app: FastifyInstance, apikey: string, agent: string, question: string) =>
  app.inject({
    method: 'POST',
    url: `/admin/agents/${agent}/chat?apikey=${encodeURIComponent(apikey)}`,
    payload: { messages: [{ role: 'user', content: question }] },
  });

describe('admin AI agents', () => {
  let model: FakeModelServer;
  let configured: Built;
  let unreachable: Built;
  let unconfigured: Built;

  beforeAll(async () => {
    model = await startFakeModelServer({ toolCall: { name: 'search_groups', arguments: { search: 'top' } } });
    configured = await build('configured', {
      AGENT_MODEL_URL: model.url,
      AGENT_MODEL: 'fake-model',
      AGENT_MODEL_KEY: MODEL_KEY,
    });
    // A port nothing listens on: the model server is down.
    const down = await startFakeModelServer({ toolCall: { name: 'search_groups', arguments: {} } });
    await down.close();
    unreachable = await build('unreachable', {
      AGENT_MODEL_URL: down.url,
      AGENT_MODEL: 'fake-model',
      AGENT_MODEL_KEY: MODEL_KEY,
    });
    unconfigured = await build('unconfigured', {});
  });

  afterAll(async () => {
    await Promise.all([configured?.app.close(), unreachable?.app.close(), unconfigured?.app.close()]);
    await model?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  it('calls the tool, streams an answer built on its result, and sends the tools and system prompt to the model', async () => {
    const { app } = configured;
    const adminKey = await signInKey(app, 'demo-admin');
    const response = await ask(app, adminKey, 'aigent', 'Which top groups are there?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(response.body);
    const types = events.map((event) => event.type);
    expect(types.indexOf('tool_call')).toBeLessThan(types.indexOf('tool_result'));
    expect(types.indexOf('tool_result')).toBeLessThan(types.indexOf('text'));
    expect(types[types.length - 1]).toBe('done');

    const call = events.find((event) => event.type === 'tool_call');
    expect(call).toMatchObject({ name: 'search_groups', arguments: '{"search":"top"}' });
    const result = events.find((event) => event.type === 'tool_result');
    if (result?.type !== 'tool_result') throw new Error('no tool result');
    expect(result.isError).toBe(false);
    const groups = JSON.parse(
      (
        await app.inject({
          method: 'POST',
          url: `/admin/agents/tools/search_groups?apikey=${adminKey}`,
          payload: { arguments: { search: 'top' } },
        })
      ).json().data.result,
    ) as Array<{ Group: string }>;
    expect(groups.length).toBeGreaterThan(0);
    expect(result.result).toContain(groups[0]?.Group);

    const text = events.map((event) => (event.type === 'text' ? event.text : '')).join('');
    expect(text.startsWith(ANSWER_PREFIX)).toBe(true);
    expect(text).toContain(groups[0]?.Group);

    // The model got the agent's prompt and only its tools, and the tool's answer on the second turn.
    const [first, second] = model.requests.slice(-2);
    expect(first?.body.messages[0]?.role).toBe('system');
    expect(first?.body.stream).toBe(true);
    expect(first?.body.tools?.map((tool) => tool.function.name)).toContain('search_groups');
    expect(second?.body.messages.some((message) => message.role === 'tool')).toBe(true);
    expect(first?.authorization).toBe(`Bearer ${MODEL_KEY}`);
  });

  it('gives each agent its own tools', async () => {
    const { app } = configured;
    const adminKey = await signInKey(app, 'demo-admin');
    await ask(app, adminKey, 'mta-agent', 'Any transcripts of Apple?');
    const offered = model.requests.at(-1)?.body.tools?.map((tool) => tool.function.name) ?? [];
    expect(offered).not.toContain('get_group_heatmap');
    expect(offered).toContain('call_api');
    // search_groups is not a transcripts tool: the loop refuses it as a tool error the model can read.
    const events = eventsOf((await ask(app, adminKey, 'mta-agent', 'Groups?')).body);
    expect(events.find((event) => event.type === 'tool_result')).toMatchObject({ isError: true });
  });

  it('never shows the model key in an answer or a log line', async () => {
    const { app, logs } = configured;
    const adminKey = await signInKey(app, 'demo-admin');
    const listing = await app.inject({ method: 'GET', url: `/admin/agents?apikey=${adminKey}` });
    expect(listing.statusCode).toBe(200);
    expect(dataOf<{ model: { isConfigured: boolean; name: string } }>(listing).model).toMatchObject({
      isConfigured: true,
      name: 'fake-model',
    });
    const chat = await ask(app, adminKey, 'ai-agent-8505', 'What happened?');
    for (const body of [listing.body, chat.body, logs.join('\n')]) expect(body).not.toContain(MODEL_KEY);
    expect(logs.length).toBeGreaterThan(0);
  });

  it('answers an unreachable model with a clear error event, not a 500', async () => {
    const { app, logs } = unreachable;
    const adminKey = await signInKey(app, 'demo-admin');
    const response = await ask(app, adminKey, 'aigent', 'Hello?');
    expect(response.statusCode).toBe(200);
    const events = eventsOf(response.body);
    const error = events.find((event) => event.type === 'error');
    expect(error).toMatchObject({ message: expect.stringMatching(/not reachable \(AGENT_MODEL_URL\)/) });
    expect(response.body + logs.join('\n')).not.toContain(MODEL_KEY);
  });

  it('says how to configure a model when none is, and still calls a tool by hand', async () => {
    const { app } = unconfigured;
    const adminKey = await signInKey(app, 'demo-admin');
    const listing = dataOf<{
      model: { isConfigured: boolean };
      tools: Array<{ name: string; inputSchema: { properties?: Record<string, unknown> } }>;
      settings: Array<{ name: string }>;
    }>(await app.inject({ method: 'GET', url: `/admin/agents?apikey=${adminKey}` }));
    expect(listing.model.isConfigured).toBe(false);
    expect(listing.settings.map((setting) => setting.name)).toContain('AGENT_MODEL_URL');
    expect(listing.tools.find((tool) => tool.name === 'search_assets')?.inputSchema.properties).toHaveProperty(
      'search',
    );

    const chat = await ask(app, adminKey, 'aigent', 'Hello?');
    expect(chat.statusCode).toBe(409);
    expect(chat.json().message).toContain('AGENT_MODEL_URL');

    const byHand = await app.inject({
      method: 'POST',
      url: `/admin/agents/tools/search_groups?apikey=${adminKey}`,
      payload: { arguments: {} },
    });
    expect(byHand.statusCode).toBe(200);
    expect(JSON.parse(dataOf<{ result: string }>(byHand).result).length).toBeGreaterThan(0);

    const badInput = await app.inject({
      method: 'POST',
      url: `/admin/agents/tools/search_assets?apikey=${adminKey}`,
      payload: { arguments: { limit: 'many' } },
    });
    expect(badInput.statusCode).toBe(400);
    expect(badInput.json().message).toMatch(/search|limit/);

    const unknown = await app.inject({
      method: 'POST',
      url: `/admin/agents/tools/drop_tables?apikey=${adminKey}`,
      payload: { arguments: {} },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('stops a model that keeps calling tools after AGENT_MAX_TOOL_ROUNDS rounds, with a message', async () => {
    const endless = await startFakeModelServer({
      toolCall: { name: 'search_groups', arguments: {} },
      isEndless: true,
    });
    const built = await build('endless', {
      AGENT_MODEL_URL: endless.url,
      AGENT_MODEL: 'fake-model',
      AGENT_MAX_TOOL_ROUNDS: '2',
    });
    try {
      const adminKey = await signInKey(built.app, 'demo-admin');
      const events = eventsOf((await ask(built.app, adminKey, 'aigent', 'Loop?')).body);
      expect(events.filter((event) => event.type === 'tool_call')).toHaveLength(2);
      expect(events.at(-1)).toMatchObject({ type: 'error', message: expect.stringContaining('AGENT_MAX_TOOL_ROUNDS') });
      expect(endless.requests).toHaveLength(3);
    } finally {
      await built.app.close();
      await endless.close();
    }
  });

  it('refuses a non-admin on every agent route', async () => {
    const { app } = configured;
    const manualKey = await signInKey(app, 'demo-manual');
    const before = model.requests.length;
    const calls = [
      app.inject({ method: 'GET', url: `/admin/agents?apikey=${manualKey}` }),
      ask(app, manualKey, 'aigent', 'Hello?'),
      app.inject({
        method: 'POST',
        url: `/admin/agents/tools/search_groups?apikey=${manualKey}`,
        payload: { arguments: {} },
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    expect(model.requests.length).toBe(before);
  });
});
