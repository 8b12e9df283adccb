/**
 * Every web call over the lake answers through answerFromLake (ARCHITECTURE.md 'An API route, one way'): each one
 * carries the build's ETag and the lake's cache-control, answers 304 to a client that holds the build's answer,
 * and serves a repeated call as the same bytes. One call per route moved to the helper in issue 12 §2.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAKE_CACHE_CONTROL } from '../src/lake/answer-from-lake';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

/** A valid call of each route (the asset and group codes are filled in from the lake). */
const CALLS: Record<string, (ids: { company: string }) => string> = {
  '/lake-info': () => '/lake-info',
  '/assetlist': () => '/assetlist?group=equ_top100&search=a&limit=5',
  '/grouplist': () => '/grouplist?product=rma',
  '/presets/list': () => '/presets/list',
  '/presets/get': () => '/presets/get?group=crypto',
  '/groupassets2': () => '/groupassets2?search=bit',
  '/asset-price': ({ company }) => `/asset-price?asset=${company}&period=10`,
  '/asset-bondprice': () => '/asset-bondprice?asset=US&period=10',
  '/public-asset': ({ company }) => `/public-asset?asset=${company}`,
  '/radarv5/assetlist': () => '/radarv5/assetlist?cls=crypto&limit=3',
  '/asset-trmi3': ({ company }) => `/asset-trmi3?asset=${company}&period=20`,
  '/asset-trmi-hou': ({ company }) => `/asset-trmi-hou?asset=${company}&period=2`,
  '/others/thematic-benchmark': () => '/others/thematic-benchmark?group=crypto&period=20',
  '/featuredchart': () => '/featuredchart?groups=crypto&period=20',
  '/featuredheatmaps': () => '/featuredheatmaps?groups=crypto&maxnum=3',
  '/toplists': () => '/toplists?groups=crypto&num=2',
};

describe('revalidation of the web calls moved to the lake-answer helper', () => {
  let lakeApp: LakeTestApp;
  let admin: string;
  let company: string;

  beforeAll(async () => {
    lakeApp = await createLakeTestApp(inject('tinyLakeDir'), 'web-lake-revalidation');
    admin = await signInKey(lakeApp.app, 'demo-admin');
    const groups = dataOf<{ Group: string; Featured: string | null }[]>(
      await lakeApp.app.inject({ method: 'GET', url: `/presets/list?apikey=${admin}` }),
    );
    company = groups.find((group) => group.Group === 'equ_top100')?.Featured ?? 'none';
  }, 120_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    lakeApp.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${admin}`, headers });

  it('names routes the app has', () => {
    const missing = Object.keys(CALLS).filter((url) => !lakeApp.app.hasRoute({ method: 'GET', url }));
    expect(missing).toEqual([]);
  });

  for (const [path, call] of Object.entries(CALLS)) {
    it(`${path}: the build's ETag, 304 for the answer the client holds, the same bytes when asked again`, async () => {
      const url = call({ company });
      const first = await get(url);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe(LAKE_CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"\d{8}-\d{6}-tiny-[0-9a-f]+(-[\w-]+)?"$/);
      const held = await get(url, { 'if-none-match': etag });
      expect(held.statusCode).toBe(304);
      expect(held.body).toBe('');
      expect(held.headers.etag).toBe(etag);
      const again = await get(url);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      // A stale validator gets the whole answer.
      const stale = await get(url, { 'if-none-match': '"an-older-build"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    });
  }
});
