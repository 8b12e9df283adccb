/**
 * readFromLake's two options for routes that cannot keep or share their read as is: a streamed answer only
 * revalidates (`keep: false`), and a read that decides whether a file exists comes before the ETag step
 * (`revalidateAfterRead`), so an unknown file is a 404 without the build's ETag.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http-error';
import { lakeEtag, readFromLake } from '../src/lake/answer-from-lake';
import { LakeView, type LoadedLake } from '../src/lake/open-lake';

const lake = { buildId: 'build-1' } as LoadedLake;
const etag = lakeEtag(lake);
let app: FastifyInstance;
const reads = { stream: 0, file: 0 };

beforeAll(async () => {
  // The lake view is only a holder of the answer cache here: nothing opens its (missing) data root.
  const lakes = new LakeView('/nonexistent-lake-root');
  app = Fastify();
  app.get('/stream', async (request, reply) => {
    const lines = await readFromLake({
      request,
      reply,
      lakes,
      lake,
      keep: false,
      read: async () => [`read ${++reads.stream}\n`],
    });
    if (lines === undefined) return reply;
    return reply.type('text/plain').send(lines.join(''));
  });
  app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
    const { name } = request.params;
    const text = await readFromLake({
      request,
      reply,
      lakes,
      lake,
      revalidateAfterRead: true,
      read: async () => {
        reads.file++;
        if (name !== 'known.txt') throw new HttpError(404, 'Unknown file');
        return `the file ${name}`;
      },
    });
    if (text === undefined) return reply;
    return reply.type('text/plain').send(text);
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('readFromLake', () => {
  it('runs a streamed read per request (keep: false) and still answers 304 without reading', async () => {
    const first = await app.inject('/stream');
    const second = await app.inject('/stream');
    expect([first.body, second.body]).toEqual(['read 1\n', 'read 2\n']);
    expect(first.headers.etag).toBe(etag);
    const again = await app.inject({ url: '/stream', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(reads.stream).toBe(2);
  });

  it('with revalidateAfterRead, answers an unknown file 404 without the ETag, even to a revalidation', async () => {
    for (const headers of [{}, { 'if-none-match': etag }]) {
      const response = await app.inject({ url: '/files/unknown.txt', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('with revalidateAfterRead, keeps a known file and answers its revalidation 304', async () => {
    const before = reads.file;
    const response = await app.inject('/files/known.txt');
    expect(response.body).toBe('the file known.txt');
    expect(response.headers.etag).toBe(etag);
    const again = await app.inject({ url: '/files/known.txt', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(reads.file - before).toBe(1);
  });
});
