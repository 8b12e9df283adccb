import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardToApi, toApiUrl } from './forward-to-api';

interface Seen {
  method: string;
  url: string;
  cookie: string | undefined;
  acceptEncoding: string | undefined;
  body: string;
}

/** A stand-in API that records what reached it. */
function startApi(handler: (request: IncomingMessage, response: ServerResponse, seen: Seen) => void) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        cookie: request.headers.cookie,
        acceptEncoding: request.headers['accept-encoding'],
        body,
      };
      seen.push(entry);
      handler(request, response, entry);
    });
  });
  return { server, seen };
}

describe('the /x proxy to the API', () => {
  const zipped = gzipSync(JSON.stringify({ data: 'x'.repeat(2000) }));
  const { server, seen } = startApi((request, response) => {
    if (request.url?.startsWith('/zipped')) {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(zipped);
      return;
    }
    response.writeHead(201, {
      'content-type': 'application/json',
      'set-cookie': ['apikey=session-key; Path=/; HttpOnly', 'other=1; Path=/'],
    });
    response.end(JSON.stringify({ ok: true }));
  });
  let apiRoot = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server as Server).close(() => resolve()));
  });

  it('maps /x/<path>?<query> to the API root', () => {
    expect(toApiUrl('https://site.example/x/auth?data_perms=1', 'http://127.0.0.1:4000').href).toBe(
      'http://127.0.0.1:4000/auth?data_perms=1',
    );
    expect(toApiUrl('https://site.example/x', 'http://127.0.0.1:4000').href).toBe('http://127.0.0.1:4000/');
  });

  it('forwards method, path, query, body and cookie; answers the status and every Set-Cookie', async () => {
    const response = await forwardToApi(
      new Request('https://site.example/x/user/prefs/insert?category=a&key=b', {
        method: 'POST',
        headers: { cookie: 'apikey=session-key', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'value=%7B%7D',
      }),
      { apiRoot },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.getSetCookie()).toEqual(['apikey=session-key; Path=/; HttpOnly', 'other=1; Path=/']);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/user/prefs/insert?category=a&key=b',
      cookie: 'apikey=session-key',
      body: 'value=%7B%7D',
    });
  });

  it('answers only what the API sent: no header names the internal API URL (issue 12 §6)', async () => {
    const response = await forwardToApi(new Request('https://site.example/x/auth?data_perms=1'), { apiRoot });
    for (const [, value] of response.headers) expect(value).not.toContain(apiRoot);
    expect(response.headers.has('x-middleware-rewrite')).toBe(false);
  });

  it('asks the API for identity and decodes an encoded answer: Next drops Content-Encoding from a handler', async () => {
    const response = await forwardToApi(
      new Request('https://site.example/x/zipped', { headers: { 'accept-encoding': 'br, gzip' } }),
      { apiRoot },
    );
    expect(seen.at(-1)?.acceptEncoding).toBe('identity');
    expect(response.headers.has('content-encoding')).toBe(false);
    expect(Buffer.from(await response.arrayBuffer()).equals(gunzipSync(zipped))).toBe(true);
  });

  it('answers 502 JSON when the API is unreachable', async () => {
    const response = await forwardToApi(new Request('https://site.example/x/auth'), {
      apiRoot: 'http://127.0.0.1:9',
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'Bad Gateway' });
  });
});
