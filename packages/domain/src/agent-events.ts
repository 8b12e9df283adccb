/**
 * The admin AI agents' answer (POST /admin/agents/:agent/chat, Server-Sent Events): the events the API sends and
 * the console reads, and the bounds of the conversation the console sends back. One shape for both sides.
 */
export type AgentEvent =
  | { type: 'text'; text: string }
  | { type: 'tool_call'; id: string; name: string; arguments: string }
  | { type: 'tool_result'; id: string; name: string; result: string; isError: boolean; isTruncated: boolean }
  | { type: 'done'; rounds: number; isTruncated: boolean }
  | { type: 'error'; message: string };

/** Most messages a question may carry as its history. */
export const MAX_AGENT_HISTORY = 40;
/** Longest message of that history (characters). */
export const MAX_AGENT_MESSAGE_CHARS = 20_000;
