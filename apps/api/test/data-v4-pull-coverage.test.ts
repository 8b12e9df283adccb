/**
 * issue 14 'Pull data' and 'Coverage list': the multi-asset data call gives each asset's rows as the per-asset call
 * does, under one header; it refuses unknown assets (named), bad dates and a pull past the documented limit (400
 * pointing to the bulk files); the coverage list gives every asset of the master with its first and last day; both
 * refuse accounts without the class's data permission.
 */
import { addDays, MAX_PULL_ASSET_WINDOWS, MAX_PULL_ASSETS, missingDataPermissionMessage } from '@moodwire/domain';
import { getLakeManifest, listCoverage } from '@moodwire/warehouse';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../src/store/users/create-user';
import { createLakeTestApp, DEMO_PASSWORD, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');

interface CoverageRecord {
  assetCode: string;
  name: string;
  RIC: string | null;
  Ticker: string | null;
  firstDate: string | null;
  lastDate: string | null;
  days: number;
}

function errorOf(response: LightMyRequestResponse): { error: string; message: string; detail?: string } {
  return response.json() as { error: string; message: string; detail?: string };
}

describe('pull data for chosen assets, and the coverage list', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let adminKey: string;
  let noEsgKey: string;
  let noDataKey: string;
  let codes: string[];
  let from: string;
  let to: string;

  beforeAll(async () => {
    const manifest = await getLakeManifest({ dataDir });
    if (!manifest) throw new Error('the shared tiny lake is missing');
    lakeApp = await createLakeTestApp(dataDir, 'data-v4-pull');
    app = lakeApp.app;
    adminKey = await signInKey(app, 'demo-admin');
    noEsgKey = await signInKey(app, 'demo-noesg');
    await createUser(app.ctx.db, {
      username: 'pull-nodata',
      password: DEMO_PASSWORD,
      role: 'manual',
      permissions: {},
      data_perms: {},
      now: new Date(),
    });
    noDataKey = await signInKey(app, 'pull-nodata');
    codes = (await listCoverage({ dataDir, assetClass: 'equ' })).slice(0, 3).map((row) => row.assetCode);
    to = manifest.to;
    from = addDays(to, -9);
  }, 60_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  const get = (url: string, key = adminKey) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${key}` });

  describe('the multi-asset data call', () => {
    it("gives each asset's rows as the per-asset call does, in the order asked, under one header (CSV and JSON)", async () => {
      const query = `start_date=${from}&end_date=${to}&datacols=sentiment,fear&datatype=News_Social,nws`;
      const asked = [codes[1], codes[0], codes[2]] as string[];
      const pulled = await get(`/rma/v4/data/equ/dai?assets=${asked.join(',')}&${query}`);
      expect(pulled.statusCode).toBe(200);
      expect(pulled.headers['content-type']).toMatch(/^text\/csv/);
      expect(Number(pulled.headers['content-length'])).toBe(Buffer.byteLength(pulled.body));
      let expected = '';
      for (const code of asked) {
        const single = await get(`/rma/v4/data/equ/dai/${code}?${query}`);
        expect(single.statusCode).toBe(200);
        expected += expected === '' ? single.body : single.body.slice(single.body.indexOf('\n') + 1);
      }
      expect(pulled.body).toBe(expected);
      expect(pulled.body.split('\n').length).toBeGreaterThan(asked.length);

      const json = await get(`/rma/v4/data/equ/dai?assets=${asked.join(',')}&${query}&format=json`);
      expect(json.statusCode).toBe(200);
      const rows = dataOf<Array<{ assetCode: string }>>(json);
      let single: unknown[] = [];
      for (const code of asked)
        single = single.concat(dataOf(await get(`/rma/v4/data/equ/dai/${code}?${query}&format=json`)));
      expect(rows).toEqual(single);
    });

    it('names the unknown asset codes with a 400', async () => {
      const response = await get(`/rma/v4/data/equ/dai?assets=${codes[0]},NOPE1,NOPE2`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toContain("'NOPE1', 'NOPE2'");
      expect(errorOf(response).message).toContain("'assets'");
    });

    it('refuses an end before the start, and bad columns, naming the field', async () => {
      const backwards = await get(`/rma/v4/data/equ/dai?assets=${codes[0]}&start_date=${to}&end_date=${from}`);
      expect(backwards.statusCode).toBe(400);
      expect(errorOf(backwards).message).toMatch(/end_date.*after start_date/);
      const column = await get(`/rma/v4/data/equ/dai?assets=${codes[0]}&datacols=nonsense`);
      expect(column.statusCode).toBe(400);
      expect(errorOf(column).message).toContain("'nonsense'");
      expect((await get('/rma/v4/data/equ/dai?assets=')).statusCode).toBe(400);
    });

    it('refuses a pull past the documented limits with a 400 that points to the bulk files', async () => {
      const many = Array.from({ length: MAX_PULL_ASSETS + 1 }, (_, i) => codes[i % codes.length]).join(',');
      // Repeated codes count once: this is within the asset limit.
      expect((await get(`/rma/v4/data/equ/dai?assets=${many}&start_date=${from}&end_date=${to}`)).statusCode).toBe(200);
      const hours = MAX_PULL_ASSET_WINDOWS / codes.length / 24;
      const long = await get(
        `/rma/v4/data/equ/hou?assets=${codes.join(',')}&start_date=${addDays(to, -Math.ceil(hours) - 1)}&end_date=${to}`,
      );
      expect(long.statusCode).toBe(400);
      expect(errorOf(long).detail).toBe('over_pull_limit');
      expect(errorOf(long).message).toContain(`more than the ${MAX_PULL_ASSET_WINDOWS.toLocaleString('en-US')}`);
      expect(errorOf(long).message).toContain('/rma/v4/files/equ/hou');
    });

    it('refuses a class outside the data permissions (403), and a caller without a key (401)', async () => {
      for (const key of [noEsgKey, noDataKey]) {
        const response = await get(`/esg/v4/data/equcor/dai?assets=${codes[0]}`, key);
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).message).toBe(missingDataPermissionMessage('esg', 'equcor'));
      }
      expect((await get(`/rma/v4/data/equ/dai?assets=${codes[0]}`, noDataKey)).statusCode).toBe(403);
      const anonymous = await app.inject({ method: 'GET', url: `/rma/v4/data/equ/dai?assets=${codes[0]}` });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('the coverage list', () => {
    it('lists every asset of the master with identifiers and its first and last day with data', async () => {
      const coverage = dataOf<CoverageRecord[]>(await get('/rma/v4/equ/coverage'));
      const master = dataOf<Array<{ assetCode: string; RIC: string | null }>>(await get('/rma/v4/equ/assets'));
      expect(coverage.map((row) => row.assetCode)).toEqual(master.map((row) => row.assetCode));
      const fromStore = new Map(
        (await listCoverage({ dataDir, assetClass: 'equ' })).map((row) => [row.assetCode, row]),
      );
      for (const row of coverage) {
        const known = fromStore.get(row.assetCode);
        expect([row.firstDate, row.lastDate, row.days]).toEqual([
          known?.firstDate ?? null,
          known?.lastDate ?? null,
          known?.days ?? 0,
        ]);
      }
      expect(coverage.some((row) => row.firstDate !== null)).toBe(true);
    });

    it('gives the same rows as CSV, and ESG classes from their own dataset', async () => {
      const json = dataOf<CoverageRecord[]>(await get('/esg/v4/equcor/coverage'));
      const csv = await get('/esg/v4/equcor/coverage?format=csv');
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.body.trimEnd().split('\n');
      expect(lines[0]).toBe(
        'assetCode,name,RIC,Ticker,TRBCEconomicSector,Domicile,ExchangeCountry,Region,firstDate,lastDate,days',
      );
      expect(lines.length - 1).toBe(json.length);
      const covered = json.filter((row) => row.firstDate !== null);
      expect(covered.length).toBeGreaterThan(0);
      for (const row of covered) {
        expect((row.firstDate as string) <= (row.lastDate as string)).toBe(true);
        expect(row.days).toBeGreaterThan(0);
      }
    });

    it("gives the transcript companies' exchange country, as the asset master does (the transcripts coverage)", async () => {
      const master = new Map(
        dataOf<Array<{ assetCode: string; ExchangeCountry: string | null }>>(await get('/rma/v4/equ/assets')).map(
          (row) => [row.assetCode, row.ExchangeCountry],
        ),
      );
      const companies = dataOf<Array<{ assetCode: string; ExchangeCountry: string | null }>>(await get('/mta/assets'));
      expect(companies.length).toBeGreaterThan(0);
      for (const company of companies) expect(company.ExchangeCountry).toBe(master.get(company.assetCode) ?? null);
    });

    it('refuses classes outside the data permissions (403) and unknown classes (404)', async () => {
      expect((await get('/esg/v4/equcor/coverage', noEsgKey)).statusCode).toBe(403);
      expect((await get('/rma/v4/equ/coverage', noDataKey)).statusCode).toBe(403);
      expect((await get('/rma/v4/equ/coverage', noEsgKey)).statusCode).toBe(200);
      expect((await get('/rma/v4/stocks/coverage')).statusCode).toBe(404);
    });
  });
});
