import { addDays, listIndicators } from '@moodwire/domain';
import { type EsgSeriesPoint, getEsgSeries, getGroupSnapshot, getLakeManifest, getSeries } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');

interface FeaturedChart {
  group: string;
  class: string;
  asset: string | null;
  source: string;
  featuredIndicator: string;
  indicator: string;
  points: { date: string; featured: number | null; value: number | null }[];
}
interface Activity {
  source: string;
  indicator: string;
  start: string;
  end: string;
  rows: { asset: string; buzz: number; previousBuzz: number; value: number | null }[];
}
interface Measure {
  indicator: string;
  value: number | null;
  rank: number | null;
  rankOf: number;
}
interface Summary {
  class: string;
  source: string;
  buzz: Measure;
  sentiment: Measure;
}
type BySource = {
  date: string;
  News_Social: number | null;
  News: number | null;
  Social: number | null;
  News_Headline: number | null;
};
interface RankRow {
  indicator: string;
  rangeKind: string;
  level: number | null;
  rank: number | null;
  rankOf: number;
}
interface Ranks {
  group: string;
  source: string;
  rows: RankRow[];
}

/** An ESG series point's day (DuckDB gives the window as 'YYYY-MM-DD hh:mm:ss'). */
const dayOf = (point: EsgSeriesPoint) => point.windowTimestamp.slice(0, 10);

