import {
  addDays,
  getDefaultSentimentIndicator,
  listIndicators,
  PUBLIC_SERIES_DAYS,
  SUBJECT_PICKER_CATEGORIES,
} from '@moodwire/domain';
import {
  getGroupActivity,
  getGroupSnapshot,
  getLakeManifest,
  getPriceSeries,
  type LakeManifest,
  listEvents,
} from '@moodwire/warehouse';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');

interface PresetRecord {
  Group: string;
  Class: string;
  Count: number;
  Dataset: string;
  Featured: string | null;
}
interface AssetRecord {
  asset: string;
  name: string;
  symbol: string;
  class: string;
  sector: string | null;
  domicile: string | null;
}
interface Series {
  points: { date: string; buzz: number; value: number | null }[];
}
interface Measure {
  indicator: string;
  value: number | null;
  previous: number | null;
  change: number | null;
  rank: number | null;
  rankOf: number;
}
type BySource = { date: string; News_Social: number | null; News: number | null; Social: number | null };
interface RankRow {
  indicator: string;
  level: number | null;
  previous: number | null;
  change: number | null;
  rank: number | null;
  rankOf: number;
}
interface FeaturedChart {
  group: string;
  asset: string | null;
  featuredIndicator: string;
  indicator: string;
  points: { date: string; featured: number | null; value: number | null }[];
}

function errorOf(response: LightMyRequestResponse): { error: string; message: string } {
  return response.json() as { error: string; message: string };
}

