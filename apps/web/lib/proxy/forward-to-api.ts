/**
 * The `/x/*` proxy to the API (ARCHITECTURE.md 'Request flow'): method, query, body and cookies go to the API root
 * read from API_URL at request time, and the answer comes back as the API sent it (compressed bytes untouched,
 * every Set-Cookie kept). A route handler rather than a middleware rewrite, because Next answers every rewrite
 * with an `x-middleware-rewrite` header naming the internal API URL, query and all (issue 12 §6: it carried
 * `?apikey=`); a handler answers only what the API answered.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';

/** Connection-level headers (RFC 9110 §7.6.1) and Host: they describe one hop, not the request. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

export const PROXY_PREFIX = '/x';

export interface ForwardToApiOptions {
  /** The API root, e.g. http://127.0.0.1:4000 (no trailing slash). */
  apiRoot: string;
}

/** The API URL of a `/x/...` request URL: `/x/auth?data_perms=1` -> `${apiRoot}/auth?data_perms=1`. */
export function toApiUrl(requestUrl: string, apiRoot: string): URL {
  const url = new URL(requestUrl);
  const path = url.pathname.slice(PROXY_PREFIX.length) || '/';
  return new URL(`${apiRoot}${path}${url.search}`);
}

function forwardedRequestHeaders(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) result[name] = value;
  });
  return result;
}

function responseHeaders(upstream: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    // Set-Cookie arrives as a list: each stays its own header.
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

function badGateway(): Response {
  return Response.json(
    { error: 'Bad Gateway', message: 'The API is not reachable; try again in a moment.' },
    { status: 502, headers: { 'cache-control': 'no-store' } },
  );
}

export async function forwardToApi(request: Request, options: ForwardToApiOptions): Promise<Response> {
  const target = toApiUrl(request.url, options.apiRoot);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  return new Promise<Response>((resolve) => {
    const outgoing = send(
      target,
      { method: request.method, headers: forwardedRequestHeaders(request.headers), signal: request.signal },
      (upstream) => {
        const status = upstream.statusCode ?? 502;
        const isBodyless = request.method === 'HEAD' || status === 204 || status === 304;
        if (isBodyless) upstream.resume();
        resolve(
          new Response(isBodyless ? null : (Readable.toWeb(upstream) as ReadableStream<Uint8Array>), {
            status,
            statusText: upstream.statusMessage,
            headers: responseHeaders(upstream),
          }),
        );
      },
    );
    outgoing.on('error', () => resolve(badGateway()));
    if (hasBody && request.body) {
      Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>)
        .on('error', () => outgoing.destroy())
        .pipe(outgoing);
    } else {
      outgoing.end();
    }
  });
}
