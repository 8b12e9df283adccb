/**
 * The Radar monitor's call (issue 15 '/radar/radar-ui') over the shared tiny lake: z-scores checked against the
 * asset's own daily series read by another call, sorting by unusualness, filters and paging as
 * /radarv5/assetlist, bounds with 400s that name the parameter, and the Radar permission.
 */
import { addDays } from '@moodwire/domain';
import { getLakeManifest, type LakeManifest } from '@moodwire/warehouse';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');

interface Scored {
  value: number | null;
  mean: number | null;
  sd: number | null;
  z: number | null;
}
interface MonitorRow {
  asset: string;
  class: string;
  name: string;
  indicator: string;
  buzz: Scored;
  sentiment: Scored;
  unusualness: number | null;
  buzzSpark: number[];
  sentimentSpark: (number | null)[];
}
interface Monitor {
  lastDay: string;
  window: number;
  sparkDays: number;
  total: number;
  offset: number;
  assets: MonitorRow[];
}
interface Series {
  points: { date: string; buzz: number; value: number | null }[];
}

function errorOf(response: LightMyRequestResponse): { error: string; message: string } {
  return response.json() as { error: string; message: string };
}

function meanAndSd(values: number[]): { mean: number; sd: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return { mean, sd: Math.sqrt(variance) };
}

