/** The web API over a real tiny lake (spec §7): presets, group members, series, top-N and heatmaps. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, GROUP_ASSETS_MAX } from '@moodwire/domain';
import { buildLake, closeReadPools, type LakeManifest } from '@moodwire/warehouse';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dataOf, signInKey } from './helpers/test-app';

interface PresetRecord {
  Group: string;
  Name: string;
  Class: string;
  Count: number;
  Dataset: string;
  Featured: string | null;
  type: string;
}
interface Series {
  asset: string;
  indicator: string;
  source: string;
  window: number;
  points: { date: string; buzz: number; value: number | null }[];
}
interface Topn {
  source: string;
  indicator: string;
  rows: { asset: string; delta: number | null; value: number | null; buzz: number }[];
}
interface Heatmap {
  tiles: { asset: string; size: number | null; color: number | null }[];
}

const root = mkdtempSync(join(tmpdir(), 'moodwire-web-lake-'));
const dataDir = join(root, 'data');
const emptyDataDir = join(root, 'empty');

async function makeApp(dir: string): Promise<FastifyInstance> {
  const config = loadConfig({
    DEMO_MODE: '1',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: join(root, `${dir === dataDir ? 'a' : 'b'}.db`),
    RATE_LIMIT_MAX: '100000',
  });
  return buildApp(config, { dataDir: dir });
}

function errorOf(response: LightMyRequestResponse): { error: string; message: string } {
  return response.json() as { error: string; message: string };
}

describe('web API over the lake', () => {
  let app: FastifyInstance;
  let empty: FastifyInstance;
  let manifest: LakeManifest;
  let key: string;
  let adminKey: string;
  let company: string;
  const get = (url: string, apikey = key, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}`, headers });

  beforeAll(async () => {
    ({ manifest } = await buildLake({ dataDir, scale: 'tiny' }));
    app = await makeApp(dataDir);
    empty = await makeApp(emptyDataDir);
    // A non-admin with the rma and esg data permissions: the ESG groups' scores need the esg one (issue 12 §4).
    key = await signInKey(app, 'demo-ssh');
    adminKey = await signInKey(app, 'demo-admin');
    const members = dataOf<{ Asset: string }[]>(await get('/groupassets2?group=equ_top100&limit=1'));
    company = members[0]?.Asset ?? '';
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await empty?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  it('lists the preset groups of the lake with the spec §3 fields, and gets one', async () => {
    const list = await get('/presets/list');
    expect(list.statusCode).toBe(200);
    const groups = dataOf<PresetRecord[]>(list);
    const top = groups.find((group) => group.Group === 'equ_top100');
    expect(top).toMatchObject({ Name: 'Top 100 by Buzz', Class: 'equ', Dataset: 'rma', type: 'system' });
    expect(top?.Count).toBe(manifest.assets.equ);
    expect(groups.every((group) => group.type === 'system')).toBe(true);
    const one = await get('/presets/get?group=equ_top100');
    expect(dataOf<PresetRecord>(one)).toEqual(top);
    const featured = await get(`/groupassets2?group=equ_top100&assets=${top?.Featured}`);
    expect(dataOf<{ Asset: string }[]>(featured)).toHaveLength(1);
  });

  it("selects each group's members as the build counted them, top-N groups led by the featured asset", async () => {
    const groups = dataOf<PresetRecord[]>(await get('/presets/list'));
    expect(groups.length).toBeGreaterThan(20);
    for (const group of groups) {
      const members = dataOf<{ Asset: string }[]>(await get(`/groupassets2?group=${group.Group}&limit=10000`));
      expect(members.length, group.Group).toBe(group.Count);
      const codes = members.map((member) => member.Asset);
      expect(codes, group.Group).toContain(group.Featured);
      if (/_top\d+$/.test(group.Group)) expect(codes[0], group.Group).toBe(group.Featured);
    }
  });

  it('pages, searches and filters the members of a group', async () => {
    const all = dataOf<{ Name: string; Asset: string }[]>(await get('/groupassets2?group=cur&limit=1000'));
    expect(all).toHaveLength(manifest.assets.cur ?? -1);
    const page = dataOf<{ Name: string; Asset: string }[]>(await get('/groupassets2?group=cur&limit=3&offset=2'));
    expect(page).toEqual(all.slice(2, 5));
    const first = all[0];
    if (!first) throw new Error('no currency');
    const word = first.Name.split(' ')[0]?.toLowerCase() ?? '';
    const found = dataOf<{ Name: string }[]>(await get(`/groupassets2?group=cur&search=${encodeURIComponent(word)}`));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((asset) => asset.Name.toLowerCase().includes(word))).toBe(true);
    const none = dataOf<unknown[]>(await get('/groupassets2?group=cur&search=zzzqqqxx'));
    expect(none).toEqual([]);
  });

  it('searches every asset class when no group is given, and needs a search then', async () => {
    const currencies = dataOf<{ Name: string; Asset: string }[]>(await get('/groupassets2?group=cur&limit=1'));
    const currency = currencies[0];
    if (!currency) throw new Error('no currency');
    const found = dataOf<{ Name: string; Asset: string }[]>(
      await get(`/groupassets2?search=${encodeURIComponent(currency.Name)}&limit=20`),
    );
    expect(found.map((asset) => asset.Asset)).toContain(currency.Asset);
    const missing = await get('/groupassets2?limit=20');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/'search'/);
  });

  it('serves a daily series with News_Social by default, smoothing and a date range', async () => {
    const response = await get(`/asset-trmi3?asset=${company}&group=equ_top100&cvar=sentiment`);
    expect(response.statusCode).toBe(200);
    const series = dataOf<Series>(response);
    expect(series).toMatchObject({ asset: company, indicator: 'sentiment', source: 'News_Social', window: 1 });
    expect(series.points.length).toBeGreaterThan(10);
    expect(series.points.some((point) => point.value !== null && point.value !== 0)).toBe(true);
    const news = dataOf<Series>(await get(`/asset-trmi3?asset=${company}&cvarlong=mp_nws_sentiment`));
    expect(news.source).toBe('News');
    const smooth = dataOf<Series>(await get(`/asset-trmi3?asset=${company}&cvar=sentiment&window=7`));
    expect(smooth.window).toBe(7);
    expect(smooth.points.map((p) => p.value)).not.toEqual(series.points.map((p) => p.value));
    const start = series.points[3]?.date.slice(0, 10) ?? '';
    const end = series.points[6]?.date.slice(0, 10) ?? '';
    const ranged = dataOf<Series>(await get(`/asset-trmi3?asset=${company}&cvar=sentiment&start=${start}&end=${end}`));
    expect(ranged.points.map((p) => p.date)).toEqual(series.points.slice(3, 7).map((p) => p.date));
  });

  it('serves an hourly series only over the hourly days of the lake', async () => {
    const series = dataOf<Series>(await get(`/asset-trmi-hou?asset=${company}&cvar=buzz`));
    expect(series.points.length).toBeGreaterThan(24);
    expect(series.points.every((point) => point.date.slice(0, 10) >= manifest.hourlyFrom)).toBe(true);
  });

  it('ranks the top assets of a group by absolute change, from News by default', async () => {
    const response = await get('/overview-topn?group=equ_top100&cvar=sentiment&num=5');
    expect(response.statusCode).toBe(200);
    const topn = dataOf<Topn>(response);
    expect(topn.source).toBe('News');
    expect(topn.rows.length).toBeGreaterThan(0);
    expect(topn.rows.length).toBeLessThanOrEqual(5);
    const changes = topn.rows.filter((row) => row.delta !== null).map((row) => Math.abs(row.delta ?? 0));
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    // A week ending a few days before the lake's last day (the lake's dates follow the day it was built).
    const dayOf = (offset: number) => addDays(manifest.to, offset);
    const weekly = dataOf<Topn & { date: string; previousDate: string }>(
      await get(`/overview-topn?group=equ&start=${dayOf(-11)}&end=${dayOf(-4)}&src=Social`),
    );
    expect(weekly).toMatchObject({ source: 'Social', date: `${dayOf(-4)}T20:30:00.000Z` });
    expect(weekly.previousDate).toBe(`${dayOf(-11)}T20:30:00.000Z`);
    const busy = dataOf<Topn>(await get('/overview-topn?group=equ_top100&sortby=buzz&minbuzz=1'));
    expect(busy.rows.every((row) => row.buzz >= 1)).toBe(true);
  });

  it('answers every member of every group for num above 1000, so that the screener lists a group whole', async () => {
    // The screener, assets list and world map ask for num=GROUP_ASSETS_MAX (it was capped at 1000, a fifth of
    // Top 5000 by Buzz, spec §9); the tiny lake's groups are small, so each must come back whole.
    expect(GROUP_ASSETS_MAX).toBeGreaterThanOrEqual(5000);
    const groups = dataOf<PresetRecord[]>(await get('/presets/list'));
    for (const group of groups) {
      const members = dataOf<{ Asset: string }[]>(await get(`/groupassets2?group=${group.Group}&limit=10000`));
      const response = await get(`/overview-topn?group=${group.Group}&sortby=buzz&num=${GROUP_ASSETS_MAX}`);
      expect(response.statusCode, group.Group).toBe(200);
      const topn = dataOf<Topn>(response);
      expect(topn.rows.map((row) => row.asset).sort(), group.Group).toEqual(
        members.map((member) => member.Asset).sort(),
      );
      const buzz = topn.rows.map((row) => row.buzz);
      expect(buzz, group.Group).toEqual([...buzz].sort((a, b) => b - a));
    }
    const tooMany = await get(`/overview-topn?group=equ&num=${GROUP_ASSETS_MAX + 1}`);
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).error).toContain("'num'");
  });

  it('draws a heatmap of at most maxnum tiles, largest first', async () => {
    const heatmap = dataOf<Heatmap>(await get('/heatmaps?group=equ&maxnum=7'));
    expect(heatmap.tiles.length).toBeGreaterThan(0);
    expect(heatmap.tiles.length).toBeLessThanOrEqual(7);
    const sizes = heatmap.tiles.map((tile) => tile.size ?? 0);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(heatmap.tiles.some((tile) => tile.color !== null)).toBe(true);
    const all = dataOf<Heatmap>(await get('/heatmaps?group=equ'));
    expect(all.tiles.length).toBe(Math.min(50, all.tiles.length));
  });

  it("shows an admin's watchlists as user-type groups to that admin only", async () => {
    const before = await get('/presets/list', adminKey);
    const members = dataOf<{ Name: string; Asset: string }[]>(await get('/groupassets2?group=cur&limit=3'));
    const codes = members.map((member) => member.Asset);
    const insert = await app.inject({
      method: 'POST',
      url: `/user/watchlistsv4/insert?apikey=${adminKey}`,
      payload: { name: 'My currencies', assets: JSON.stringify([...codes, 'NOT-AN-ASSET']) },
    });
    expect(insert.statusCode).toBe(200);
    const key = dataOf<{ key: string }>(insert).key;
    const adminList = await get('/presets/list', adminKey);
    const groups = dataOf<PresetRecord[]>(adminList);
    expect(groups[0]).toMatchObject({
      Group: `watchlist_${key}`,
      Name: 'My currencies',
      Class: 'cur',
      Count: 3,
      type: 'user',
    });
    // The admin's cached presets list is stale once a watchlist changes.
    expect(adminList.headers.etag).not.toBe(before.headers.etag);
    const assets = dataOf<{ Asset: string }[]>(await get(`/groupassets2?group=watchlist_${key}`, adminKey));
    expect(assets.map((asset) => asset.Asset)).toEqual(codes);
    const users = dataOf<PresetRecord[]>(await get('/presets/list'));
    expect(users.some((group) => group.type === 'user')).toBe(false);
    expect((await get(`/groupassets2?group=watchlist_${key}`)).statusCode).toBe(404);
  });

  it('answers for every group with its default indicators (ESG groups from their own dataset: ESG for Core, community for Adv)', async () => {
    for (const group of ['equ_top100', 'equcor_top100', 'equesg_top100', 'cur', 'coumkt', 'crypto']) {
      const featured = dataOf<PresetRecord>(await get(`/presets/get?group=${group}`)).Featured;
      for (const url of [
        `/overview-topn?group=${group}`,
        `/heatmaps?group=${group}`,
        `/asset-trmi3?group=${group}&asset=${featured}`,
      ]) {
        expect((await get(url)).statusCode, url).toBe(200);
      }
    }
  });

  it('refuses callers without a key', async () => {
    for (const url of ['/presets/list', '/presets/get?group=cur', '/groupassets2?group=cur', '/heatmaps?group=equ']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).error).toBeTruthy();
    }
  });

  it('names the bad parameter in a 400', async () => {
    const cases: [string, string][] = [
      [`/asset-trmi3?asset=${company}&cvar=nosuchindicator`, 'cvar'],
      [`/asset-trmi3?asset=${company}&start=2026-13-45x`, 'start'],
      [`/asset-trmi3?asset=${company}&src=Radio`, 'src'],
      [`/asset-trmi3?asset=${company}&cvarlong=sentiment`, 'cvarlong'],
      ['/overview-topn?group=equ&cvar=nope', 'cvar'],
      ['/overview-topn?group=equ&end=yesterday', 'end'],
      ['/heatmaps?group=equ&varcolor=nope', 'varcolor'],
      ['/groupassets2?group=equ&limit=0', 'limit'],
      [`/asset-trmi3?asset=${company}&start=2026-02-31`, 'start'],
      [`/asset-trmi-hou?asset=${company}&end=2026-13-01`, 'end'],
      ['/overview-topn?group=equ&end=2026-02-30', 'end'],
      ['/heatmaps?group=equ&start=2026-04-31', 'start'],
      [`/asset-trmi3?asset=${company}&group=cur`, 'asset'],
      ['/overview-topn?group=equ&src=Radio', 'src'],
      ['/overview-topn?group=equ&sortby=best', 'sortby'],
      [`/overview-topn?group=equ&start=${manifest.to}&end=${manifest.to}`, 'start'],
    ];
    for (const [url, parameter] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).error, url).toContain(`'${parameter}'`);
    }
  });

  it('answers 404 for an unknown group or asset', async () => {
    const cases: [string, string][] = [
      ['/presets/get?group=nope', 'Unknown group'],
      ['/groupassets2?group=nope', 'Unknown group'],
      ['/heatmaps?group=nope', 'Unknown group'],
      ['/overview-topn?group=nope', 'Unknown group'],
      ['/asset-trmi3?asset=NOPE', 'Unknown asset'],
      ['/asset-trmi-hou?asset=NOPE', 'Unknown asset'],
    ];
    for (const [url, error] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).error, url).toBe(error);
    }
  });

  it('tags answers with the build id and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/heatmaps?group=equ');
    const etag = String(first.headers.etag);
    expect(etag).toContain(manifest.buildId);
    expect(first.headers['cache-control']).toContain('max-age');
    const again = await get('/heatmaps?group=equ', key, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('/heatmaps?group=equ', key, { 'if-none-match': '"an-older-build"' });
    expect(stale.statusCode).toBe(200);
    // Admins see a different presets list, so they get a different validator.
    const admin = await get('/presets/list', adminKey);
    const user = await get('/presets/list');
    expect(admin.headers.etag).not.toBe(user.headers.etag);
  });

  it('follows a newly published build: new ETag, old validators no longer match', async () => {
    const before = await get('/heatmaps?group=equ');
    const rebuilt = await buildLake({ dataDir, scale: 'tiny', seed: 'another-seed' });
    expect(rebuilt.manifest.buildId).not.toBe(manifest.buildId);
    const after = await get('/heatmaps?group=equ', key, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(String(after.headers.etag)).toContain(rebuilt.manifest.buildId);
    const groups = dataOf<PresetRecord[]>(await get('/presets/list'));
    expect(groups.find((group) => group.Group === 'equ')?.Count).toBe(rebuilt.manifest.assets.equ);
  }, 120_000);

  it('answers 503 Data not built yet when no lake is published', async () => {
    const emptyKey = await signInKey(empty, 'demo-manual');
    const response = await empty.inject({ method: 'GET', url: `/presets/list?apikey=${emptyKey}` });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).error).toBe('Data not built yet');
  });
});
