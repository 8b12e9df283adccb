/**
 * The typed API client of the web app: openapi-fetch over the types generated from the API's own OpenAPI
 * document (openapi-types.ts, `npm run api:types`), through the web origin's `/x` prefix (api-client.ts, which
 * keeps the prefix and a URL builder for links). Paths, parameters and answers are checked by the compiler
 * against the routes.
 *
 * Errors follow spec §8 'Fetch' through the one rule of fetch-json.ts (readAnswerText): a status of 400 or more throws the parsed JSON
 * body (with its HTTP `status` attached), or 'status statusText' as text; an unreadable body throws 'error
 * fetching data'. So a call either resolves with the answer or throws, and `readData` unwraps its `.data`.
 *
 *   const presets = await readData(getTypedApi().GET('/presets/list', { params: { query: { apikey } } }));
 */
import { encodeQuery, MESSAGES, type QueryParams } from '@moodwire/domain';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { API_PREFIX } from './api-client';
import { parseJson, readAnswerText } from './fetch-json';
import type { paths } from './openapi-types';

export type ApiPaths = paths;
export type TypedApiClient = Client<paths>;
type RequestFetch = (request: Request) => Promise<Response>;

export interface TypedApiClientOptions {
  /** Where `/x` lives; the page's origin in the browser. Server code passes an absolute URL. */
  baseUrl?: string;
  /** The fetch to use (tests pass a stub); the global fetch by default. */
  fetch?: RequestFetch;
}

/**
 * The fetch under the typed client: throws as spec §8 says on an error status or an unreadable body, and
 * hands openapi-fetch only readable successes (an empty body as 204, so the answer is undefined).
 */
export function createSpecFetch(baseFetch: RequestFetch = (request) => fetch(request)): RequestFetch {
  return async (request) => {
    const response = await baseFetch(request);
    const text = await readAnswerText(response);
    if (text === '') return new Response(null, { status: 204 });
    const isJson = /json/i.test(response.headers.get('content-type') ?? 'application/json');
    if (isJson && parseJson(text) === undefined) throw MESSAGES.fetchUnreadable;
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

function defaultBaseUrl(): string {
  // openapi-fetch builds a Request, which needs an absolute URL: the page's origin in the browser.
  if (typeof window === 'undefined') {
    throw new Error('On the server, create the typed API client with an absolute baseUrl');
  }
  return `${window.location.origin}${API_PREFIX}`;
}

export function createTypedApiClient(options: TypedApiClientOptions = {}): TypedApiClient {
  return createClient<paths>({
    baseUrl: options.baseUrl ?? defaultBaseUrl(),
    fetch: createSpecFetch(options.fetch),
    // Same-origin credentials so the apikey cookie travels (spec §7), as fetch-json does.
    credentials: 'same-origin',
    // spec §5: empty values dropped, array keys repeated, values URL-encoded, null becomes 'Return'.
    querySerializer: (query) => encodeQuery(query as QueryParams),
  });
}

let browserClient: TypedApiClient | undefined;

/** The client of the browser's data hooks (made on first use, when the page's origin is known). */
export function getTypedApi(): TypedApiClient {
  browserClient ??= createTypedApiClient();
  return browserClient;
}

/**
 * Options of a typed POST that sends its body as a form (the API accepts form or JSON; forms keep passwords out of
 * URLs and logs): `getTypedApi().POST('/auth', { body, ...FORM_BODY })`.
 */
export const FORM_BODY = {
  bodySerializer: (body: unknown) => new URLSearchParams(body as Record<string, string>).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
};

/**
 * Options of a typed call that sends an explicit API key as the `apikey` query parameter (spec §7), for a keyed
 * call whose key is not the cookie's (polling an account just linked): `GET('/account', { ...withApikey(key) })`.
 * The OpenAPI document describes the key as a security scheme, so it is not among a route's typed parameters.
 */
export function withApikey(apikey: string): { middleware: Middleware[] } {
  const addKey: Middleware = {
    onRequest({ request }) {
      const url = new URL(request.url);
      url.searchParams.set('apikey', apikey);
      return new Request(url, request);
    },
  };
  return { middleware: [addKey] };
}

/** The body of a call's success (openapi-fetch answers `{ data } | { error }`; errors are thrown here). */
type SuccessBody<Result> = Result extends { data: infer Body } ? Body : never;

/** The answer's `.data` (spec §7 'Responses are read as .data'), typed from the route's 200 schema. */
export type ApiData<Result> = SuccessBody<Result> extends { data: infer Inner } ? Inner : SuccessBody<Result>;

/** Awaits a typed call and returns its `.data` (errors have already been thrown by the client). */
export async function readData<Result extends { data?: unknown; response: Response }>(
  call: Promise<Result>,
): Promise<ApiData<Result>> {
  const result = await call;
  const body = result.data;
  if (body !== null && typeof body === 'object' && 'data' in body)
    return (body as { data: unknown }).data as ApiData<Result>;
  return body as ApiData<Result>;
}
