/**
 * How an MCP tool answers: it calls the API's own route through `app.inject` with the caller's API key, so
 * the guard, the input validation and the permission checks are the very code of the HTTP call it mirrors,
 * and turns the route's answer (or its error) into an MCP tool result.
 */
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { issueRateLimitPass } from '../../plugins/rate-limits';

/** Longest tool answer (characters): an assistant's context is small, a narrower call is the fix. */
export const MAX_TOOL_TEXT = 500_000;

/**
 * Most characters of a route's answer read for a tool: the longest tool answer and room for the `{"data": ...}`
 * around it. Reading stops there, so a call that would answer hundreds of MB (every asset's rows over years) is
 * refused after half a MB instead of being held in memory whole first.
 */
export const MAX_ANSWER_CHARS = MAX_TOOL_TEXT + 1_024;

export type QueryValue = string | number | boolean | undefined;

export interface ApiRouteCall {
  method: 'GET' | 'POST';
  /** A concrete path (path parameters already filled in and encoded). */
  path: string;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
}

export interface ApiRouteAnswer {
  statusCode: number;
  contentType: string;
  /** The answer's text; empty when it was not read (binary, or longer than MAX_ANSWER_CHARS). */
  body: string;
  /** The answer was longer than MAX_ANSWER_CHARS: only its start was read. */
  isOversized?: boolean;
}

/** The text of a body, or null as soon as it is longer than `maxChars` (the rest is not read). */
async function readText(stream: Readable, maxChars: number): Promise<string | null> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  for await (const chunk of stream) {
    text += decoder.write(chunk as Buffer);
    // Leaving the loop destroys the stream.
    if (text.length > maxChars) return null;
  }
  text += decoder.end();
  return text.length > maxChars ? null : text;
}

export type CallApiRoute = (call: ApiRouteCall) => Promise<ApiRouteAnswer>;

/**
 * A caller bound to one API key: every call carries it as the `apikey` query parameter (spec §7). Made for one MCP
 * request, which the rate limit counted already: its first call passes the limit, so that a tool call counts once;
 * any further call (a batch of tool calls in one request) counts as a request of its own.
 */
export function createApiRouteCaller(app: FastifyInstance, apikey: string): CallApiRoute {
  let hasPrepaidCall = true;
  return async ({ method, path, query = {}, body }) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      // The caller's own key always wins: a tool argument cannot borrow another account's key.
      if (value === undefined || name === 'apikey') continue;
      search.append(name, String(value));
    }
    search.append('apikey', apikey);
    const pass = hasPrepaidCall ? issueRateLimitPass(app) : null;
    hasPrepaidCall = false;
    let response: Awaited<ReturnType<FastifyInstance['inject']>>;
    try {
      response = await app.inject({
        method,
        url: `${path}?${search.toString()}`,
        // No content encoding: the tool reads the text.
        headers: {
          accept: 'application/json, text/csv;q=0.9, */*;q=0.5',
          'accept-encoding': 'identity',
          ...pass?.headers,
        },
        ...(body === undefined ? {} : { payload: body }),
        // Resolves once the headers are out; the body is read below, as far as a tool may use it.
        payloadAsStream: true,
      });
    } finally {
      pass?.revoke();
    }
    const contentType = String(response.headers['content-type'] ?? '');
    const isText = isTextual(contentType);
    const stream = response.stream();
    // A binary answer is refused by toToolResult: none of it is read.
    const text = isText ? await readText(stream, MAX_ANSWER_CHARS) : null;
    if (text === null) {
      // Closing the response stops the route: a streamed body (a data download) is not produced further.
      stream.destroy();
      response.raw.res.destroy();
    }
    return {
      statusCode: response.statusCode,
      contentType,
      body: text ?? '',
      ...(isText && text === null ? { isOversized: true } : {}),
    };
  };
}

function textResult(text: string, isError = false): CallToolResult {
  return { content: [{ type: 'text', text }], ...(isError ? { isError: true } : {}) };
}

function isTextual(contentType: string): boolean {
  return /^(application\/(json|x-ndjson|jsonl?)|text\/)/i.test(contentType) || contentType === '';
}

/**
 * The tool result of a route's answer: the `data` of a JSON success (compact JSON), the text of a CSV or
 * text answer, or an MCP tool error that carries the API's status and its `{ error, message }`.
 */
export function toToolResult(answer: ApiRouteAnswer, transform?: (data: unknown) => unknown): CallToolResult {
  if (answer.statusCode >= 400) {
    let error = '';
    let message = '';
    try {
      const parsed = JSON.parse(answer.body) as { error?: unknown; message?: unknown };
      error = typeof parsed.error === 'string' ? parsed.error : '';
      message = typeof parsed.message === 'string' ? parsed.message : '';
    } catch {
      message = answer.body.slice(0, 500);
    }
    const detail = message && message !== error ? ` (${message})` : '';
    return textResult(
      `The API refused the call with HTTP ${answer.statusCode}: ${error || 'error'}${detail}. ` +
        JSON.stringify({ status: answer.statusCode, error, message }),
      true,
    );
  }
  if (answer.isOversized) {
    return textResult(
      `The answer is too large for an assistant (more than ${MAX_TOOL_TEXT} characters): ` +
        'narrow the call (a shorter date range, a smaller limit, fewer columns).',
      true,
    );
  }
  if (!isTextual(answer.contentType)) {
    return textResult(
      `The API answered with a binary file (${answer.contentType}); download it over HTTP with your API key instead.`,
      true,
    );
  }
  let text = answer.body;
  if (/^application\/json/i.test(answer.contentType)) {
    try {
      const parsed = JSON.parse(answer.body) as { data?: unknown };
      const data = parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed;
      text = JSON.stringify(transform ? transform(data) : data);
    } catch {
      // Not JSON after all: hand the text over as it came.
    }
  }
  if (text.length > MAX_TOOL_TEXT) {
    return textResult(
      `The answer is too large for an assistant (${text.length} characters, at most ${MAX_TOOL_TEXT}): ` +
        'narrow the call (a shorter date range, a smaller limit, fewer columns).',
      true,
    );
  }
  return textResult(text);
}