describe('web calls over the lake', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let manifest: LakeManifest;
  let manual: string;
  let admin: string;
  let groups: PresetRecord[];
  let company: string;
  const get = (url: string, apikey = manual, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}`, headers });
  const group = (id: string): PresetRecord => {
    const found = groups.find((candidate) => candidate.Group === id);
    if (!found) throw new Error(`no group ${id}`);
    return found;
  };
  const members = async (id: string) =>
    dataOf<{ Asset: string; Name: string }[]>(await get(`/groupassets2?group=${id}&limit=10000`)).map((m) => m.Asset);

  beforeAll(async () => {
    lakeApp = await createLakeTestApp(dataDir, 'web-calls');
    app = lakeApp.app;
    const published = await getLakeManifest({ dataDir });
    if (!published) throw new Error('the shared tiny lake is missing');
    manifest = published;
    manual = await signInKey(app, 'demo-manual');
    admin = await signInKey(app, 'demo-admin');
    groups = dataOf<PresetRecord[]>(await get('/presets/list'));
    company = group('equ_top100').Featured ?? '';
  }, 120_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  describe('/assetlist and /grouplist', () => {
    it('lists the assets of a class with display symbols per spec §9, paged and searchable', async () => {
      const all = dataOf<{ class: string; total: number; assets: AssetRecord[] }>(
        await get('/assetlist?cls=cur&limit=1000'),
      );
      expect(all.class).toBe('cur');
      expect(all.total).toBe(manifest.assets.cur);
      expect(all.assets.map((a) => a.asset)).toEqual(await members('cur'));
      expect(all.assets.find((a) => a.asset === 'USD')?.symbol).toBe('USD/EUR');
      expect(all.assets.find((a) => a.asset === 'EUR')?.symbol).toBe('EUR/USD');
      const crypto = dataOf<{ assets: AssetRecord[] }>(await get('/assetlist?cls=crypto&limit=3')).assets;
      expect(crypto.every((a) => a.symbol === a.asset && a.class === 'crypto')).toBe(true);
      const companies = dataOf<{ total: number; assets: AssetRecord[] }>(await get('/assetlist?cls=equ&limit=5'));
      expect(companies.total).toBe(manifest.assets.equ);
      for (const asset of companies.assets) {
        expect(asset.symbol).not.toBe('');
        expect(asset.sector).toBeTruthy();
        expect(asset.domicile).toMatch(/^[A-Z]{2}$/);
      }
      const page = dataOf<{ offset: number; assets: AssetRecord[] }>(await get('/assetlist?cls=cur&limit=3&offset=2'));
      expect(page.assets).toEqual(all.assets.slice(2, 5));
      const word = all.assets[0]?.name.split(' ')[0]?.toLowerCase() ?? '';
      const found = dataOf<{ total: number; assets: AssetRecord[] }>(await get(`/assetlist?cls=cur&search=${word}`));
      expect(found.total).toBeGreaterThan(0);
      expect(found.assets.every((a) => a.name.toLowerCase().includes(word))).toBe(true);
      const byName = dataOf<{ assets: AssetRecord[] }>(await get('/assetlist?cls=cur&sortby=name&limit=1000')).assets;
      expect(byName.map((a) => a.name)).toEqual([...all.assets.map((a) => a.name)].sort((a, b) => a.localeCompare(b)));
    });

    it('lists the members of a group in its order, an ESG class as its group counts it, and every asset without either', async () => {
      const top = dataOf<{ group: string; total: number; assets: AssetRecord[] }>(
        await get('/assetlist?group=equ_top100&limit=1000'),
      );
      expect(top.group).toBe('equ_top100');
      expect(top.assets.map((a) => a.asset)).toEqual(await members('equ_top100'));
      const esg = dataOf<{ class: string; total: number; assets: AssetRecord[] }>(await get('/assetlist?cls=equcor'));
      expect(esg.class).toBe('equcor');
      expect(esg.total).toBe(group('equcor').Count);
      expect(esg.assets.every((a) => a.class === 'equcor')).toBe(true);
      const every = dataOf<{ class: string | null; total: number }>(await get('/assetlist?limit=1'));
      expect(every.class).toBeNull();
      expect(every.total).toBe(Object.values(manifest.assets).reduce((sum, count) => sum + count, 0));
    });

    it('lists the groups with class and dataset as /presets/list has them, narrowed by product and class', async () => {
      const list = dataOf<{ group: string; class: string; dataset: string; product: string; count: number }[]>(
        await get('/grouplist'),
      );
      expect(list.map((g) => [g.group, g.class, g.dataset, g.count])).toEqual(
        groups.map((g) => [g.Group, g.Class, g.Dataset, g.Count]),
      );
      const esg = dataOf<{ product: string }[]>(await get('/grouplist?product=esg'));
      expect(esg.length).toBeGreaterThan(0);
      expect(esg.every((g) => g.product === 'esg')).toBe(true);
      const cur = dataOf<{ group: string; className: string }[]>(await get('/grouplist?cls=cur'));
      expect(cur.map((g) => g.group)).toContain('cur');
      expect(cur.every((g) => g.className === 'Currencies')).toBe(true);
    });
  });

  describe('prices', () => {
    it('serves the daily prices of the read layer, Return being the change from the previous price', async () => {
      const start = addDays(manifest.to, -20);
      const response = await get(`/asset-price?asset=${company}&start=${start}`);
      expect(response.statusCode).toBe(200);
      const prices = dataOf<
        AssetRecord & { frequency: string; points: { date: string; price: number; Return: number }[] }
      >(response);
      expect(prices).toMatchObject({ asset: company, class: 'equ', frequency: 'daily' });
      const read = await getPriceSeries({
        assetClass: 'equ',
        assetCode: company,
        frequency: 'daily',
        from: start,
        dataDir,
      });
      expect(prices.points).toEqual(
        read.points.map((p) => ({ date: p.windowTimestamp, price: p.close, Return: p.Return })),
      );
      expect(prices.points.length).toBeGreaterThan(15);
      for (let i = 1; i < prices.points.length; i++) {
        const [before, now] = [prices.points[i - 1], prices.points[i]];
        expect(now?.Return).toBeCloseTo((now?.price ?? 0) / (before?.price ?? 1) - 1, 9);
      }
      const hourly = dataOf<{ frequency: string; points: { date: string }[] }>(
        await get(`/asset-price?asset=${company}&hourly=true&period=2`),
      );
      expect(hourly.frequency).toBe('hourly');
      expect(hourly.points.length).toBeGreaterThan(24);
      expect(hourly.points.every((p) => p.date.slice(0, 10) >= addDays(manifest.to, -1))).toBe(true);
    });

    it("serves a country market's bond price, yield and Return, and only for country markets", async () => {
      const market = group('coumkt').Featured ?? '';
      const bond = dataOf<{ class: string; bond: string | null; points: { bondPrice: number; Return: number }[] }>(
        await get(`/asset-bondprice?asset=${market}&period=10`),
      );
      expect(bond.class).toBe('coumkt');
      expect(bond.bond).toBeTruthy();
      expect(bond.points.length).toBe(10);
      for (let i = 1; i < bond.points.length; i++) {
        const [before, now] = [bond.points[i - 1], bond.points[i]];
        expect(now?.Return).toBeCloseTo((now?.bondPrice ?? 0) / (before?.bondPrice ?? 1) - 1, 9);
      }
      const refused = await get(`/asset-bondprice?asset=${company}`);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).error).toContain("'asset'");
      const country = await get(`/asset-price?asset=${group('cou').Featured}&cls=cou`);
      expect(country.statusCode).toBe(400);
      expect(errorOf(country).error).toContain("'asset'");
    });
  });

  describe('asset page', () => {
    it("gives the header's latest buzz and sentiment as the last points of /asset-trmi3, with ranks in the class", async () => {
      const summary = dataOf<
        AssetRecord & { className: string; price: { price: number } | null; buzz: Measure; sentiment: Measure }
      >(await get(`/asset-summary?asset=${company}`));
      expect(summary).toMatchObject({ asset: company, class: 'equ', className: 'Companies' });
      const series = dataOf<Series>(await get(`/asset-trmi3?asset=${company}`));
      const last = series.points.at(-1);
      expect(summary.buzz.value).toBe(last?.buzz);
      expect(summary.sentiment.indicator).toBe('sentiment');
      expect(summary.sentiment.value).toBe(last?.value);
      const prices = await getPriceSeries({ assetClass: 'equ', assetCode: company, frequency: 'daily', dataDir });
      expect(summary.price?.price).toBe(prices.points.at(-1)?.close);
      // The rank is the place in the class's snapshot sorted by level (ties by code), for every company.
      const snapshot = await getGroupSnapshot({
        assetClass: 'equ',
        indicator: 'sentiment',
        source: 'News_Social',
        dataDir,
      });
      const ranked = snapshot.rows.filter((row) => row.level !== null);
      for (const code of (await members('equ')).slice(0, 20)) {
        const one = dataOf<{ sentiment: Measure }>(await get(`/asset-summary?asset=${code}`)).sentiment;
        expect(one.rankOf, code).toBe(ranked.length);
        const place = ranked.findIndex((row) => row.assetCode === code);
        expect(one.rank, code).toBe(place < 0 ? null : place + 1);
      }
      expect(summary.sentiment.change).toBeCloseTo(
        (summary.sentiment.value ?? 0) - (summary.sentiment.previous ?? 0),
        9,
      );
    });

    it('tells a country from its market by cls, and says so when the code alone is ambiguous', async () => {
      const code = group('coumkt').Featured ?? '';
      const ambiguous = await get(`/asset-summary?asset=${code}`);
      expect(ambiguous.statusCode).toBe(400);
      expect(errorOf(ambiguous).error).toMatch(/'asset'.*cou, coumkt|'asset'.*coumkt, cou/);
      const country = dataOf<{ class: string; name: string; price: unknown }>(
        await get(`/asset-summary?asset=${code}&cls=cou`),
      );
      const market = dataOf<{ class: string; name: string; price: unknown }>(
        await get(`/asset-summary?asset=${code}&cls=coumkt`),
      );
      expect(country).toMatchObject({ class: 'cou', price: null });
      expect(market.class).toBe('coumkt');
      expect(market.price).not.toBeNull();
      expect(market.name).not.toBe(country.name);
      // /asset-trmi3 tells them apart by the group's class too, and agrees with the summaries.
      for (const cls of ['cou', 'coumkt']) {
        const summary = dataOf<{ buzz: Measure }>(await get(`/asset-summary?asset=${code}&cls=${cls}`));
        const series = await get(`/asset-trmi3?asset=${code}&group=${cls}&cvar=buzz`);
        expect(series.statusCode, cls).toBe(200);
        expect(dataOf<Series>(series).points.at(-1)?.buzz, cls).toBe(summary.buzz.value);
      }
    });

    it('draws buzz bars by source that add up (News_Social = News + Social) and match /asset-trmi3', async () => {
      const buzz = dataOf<{ points: BySource[] }>(await get(`/assetpage-buzz?asset=${company}`));
      expect(buzz.points.length).toBeGreaterThan(5);
      const series = dataOf<Series>(await get(`/asset-trmi3?asset=${company}&period=365`));
      const total = new Map(series.points.map((p) => [p.date, p.buzz]));
      for (const point of buzz.points) {
        if (point.News_Social !== null) expect(point.News_Social).toBe(total.get(point.date));
        if (point.News !== null || point.Social !== null) {
          expect(point.News_Social).toBeCloseTo((point.News ?? 0) + (point.Social ?? 0), 6);
        }
      }
    });

    it('draws the default sentiment line of each source as /asset-trmi3 gives it, smoothed alike', async () => {
      const lines = dataOf<{ indicator: string; window: number; points: BySource[] }>(
        await get(`/assetpage-sentiments?asset=${company}&window=3`),
      );
      expect(lines).toMatchObject({ indicator: getDefaultSentimentIndicator('equ'), window: 3 });
      const news = dataOf<Series>(await get(`/asset-trmi3?asset=${company}&src=News&window=3&period=365`));
      const byDate = new Map(lines.points.map((p) => [p.date, p.News]));
      expect(news.points.length).toBeGreaterThan(3);
      for (const point of news.points) expect(byDate.get(point.date)).toBe(point.value);
    });

    it("lists an asset's pulse events of the span newest first, and counts them in its daily activity", async () => {
      const [latest] = await listEvents({ assetClass: 'equ', assetCode: 'all', limit: 1, dataDir });
      if (!latest) throw new Error('the tiny lake has no company events');
      const asset = latest.assetCode;
      const activity = dataOf<{
        events: { id: string; date: string }[];
        days: { date: string; buzz: number; events: number }[];
      }>(await get(`/assetpage-activity?asset=${asset}&num=1000`));
      const start = addDays(manifest.to, -89);
      const read = await listEvents({ assetClass: 'equ', assetCode: asset, from: start, dataDir });
      expect(read.length).toBeGreaterThan(0);
      expect(activity.events.map((e) => e.id)).toEqual(read.map((e) => e._id));
      expect(activity.days.reduce((sum, day) => sum + day.events, 0)).toBe(read.length);
      const series = dataOf<Series>(await get(`/asset-trmi3?asset=${asset}&start=${start}`));
      expect(activity.days.filter((day) => day.buzz > 0).map((day) => [day.date, day.buzz])).toEqual(
        series.points.map((p) => [p.date, p.buzz]),
      );
      const one = dataOf<{ events: unknown[] }>(await get(`/assetpage-activity?asset=${asset}&num=1`));
      expect(one.events).toHaveLength(1);
    });

    it('ranks every indicator of the class within a group: ranks 1..n over the members with a level', async () => {
      const codes = await members('cur');
      const indicators = listIndicators({ assetClass: 'cur' }).map((indicator) => indicator.code);
      const answers = await Promise.all(
        codes.map(async (code) =>
          dataOf<{ group: string; rows: RankRow[] }>(await get(`/assetpage-ranks2?asset=${code}&group=cur&period=3`)),
        ),
      );
      expect(answers[0]?.rows.map((row) => row.indicator)).toEqual(indicators);
      for (const indicator of ['sentiment', 'buzz', 'fear']) {
        const rows = answers.map((answer) => answer.rows.find((row) => row.indicator === indicator) as RankRow);
        const ranks = rows.flatMap((row) => (row.rank === null ? [] : [row.rank])).sort((a, b) => a - b);
        expect(ranks, indicator).toEqual(Array.from({ length: ranks.length }, (_, i) => i + 1));
        expect(
          rows.every((row) => row.rankOf === ranks.length),
          indicator,
        ).toBe(true);
        // Higher levels rank first.
        const ordered = [...rows].filter((row) => row.rank !== null).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
        const levels = ordered.map((row) => row.level ?? 0);
        expect(levels, indicator).toEqual([...levels].sort((a, b) => b - a));
        // The levels and changes are the group snapshot's.
        const snapshot = await getGroupSnapshot({
          assetClass: 'cur',
          indicator,
          source: 'News_Social',
          period: 3,
          dataDir,
        });
        codes.forEach((code, i) => {
          const snap = snapshot.rows.find((row) => row.assetCode === code);
          expect(rows[i]?.level, `${indicator} ${code}`).toBe(snap?.level ?? null);
          expect(rows[i]?.previous, `${indicator} ${code}`).toBe(snap?.previous ?? null);
        });
      }
      // A company is not ranked among currencies.
      const outside = await get(`/assetpage-ranks2?asset=${company}&group=cur`);
      expect(outside.statusCode).toBe(400);
      expect(errorOf(outside).error).toContain("'asset'");
    });
  });

  describe('group overview', () => {
    it("charts the featured member's featured indicator and default sentiment (bondBuzz and stock-index sentiment for country markets)", async () => {
      for (const [id, featuredIndicator, indicator] of [
        ['equ_top100', 'buzz', 'sentiment'],
        ['coumkt', 'bondBuzz', 'stockIndexSentiment'],
      ] as const) {
        const chart = dataOf<FeaturedChart>(await get(`/overview-featured?group=${id}&period=30`));
        expect(chart).toMatchObject({ group: id, asset: group(id).Featured, featuredIndicator, indicator });
        const cls = group(id).Class;
        const bars = dataOf<Series>(
          await get(`/asset-trmi3?asset=${chart.asset}&group=${id}&cvar=${featuredIndicator}&period=30`),
        );
        const line = dataOf<Series>(
          await get(`/asset-trmi3?asset=${chart.asset}&group=${id}&cvar=${indicator}&period=30`),
        );
        expect(chart.points.length, cls).toBeGreaterThan(0);
        expect(chart.points).toEqual(
          bars.points.map((p, i) => ({ date: p.date, featured: p.value, value: line.points[i]?.value ?? null })),
        );
      }
    });

    it("ranks a group's members by their buzz over the period, with the period before and their share", async () => {
      const activity = dataOf<{
        start: string;
        end: string;
        totalBuzz: number;
        rows: { asset: string; buzz: number; previousBuzz: number; share: number; value: number | null }[];
      }>(await get('/topactivity?group=equ&period=7&num=5'));
      expect(activity).toMatchObject({ start: addDays(manifest.to, -6), end: manifest.to });
      expect(activity.rows.length).toBeGreaterThan(0);
      expect(activity.rows.length).toBeLessThanOrEqual(5);
      const buzz = activity.rows.map((row) => row.buzz);
      expect(buzz).toEqual([...buzz].sort((a, b) => b - a));
      const top = activity.rows[0];
      const series = dataOf<Series>(await get(`/asset-trmi3?asset=${top?.asset}&start=${activity.start}`));
      expect(top?.buzz).toBeCloseTo(
        series.points.reduce((sum, p) => sum + p.buzz, 0),
        6,
      );
      expect(top?.share).toBeCloseTo((top?.buzz ?? 0) / activity.totalBuzz, 9);
      const before = dataOf<Series>(
        await get(
          `/asset-trmi3?asset=${top?.asset}&start=${addDays(activity.start, -7)}&end=${addDays(activity.start, -1)}`,
        ),
      );
      expect(top?.previousBuzz).toBeCloseTo(
        before.points.reduce((sum, p) => sum + p.buzz, 0),
        6,
      );
    });
  });

  describe('/app page', () => {
    it("gives the default groups' featured charts, each as /overview-featured gives it", async () => {
      const charts = dataOf<FeaturedChart[]>(await get('/featuredchart'));
      const defaults = SUBJECT_PICKER_CATEGORIES.map((category) => category.groupIds[0]).filter((id) =>
        groups.some((candidate) => candidate.Group === id),
      );
      expect(charts.map((chart) => chart.group)).toEqual(defaults);
      for (const chart of charts) {
        expect(chart).toEqual(dataOf<FeaturedChart>(await get(`/overview-featured?group=${chart.group}`)));
      }
      const chosen = dataOf<FeaturedChart[]>(await get('/featuredchart?groups=cur,crypto'));
      expect(chosen.map((chart) => chart.group)).toEqual(['cur', 'crypto']);
    });

    it('keeps the public featured charts to the last PUBLIC_SERIES_DAYS days of the lake', async () => {
      const info = dataOf<{ to: string }>(await get('/lake-info'));
      const longer = await get(`/featuredchart?groups=cur&period=${PUBLIC_SERIES_DAYS + 1}`);
      expect(longer.statusCode).toBe(400);
      expect(errorOf(longer).error).toContain("'period'");
      const firstPublicDay = addDays(info.to, -(PUBLIC_SERIES_DAYS - 1));
      const earlier = await get(`/featuredchart?groups=cur&period=2&end=${firstPublicDay}`);
      expect(earlier.statusCode).toBe(400);
      expect(errorOf(earlier).error).toContain("'end'");
      expect(errorOf(earlier).error).toContain(firstPublicDay);
      const [recent] = dataOf<FeaturedChart[]>(await get(`/featuredchart?groups=cur&period=1&end=${firstPublicDay}`));
      expect(recent?.group).toBe('cur');
    });

    it('draws heatmaps of the groups as /heatmaps does, at most maxnum tiles', async () => {
      const [heatmap] = dataOf<{ group: string; tiles: { asset: string; size: number; color: number | null }[] }[]>(
        await get('/featuredheatmaps?groups=crypto&maxnum=5'),
      );
      const same = dataOf<{ tiles: { asset: string; size: number; color: number | null }[] }>(
        await get('/heatmaps?group=crypto&maxnum=5'),
      );
      expect(heatmap?.group).toBe('crypto');
      expect(heatmap?.tiles.length).toBeGreaterThan(0);
      expect(heatmap?.tiles.map((t) => [t.asset, t.size, t.color])).toEqual(
        same.tiles.map((t) => [t.asset, t.size, t.color]),
      );
    });

    it('lists the top and bottom members by their buzz-weighted default sentiment over the period', async () => {
      const [list] = dataOf<{ top: { asset: string; value: number; buzz: number }[]; bottom: { value: number }[] }[]>(
        await get('/toplists?groups=equ&num=3&period=14&minbuzz=2'),
      );
      const equ = await members('equ');
      const read = await getGroupActivity({
        assetClass: 'equ',
        assetCodes: equ,
        source: 'News_Social',
        from: addDays(manifest.to, -13),
        to: addDays(manifest.to, 1),
        indicator: 'sentiment',
        dataDir,
      });
      const values = read.rows
        .filter((row) => row.value !== null && row.buzz >= 2)
        .map((row) => row.value as number)
        .sort((a, b) => b - a);
      expect(list?.top.map((row) => row.value)).toEqual(values.slice(0, 3));
      expect(list?.bottom.map((row) => row.value)).toEqual([...values].reverse().slice(0, 3));
      expect(list?.top.every((row) => row.buzz >= 2)).toBe(true);
    });
  });

  describe('Radar and the thematic tool', () => {
    it('refuses Radar and the thematic benchmark to an account without those permissions', async () => {
      for (const url of ['/radarv5/assetlist', '/others/thematic-benchmark?group=cur']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(403);
        expect(errorOf(response).error, url).toBe('Permission required');
        expect((await get(url, admin)).statusCode, url).toBe(200);
      }
      const match = await app.inject({ method: 'POST', url: `/radarv5/assetmatch?apikey=${manual}&text=Euro` });
      expect(match.statusCode).toBe(403);
    });

    it('lists assets with their buzz of the last 30 days, most first, filtered by minimum buzz, search and codes', async () => {
      const list = dataOf<{ total: number; buzzDays: number; assets: (AssetRecord & { buzz: number })[] }>(
        await get('/radarv5/assetlist?cls=crypto&limit=1000', admin),
      );
      expect(list.total).toBe(manifest.assets.crypto);
      const buzz = list.assets.map((a) => a.buzz);
      expect(buzz).toEqual([...buzz].sort((a, b) => b - a));
      const top = list.assets[0];
      const series = dataOf<Series>(await get(`/asset-trmi3?asset=${top?.asset}&period=30`));
      expect(top?.buzz).toBeCloseTo(
        series.points.reduce((sum, p) => sum + p.buzz, 0),
        6,
      );
      const floor = buzz[2] ?? 0;
      const busy = dataOf<{ assets: { buzz: number }[] }>(
        await get(`/radarv5/assetlist?cls=crypto&minbuzz=${floor}`, admin),
      );
      expect(busy.assets.length).toBe(buzz.filter((value) => value >= floor).length);
      const chosen = dataOf<{ assets: AssetRecord[] }>(await get('/radarv5/assetlist?assets=BTC,EUR,US', admin));
      expect(chosen.assets.map((a) => `${a.class}:${a.asset}`).sort()).toEqual(
        ['coumkt:US', 'cou:US', 'crypto:BTC', 'cur:EUR'].sort(),
      );
      const searched = dataOf<{ assets: AssetRecord[] }>(await get('/radarv5/assetlist?search=bitcoin', admin));
      expect(searched.assets.map((a) => a.asset)).toContain('BTC');
    });

    it('matches the assets of the universe in a posted text, with offsets into it', async () => {
      const name = dataOf<{ Name: string }[]>(await get('/groupassets2?group=equ_top100&limit=1'))[0]?.Name ?? '';
      const text = `Shares of ${name} rose while the euro fell against the US dollar.`;
      type Match = {
        length: number;
        assets: (AssetRecord & { mentions: { start: number; end: number; matched: string }[] })[];
      };
      const check = (match: Match) => {
        expect(match.length).toBe(text.length);
        expect(match.assets.map((a) => a.asset)).toEqual(expect.arrayContaining([company, 'EUR', 'USD']));
        for (const asset of match.assets) {
          for (const mention of asset.mentions) expect(text.slice(mention.start, mention.end)).toBe(mention.matched);
        }
        const starts = match.assets.map((a) => a.mentions[0]?.start ?? 0);
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
      };
      const byQuery = await app.inject({
        method: 'POST',
        url: `/radarv5/assetmatch?apikey=${admin}&text=${encodeURIComponent(text)}`,
      });
      expect(byQuery.statusCode).toBe(200);
      check(dataOf<Match>(byQuery));
      const byJson = await app.inject({
        method: 'POST',
        url: `/radarv5/assetmatch?apikey=${admin}`,
        payload: { text },
      });
      expect(dataOf<Match>(byJson)).toEqual(dataOf<Match>(byQuery));
      const byForm = await app.inject({
        method: 'POST',
        url: `/radarv5/assetmatch?apikey=${admin}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `text=${encodeURIComponent(text)}`,
      });
      expect(dataOf<Match>(byForm)).toEqual(dataOf<Match>(byQuery));
      const missing = await app.inject({ method: 'POST', url: `/radarv5/assetmatch?apikey=${admin}` });
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).error).toContain("'text'");
    });

    it("aggregates a theme's indicator over the group per day: buzz-weighted for scores, summed for counts", async () => {
      const codes = await members('cur');
      const benchmark = dataOf<{
        aggregation: string;
        members: number;
        points: { date: string; value: number | null; buzz: number }[];
      }>(await get('/others/thematic-benchmark?group=cur&period=7', admin));
      expect(benchmark).toMatchObject({ aggregation: 'buzz-weighted mean', members: codes.length });
      const last = benchmark.points.at(-1);
      if (!last) throw new Error('no currency was talked about in the last 7 days');
      const series = await Promise.all(
        codes.map(async (code) => dataOf<Series>(await get(`/asset-trmi3?asset=${code}&cvar=sentiment&period=7`))),
      );
      let weighted = 0;
      let weights = 0;
      let buzz = 0;
      for (const one of series) {
        const point = one.points.find((p) => p.date === last.date);
        if (!point) continue;
        buzz += point.buzz;
        if (point.value === null) continue;
        weighted += point.value * point.buzz;
        weights += point.buzz;
      }
      expect(last.buzz).toBeCloseTo(buzz, 6);
      expect(last.value).toBeCloseTo(weighted / weights, 6);
      const counts = dataOf<{ aggregation: string; points: { date: string; value: number | null }[] }>(
        await get('/others/thematic-benchmark?group=cur&cvar=buzz&period=7', admin),
      );
      expect(counts.aggregation).toBe('sum');
      expect(counts.points.find((p) => p.date === last.date)?.value).toBeCloseTo(buzz, 6);
      const basket = dataOf<{ members: number }>(
        await get(`/others/thematic-benchmark?group=cur&assets=${codes.slice(0, 2).join(',')}`, admin),
      );
      expect(basket.members).toBe(2);
    });
  });

  describe('errors and caching', () => {
    it('names the bad parameter in a 400', async () => {
      const cases: [string, string, string?][] = [
        ['/assetlist?cls=stocks', 'cls'],
        ['/assetlist?cls=equ&group=equ_top100', 'cls'],
        ['/assetlist?sortby=size', 'sortby'],
        ['/grouplist?product=tv', 'product'],
        [`/asset-price?asset=${company}&start=2026-02-30`, 'start'],
        [`/asset-price?asset=${company}&start=${manifest.to}&end=${manifest.from}`, 'start'],
        [`/asset-price?asset=${company}&cls=cur`, 'asset'],
        [`/asset-summary?asset=${company}&src=Radio`, 'src'],
        [`/asset-summary?asset=${company}&group=cur`, 'asset'],
        [`/asset-summary?asset=${company}&group=equ_top100&cls=cur`, 'cls'],
        [`/assetpage-sentiments?asset=${company}&cvar=nope`, 'cvar'],
        [`/assetpage-sentiments?asset=${company}&window=0`, 'window'],
        [`/assetpage-activity?asset=${company}&end=2026-13-01`, 'end'],
        [`/assetpage-ranks2?asset=${company}&period=0`, 'period'],
        ['/overview-featured?group=cur&src=TV', 'src'],
        ['/topactivity?group=cur&cvar=nope', 'cvar'],
        ['/featuredchart?groups=a,b,c,d,e,f,g,h,i,j,k', 'groups'],
        ['/toplists?num=0', 'num'],
        ['/others/thematic-benchmark?group=cur&cvar=nope', 'cvar', admin],
        ['/others/thematic-benchmark?group=cur&assets=NOT-A-MEMBER', 'assets', admin],
        ['/radarv5/assetlist?cls=nope', 'cls', admin],
        ['/radarv5/assetlist?minbuzz=-1', 'minbuzz', admin],
      ];
      for (const [url, parameter, key] of cases) {
        const response = await get(url, key);
        expect(response.statusCode, url).toBe(400);
        expect(errorOf(response).error, url).toContain(`'${parameter}'`);
      }
    });

    it('answers 404 for an unknown group or asset', async () => {
      const cases = [
        '/assetlist?group=nope',
        '/asset-price?asset=NOPE',
        '/asset-bondprice?asset=NOPE',
        '/asset-summary?asset=NOPE',
        '/assetpage-buzz?asset=NOPE',
        `/assetpage-buzz?asset=${company}&group=nope`,
        '/assetpage-sentiments?asset=NOPE',
        '/assetpage-activity?asset=NOPE',
        '/assetpage-ranks2?asset=NOPE',
        '/overview-featured?group=nope',
        '/topactivity?group=nope',
        '/featuredchart?groups=cur,nope',
        '/featuredheatmaps?groups=nope',
        '/toplists?groups=nope',
      ];
      for (const url of cases) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(errorOf(response).error, url).toMatch(/^Unknown (group|asset)$/);
      }
      expect((await get('/others/thematic-benchmark?group=nope', admin)).statusCode).toBe(404);
    });

    it('refuses callers without a key', async () => {
      for (const url of ['/assetlist?cls=cur', '/grouplist', `/asset-summary?asset=${company}`]) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      }
    });

    it("serves the public /app page's featured content to signed-out visitors, system groups only", async () => {
      for (const url of ['/featuredchart', '/featuredheatmaps?maxnum=5', '/toplists?num=3']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(dataOf<unknown[]>(response).length, url).toBeGreaterThan(0);
      }
      const watchlist = await app.inject({ method: 'GET', url: '/featuredchart?groups=watchlist_x' });
      expect(watchlist.statusCode).toBe(404);
    });

    it("tells anyone the lake's days and that its corpus is simulated, and nothing about assets", async () => {
      const response = await app.inject({ method: 'GET', url: '/lake-info' });
      expect(response.statusCode).toBe(200);
      const info = dataOf<Record<string, unknown>>(response);
      expect(info).toMatchObject({
        buildId: manifest.buildId,
        from: manifest.from,
        to: manifest.to,
        isSimulated: true,
      });
      expect(info.hourlyFrom).toBe(manifest.hourlyFrom);
      expect(JSON.stringify(info)).not.toContain(company);
      const again = await app.inject({
        method: 'GET',
        url: '/lake-info',
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('tags answers with the build id and answers 304 to a matching If-None-Match', async () => {
      for (const url of [
        `/asset-summary?asset=${company}`,
        '/featuredheatmaps',
        `/assetpage-ranks2?asset=${company}`,
      ]) {
        const first = await get(url);
        const etag = String(first.headers.etag);
        expect(etag, url).toContain(manifest.buildId);
        const again = await get(url, manual, { 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
      }
    });
  });
});
