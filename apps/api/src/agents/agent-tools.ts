/**
 * Our MCP tools, called in-process for the agent consoles: the very McpServer of /mcp (registerMcpTools), joined
 * to an MCP client by an in-memory transport, with a caller bound to the admin's own key (createApiRouteCaller).
 * So the tool definitions, their input checks and every permission check are those of the MCP route, not a copy.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { createApiRouteCaller } from '../routes/mcp/call-api-route';
import { registerMcpTools } from '../routes/mcp/register-mcp-tools';

export interface AgentTool {
  name: string;
  title?: string;
  description: string;
  /** The tool's input as JSON Schema (what a model and the by-hand form read). */
  inputSchema: Record<string, unknown>;
}

export interface AgentToolAnswer {
  text: string;
  isError: boolean;
}

export interface AgentToolbox {
  tools: AgentTool[];
  call(name: string, args: Record<string, unknown>): Promise<AgentToolAnswer>;
  close(): Promise<void>;
}

export interface OpenAgentToolboxOptions {
  app: FastifyInstance;
  /** The caller's own key (their web session): each tool answers with what that account may read. */
  apikey: string;
  /** Only these tools (all when absent). */
  names?: readonly string[];
}

function textOf(result: CallToolResult): string {
  return result.content
    .map((part) => (part.type === 'text' ? part.text : `[${part.type} content]`))
    .join('\n')
    .trim();
}

export async function openAgentToolbox({ app, apikey, names }: OpenAgentToolboxOptions): Promise<AgentToolbox> {
  const server = new McpServer({ name: 'moodwire', version: app.swagger().info.version });
  registerMcpTools(server, { callApi: createApiRouteCaller(app, apikey), readOpenApi: () => app.swagger() });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'moodwire-agent-console', version: '1.0.0' });
  await server.connect(serverSide);
  await client.connect(clientSide);
  const listed = await client.listTools();
  const wanted = names ? new Set(names) : null;
  const tools = listed.tools
    .filter((tool) => wanted === null || wanted.has(tool.name))
    .map((tool) => ({
      name: tool.name,
      ...(tool.title ? { title: tool.title } : {}),
      description: tool.description ?? '',
      inputSchema: tool.inputSchema as Record<string, unknown>,
    }));
  const offered = new Set(tools.map((tool) => tool.name));
  return {
    tools,
    async call(name, args) {
      // A model may name a tool it was not given: refused here, as a tool error it can read and correct.
      if (!offered.has(name))
        return { text: `No tool '${name}' here: use one of ${[...offered].join(', ')}.`, isError: true };
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      return { text: textOf(result), isError: result.isError === true };
    },
    async close() {
      await client.close();
      await server.close();
    },
  };
}
