/**
 * The admin AI agent consoles (spec §2 'Admin only': /admin/aigent, /admin/mta-agent, /admin/ai-agent-8505; issue
 * 16 'AI agents'): which agents there are and whether a model is configured, one agent answer streamed as
 * Server-Sent Events over a POST, and a by-hand call of any MCP tool for when no model is configured. Tools run
 * with the admin's own key, as they do through /mcp (agents/agent-tools.ts).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { type AgentEvent, MAX_AGENT_HISTORY, MAX_AGENT_MESSAGE_CHARS } from '@moodwire/domain';
import { AGENT_IDS, AGENTS } from '../agents/agent-definitions';
import { openAgentToolbox } from '../agents/agent-tools';
import { MAX_TOOL_RESULT_FOR_DISPLAY, modelServerName, runAgentChat } from '../agents/run-agent-chat';
import { getRequestApikey } from '../auth/request-apikey';
import { CONFIG_VARIABLES } from '../config';
import { HttpError } from '../http-error';
import { AuthQuery, dataOf, errorResponses, KEYED_SECURITY } from '../schemas/common-schemas';
import { byteStream, sendStream } from './data-v4/streamed-body';

/** Longest by-hand tool answer (characters): the console shows it, it is not a download. */
export const MAX_BY_HAND_RESULT_CHARS = 200_000;

const AGENT_SETTINGS = [
  'AGENT_MODEL_URL',
  'AGENT_MODEL',
  'AGENT_MODEL_KEY',
  'AGENT_MAX_TOOL_ROUNDS',
  'AGENT_TIMEOUT_MS',
];

const AgentIdSchema = Type.Union([Type.Literal('aigent'), Type.Literal('mta-agent'), Type.Literal('ai-agent-8505')], {
  description: 'The agent console',
  examples: ['aigent'],
});
const ToolSchema = Type.Object({
  name: Type.String({ examples: ['search_assets'] }),
  title: Type.Optional(Type.String()),
  description: Type.String(),
  inputSchema: Type.Record(Type.String(), Type.Unknown(), { description: 'The tool input as JSON Schema' }),
});
const AgentsAnswer = Type.Object(
  {
    model: Type.Object({
      isConfigured: Type.Boolean(),
      name: Type.Union([Type.String(), Type.Null()], { description: 'AGENT_MODEL' }),
      server: Type.Union([Type.String(), Type.Null()], { description: 'Host of AGENT_MODEL_URL (never its key)' }),
      maxToolRounds: Type.Integer(),
      timeoutMs: Type.Integer(),
    }),
    agents: Type.Array(
      Type.Object({
        id: AgentIdSchema,
        title: Type.String(),
        description: Type.String(),
        tools: Type.Array(Type.String(), { description: 'Names of the tools it may call' }),
      }),
    ),
    tools: Type.Array(ToolSchema, { description: 'Every MCP tool, for the by-hand forms' }),
    settings: Type.Array(Type.Object({ name: Type.String(), default: Type.String(), description: Type.String() }), {
      description: 'The API settings of the agents',
    }),
  },
  {
    examples: [
      {
        model: { isConfigured: false, name: null, server: null, maxToolRounds: 8, timeoutMs: 120000 },
        agents: [{ id: 'aigent', title: 'AI Agent', description: 'Answers questions…', tools: ['search_assets'] }],
        tools: [{ name: 'search_assets', description: 'Find assets…', inputSchema: { type: 'object' } }],
        settings: [{ name: 'AGENT_MODEL_URL', default: '(empty)', description: 'Base URL…' }],
      },
    ],
  },
);
const ChatBody = Type.Object(
  {
    messages: Type.Array(
      Type.Object(
        {
          role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
          content: Type.String({ minLength: 1, maxLength: MAX_AGENT_MESSAGE_CHARS }),
        },
        { additionalProperties: false },
      ),
      {
        minItems: 1,
        maxItems: MAX_AGENT_HISTORY,
        description: 'The conversation so far, oldest first, ending with the question',
      },
    ),
  },
  {
    additionalProperties: false,
    examples: [{ messages: [{ role: 'user', content: 'Which companies of equ_top100 rose most today?' }] }],
  },
);
const SSE_EXAMPLE =
  'data: {"type":"tool_call","id":"call_1","name":"search_assets","arguments":"{\\"search\\":\\"apple\\"}"}\n\n' +
  'data: {"type":"tool_result","id":"call_1","name":"search_assets","result":"[…]","isError":false,"isTruncated":false}\n\n' +
  'data: {"type":"text","text":"Apple\'s asset code is 4372179024."}\n\n' +
  'data: {"type":"done","rounds":1,"isTruncated":false}\n\n';

