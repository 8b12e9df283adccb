/**
 * MMS by asset (issue 15 '/mms/screener'): /mms/v3/data/outlet/{outlet}/assets ranks the assets an outlet wrote about
 * with its tone and its bias against the whole press, over the shared tiny lake.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeReadPools, listMediaOutlets } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dataOf, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');
const root = mkdtempSync(join(tmpdir(), 'moodwire-mms-assets-'));

interface Answer {
  outlet: string;
  assets: {
    assetCode: string;
    name: string;
    documents: number;
    outlets: number;
    sentiment: number | null;
    pressSentiment: number | null;
    bias: number | null;
  }[];
}

describe('MMS scores by asset', () => {
  let app: FastifyInstance;
  let admin: string;
  let manual: string;
  let outlet: string;
  const get = (url: string, apikey = admin) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}` });

  beforeAll(async () => {
    const config = loadConfig({
      DEMO_MODE: '1',
      LOG_LEVEL: 'silent',
      SQLITE_PATH: join(root, 'accounts.db'),
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
    });
    app = await buildApp(config, { dataDir });
    admin = await signInKey(app, 'demo-admin');
    manual = await signInKey(app, 'demo-manual');
    const outlets = await listMediaOutlets({ dataDir });
    outlet = outlets[0]?.outlet ?? '';
    expect(outlet).not.toBe('');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  it("ranks one outlet's assets by its documents, each with its bias against the press", async () => {
    const press = dataOf<Answer>(await get('/mms/v3/data/outlet/all/assets?limit=1000'));
    const mine = dataOf<Answer>(
      await get(`/mms/v3/data/outlet/${encodeURIComponent(outlet)}/assets?asset_class=equ&limit=1000`),
    );
    expect(mine.assets.length).toBeGreaterThan(0);
    const counts = mine.assets.map((asset) => asset.documents);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const pressByAsset = new Map(press.assets.map((asset) => [asset.assetCode, asset]));
    for (const asset of mine.assets) {
      const whole = pressByAsset.get(asset.assetCode);
      expect(whole, asset.assetCode).toBeDefined();
      // One outlet wrote at most what the whole press did, and its bias is its tone less the press's.
      expect(asset.documents).toBeLessThanOrEqual(whole?.documents ?? 0);
      expect(asset.outlets).toBe(1);
      expect(asset.pressSentiment).toBeCloseTo(whole?.sentiment ?? Number.NaN, 9);
      if (asset.sentiment !== null && asset.pressSentiment !== null) {
        expect(asset.bias).toBeCloseTo(asset.sentiment - asset.pressSentiment, 9);
      }
      expect(asset.name).not.toBe('');
    }
    for (const asset of press.assets) expect(asset.bias).toBeNull();
  });

  it('gives visitors the kindest and the harshest outlets of the last 30 days without a key', async () => {
    const response = await app.inject({ method: 'GET', url: '/mms/v3/preview' });
    expect(response.statusCode).toBe(200);
    type Outlet = { outlet: string; bias: number | null };
    const preview = dataOf<{ outlets: number; kindest: Outlet[]; harshest: Outlet[] }>(response);
    expect(preview.kindest.length).toBeGreaterThan(0);
    expect(preview.harshest.length).toBeGreaterThan(0);
    const kindBias = preview.kindest.map((outlet) => outlet.bias ?? 0);
    expect([...kindBias].sort((a, b) => b - a)).toEqual(kindBias);
    // Every kind outlet is kinder than every harsh one, and none is both.
    for (const harsh of preview.harshest) {
      expect(harsh.bias ?? 0).toBeLessThanOrEqual(Math.min(...kindBias));
      expect(preview.kindest.map((outlet) => outlet.outlet)).not.toContain(harsh.outlet);
    }
  });

  it('sums each outlet over the range, tone and bias weighted by its documents', async () => {
    const start = '2026-11-01';
    type Day = { outlet: string; documents: number; buzz: number; sentiment: number | null; bias: number | null };
    const days = dataOf<Day[]>(await get(`/mms/v3/data/outlet/all?start_date=${start}`));
    type Total = {
      outlet: string;
      days: number;
      documents: number;
      buzz: number;
      sentiment: number | null;
      bias: number | null;
    };
    const totals = dataOf<Total[]>(await get(`/mms/v3/data/outlet/all/summary?start_date=${start}`));
    expect(totals.map((total) => total.outlet)).toEqual([...new Set(days.map((day) => day.outlet))].sort());
    for (const total of totals) {
      const mine = days.filter((day) => day.outlet === total.outlet);
      expect(total.days).toBe(mine.length);
      expect(total.documents).toBe(mine.reduce((sum, day) => sum + day.documents, 0));
      expect(total.buzz).toBeCloseTo(
        mine.reduce((sum, day) => sum + day.buzz, 0),
        6,
      );
      const scored = mine.filter((day) => day.bias !== null && day.documents > 0);
      const weight = scored.reduce((sum, day) => sum + day.documents, 0);
      expect(total.bias).toBeCloseTo(scored.reduce((sum, day) => sum + (day.bias ?? 0) * day.documents, 0) / weight, 9);
    }
    const one = dataOf<Total[]>(
      await get(`/mms/v3/data/outlet/${encodeURIComponent(outlet)}/summary?start_date=${start}`),
    );
    expect(one).toEqual(totals.filter((total) => total.outlet === outlet));
    expect((await get('/mms/v3/data/outlet/all/summary', manual)).statusCode).toBe(403);
  });

  it('narrows by min_documents and limit', async () => {
    const all = dataOf<Answer>(await get('/mms/v3/data/outlet/all/assets?limit=1000'));
    const most = all.assets[0]?.documents ?? 0;
    expect(most).toBeGreaterThan(1);
    const busy = dataOf<Answer>(await get(`/mms/v3/data/outlet/all/assets?limit=1000&min_documents=${most}`));
    expect(busy.assets.length).toBeGreaterThan(0);
    expect(busy.assets.length).toBeLessThan(all.assets.length);
    for (const asset of busy.assets) expect(asset.documents).toBeGreaterThanOrEqual(most);
    expect(dataOf<Answer>(await get('/mms/v3/data/outlet/all/assets?limit=2')).assets).toHaveLength(2);
  });

  it('refuses bad input naming the field, and accounts without mms data permission', async () => {
    const cases: [string, number, RegExp][] = [
      ['/mms/v3/data/equ/all/assets', 404, /Unknown asset class/],
      ['/mms/v3/data/outlet/Nobody%20Weekly/assets', 404, /Unknown outlet/],
      ['/mms/v3/data/outlet/all/assets?asset_class=equcor', 400, /'asset_class'/],
      ['/mms/v3/data/outlet/all/assets?min_documents=0', 400, /'min_documents'/],
      ['/mms/v3/data/outlet/all/assets?limit=1001', 400, /'limit'/],
      ['/mms/v3/data/outlet/all/assets?start_date=2026-02-31', 400, /'start_date'/],
    ];
    for (const [url, status, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(JSON.stringify(response.json()), url).toMatch(message);
    }
    const refused = await get('/mms/v3/data/outlet/all/assets', manual);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/mms data permission/);
  });
});
