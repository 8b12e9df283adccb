/**
 * One answer of an admin agent (issue 16 'AI agents'): an OpenAI-compatible chat-completions model, streamed, that
 * may call the agent's MCP tools; each call runs in-process (agent-tools.ts) and its result goes back to the model
 * until it answers in text. Bounded: tool rounds, answer size, tool-result size, a time limit for the whole answer.
 * The model's key stays in the client: no event and no error message carries it.
 */
import type { AgentEvent } from '@moodwire/domain';
import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { AgentsConfig } from '../config';
import type { AgentDefinition } from './agent-definitions';
import type { AgentToolbox } from './agent-tools';

/** Longest answer text streamed (characters); a model that runs on is cut there. */
export const MAX_ANSWER_CHARS = 20_000;
/** Most characters of one tool result handed back to the model (its context is small). */
export const MAX_TOOL_RESULT_FOR_MODEL = 16_000;
/** Most characters of one tool result shown in the console. */
export const MAX_TOOL_RESULT_FOR_DISPLAY = 4_000;

export interface AgentChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface RunAgentChatOptions {
  agent: AgentDefinition;
  config: AgentsConfig;
  toolbox: AgentToolbox;
  messages: AgentChatMessage[];
  /** Aborted when the browser goes away (stop button, closed page). */
  signal: AbortSignal;
}

function truncate(text: string, max: number): { text: string; isTruncated: boolean } {
  return text.length > max
    ? { text: `${text.slice(0, max)}… [${text.length - max} more characters]`, isTruncated: true }
    : { text, isTruncated: false };
}

/** The model server's host for messages: no path, no credentials in the URL. */
export function modelServerName(modelUrl: string): string {
  try {
    return new URL(modelUrl).host;
  } catch {
    return 'the model server';
  }
}

/** A message an admin can act on; never the key (a server may echo what it was sent). */
export function describeModelError(error: unknown, config: AgentsConfig, isTimedOut: boolean): string {
  const where = config.modelUrl ? modelServerName(config.modelUrl) : 'the model server';
  let message: string;
  if (isTimedOut || error instanceof OpenAI.APIConnectionTimeoutError) {
    message = `The answer took longer than ${Math.round(config.timeoutMs / 1000)} s (AGENT_TIMEOUT_MS) and was stopped.`;
  } else if (error instanceof OpenAI.APIConnectionError) {
    message = `The model server at ${where} is not reachable (AGENT_MODEL_URL): check that it runs and that the URL is right.`;
  } else if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    message = `The model server at ${where} refused the key (AGENT_MODEL_KEY).`;
  } else if (error instanceof OpenAI.NotFoundError) {
    message = `The model server at ${where} does not know the model '${config.model}' (AGENT_MODEL), or the URL does not end in its API root (often /v1).`;
  } else if (error instanceof OpenAI.APIError) {
    message = `The model server at ${where} answered with an error${error.status ? ` (HTTP ${error.status})` : ''}: ${error.message}`;
  } else {
    message = `The model's answer could not be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  return config.modelKey ? message.split(config.modelKey).join('***') : message;
}

interface PendingToolCall {
  id: string;
  name: string;
  arguments: string;
}

export async function* runAgentChat({
  agent,
  config,
  toolbox,
  messages,
  signal,
}: RunAgentChatOptions): AsyncGenerator<AgentEvent> {
  if (!config.modelUrl || !config.model) {
    yield { type: 'error', message: 'No model is configured: set AGENT_MODEL_URL and AGENT_MODEL for the API.' };
    return;
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), config.timeoutMs);
  const combined = AbortSignal.any([signal, timeout.signal]);
  const client = new OpenAI({
    baseURL: config.modelUrl,
    // Local servers (Ollama, llama.cpp) take any key; the SDK needs one.
    apiKey: config.modelKey ?? 'no-key',
    maxRetries: 0,
    timeout: config.timeoutMs,
    // The SDK logs requests at debug level: never, so that nothing of the request (its key) reaches a log.
    logLevel: 'off',
  });
  const tools: ChatCompletionTool[] = toolbox.tools.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.inputSchema },
  }));
  const history: ChatCompletionMessageParam[] = [
    { role: 'system', content: agent.systemPrompt },
    ...messages.map((message) => ({ role: message.role, content: message.content })),
  ];
  let answerChars = 0;
  try {
    for (let round = 0; ; round += 1) {
      const stream = await client.chat.completions.create(
        { model: config.model, messages: history, tools, stream: true },
        { signal: combined },
      );
      let text = '';
      const calls = new Map<number, PendingToolCall>();
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          const room = MAX_ANSWER_CHARS - answerChars;
          const piece = delta.content.slice(0, Math.max(0, room));
          if (piece) {
            text += piece;
            answerChars += piece.length;
            yield { type: 'text', text: piece };
          }
          if (piece.length < delta.content.length) {
            yield { type: 'done', rounds: round, isTruncated: true };
            return;
          }
        }
        for (const part of delta.tool_calls ?? []) {
          const pending = calls.get(part.index) ?? { id: '', name: '', arguments: '' };
          if (part.id) pending.id = part.id;
          if (part.function?.name) pending.name += part.function.name;
          if (part.function?.arguments) pending.arguments += part.function.arguments;
          calls.set(part.index, pending);
        }
      }
      if (calls.size === 0) {
        yield { type: 'done', rounds: round, isTruncated: false };
        return;
      }
      if (round >= config.maxToolRounds) {
        yield {
          type: 'error',
          message: `The agent stopped after ${config.maxToolRounds} rounds of tool calls (AGENT_MAX_TOOL_ROUNDS) without an answer: ask a narrower question.`,
        };
        return;
      }
      const toolCalls: ChatCompletionMessageToolCall[] = [...calls.values()].map((call, index) => ({
        id: call.id || `call_${round}_${index}`,
        type: 'function',
        function: { name: call.name, arguments: call.arguments || '{}' },
      }));
      history.push({ role: 'assistant', content: text || null, tool_calls: toolCalls });
      for (const call of toolCalls) {
        if (call.type !== 'function') continue;
        yield { type: 'tool_call', id: call.id, name: call.function.name, arguments: call.function.arguments };
        let answer: { text: string; isError: boolean };
        let args: unknown;
        try {
          args = JSON.parse(call.function.arguments);
        } catch {
          args = undefined;
        }
        if (args === null || typeof args !== 'object' || Array.isArray(args)) {
          answer = {
            text: 'The arguments are not a JSON object: call the tool again with a JSON object.',
            isError: true,
          };
        } else {
          answer = await toolbox.call(call.function.name, args as Record<string, unknown>);
        }
        const shown = truncate(answer.text, MAX_TOOL_RESULT_FOR_DISPLAY);
        yield {
          type: 'tool_result',
          id: call.id,
          name: call.function.name,
          result: shown.text,
          isError: answer.isError,
          isTruncated: shown.isTruncated,
        };
        history.push({
          role: 'tool',
          tool_call_id: call.id,
          content: truncate(answer.text, MAX_TOOL_RESULT_FOR_MODEL).text,
        });
      }
    }
  } catch (error) {
    // The browser went away: nobody reads an error event.
    if (signal.aborted) return;
    yield { type: 'error', message: describeModelError(error, config, timeout.signal.aborted) };
  } finally {
    clearTimeout(timer);
  }
}