function sseOf(event: AgentEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

export const adminAgentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { access: { area: 'admin' as const } };
  const common = { tags: ['admin'], security: KEYED_SECURITY };
  const agentsConfig = ctx.config.agents;
  const isConfigured = () => agentsConfig.modelUrl !== null && agentsConfig.model !== null;
  const keyOf = (request: Parameters<typeof getRequestApikey>[0]) => {
    const apikey = getRequestApikey(request);
    if (!apikey) throw new Error('an agent route ran without its guard');
    return apikey;
  };

  app.get(
    '/admin/agents',
    {
      config,
      schema: {
        ...common,
        summary: 'The AI agent consoles, their tools and whether a model is configured',
        querystring: AuthQuery,
        response: { 200: dataOf(AgentsAnswer, 'Agents, tools and model settings'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const toolbox = await openAgentToolbox({ app, apikey: keyOf(request) });
      try {
        return {
          data: {
            model: {
              isConfigured: isConfigured(),
              name: agentsConfig.model,
              server: agentsConfig.modelUrl ? modelServerName(agentsConfig.modelUrl) : null,
              maxToolRounds: agentsConfig.maxToolRounds,
              timeoutMs: agentsConfig.timeoutMs,
            },
            agents: AGENT_IDS.map((id) => {
              const { systemPrompt: _prompt, ...agent } = AGENTS[id];
              return { ...agent, tools: [...agent.tools] };
            }),
            tools: toolbox.tools,
            settings: CONFIG_VARIABLES.filter((variable) => AGENT_SETTINGS.includes(variable.name)).map(
              ({ name, default: fallback, description }) => ({ name, default: fallback, description }),
            ),
          },
        };
      } finally {
        await toolbox.close();
      }
    },
  );

  app.post(
    '/admin/agents/tools/:tool',
    {
      config,
      schema: {
        ...common,
        summary: 'Call one MCP tool by hand, with your own access',
        params: Type.Object({ tool: Type.String({ minLength: 1, maxLength: 100, examples: ['search_assets'] }) }),
        querystring: AuthQuery,
        body: Type.Object(
          {
            arguments: Type.Record(Type.String(), Type.Unknown(), {
              description: "The tool's arguments (its inputSchema)",
            }),
          },
          { additionalProperties: false, examples: [{ arguments: { search: 'apple', limit: 5 } }] },
        ),
        response: {
          200: dataOf(
            Type.Object(
              {
                result: Type.String({ description: 'The tool answer (text, usually JSON)' }),
                isError: Type.Boolean({ description: 'The tool refused or failed: result says why' }),
                isTruncated: Type.Boolean(),
              },
              { examples: [{ result: '[{"Name":"Apple","Asset":"4372179024"}]', isError: false, isTruncated: false }] },
            ),
            'The tool answer',
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const toolbox = await openAgentToolbox({ app, apikey: keyOf(request) });
      try {
        const { tool } = request.params;
        if (!toolbox.tools.some((entry) => entry.name === tool)) {
          throw new HttpError(404, `No tool '${tool}'`, {
            message: `Tools: ${toolbox.tools.map((entry) => entry.name).join(', ')}.`,
          });
        }
        const answer = await toolbox.call(tool, request.body.arguments);
        // The SDK answers bad arguments as a tool error: for a person at a form that is bad input, a 400.
        if (answer.isError && /^(MCP error -32602|Input validation error)/.test(answer.text)) {
          throw new HttpError(400, `Invalid arguments for ${tool}`, { message: answer.text });
        }
        const isTruncated = answer.text.length > MAX_BY_HAND_RESULT_CHARS;
        return {
          data: {
            result: isTruncated ? answer.text.slice(0, MAX_BY_HAND_RESULT_CHARS) : answer.text,
            isError: answer.isError,
            isTruncated,
          },
        };
      } finally {
        await toolbox.close();
      }
    },
  );

  app.post(
    '/admin/agents/:agent/chat',
    {
      config,
      schema: {
        ...common,
        summary: 'One agent answer, streamed as Server-Sent Events (text, tool calls and results, done or error)',
        description:
          'Each event is one `data:` line of JSON with a `type`: `text` (a piece of the answer), `tool_call` (name and ' +
          `JSON arguments), \`tool_result\` (the tool answer, cut at ${MAX_TOOL_RESULT_FOR_DISPLAY} characters), ` +
          '`done`, or `error` (the model server unreachable, the time limit, too many tool rounds). 409 when no model ' +
          'is configured (AGENT_MODEL_URL, AGENT_MODEL).',
        params: Type.Object({ agent: AgentIdSchema }),
        querystring: AuthQuery,
        body: ChatBody,
        response: {
          200: {
            description: 'The answer as Server-Sent Events',
            content: { 'text/event-stream': { schema: Type.String({ examples: [SSE_EXAMPLE] }) } },
          },
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const { messages } = request.body;
      if (messages[messages.length - 1]?.role !== 'user') {
        throw new HttpError(400, 'body/messages must end with a user message', {
          message: 'The last message of the conversation is the question: its role is user.',
        });
      }
      if (!isConfigured()) {
        throw new HttpError(409, 'No model is configured', {
          message:
            'Set AGENT_MODEL_URL (an OpenAI-compatible API root such as http://127.0.0.1:11434/v1) and AGENT_MODEL ' +
            'for the API, and AGENT_MODEL_KEY if the server needs a key; the tools can be called by hand meanwhile.',
          detail: 'model_not_configured',
        });
      }
      const agent = AGENTS[request.params.agent];
      const toolbox = await openAgentToolbox({ app, apikey: keyOf(request), names: agent.tools });
      const browserGone = new AbortController();
      reply.raw.on('close', () => browserGone.abort());
      async function* events(): AsyncGenerator<string> {
        try {
          for await (const event of runAgentChat({
            agent,
            config: agentsConfig,
            toolbox,
            messages,
            signal: browserGone.signal,
          })) {
            yield sseOf(event);
          }
        } finally {
          await toolbox.close();
        }
      }
      // Event streams are never compressed (the encoder would hold the events back); no-transform tells proxies so.
      request.headers['x-no-compression'] = '1';
      return sendStream(reply, 'text/event-stream; charset=utf-8', byteStream(events()), {
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
    },
  );
};