describe('GET /radarv5/monitor', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let manifest: LakeManifest;
  let manual: string;
  let admin: string;
  const get = (url: string, apikey = admin) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}` });

  beforeAll(async () => {
    lakeApp = await createLakeTestApp(dataDir, 'radar-monitor');
    app = lakeApp.app;
    const published = await getLakeManifest({ dataDir });
    if (!published) throw new Error('the shared tiny lake is missing');
    manifest = published;
    manual = await signInKey(app, 'demo-manual');
    admin = await signInKey(app, 'demo-admin');
  }, 120_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  it('refuses a user without the Radar permission and answers one with it', async () => {
    const refused = await get('/radarv5/monitor?cls=crypto', manual);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).error).toBe('Permission required');
    expect((await get('/radarv5/monitor?cls=crypto')).statusCode).toBe(200);
  });

  it('scores the last day against the asset’s own trailing window, as its daily series gives it', async () => {
    const monitor = dataOf<Monitor>(await get('/radarv5/monitor?cls=crypto&window=20&limit=5'));
    expect(monitor.lastDay).toBe(manifest.to);
    expect(monitor.window).toBe(20);
    const row = monitor.assets.find((candidate) => candidate.buzz.z !== null);
    if (!row) throw new Error('no crypto asset with a buzz z-score');
    const series = dataOf<Series>(await get(`/asset-trmi3?asset=${row.asset}&cls=crypto&period=60`));
    const byDay = new Map(series.points.map((point) => [point.date.slice(0, 10), point]));
    // The 20 days before the last day; a day without a point was not talked about (buzz 0).
    const days = Array.from({ length: 20 }, (_, i) => addDays(manifest.to, -(i + 1)));
    const buzz = meanAndSd(days.map((day) => byDay.get(day)?.buzz ?? 0));
    const last = byDay.get(manifest.to);
    expect(row.buzz.value).toBeCloseTo(last?.buzz ?? 0, 4);
    expect(row.buzz.mean).toBeCloseTo(buzz.mean, 4);
    expect(row.buzz.z).toBeCloseTo(((last?.buzz ?? 0) - buzz.mean) / buzz.sd, 3);
    const tones = days
      .map((day) => byDay.get(day)?.value)
      .filter((value): value is number => typeof value === 'number');
    if (row.sentiment.z !== null) {
      const tone = meanAndSd(tones);
      expect(row.sentiment.z).toBeCloseTo(((last?.value ?? 0) - tone.mean) / tone.sd, 2);
    }
    // The sparkline ends with the last day.
    expect(row.buzzSpark).toHaveLength(monitor.sparkDays);
    expect(row.buzzSpark.at(-1)).toBeCloseTo(row.buzz.value ?? 0, 4);
  });

  it('lists the most unusual first, assets without a z-score last, and pages that order', async () => {
    const all = dataOf<Monitor>(await get('/radarv5/monitor?cls=crypto&limit=500'));
    expect(all.total).toBe(manifest.assets.crypto);
    const sizes = all.assets.map((row) => row.unusualness ?? -1);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    for (const row of all.assets) {
      const zs = [row.buzz.z, row.sentiment.z].filter((z): z is number => z !== null).map(Math.abs);
      expect(row.unusualness).toBe(zs.length > 0 ? Math.max(...zs) : null);
    }
    const page = dataOf<Monitor>(await get('/radarv5/monitor?cls=crypto&limit=3&offset=2'));
    expect(page.assets.map((row) => row.asset)).toEqual(all.assets.slice(2, 5).map((row) => row.asset));
  });

  it('filters by listed codes (a watchlist), search and least buzz on the last day', async () => {
    const chosen = dataOf<Monitor>(await get('/radarv5/monitor?assets=BTC,EUR'));
    expect(chosen.assets.map((row) => `${row.class}:${row.asset}`).sort()).toEqual(['crypto:BTC', 'cur:EUR']);
    const searched = dataOf<Monitor>(await get('/radarv5/monitor?cls=crypto&search=bitcoin'));
    expect(searched.assets.map((row) => row.asset)).toContain('BTC');
    const all = dataOf<Monitor>(await get('/radarv5/monitor?cls=crypto&limit=500'));
    const floor = [...all.assets.map((row) => row.buzz.value ?? 0)].sort((a, b) => b - a)[3] ?? 0;
    const busy = dataOf<Monitor>(await get(`/radarv5/monitor?cls=crypto&minbuzz=${floor}&limit=500`));
    expect(busy.total).toBe(all.assets.filter((row) => (row.buzz.value ?? 0) >= floor).length);
    expect(busy.assets.every((row) => (row.buzz.value ?? 0) >= floor)).toBe(true);
  });

  it('refuses out-of-bounds input with a 400 naming the parameter', async () => {
    for (const [url, name] of [
      ['/radarv5/monitor?limit=501', 'limit'],
      ['/radarv5/monitor?window=5', 'window'],
      ['/radarv5/monitor?window=401', 'window'],
      ['/radarv5/monitor?cls=nope', 'cls'],
      ['/radarv5/monitor?src=nope', 'src'],
      ['/radarv5/monitor?minbuzz=-1', 'minbuzz'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).message, url).toContain(name);
    }
  });

  describe('POST /radarv5/assetlookup', () => {
    const lookup = (lookups: unknown, apikey = admin) =>
      app.inject({ method: 'POST', url: `/radarv5/assetlookup?apikey=${apikey}`, payload: { lookups } });

    it('finds assets by code, RIC and ticker, in order, with null for an unknown line', async () => {
      const company = dataOf<{ assets: { asset: string; symbol: string }[] }>(
        await get('/radarv5/assetlist?cls=equ&limit=1'),
      ).assets[0];
      if (!company) throw new Error('no company in the lake');
      const answer = dataOf<{ assets: ({ asset: string; class: string } | null)[] }>(
        await lookup([
          { by: 'code', value: 'BTC', cls: 'crypto' },
          { by: 'ric', value: company.symbol.toLowerCase() },
          { by: 'code', value: 'US', cls: 'coumkt' },
          { by: 'ticker', value: 'NOSUCHTICKER' },
          { by: 'code', value: 'EUR' },
          { by: 'ticker', value: 'btc' },
        ]),
      );
      expect(answer.assets.map((asset) => (asset ? `${asset.class}:${asset.asset}` : null))).toEqual([
        'crypto:BTC',
        `equ:${company.asset}`,
        'coumkt:US',
        null,
        'cur:EUR',
        'crypto:BTC',
      ]);
    });

    it('refuses a bad class, too many lookups and a user without the Radar permission', async () => {
      const badClass = await lookup([{ by: 'code', value: 'BTC', cls: 'nope' }]);
      expect(badClass.statusCode).toBe(400);
      expect(errorOf(badClass).message).toContain('lookups[0].cls');
      const many = Array.from({ length: 5001 }, () => ({ by: 'code', value: 'BTC' }));
      expect((await lookup(many)).statusCode).toBe(400);
      expect((await lookup([{ by: 'code', value: 'BTC' }], manual)).statusCode).toBe(403);
    });
  });

  it('shows the public preview without a key: the most unusual of the most talked-about assets', async () => {
    const response = await app.inject({ method: 'GET', url: '/radarv5/preview?limit=3' });
    expect(response.statusCode).toBe(200);
    const preview = dataOf<{ lastDay: string; assets: { asset: string; class: string; unusualness: number | null }[] }>(
      response,
    );
    expect(preview.lastDay).toBe(manifest.to);
    expect(preview.assets.length).toBeLessThanOrEqual(3);
    const sizes = preview.assets.map((row) => row.unusualness ?? -1);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect((await app.inject({ method: 'GET', url: '/radarv5/preview?limit=11' })).statusCode).toBe(400);
  });
});
