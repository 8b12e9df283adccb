/**
 * The Transcripts tool's calls (issue 15 '/transcripts/tool'): GET /mta/search finds the turns that contain a
 * phrase, checked against the transcript files' own text, bounded and validated; GET /mta/example is the public
 * intro's example call (no key), the newest call with its opening turns; the search needs mtaV1.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');

interface Hit {
  transcriptId: string;
  assetCode: string;
  seq: number;
  role: string;
  snippet: string;
}
interface Turn {
  seq: number;
  text: string;
  role: string;
  section: string;
}
interface Call {
  transcriptId: string;
  assetCode: string;
  windowTimestamp: string;
  turns: number;
  turnList: Turn[];
}

describe('transcript search and example', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let admin: string;
  let manual: string;
  const get = (url: string, apikey = admin) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}` });

  beforeAll(async () => {
    lakeApp = await createLakeTestApp(dataDir, 'mta-search');
    app = lakeApp.app;
    admin = await signInKey(app, 'demo-admin');
    manual = await signInKey(app, 'demo-manual');
  }, 120_000);
  afterAll(async () => {
    await lakeApp?.close();
  });

  it('the public example is the newest call with its opening turns, without a key', async () => {
    const response = await app.inject({ method: 'GET', url: '/mta/example' });
    expect(response.statusCode).toBe(200);
    const example = dataOf<Call>(response);
    const newest = dataOf<Call[]>(await get('/mta/data/all?limit=1'))[0];
    expect(example.transcriptId).toBe(newest?.transcriptId);
    expect(example.turnList.length).toBeGreaterThan(0);
    expect(example.turnList.length).toBeLessThanOrEqual(6);
    expect(example.turnList[0]?.seq).toBe(0);
  });

  it('finds a phrase of a known turn in that very turn, and every hit contains the phrase', async () => {
    const example = dataOf<Call>(await app.inject({ method: 'GET', url: '/mta/example' }));
    const turn = example.turnList.find((item) => item.text.split(' ').length > 6) ?? example.turnList[0];
    const phrase = (turn?.text ?? '').split(' ').slice(1, 5).join(' ');
    const response = await get(`/mta/search?q=${encodeURIComponent(phrase.toUpperCase())}&limit=200`);
    expect(response.statusCode).toBe(200);
    const search = dataOf<{ total: number; hits: Hit[] }>(response);
    expect(search.total).toBeGreaterThanOrEqual(search.hits.length);
    expect(search.hits.some((hit) => hit.transcriptId === example.transcriptId && hit.seq === turn?.seq)).toBe(true);
    for (const hit of search.hits) expect(hit.snippet.toLowerCase()).toContain(phrase.toLowerCase());
  });

  it('narrows to one company, takes % and _ literally, and refuses bad input naming the parameter', async () => {
    const example = dataOf<Call>(await app.inject({ method: 'GET', url: '/mta/example' }));
    const own = dataOf<{ hits: Hit[] }>(await get(`/mta/search?q=the&asset_code=${example.assetCode}`));
    expect(own.hits.length).toBeGreaterThan(0);
    for (const hit of own.hits) expect(hit.assetCode).toBe(example.assetCode);
    const literal = dataOf<{ total: number }>(await get('/mta/search?q=%25_%25'));
    expect(literal.total).toBe(0);
    const short = await get('/mta/search?q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain('q');
    const unknown = await get('/mta/search?q=profit&asset_code=NOPE');
    expect(unknown.statusCode).toBe(404);
  });

  it('usage counts the coverage of the data and the bytes this account received this hour', async () => {
    const key = await signInKey(app, 'demo-admin');
    const first = dataOf<{ thisHour: { bytes: number }; coverage: { companies: number; calls: number } }>(
      await get('/mta/usage', key),
    );
    const assets = dataOf<{ calls: number }[]>(await get('/mta/assets', key));
    expect(first.coverage.companies).toBe(assets.length);
    expect(first.coverage.calls).toBe(assets.reduce((sum, asset) => sum + asset.calls, 0));
    const second = dataOf<{ thisHour: { bytes: number } }>(await get('/mta/usage', key));
    // the /mta/assets answer (and the first usage answer) were counted in between
    expect(second.thisHour.bytes).toBeGreaterThan(first.thisHour.bytes + 100);
  });

  it('refuses the search to a caller without mtaV1', async () => {
    const response = await get('/mta/search?q=profit', manual);
    expect(response.statusCode).toBe(403);
  });
});
