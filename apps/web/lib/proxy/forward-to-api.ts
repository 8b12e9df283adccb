/**
 * The `/x/*` proxy to the API (ARCHITECTURE.md 'Request flow'): method, query, body and cookies go to the API root
 * read from API_URL at request time, and the answer comes back with the API's status and headers (every Set-Cookie
 * kept). A route handler rather than a middleware rewrite, because Next answers every rewrite with an
 * `x-middleware-rewrite` header naming the internal API URL, query and all (issue 12 §6: it carried `?apikey=`);
 * a handler answers only what the API answered.
 *
 * Next drops Content-Encoding from a handler's answer (it assumes fetch decoded the body) and compresses the answer
 * itself, so the API is asked for identity, and an encoded body is decoded here all the same.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

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

/** Set by the decoded body: the length and encoding of the API's bytes no longer describe it. */
const BODY_FRAMING = new Set(['content-encoding', 'content-length']);

function forwardedRequestHeaders(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) result[name] = value;
  });
  result['accept-encoding'] = 'identity';
  return result;
}

function responseHeaders(upstream: IncomingMessage): Headers {
  const headers = new Headers();
  const isIdentity = String(upstream.headers['content-encoding'] ?? 'identity').toLowerCase() === 'identity';
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    // An identity body is passed as it is, so its length still holds (a bulk file's Content-Length).
    if (BODY_FRAMING.has(name) && !(name === 'content-length' && isIdentity)) continue;
    // Set-Cookie arrives as a list: each stays its own header.
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // A file served by byte ranges (bulk files) must reach the browser as the bytes the ranges count: no-transform
  // keeps Next from compressing it (a 206 of gzip bytes, or a whole file without its length, breaks a resume).
  if (upstream.headers['accept-ranges'] === 'bytes') {
    const cacheControl = headers.get('cache-control');
    headers.set('cache-control', cacheControl ? `${cacheControl}, no-transform` : 'no-transform');
  }
  return headers;
}

/** The API's body, decoded if it came encoded anyway. */
function decodedBody(upstream: IncomingMessage): Readable {
  const encoding = String(upstream.headers['content-encoding'] ?? 'identity').toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'br'
        ? createBrotliDecompress()
        : encoding === 'deflate'
          ? createInflate()
          : null;
  if (!decoder) return upstream;
  upstream.on('error', (error) => decoder.destroy(error));
  return upstream.pipe(decoder);
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
          new Response(isBodyless ? null : (Readable.toWeb(decodedBody(upstream)) as ReadableStream<Uint8Array>), {
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
