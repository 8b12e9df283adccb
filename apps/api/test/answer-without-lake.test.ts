/**
 * answerWithoutLake: an answer made of the domain's tables only (the data API's /info) takes the same ETag step as
 * an answer from the lake, under its own validator, and needs no lake.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerWithoutLake, LAKE_CACHE_CONTROL } from '../src/lake/answer-from-lake';

const etag = '"info-0123456789abcdef"';
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.get(
    '/info',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { data: { type: 'object', properties: { code: { type: 'string' } } } } },
        },
      },
    },
    async (request, reply) =>
      answerWithoutLake({ request, reply, etag, answer: { data: { code: 'equ', internal: 'not in the schema' } } }),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('answerWithoutLake', () => {
  it("sends the answer through the route's serialiser with its ETag and the lake's cache-control", async () => {
    const response = await app.inject('/info');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.etag).toBe(etag);
    expect(response.headers['cache-control']).toBe(LAKE_CACHE_CONTROL);
    expect(response.body).toBe('{"data":{"code":"equ"}}');
  });

  it('answers 304 without a body to a client that holds the answer (strong or weak), 200 to another', async () => {
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await app.inject({ url: '/info', headers: { 'if-none-match': held } });
      expect(response.statusCode, held).toBe(304);
      expect(response.body, held).toBe('');
      expect(response.headers.etag, held).toBe(etag);
    }
    const stale = await app.inject({ url: '/info', headers: { 'if-none-match': '"info-older"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe('{"data":{"code":"equ"}}');
  });
});
