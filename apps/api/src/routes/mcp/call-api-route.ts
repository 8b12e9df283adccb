/**
 * How an MCP tool answers: it calls the API's own route through `app.inject` with the caller's API key, so
 * the guard, the input validation and the permission checks are the very code of the HTTP call it mirrors,
 * and turns the route's answer (or its error) into an MCP tool result.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { issueRateLimitPass } from '../../plugins/rate-limits';

/** Longest tool answer (characters): an assistant's context is small, a narrower call is the fix. */
export const MAX_TOOL_TEXT = 500_000;

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
  body: string;
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
        headers: { accept: 'application/json, text/csv;q=0.9, */*;q=0.5', ...pass?.headers },
        ...(body === undefined ? {} : { payload: body }),
      });
    } finally {
      pass?.revoke();
    }
    return {
      statusCode: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.body,
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
