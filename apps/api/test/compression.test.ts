import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays } from '@moodwire/domain';
import { getLakeManifest } from '@moodwire/warehouse';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMPRESSION_THRESHOLD, looksCompressed, registerCompression } from '../src/plugins/compression';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

const dayAfter = (day: string, days = 1) => addDays(day, days);

describe('response compression', () => {
  const dataDir = inject('tinyLakeDir');
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let key: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${key}`, headers });

  beforeAll(async () => {
    lakeApp = await createLakeTestApp(dataDir, 'compression');
    app = lakeApp.app;
    key = await signInKey(app, 'demo-admin');
  }, 60_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  // sortby=buzz: every member of the group, as the screener reads it (the movers orders apply a default minbuzz).
  it('gzips a large /overview-topn answer (served from the answer cache) to the same JSON', async () => {
    const url = '/overview-topn?group=equ&num=5000&sortby=buzz';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10 * COMPRESSION_THRESHOLD);

    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const text = gunzipSync(gzipped.rawPayload).toString('utf8');
    expect(text).toBe(plain.body);
    expect(JSON.parse(text)).toEqual(plain.json());
  });

  it('answers brotli when the client prefers it, and gzip to a browser-like list', async () => {
    const url = '/overview-topn?group=equ&num=5000&sortby=buzz';
    const plain = await get(url);
    const brotli = await get(url, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const browser = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(['br', 'gzip']).toContain(browser.headers['content-encoding']);
  });

  it('gzips a streamed CSV answer of the data API to the same text', async () => {
    const manifest = await getLakeManifest({ dataDir });
    if (!manifest) throw new Error('the shared tiny lake is missing');
    const day = dayAfter(manifest.to, -2);
    const url = `/rma/v4/data/equ/dai/all?start_date=${day}&end_date=${dayAfter(day)}`;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/csv; charset=utf-8');
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('leaves a tiny answer, and an answer to a client that accepts no encoding, as they are', async () => {
    const health = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(health.headers['content-encoding']).toBeUndefined();
    const identity = await get('/overview-topn?group=equ&num=5000&sortby=buzz', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toMatchObject({ data: { group: 'equ' } });
  });

  it('sends a zip download as it is, not encoded a second time, and gzips the text file it holds', async () => {
    const manifest = await getLakeManifest({ dataDir });
    if (!manifest) throw new Error('the shared tiny lake is missing');
    const day = dayAfter(manifest.to, -3);
    const [file] = dataOf<{ name: string }[]>(
      await get(`/rma/v4/files/equ/dai?start_date=${day}&end_date=${dayAfter(day)}`),
    );
    if (!file) throw new Error('no bulk file');
    const zipName = file.name.replace(/\.txt$/, '.zip');
    const plain = await get(`/rma/v4/files/equ/dai/${zipName}`);
    expect(plain.statusCode).toBe(200);
    const asked = await get(`/rma/v4/files/equ/dai/${zipName}`, { 'accept-encoding': 'gzip, br' });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toBe('application/zip');
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.rawPayload.readUInt32LE(0)).toBe(0x04034b50);
    expect(asked.rawPayload.equals(plain.rawPayload)).toBe(true);
    // The tab-separated file itself is text: streamed from the file cache, gzipped, and the same bytes once decoded.
    const text = await get(`/rma/v4/files/equ/dai/${file.name}`);
    const gzipped = await get(`/rma/v4/files/equ/dai/${file.name}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-disposition']).toBe(text.headers['content-disposition']);
    expect(gunzipSync(gzipped.rawPayload).equals(text.rawPayload)).toBe(true);
  });
});

describe('text that starts like a compressed stream', () => {
  it('recognises the gzip and zlib headers that @fastify/compress passes through', () => {
    expect(looksCompressed('HKT Trust Q3 2026 earnings call')).toBe(true);
    expect(looksCompressed('x marks the spot')).toBe(true);
    expect(looksCompressed(Buffer.from([0x1f, 0x8b, 0x08, 0]))).toBe(true);
    expect(looksCompressed('{"data":[]}')).toBe(false);
    expect(looksCompressed('id,assetCode,ticker')).toBe(false);
    expect(looksCompressed('H')).toBe(false);
  });

  it("sends such a text uncompressed rather than labelled gzip (fastify-compress#347: 'HK...')", async () => {
    const server = Fastify();
    await registerCompression(server);
    const text = `HKT Trust Q3 2026 earnings call\n${'Operator: good morning and welcome.\n'.repeat(200)}`;
    server.get('/transcript', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(text));
    server.get('/other', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(`A${text}`));
    try {
      const response = await server.inject({ url: '/transcript', headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(text);
      // The same kind of text that does not start that way is compressed as usual.
      const other = await server.inject({ url: '/other', headers: { 'accept-encoding': 'gzip' } });
      expect(other.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(other.rawPayload).toString('utf8')).toBe(`A${text}`);
    } finally {
      await server.close();
    }
  });
});
