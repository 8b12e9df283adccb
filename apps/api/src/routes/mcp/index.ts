/**
 * The MCP server for AI assistants (Model Context Protocol, streamable HTTP transport, stateless: a fresh
 * server and transport per request, JSON answers rather than SSE streams). An assistant authenticates with
 * the user's API key, as the `apikey` query parameter (`/mcp?apikey=...`) or an `Authorization: Bearer
 * <apikey>` header; its tools call the API's own routes with that key (register-mcp-tools.ts), so every tool
 * is permission-checked by the same guard as the HTTP call it mirrors.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { getRequestApikey } from '../../auth/request-apikey';
import type { LakeView } from '../../lake/open-lake';
import { ApikeyQuery, ErrorSchemaRef, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { createApiRouteCaller } from './call-api-route';
import { refuseForeignOrigin } from './refuse-foreign-origin';
import { registerMcpTools } from './register-mcp-tools';

export const MCP_PATH = '/mcp';

const MCP_INSTRUCTIONS =
  'Moodwire serves market-sentiment, ESG and media analytics indicators for assets (companies, countries, ' +
  'currencies, commodities, cryptocurrencies). Find asset codes with search_assets and group ids with ' +
  "search_groups, then read an asset's series (get_asset_series), a group's movers (get_group_snapshot) or " +
  'heatmap (get_group_heatmap), pulse events (get_pulse_events), or the assets a text mentions ' +
  '(match_assets_in_text). Any other read of the API: list_api_calls, then call_api. Every tool answers with ' +
  "what the user's account may read; a refused call comes back as a tool error with the API's message.";

const JsonRpcMessage = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    // Not a typed union: Fastify's validator coerces types, and a union that starts with String turned the id 2
    // into "2", an answer a client could not match to its request. The SDK checks the id itself.
    id: Type.Optional(Type.Unknown({ description: 'Request id: a string or a number, echoed unchanged' })),
    method: Type.Optional(Type.String()),
    params: Type.Optional(Type.Unknown()),
    result: Type.Optional(Type.Unknown()),
    error: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);
const JSON_RPC_REQUEST_EXAMPLE = {
  jsonrpc: '2.0',
  id: 2,
  method: 'tools/call',
  params: { name: 'search_assets', arguments: { search: 'apple', limit: 5 } },
};
const McpBody = Type.Union([JsonRpcMessage, Type.Array(JsonRpcMessage, { minItems: 1 })], {
  description: 'A JSON-RPC 2.0 message of the Model Context Protocol (or a batch of them)',
  examples: [JSON_RPC_REQUEST_EXAMPLE],
});
const JsonRpcResult = Type.Object(
  { jsonrpc: Type.Literal('2.0'), id: Type.Union([Type.String(), Type.Number(), Type.Null()]) },
  {
    additionalProperties: true,
    description: 'The JSON-RPC answer (result, or error for a protocol failure)',
    examples: [
      {
        jsonrpc: '2.0',
        id: 2,
        result: { content: [{ type: 'text', text: '[{"Name":"Apple","Asset":"4372179024"}]' }] },
      },
    ],
  },
);
const JsonRpcError = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Union([Type.String(), Type.Number(), Type.Null()]),
    error: Type.Object({ code: Type.Integer(), message: Type.String() }),
  },
  {
    description: 'A transport-level JSON-RPC error',
    examples: [{ jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Method not allowed.' } }],
  },
);
const McpQuery = Type.Object({ apikey: ApikeyQuery });

/** `Authorization: Bearer <apikey>` becomes the key the guard reads when no `apikey` parameter is given. */
const bearerApikey: onRequestAsyncHookHandler = async (request) => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  const query = request.query as Record<string, unknown>;
  if (match?.[1] && (typeof query.apikey !== 'string' || query.apikey.trim() === '')) query.apikey = match[1];
};

/** Headers the transport reads; the key (query, header or cookie) stays out of it. */
function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`http://mcp.local${MCP_PATH}`, { method: request.method, headers });
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  const text = await response.text();
  return reply.send(text === '' ? undefined : text);
}

export function mcpRoutes(_lakes: LakeView): FastifyPluginAsyncTypebox {
  // The tools read the lake through the routes they mirror, never directly.
  return async (app) => {
    const config = { access: { area: 'mcp' as const } };
    const common = {
      tags: ['mcp'],
      security: [...KEYED_SECURITY, { apikeyBearer: [] }],
      querystring: McpQuery,
    };

    app.post(
      MCP_PATH,
      {
        config,
        onRequest: [refuseForeignOrigin, bearerApikey],
        schema: {
          ...common,
          summary: 'MCP server for AI assistants (streamable HTTP, stateless, JSON answers)',
          description:
            'Model Context Protocol endpoint. Point an MCP client at `/mcp` with the API key as the `apikey` ' +
            'query parameter or an `Authorization: Bearer <apikey>` header. Tools: search_assets, search_groups, ' +
            'get_asset_series, get_group_snapshot, get_group_heatmap, get_pulse_events, match_assets_in_text, ' +
            'list_api_calls, call_api; each answers exactly as the HTTP call it mirrors would for that key. ' +
            'The client must accept `application/json, text/event-stream`.',
          body: McpBody,
          response: {
            200: JsonRpcResult,
            202: Type.Null({ description: 'Notifications and responses accepted (no body)' }),
            400: Type.Union([ErrorSchemaRef, JsonRpcError], {
              description: 'Bad input, or a message that is not JSON-RPC',
              examples: [{ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }],
            }),
            406: { ...JsonRpcError, description: 'The client does not accept application/json and text/event-stream' },
            ...errorResponses(401, 403, 429),
          },
        },
      },
      async (request, reply) => {
        const apikey = getRequestApikey(request);
        if (!apikey) throw new Error('the MCP route ran without its guard');
        const server = new McpServer(
          { name: 'moodwire', title: 'Moodwire', version: app.swagger().info.version },
          { instructions: MCP_INSTRUCTIONS },
        );
        registerMcpTools(server, {
          callApi: createApiRouteCaller(app, apikey),
          readOpenApi: () => app.swagger(),
        });
        const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
        try {
          await server.connect(transport);
          const response = await transport.handleRequest(toWebRequest(request), { parsedBody: request.body });
          return await sendWebResponse(reply, response);
        } finally {
          await server.close();
        }
      },
    );

    // Stateless: no server-to-client stream and no session to end (the MCP spec's answer is 405).
    for (const method of ['GET', 'DELETE'] as const) {
      app.route({
        method,
        url: MCP_PATH,
        config,
        onRequest: [refuseForeignOrigin, bearerApikey],
        schema: {
          ...common,
          summary:
            method === 'GET'
              ? 'MCP server-to-client stream: not offered (stateless server), 405'
              : 'MCP session end: no sessions (stateless server), 405',
          response: { 405: JsonRpcError, ...errorResponses(401, 403, 429) },
        },
        handler: async (_request, reply) =>
          reply
            .code(405)
            .header('allow', 'POST')
            .send({ jsonrpc: '2.0' as const, id: null, error: { code: -32000, message: 'Method not allowed.' } }),
      });
    }
  };
}
