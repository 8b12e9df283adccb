/**
 * GET /public-asset (issue 5 'Public data pages'): anyone, signed in or not, reads an asset's public header, its
 * latest News_Social buzz and default sentiment and their daily series over the last PUBLIC_SERIES_DAYS days of
 * the lake, the same figures /asset-trmi3 gives a signed-in user; an unknown asset is a 404 and an ambiguous code
 * asks for its class. The lake here is longer than the public window (the shared tiny lake is shorter), so the
 * tests see the window cut the history.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, getDefaultSentimentIndicator, PUBLIC_SERIES_DAYS } from '@moodwire/domain';
import { buildLake, type LakeManifest } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

const root = mkdtempSync(join(tmpdir(), 'moodwire-public-asset-'));
const dataDir = join(root, 'data');
/** 120 days: longer than the public window of 90. */
const LAKE_DAYS = { from: '2026-01-01', to: '2026-04-30' };

interface SeriesPoint {
  date: string;
  buzz: number;
  value: number | null;
}

interface PublicAsset {
  asset: string;
  name: string;
  symbol: string;
  class: string;
  className: string;
  date: string | null;
  buzz: number | null;
  sentiment: { indicator: string; name: string; value: number | null };
  series: { days: number; start: string; end: string; points: SeriesPoint[] };
}

describe('GET /public-asset', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let key: string;
  let company: string;
  let manifest: LakeManifest;
  const trmi3 = async (query: string) =>
    dataOf<{ points: SeriesPoint[] }>(
      await app.inject({ method: 'GET', url: `/asset-trmi3?asset=${company}&cvar=sentiment&${query}&apikey=${key}` }),
    ).points;

  beforeAll(async () => {
    ({ manifest } = await buildLake({ dataDir, scale: 'tiny', ...LAKE_DAYS }));
    lakeApp = await createLakeTestApp(dataDir, 'public-asset');
    app = lakeApp.app;
    key = await signInKey(app, 'demo-manual');
    const presets = dataOf<{ Group: string; Featured: string | null }[]>(
      await app.inject({ method: 'GET', url: `/presets/list?apikey=${key}` }),
    );
    company = presets.find((group) => group.Group === 'equ_top100')?.Featured ?? '';
  }, 120_000);

  afterAll(async () => {
    await lakeApp?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a signed-out visitor with the header and the latest buzz and sentiment of /asset-trmi3', async () => {
    const response = await app.inject({ method: 'GET', url: `/public-asset?asset=${company}` });
    expect(response.statusCode).toBe(200);
    const summary = dataOf<PublicAsset>(response);
    expect(summary).toMatchObject({ asset: company, class: 'equ', className: 'Companies' });
    expect(summary.name.length).toBeGreaterThan(0);
    expect(summary.sentiment.indicator).toBe(getDefaultSentimentIndicator('equ'));
    const last = (await trmi3('period=30')).at(-1);
    expect(summary.date).toBe(last?.date ?? null);
    expect(summary.buzz).toBe(last?.buzz ?? null);
    expect(summary.sentiment.value).toBe(last?.value ?? null);
  });

  it(`gives the daily buzz and default sentiment of the last ${PUBLIC_SERIES_DAYS} days of the lake, as /asset-trmi3 does`, async () => {
    const summary = dataOf<PublicAsset>(await app.inject({ method: 'GET', url: `/public-asset?asset=${company}` }));
    const { series } = summary;
    expect(series).toMatchObject({
      days: PUBLIC_SERIES_DAYS,
      start: addDays(manifest.to, 1 - PUBLIC_SERIES_DAYS),
      end: manifest.to,
    });
    expect(series.points.length).toBeGreaterThan(0);
    expect(series.points.length).toBeLessThanOrEqual(PUBLIC_SERIES_DAYS);
    expect(series.points.at(-1)?.date).toBe(summary.date);
    expect(series.points).toEqual(await trmi3(`start=${series.start}&end=${series.end}`));
  });

  it('never widens the window: the older history stays behind the sign-in, whatever the query asks', async () => {
    const plain = dataOf<PublicAsset>(await app.inject({ method: 'GET', url: `/public-asset?asset=${company}` }));
    // The lake holds older days that the signed-in call gives ...
    const history = await trmi3(`start=${manifest.from}`);
    expect(history.some((point) => point.date < plain.series.start)).toBe(true);
    // ... and the public call keeps to its window, parameters of the series calls or not.
    for (const extra of [`start=${manifest.from}`, 'period=3650', `end=${manifest.from}`, 'window=30&src=News']) {
      const response = await app.inject({ method: 'GET', url: `/public-asset?asset=${company}&${extra}` });
      expect(response.statusCode, extra).toBe(200);
      expect(dataOf<PublicAsset>(response).series, extra).toEqual(plain.series);
    }
    expect(plain.series.points.every((point) => point.date >= plain.series.start)).toBe(true);
    // A signed-in caller gets the same teaser: the full history has its own calls.
    const signedIn = await app.inject({ method: 'GET', url: `/public-asset?asset=${company}&apikey=${key}` });
    expect(dataOf<PublicAsset>(signedIn).series).toEqual(plain.series);
  });

  it('refuses an unknown asset with 404 and an ambiguous code with 400 naming cls', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/public-asset?asset=no-such-asset' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("'no-such-asset'");
    const ambiguous = await app.inject({ method: 'GET', url: '/public-asset?asset=US' });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().error).toContain('cls');
    const market = await app.inject({ method: 'GET', url: '/public-asset?asset=US&cls=coumkt' });
    expect(market.statusCode).toBe(200);
    expect(dataOf<PublicAsset>(market).class).toBe('coumkt');
  });
});
