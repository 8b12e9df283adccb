/**
 * The events of an agent answer (POST /admin/agents/:agent/chat, Server-Sent Events: apps/api/src/agents/
 * run-agent-chat.ts) and the conversation the console builds from them.
 */

import { type AgentEvent, MAX_AGENT_HISTORY, MAX_AGENT_MESSAGE_CHARS } from '@moodwire/domain';

export type AssistantPart =
  | { kind: 'text'; text: string }
  | {
      kind: 'tool';
      id: string;
      name: string;
      arguments: string;
      result?: string;
      isError?: boolean;
      isTruncated?: boolean;
    };

export type ChatTurn =
  | { role: 'user'; text: string }
  | {
      role: 'assistant';
      parts: AssistantPart[];
      status: 'streaming' | 'done' | 'stopped' | 'error';
      error?: string;
      isTruncated?: boolean;
    };

/**
 * The complete `data:` events of a Server-Sent Events text, and the unfinished rest to keep for the next chunk.
 * Events are separated by a blank line; lines other than `data:` (comments, `event:`) are ignored.
 */
export function parseSseEvents(buffer: string): { events: AgentEvent[]; rest: string } {
  const normalized = buffer.replace(/\r\n/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: AgentEvent[] = [];
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (data === '') continue;
    try {
      events.push(JSON.parse(data) as AgentEvent);
    } catch {
      // A line that is not JSON is not one of ours: skipped rather than ending the answer.
    }
  }
  return { events, rest };
}

/** The assistant turn after one event. */
export function applyAgentEvent(
  turn: Extract<ChatTurn, { role: 'assistant' }>,
  event: AgentEvent,
): Extract<ChatTurn, { role: 'assistant' }> {
  const parts = [...turn.parts];
  switch (event.type) {
    case 'text': {
      const last = parts[parts.length - 1];
      if (last?.kind === 'text') parts[parts.length - 1] = { kind: 'text', text: last.text + event.text };
      else parts.push({ kind: 'text', text: event.text });
      return { ...turn, parts };
    }
    case 'tool_call':
      parts.push({ kind: 'tool', id: event.id, name: event.name, arguments: event.arguments });
      return { ...turn, parts };
    case 'tool_result':
      return {
        ...turn,
        parts: parts.map((part) =>
          part.kind === 'tool' && part.id === event.id && part.result === undefined
            ? { ...part, result: event.result, isError: event.isError, isTruncated: event.isTruncated }
            : part,
        ),
      };
    case 'done':
      return { ...turn, status: 'done', isTruncated: event.isTruncated };
    case 'error':
      return { ...turn, status: 'error', error: event.message };
  }
}

/** The messages sent with a question: the text of each turn (tool calls stay in the console), the newest last. */
export function toHistory(turns: ChatTurn[]): Array<{ role: 'user' | 'assistant'; content: string }> {
  const messages = turns.flatMap((turn) => {
    const content =
      turn.role === 'user'
        ? turn.text
        : turn.parts
            .map((part) => (part.kind === 'text' ? part.text : ''))
            .join('')
            .trim();
    return content === '' ? [] : [{ role: turn.role, content: content.slice(0, MAX_AGENT_MESSAGE_CHARS) }];
  });
  const recent = messages.slice(-MAX_AGENT_HISTORY);
  // The API takes a conversation that starts and ends with the user's words.
  while (recent.length > 0 && recent[0]?.role !== 'user') recent.shift();
  return recent;
}
