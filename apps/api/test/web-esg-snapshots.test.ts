import { getDefaultSentimentIndicator } from '@moodwire/domain';
import { getEsgSeries, getGroupSnapshot } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');

interface TopnRow {
  asset: string;
  buzz: number;
  value: number | null;
  previous: number | null;
  delta: number | null;
}
interface Topn {
  group: string;
  indicator: string;
  source: string;
  date: string;
  rows: TopnRow[];
}
interface Heatmap {
  group: string;
  varsize: string;
  varcolor: string;
  date: string;
  tiles: { asset: string; size: number | null; color: number | null; buzz: number }[];
}

describe('ESG group snapshots', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let apikey: string;
  const get = (url: string) => app.inject({ method: 'GET', url: `${url}&apikey=${apikey}` });

  beforeAll(async () => {
    lakeApp = await createLakeTestApp(dataDir, 'web-esg-snapshots');
    app = lakeApp.app;
    apikey = await signInKey(app, 'demo-ssh');
  }, 120_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  it("ranks an ESG Core group by its ESG rank (1-100, News_Social), as the asset's ESG series ends", async () => {
    const response = await get('/overview-topn?group=equcor_top100&num=1000&sortby=level');
    expect(response.statusCode).toBe(200);
    const topn = dataOf<Topn>(response);
    expect(topn.indicator).toBe(getDefaultSentimentIndicator('equcor'));
    expect(topn.indicator).toBe('ESG');
    expect(topn.source).toBe('News_Social');
    const valued = topn.rows.filter((row) => row.value !== null);
    expect(valued.length).toBeGreaterThan(5);
    for (const row of valued) {
      expect(Number.isInteger(row.value)).toBe(true);
      expect(row.value).toBeGreaterThanOrEqual(1);
      expect(row.value).toBeLessThanOrEqual(100);
    }
    const first = valued[0] as TopnRow;
    const series = await getEsgSeries({ assetClass: 'equcor', assetCode: first.asset, indicators: ['ESG'], dataDir });
    const last = series.points.at(-1);
    expect(last?.windowTimestamp.slice(0, 10)).toBe(topn.date.slice(0, 10));
    expect(first.value).toBe(last?.values.ESG);
    expect(first.buzz).toBe(last?.buzz);
  });

  it('answers ESG Core ranks from News_Social whatever the source; refuses an indicator the class lacks', async () => {
    const news = dataOf<Topn>(await get('/overview-topn?group=equcor_top100&src=News&num=5'));
    expect(news.source).toBe('News_Social');
    expect(news.rows).toEqual(dataOf<Topn>(await get('/overview-topn?group=equcor_top100&num=5')).rows);
    const unknown = await get('/overview-topn?group=equcor_top100&src=telegraph');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/'src'/);
    const indicator = await get('/overview-topn?group=equcor_top100&cvar=sentiment');
    expect(indicator.statusCode).toBe(400);
    expect(indicator.json().message).toMatch(/'cvar'.*'sentiment' is not available for equcor/);
    const color = await get('/heatmaps?group=equesg_top100&varcolor=ESG');
    expect(color.statusCode).toBe(400);
    expect(color.json().message).toMatch(/'varcolor'.*'ESG' is not available for equesg/);
  });

  it('colours an ESG Advanced heatmap by community, sized by the ESG buzz', async () => {
    const heatmap = dataOf<Heatmap>(await get('/heatmaps?group=equesg_top100&maxnum=500'));
    expect(heatmap.varcolor).toBe('community');
    expect(heatmap.varsize).toBe('buzz');
    expect(heatmap.tiles.length).toBeGreaterThan(0);
    const snapshot = await getGroupSnapshot({
      assetClass: 'equesg',
      indicator: 'community',
      source: 'News_Social',
      dataDir,
    });
    const byAsset = new Map(snapshot.rows.map((row) => [row.assetCode, row]));
    for (const tile of heatmap.tiles) {
      const row = byAsset.get(tile.asset);
      expect(row, tile.asset).toBeDefined();
      expect(tile.color).toBe(row?.level ?? null);
      expect(tile.size).toBe(row?.buzz);
      // community is a ratio over the ESG buzz: a bipolar score, never an ESG Core rank.
      if (tile.color !== null) expect(Math.abs(tile.color)).toBeLessThanOrEqual(1);
    }
    const tile = heatmap.tiles[0];
    if (tile) {
      const series = await getEsgSeries({
        assetClass: 'equesg',
        assetCode: tile.asset,
        indicators: ['community'],
        dataDir,
      });
      const last = series.points.filter((point) => point.windowTimestamp <= heatmap.date).at(-1);
      expect(tile.buzz).toBe(last?.buzz);
    }
  });

  it('colours an ESG Core country group by its ESG rank', async () => {
    const heatmap = dataOf<Heatmap>(await get('/heatmaps?group=coucor&maxnum=500'));
    expect(heatmap.varcolor).toBe('ESG');
    const colors = heatmap.tiles.flatMap((tile) => (tile.color === null ? [] : [tile.color]));
    expect(colors.length).toBeGreaterThan(0);
    expect(colors.every((color) => color >= 1 && color <= 100)).toBe(true);
  });

  it('leaves rma groups as they were: sentiment of the base class, News by default', async () => {
    const topn = dataOf<Topn>(await get('/overview-topn?group=equ_top100&num=5'));
    expect(topn.indicator).toBe('sentiment');
    expect(topn.source).toBe('News');
    expect(topn.date.slice(11, 16)).toBe('20:30');
    const heatmap = dataOf<Heatmap>(await get('/heatmaps?group=equ_top100&maxnum=5'));
    expect(heatmap.varcolor).toBe('sentiment');
    const snapshot = await getGroupSnapshot({
      assetClass: 'equ',
      indicator: 'sentiment',
      source: 'News_Social',
      dataDir,
    });
    const byAsset = new Map(snapshot.rows.map((row) => [row.assetCode, row]));
    for (const tile of heatmap.tiles) expect(tile.color).toBe(byAsset.get(tile.asset)?.level ?? null);
    const bad = await get('/heatmaps?group=equ_top100&varcolor=ESG');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/'varcolor'/);
  });
});