describe('ESG group overview and asset page', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let apikey: string;
  let lastDay: string;
  const featured = new Map<string, string>();
  const get = (url: string) => app.inject({ method: 'GET', url: `${url}&apikey=${apikey}` });
  const ok = async <T>(url: string): Promise<T> => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
    return dataOf<T>(response);
  };
  const esgSeries = (assetClass: string, assetCode: string, indicators: string[]) =>
    getEsgSeries({ assetClass, assetCode, indicators, dataDir });

  beforeAll(async () => {
    lakeApp = await createLakeTestApp(dataDir, 'web-esg-overview');
    app = lakeApp.app;
    apikey = await signInKey(app, 'demo-ssh');
    const manifest = await getLakeManifest({ dataDir });
    if (!manifest) throw new Error('the shared tiny lake is missing');
    lastDay = manifest.to;
    const groups = dataOf<{ Group: string; Featured: string | null }[]>(await get('/presets/list?'));
    for (const id of ['equcor_top100', 'equesg_top100', 'equ_top100']) {
      const found = groups.find((group) => group.Group === id)?.Featured;
      if (!found) throw new Error(`the tiny lake has no featured member of ${id}`);
      featured.set(id, found);
    }
  }, 120_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  describe('group overview', () => {
    it("charts an ESG Core group's featured member by its ESG rank (1-100, News_Social) over its ESG buzz", async () => {
      // The overview's source picker stays on News: ESG Core answers its News_Social ranks and says so.
      const chart = await ok<FeaturedChart>('/overview-featured?group=equcor_top100&period=30&src=News');
      expect(chart).toMatchObject({
        group: 'equcor_top100',
        class: 'equcor',
        asset: featured.get('equcor_top100'),
        source: 'News_Social',
        featuredIndicator: 'buzz',
        indicator: 'ESG',
      });
      const series = await esgSeries('equcor', chart.asset ?? '', ['ESG']);
      const start = addDays(lastDay, -29);
      const expected = series.points
        .filter((point) => dayOf(point) >= start)
        .map((point) => [dayOf(point), point.buzz, point.values.ESG]);
      expect(expected.length).toBeGreaterThan(5);
      expect(chart.points.map((point) => [point.date.slice(0, 10), point.featured, point.value])).toEqual(expected);
      for (const point of chart.points) {
        if (point.value === null) continue;
        expect(Number.isInteger(point.value)).toBe(true);
        expect(point.value).toBeGreaterThanOrEqual(1);
        expect(point.value).toBeLessThanOrEqual(100);
      }
    });

    it("charts an ESG Adv group's featured member by community over its ESG buzz", async () => {
      const chart = await ok<FeaturedChart>('/overview-featured?group=equesg_top100&period=30');
      expect(chart).toMatchObject({
        class: 'equesg',
        asset: featured.get('equesg_top100'),
        source: 'News_Social',
        featuredIndicator: 'buzz',
        indicator: 'community',
      });
      const series = await esgSeries('equesg', chart.asset ?? '', ['community']);
      const start = addDays(lastDay, -29);
      const expected = series.points
        .filter((point) => dayOf(point) >= start)
        .map((point) => [dayOf(point), point.buzz, point.values.community]);
      expect(expected.length).toBeGreaterThan(0);
      expect(chart.points.map((point) => [point.date.slice(0, 10), point.featured, point.value])).toEqual(expected);
      // community is a score over the ESG buzz, never an ESG Core rank.
      for (const point of chart.points) if (point.value !== null) expect(Math.abs(point.value)).toBeLessThanOrEqual(1);
    });

    it("ranks an ESG Core group's buzz leaders by their ESG buzz, with their ESG rank averaged over the period", async () => {
      const activity = await ok<Activity>('/topactivity?group=equcor_top100&period=7&num=5&src=News');
      expect(activity).toMatchObject({ source: 'News_Social', indicator: 'ESG', start: addDays(lastDay, -6) });
      expect(activity.rows.length).toBeGreaterThan(0);
      const top = activity.rows[0];
      const series = await esgSeries('equcor', top?.asset ?? '', ['ESG']);
      const span = series.points.filter((point) => dayOf(point) >= activity.start && dayOf(point) <= activity.end);
      const buzz = span.reduce((sum, point) => sum + (point.buzz ?? 0), 0);
      const weighted = span.reduce((sum, point) => sum + (point.buzz ?? 0) * (point.values.ESG ?? 0), 0);
      expect(top?.buzz).toBeCloseTo(buzz, 6);
      expect(top?.value).toBeCloseTo(weighted / buzz, 6);
      for (const row of activity.rows) {
        if (row.value === null) continue;
        expect(row.value).toBeGreaterThanOrEqual(1);
        expect(row.value).toBeLessThanOrEqual(100);
      }
    });

    it("ranks an ESG Adv group's buzz leaders by their ESG buzz, with community", async () => {
      const activity = await ok<Activity>('/topactivity?group=equesg_top100&period=7&num=5');
      expect(activity).toMatchObject({ source: 'News_Social', indicator: 'community' });
      const top = activity.rows[0];
      const series = await esgSeries('equesg', top?.asset ?? '', ['community']);
      const span = series.points.filter((point) => dayOf(point) >= activity.start && dayOf(point) <= activity.end);
      expect(top?.buzz).toBeCloseTo(
        span.reduce((sum, point) => sum + (point.buzz ?? 0), 0),
        6,
      );
      // News reads the ESG Advanced News rows (that dataset has every source).
      const news = await ok<Activity>('/topactivity?group=equesg_top100&period=7&num=5&src=News');
      expect(news.source).toBe('News');
    });

    it('leaves rma groups as they were: buzz and sentiment of the base class', async () => {
      const chart = await ok<FeaturedChart>('/overview-featured?group=equ_top100&period=30');
      expect(chart).toMatchObject({ class: 'equ', source: 'News_Social', featuredIndicator: 'buzz' });
      expect(chart.indicator).toBe('sentiment');
      const series = await getSeries({
        assetClass: 'equ',
        assetCode: chart.asset ?? '',
        indicators: ['buzz', 'sentiment'],
        source: 'News_Social',
        frequency: 'daily',
        from: addDays(lastDay, -29),
        dataDir,
      });
      expect(chart.points).toEqual(
        series.points.map((point) => ({
          date: point.windowTimestamp,
          featured: point.values.buzz ?? null,
          value: point.values.sentiment ?? null,
        })),
      );
      const activity = await ok<Activity>('/topactivity?group=equ_top100&period=7&src=News');
      expect(activity).toMatchObject({ source: 'News', indicator: 'sentiment' });
    });
  });

  describe('asset page', () => {
    it('shows an asset opened in an ESG Core group by its ESG ranks: header, chart and indicator panel', async () => {
      const asset = featured.get('equcor_top100') ?? '';
      const query = `asset=${asset}&group=equcor_top100`;
      const series = await esgSeries('equcor', asset, ['ESG']);
      const last = series.points.at(-1);

      const summary = await ok<Summary>(`/asset-summary?${query}&src=News`);
      expect(summary).toMatchObject({ class: 'equcor', source: 'News_Social' });
      expect(summary.sentiment).toMatchObject({ indicator: 'ESG', value: last?.values.ESG });
      expect(summary.buzz.value).toBe(last?.buzz);

      const bars = await ok<{ points: BySource[] }>(`/assetpage-buzz?${query}&period=30`);
      const lines = await ok<{ indicator: string; points: BySource[] }>(`/assetpage-sentiments?${query}&period=30`);
      expect(lines.indicator).toBe('ESG');
      const start = addDays(lastDay, -29);
      const recent = series.points.filter((point) => dayOf(point) >= start);
      expect(bars.points.map((point) => [point.date.slice(0, 10), point.News_Social])).toEqual(
        recent.map((point) => [dayOf(point), point.buzz]),
      );
      expect(lines.points.map((point) => [point.date.slice(0, 10), point.News_Social])).toEqual(
        recent.map((point) => [dayOf(point), point.values.ESG]),
      );
      // ESG Core has no other source.
      for (const point of [...bars.points, ...lines.points]) {
        expect([point.News, point.Social, point.News_Headline]).toEqual([null, null, null]);
      }

      const ranks = await ok<Ranks>(`/assetpage-ranks2?${query}&src=News`);
      expect(ranks).toMatchObject({ group: 'equcor_top100', source: 'News_Social' });
      expect(ranks.rows.map((row) => row.indicator)).toEqual(
        listIndicators({ assetClass: 'equcor' }).map((indicator) => indicator.code),
      );
      expect(ranks.rows.some((row) => row.indicator === 'sentiment')).toBe(false);
      const esg = ranks.rows.find((row) => row.indicator === 'ESG');
      expect(esg).toMatchObject({ rangeKind: 'rank', level: last?.values.ESG });
      // Ranked among the group's members by their ESG rank on the day.
      const snapshot = await getGroupSnapshot({
        assetClass: 'equcor',
        indicator: 'ESG',
        source: 'News_Social',
        assetCodes: (await ok<{ Asset: string }[]>('/groupassets2?group=equcor_top100&limit=10000')).map(
          (member) => member.Asset,
        ),
        dataDir,
      });
      const ranked = snapshot.rows.filter((row) => row.level !== null);
      expect(esg?.rankOf).toBe(ranked.length);
      expect(esg?.rank).toBe(ranked.findIndex((row) => row.assetCode === asset) + 1);
    });

    it('shows an asset opened in an ESG Adv group by community, its ESG buzz and mentions, and its catalogue', async () => {
      const asset = featured.get('equesg_top100') ?? '';
      const query = `asset=${asset}&group=equesg_top100`;
      const series = await esgSeries('equesg', asset, ['community', 'mentions']);
      const last = series.points.at(-1);

      const summary = await ok<Summary>(`/asset-summary?${query}&src=News_Social`);
      expect(summary).toMatchObject({ class: 'equesg', source: 'News_Social' });
      expect(summary.sentiment).toMatchObject({ indicator: 'community', value: last?.values.community });
      expect(summary.buzz.value).toBe(last?.buzz);

      const ranks = await ok<Ranks>(`/assetpage-ranks2?${query}`);
      expect(ranks.rows.map((row) => row.indicator)).toEqual(
        listIndicators({ assetClass: 'equesg' }).map((indicator) => indicator.code),
      );
      expect(ranks.rows.find((row) => row.indicator === 'community')?.level).toBe(last?.values.community);

      const activity = await ok<{ days: { date: string; buzz: number; mentions: number | null }[] }>(
        `/assetpage-activity?${query}&period=30`,
      );
      const start = addDays(lastDay, -29);
      expect(
        activity.days.filter((day) => day.buzz > 0).map((day) => [day.date.slice(0, 10), day.buzz, day.mentions]),
      ).toEqual(
        series.points
          .filter((point) => dayOf(point) >= start && (point.buzz ?? 0) > 0)
          .map((point) => [dayOf(point), point.buzz, point.values.mentions]),
      );
    });

    it('leaves an asset opened in an rma group (or in no group) as it was: the base class and its sentiment', async () => {
      const asset = featured.get('equcor_top100') ?? '';
      for (const query of [`asset=${asset}&group=equ_top100`, `asset=${asset}`]) {
        const summary = await get(`/asset-summary?${query}`);
        // The ESG Core company may be outside the Top 100 rma group: then only the bare asset is asked.
        if (summary.statusCode === 400) continue;
        expect(dataOf<Summary>(summary)).toMatchObject({ class: 'equ', sentiment: { indicator: 'sentiment' } });
        const ranks = await ok<Ranks>(`/assetpage-ranks2?${query}`);
        expect(ranks.rows.map((row) => row.indicator)).toEqual(
          listIndicators({ assetClass: 'equ' }).map((indicator) => indicator.code),
        );
        const lines = await ok<{ indicator: string }>(`/assetpage-sentiments?${query}`);
        expect(lines.indicator).toBe('sentiment');
      }
    });
  });
});
