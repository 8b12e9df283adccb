/**
 * The scores analysis calls over the shared tiny lake: the answer is the read layer's (checked against
 * getScoresAnalysis), each permission family refuses the accounts without its permission, bad input is a 400
 * naming the field, an ESG analysis needs the esg data permission, a watchlist is the caller's own, and the CSV
 * parses into the same IC series.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '@moodwire/domain';
import { closeReadPools, getLakeManifest, getScoresAnalysis, type LakeManifest } from '@moodwire/warehouse';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');
const root = mkdtempSync(join(tmpdir(), 'moodwire-scores-analysis-'));

interface Analysis {
  universe: { kind: string; id: string };
  assetClass: string;
  priceClass: string;
  members: number;
  horizon: number;
  rebalancing: string;
  from: string;
  to: string;
  summary: { meanIc: number | null; dates: number; hitRate: number | null };
  ics: { date: string; exitDate: string; ic: number | null; quintiles: (number | null)[] }[];
  quintiles: { quintile: number; meanReturn: number | null }[];
  longShort: { date: string; cumulative: number }[];
  decay: { horizon: number }[];
}

function messageOf(response: LightMyRequestResponse): string {
  return (response.json() as { error: string }).error;
}

/** RFC 4180 records (fields split on commas outside quotes). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  return records;
}

describe('scores analysis calls', () => {
  let app: FastifyInstance;
  let manifest: LakeManifest;
  let admin: string;
  let manual: string;
  let maOnly: string;
  let esgNoData: string;
  let masfRmaOnly: string;
  const get = (url: string, apikey = admin) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}` });
  const range = () => `start_date=${addDays(manifest.to, -120)}&end_date=${addDays(manifest.to, 1)}`;

  beforeAll(async () => {
    const found = await getLakeManifest({ dataDir });
    if (!found) throw new Error('the shared tiny lake is missing');
    manifest = found;
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
    const create = async (username: string, body: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url: `/admin/users?apikey=${admin}`,
        payload: { username, password: 'a-long-passphrase', role: 'manual', ...body },
      });
      expect(response.statusCode, response.body).toBe(201);
      return signInKey(app, username, 'a-long-passphrase');
    };
    maOnly = await create('scores-ma-only', { permissions: { rma_v5: true }, data_perms: { rma: ['equ'] } });
    esgNoData = await create('scores-esg-nodata', { permissions: { esg_v5: true }, data_perms: { rma: ['equ'] } });
    masfRmaOnly = await create('scores-masf-rma', { permissions: { masf: true }, data_perms: { rma: ['equ'] } });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers the read layer’s analysis of a group, with its defaults named', async () => {
    const response = await get(`/masf/v4/scores-analysis?group=equ_top100&indicator=sentiment&horizon=1&${range()}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: Analysis };
    expect(data).toMatchObject({
      universe: { kind: 'group', id: 'equ_top100' },
      assetClass: 'equ',
      priceClass: 'equ',
      horizon: 1,
      rebalancing: 'weekly',
      to: addDays(manifest.to, 1),
    });
    expect(data.members).toBeGreaterThan(5);
    expect(data.summary.dates).toBeGreaterThan(5);
    expect(data.quintiles).toHaveLength(5);
    expect(data.decay).toHaveLength(20);
    const members = (await get('/groupassets2?group=equ_top100&limit=10000')).json() as { data: { Asset: string }[] };
    const direct = await getScoresAnalysis({
      assetClass: 'equ',
      assetCodes: members.data.map((row) => row.Asset),
      signal: { kind: 'indicator', indicator: 'sentiment', source: 'News_Social' },
      horizon: 1,
      rebalancing: 'weekly',
      from: data.from,
      to: data.to,
      dataDir,
    });
    expect(data.summary).toEqual(direct.summary);
    expect(data.ics).toEqual(direct.ics);
    for (const point of data.ics) expect(point.exitDate > point.date).toBe(true);
    // The same request again is the cached answer, and a 304 with its ETag.
    const again = await get(`/masf/v4/scores-analysis?group=equ_top100&indicator=sentiment&horizon=1&${range()}`);
    expect(again.body).toBe(response.body);
    const etag = String(response.headers.etag);
    const revalidated = await app.inject({
      method: 'GET',
      url: `/masf/v4/scores-analysis?group=equ_top100&indicator=sentiment&horizon=1&${range()}&apikey=${admin}`,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('analyses the prediction model’s score and gives the CSV of the same IC series', async () => {
    const url = `/ma/v5/scores-analysis?group=equ_top100&indicator=model_score&rebalancing=daily&${range()}`;
    const json = await get(url, maOnly);
    expect(json.statusCode, json.body).toBe(200);
    const { data } = json.json() as { data: Analysis };
    expect(data.summary.dates).toBeGreaterThan(20);
    const csv = await get(`${url}&format=csv`, maOnly);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="scores-analysis-equ_top100/);
    const [header, ...lines] = parseCsv(csv.body);
    expect(header?.slice(0, 4)).toEqual(['date', 'entryDate', 'exitDate', 'ic']);
    const icColumn = header?.indexOf('ic') ?? -1;
    const fromCsv = lines
      .filter((line) => line[icColumn] !== '' && line[2] !== '')
      .map((line) => Number(line[icColumn]));
    const fromJson = data.ics.flatMap((point) => (point.ic === null ? [] : [point.ic]));
    expect(fromCsv).toHaveLength(fromJson.length);
    fromCsv.forEach((value, i) => {
      expect(value).toBeCloseTo(fromJson[i] ?? Number.NaN, 10);
    });
  });

  it('refuses each family without its permission, and without a key', async () => {
    const q = `group=equ_top100&${range()}`;
    expect((await get(`/masf/v4/scores-analysis?${q}`, manual)).statusCode).toBe(403);
    expect((await get(`/masf/v4/scores-analysis?${q}`, maOnly)).statusCode).toBe(403);
    expect((await get(`/ma/v5/scores-analysis?${q}`, manual)).statusCode).toBe(403);
    expect((await get(`/esg/v5/scores-analysis?group=equesg&${range()}`, maOnly)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/ma/v5/scores-analysis?${q}` })).statusCode).toBe(401);
    // The v4 call reads ESG scores as the v4 web calls do: with the esg data permission for the class only.
    const v4NoData = await get(`/masf/v4/scores-analysis?product=esg&group=equesg&${range()}`, masfRmaOnly);
    expect(v4NoData.statusCode).toBe(403);
    expect((await get(`/masf/v4/scores-analysis?${q}`, masfRmaOnly)).statusCode).toBe(200);
    // The v5 ESG family is itself the entitlement (as its /esg/v5/data call).
    expect((await get(`/esg/v5/scores-analysis?group=equesg&${range()}`, esgNoData)).statusCode).toBe(200);
    const esg = await get(`/esg/v5/scores-analysis?group=equesg&${range()}`);
    expect(esg.statusCode, esg.body).toBe(200);
    expect((esg.json() as { data: Analysis }).data).toMatchObject({ assetClass: 'equesg', priceClass: 'equ' });
  });

  it('answers bad input with a 400 that names the field', async () => {
    const cases: [string, string][] = [
      ['group=nope', 'group'],
      ['', 'group'],
      ['group=equ_top100&indicator=nope', 'indicator'],
      ['group=equ_top100&src=Radio', 'src'],
      ['group=equ_top100&horizon=3', 'horizon'],
      ['group=equ_top100&rebalancing=hourly', 'rebalancing'],
      ['group=equ_top100&start_date=2026-02-30', 'start_date'],
      ['group=equ_top100&start_date=2026-05-01&end_date=2026-04-01', 'start_date'],
      ['group=equ_top100&start_date=2010-01-01&end_date=2026-04-01', 'start_date'],
      ['group=equ_top100&product=mms', 'product'],
      ['group=equesg', 'group'],
      ['group=equ_top100&watchlist=abc', 'watchlist'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/masf/v4/scores-analysis?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(messageOf(response)).toContain(`'${field}'`);
    }
    // The v5 calls are fixed to their product: an rma group is not an ESG analysis.
    const wrongProduct = await get(`/esg/v5/scores-analysis?group=equ_top100&${range()}`);
    expect(wrongProduct.statusCode).toBe(400);
    expect(messageOf(wrongProduct)).toContain("'group'");
  });

  it('analyses one of the caller’s own watchlists, and no one else’s', async () => {
    const assets = (await get('/groupassets2?group=equ_top100&limit=10')).json() as { data: { Asset: string }[] };
    const codes = assets.data.map((row) => row.Asset);
    expect(codes.length).toBeGreaterThanOrEqual(5);
    const inserted = await app.inject({
      method: 'POST',
      url: `/user/watchlistsv4/insert?apikey=${maOnly}`,
      payload: { name: 'Mine', assets: codes },
    });
    expect(inserted.statusCode, inserted.body).toBe(200);
    const { key } = (inserted.json() as { data: { key: string } }).data;
    const mine = await get(`/ma/v5/scores-analysis?watchlist=${key}&${range()}`, maOnly);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as { data: Analysis }).data).toMatchObject({
      universe: { kind: 'watchlist', id: key },
      members: codes.length,
    });
    const theirs = await get(`/ma/v5/scores-analysis?watchlist=${key}&${range()}`, admin);
    expect(theirs.statusCode).toBe(404);
  });

  it('analyses a watchlist that mixes classes over the class most of its assets have, not its first asset’s', async () => {
    const companies = (await get('/groupassets2?group=equ_top100&limit=6')).json() as { data: { Asset: string }[] };
    const coins = (await get('/groupassets2?group=crypto&limit=1')).json() as { data: { Asset: string }[] };
    const coin = coins.data[0]?.Asset;
    expect(coin).toBeDefined();
    const codes = companies.data.map((row) => row.Asset);
    const inserted = await app.inject({
      method: 'POST',
      url: `/user/watchlistsv4/insert?apikey=${maOnly}`,
      payload: { name: 'Mixed', assets: [coin, ...codes] },
    });
    expect(inserted.statusCode, inserted.body).toBe(200);
    const { key } = (inserted.json() as { data: { key: string } }).data;
    const mixed = await get(`/ma/v5/scores-analysis?watchlist=${key}&${range()}`, maOnly);
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect((mixed.json() as { data: Analysis }).data).toMatchObject({ members: codes.length });
  });
});

describe('scores analysis warmed at start', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const config = loadConfig({
      DEMO_MODE: '1',
      LOG_LEVEL: 'silent',
      SQLITE_PATH: join(root, 'accounts-warmed.db'),
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
    });
    // As the server starts: the lake is preloaded and the screens' default analysis computed before it listens.
    app = await buildApp(config, { dataDir, preloadLake: true });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('answers the screens’ default analysis as the read layer computes it', async () => {
    const admin = await signInKey(app, 'demo-admin');
    const response = await app.inject({
      method: 'GET',
      url: `/ma/v5/scores-analysis?group=equ_top500&apikey=${admin}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: Analysis };
    expect(data).toMatchObject({ universe: { kind: 'group', id: 'equ_top500' }, horizon: 5, rebalancing: 'weekly' });
    const members = (
      await app.inject({ method: 'GET', url: `/groupassets2?group=equ_top500&limit=10000&apikey=${admin}` })
    ).json() as { data: { Asset: string }[] };
    const direct = await getScoresAnalysis({
      assetClass: 'equ',
      assetCodes: members.data.map((row) => row.Asset),
      signal: { kind: 'indicator', indicator: 'sentiment', source: 'News_Social' },
      horizon: 5,
      rebalancing: 'weekly',
      from: data.from,
      to: data.to,
      dataDir,
    });
    expect(data.summary).toEqual(direct.summary);
    expect(data.ics).toEqual(direct.ics);
    expect(data.summary.dates).toBeGreaterThan(5);
  });
});
