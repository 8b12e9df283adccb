import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, inflateRawSync } from 'node:zlib';
import { addDays, listDataFrequencies, listIndicators, missingDataPermissionMessage } from '@moodwire/domain';
import { getEsgSeries, getLakeManifest, getSeries, type LakeManifest } from '@moodwire/warehouse';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAKE_CACHE_CONTROL } from '../src/lake/answer-from-lake';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

interface AssetRecord {
  assetCode: string;
  name: string;
  RIC: string | null;
  Ticker: string | null;
  TRBCEconomicSector: string | null;
  Domicile: string | null;
  ExchangeCountry: string | null;
  Region: string | null;
}
interface FileEntry {
  name: string;
  date: string;
  rows: number;
  size: number | null;
  url: string;
}
interface Info {
  datacols: { code: string; name: string; description: string; range: string }[];
  datatypes: { code: string; name: string }[];
  freqs: { code: string; name: string; description: string; altcode: string }[];
}

const dataDir = inject('tinyLakeDir');
const ROW_KEYS = ['id', 'assetCode', 'ticker', 'windowTimestamp', 'dataType', 'systemVersion'];

function errorOf(response: LightMyRequestResponse): { error: string; message: string } {
  return response.json() as { error: string; message: string };
}

/** CSV without quoted fields (the data rows have none) as header and rows of cells. */
function parseCsv(text: string, separator = ','): { header: string[]; rows: string[][] } {
  const lines = text.split('\n');
  expect(lines.pop()).toBe('');
  const [header = '', ...rows] = lines;
  return { header: header.split(separator), rows: rows.map((line) => line.split(separator)) };
}

/** The one entry of a zip archive, read through its central directory and inflated. */
function unzipSingle(archive: Buffer): { name: string; content: Buffer; crc: number } {
  const end = archive.length - 22;
  expect(archive.readUInt32LE(end)).toBe(0x06054b50);
  expect(archive.readUInt16LE(end + 10)).toBe(1);
  const central = archive.readUInt32LE(end + 16);
  expect(archive.readUInt32LE(central)).toBe(0x02014b50);
  const crc = archive.readUInt32LE(central + 16);
  const compressed = archive.readUInt32LE(central + 20);
  const size = archive.readUInt32LE(central + 24);
  const nameLength = archive.readUInt16LE(central + 28);
  const name = archive.subarray(central + 46, central + 46 + nameLength).toString('utf8');
  const local = archive.readUInt32LE(central + 42);
  expect(archive.readUInt32LE(local)).toBe(0x04034b50);
  const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
  const content = inflateRawSync(archive.subarray(start, start + compressed));
  expect(content.length).toBe(size);
  return { name, content, crc };
}

const dayAfter = (day: string, days = 1) => addDays(day, days);

describe('data API v4', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let manifest: LakeManifest;
  let key: string;
  let noEsgKey: string;
  let company: AssetRecord;
  const get = (url: string, apikey = key, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}`, headers });

  beforeAll(async () => {
    const found = await getLakeManifest({ dataDir });
    if (!found) throw new Error('the shared tiny lake is missing');
    manifest = found;
    lakeApp = await createLakeTestApp(dataDir, 'data-v4');
    app = lakeApp.app;
    key = await signInKey(app, 'demo-admin');
    noEsgKey = await signInKey(app, 'demo-noesg');
    // The ESG Advanced company with the most buzz: it has rows in every dataset of the tiny lake.
    const top = dataOf<{ Asset: string }[]>(await get('/groupassets2?group=equesg_top100&limit=1'))[0];
    const companies = dataOf<AssetRecord[]>(await get(`/esg/v4/equesg/assets?assets=${top?.Asset}`));
    const busiest = companies[0];
    if (!busiest) throw new Error('no ESG company');
    company = busiest;
  }, 60_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  describe('info', () => {
    it("lists a class's columns from the indicator catalogue, its data types and frequencies", async () => {
      const response = await get('/rma/v4/equ/info');
      expect(response.statusCode).toBe(200);
      const info = dataOf<Info>(response);
      expect(info.datacols.map((column) => column.code)).toEqual(
        listIndicators({ assetClass: 'equ' }).map((indicator) => indicator.code),
      );
      expect(info.datacols.find((column) => column.code === 'sentiment')?.range).toBe('-1 to 1');
      expect(info.datacols.find((column) => column.code === 'buzz')?.range).toBe('0 to Inf');
      expect(info.datatypes.map((type) => type.code)).toEqual(['News_Social', 'News', 'Social', 'News_Headline']);
      expect(info.freqs.map((freq) => [freq.code, freq.altcode])).toEqual([
        ['dai', 'WDAI_UDAI'],
        ['hou', 'WDAI_UHOU'],
      ]);
    });

    it('gives ESG Core its ranks, News_Social only and the 365-day daily window', async () => {
      const info = dataOf<Info>(await get('/esg/v4/equcor/info'));
      expect(info.datacols.map((column) => column.code)).toEqual(
        listIndicators({ assetClass: 'equcor' }).map((indicator) => indicator.code),
      );
      expect(info.datacols.find((column) => column.code === 'ESG')?.range).toBe('1 to 100');
      expect(info.datatypes).toEqual([{ code: 'News_Social', name: 'News and Social Media' }]);
      expect(info.freqs).toEqual(
        listDataFrequencies('equcor').map(({ code, name, description, altcode }) => ({
          code,
          name,
          description,
          altcode,
        })),
      );
      expect(info.freqs.map((freq) => freq.altcode)).toEqual(['W365_UDAI']);
    });

    it('answers 304 to a client that holds the answer', async () => {
      const first = await get('/rma/v4/cur/info');
      const etag = String(first.headers.etag);
      expect(first.headers['cache-control']).toMatch(/max-age/);
      const again = await get('/rma/v4/cur/info', key, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('assets', () => {
    it('lists the asset master of a class with the reference column names', async () => {
      const response = await get('/rma/v4/equ/assets');
      expect(response.statusCode).toBe(200);
      const assets = dataOf<AssetRecord[]>(response);
      expect(assets).toHaveLength(manifest.assets.equ ?? -1);
      expect(Object.keys(assets[0] ?? {})).toEqual([
        'assetCode',
        'name',
        'RIC',
        'Ticker',
        'TRBCEconomicSector',
        'Domicile',
        'ExchangeCountry',
        'Region',
      ]);
      expect(assets.every((asset) => asset.RIC !== null && asset.Ticker !== null)).toBe(true);
      const currencies = dataOf<AssetRecord[]>(await get('/rma/v4/cur/assets'));
      expect(currencies).toHaveLength(manifest.assets.cur ?? -1);
    });

    it('lists the ESG classes and regions as the subsets of the companies they are', async () => {
      const all = dataOf<AssetRecord[]>(await get('/rma/v4/equ/assets'));
      const esg = dataOf<AssetRecord[]>(await get('/esg/v4/equesg/assets'));
      expect(esg.length).toBeGreaterThan(0);
      expect(esg.length).toBeLessThanOrEqual(all.length);
      const codes = new Set(all.map((asset) => asset.assetCode));
      expect(esg.every((asset) => codes.has(asset.assetCode))).toBe(true);
      const americas = dataOf<AssetRecord[]>(await get('/rma/v4/equamer/assets'));
      expect(americas.length).toBeGreaterThan(0);
      expect(americas.every((asset) => asset.Region === 'Americas')).toBe(true);
      expect(all.filter((asset) => asset.Region === 'Americas')).toHaveLength(americas.length);
    });

    it('searches names, tickers and RICs case-insensitively, exact identifiers first', async () => {
      const byTicker = dataOf<AssetRecord[]>(await get(`/rma/v4/equ/assets?search=${company.Ticker?.toLowerCase()}`));
      expect(byTicker[0]?.assetCode).toBe(company.assetCode);
      const word = company.name.split(' ')[0]?.toUpperCase() ?? '';
      const byName = dataOf<AssetRecord[]>(await get(`/rma/v4/equ/assets?search=${encodeURIComponent(word)}`));
      expect(byName.map((asset) => asset.assetCode)).toContain(company.assetCode);
      expect(byName.every((asset) => `${asset.name} ${asset.Ticker} ${asset.RIC}`.toUpperCase().includes(word))).toBe(
        true,
      );
      const byRic = dataOf<AssetRecord[]>(
        await get(`/rma/v4/equ/assets?search=${encodeURIComponent(company.RIC ?? '')}`),
      );
      expect(byRic[0]?.assetCode).toBe(company.assetCode);
      const byCode = dataOf<AssetRecord[]>(await get(`/rma/v4/equ/assets?search=${company.assetCode}`));
      expect(byCode[0]?.assetCode).toBe(company.assetCode);
      expect(dataOf<AssetRecord[]>(await get('/rma/v4/equ/assets?search=zzqqxxnothing'))).toEqual([]);
      // A company is not a currency.
      expect(dataOf<AssetRecord[]>(await get(`/rma/v4/cur/assets?search=${company.Ticker}`))).toEqual([]);
    });

    it('picks assets by code in the order asked, leaving out codes the class does not have', async () => {
      const all = dataOf<AssetRecord[]>(await get('/rma/v4/equ/assets'));
      const [a, b] = [all[3], all[1]];
      const picked = dataOf<AssetRecord[]>(await get(`/rma/v4/equ/assets?assets=${a?.assetCode},NOPE,${b?.assetCode}`));
      expect(picked).toEqual([a, b]);
    });

    it('gives CSV with format=csv', async () => {
      const response = await get(`/rma/v4/equ/assets?assets=${company.assetCode}&format=csv`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const [header, row, end] = response.body.split('\n');
      expect(header).toBe('assetCode,name,RIC,Ticker,TRBCEconomicSector,Domicile,ExchangeCountry,Region');
      expect(row?.startsWith(`${company.assetCode},`)).toBe(true);
      expect(row).toContain(`,${company.RIC},${company.Ticker},`);
      expect(end).toBe('');
    });
  });

  describe('data', () => {
    const last = () => manifest.to;
    const dataUrl = (assetClass: string, freq: string, code: string, query: string) =>
      `/${assetClass.endsWith('cor') || assetClass.endsWith('esg') ? 'esg' : 'rma'}/v4/data/${assetClass}/${freq}/${code}?${query}`;

    it('gives CSV in the reference layout whose values are the lake series', async () => {
      const start = dayAfter(last(), -9);
      const end = dayAfter(last(), 1);
      const response = await get(dataUrl('equ', 'dai', company.assetCode, `start_date=${start}&end_date=${end}`));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const { header, rows } = parseCsv(response.body);
      const indicators = listIndicators({ assetClass: 'equ' }).map((indicator) => indicator.code);
      expect(header).toEqual([...ROW_KEYS, ...indicators]);
      expect(rows.length).toBeGreaterThan(0);
      const column = (name: string) => header.indexOf(name);
      expect(rows.every((row) => row[column('assetCode')] === company.assetCode)).toBe(true);
      expect(rows.every((row) => row[column('ticker')] === company.Ticker)).toBe(true);
      const series = await getSeries({
        assetClass: 'equ',
        assetCode: company.assetCode,
        indicators: ['sentiment', 'mentions'],
        source: 'News_Social',
        frequency: 'daily',
        from: start,
        to: end,
        dataDir,
      });
      const social = rows.filter((row) => row[column('dataType')] === 'News_Social');
      expect(social.map((row) => row[column('windowTimestamp')])).toEqual(series.points.map((p) => p.windowTimestamp));
      social.forEach((row, i) => {
        const point = series.points[i];
        expect(Number(row[column('buzz')])).toBeCloseTo(point?.buzz ?? Number.NaN, 9);
        expect(Number(row[column('mentions')])).toBe(point?.values.mentions);
        const sentiment = row[column('sentiment')];
        if (point?.values.sentiment === null) expect(sentiment).toBe('');
        // FLOAT columns print as the float's shortest text: the same float, read back.
        else expect(Math.fround(Number(sentiment))).toBe(Math.fround(point?.values.sentiment ?? Number.NaN));
      });
      // Nulls are empty cells: a sparse column has some.
      expect(rows.some((row) => row.includes(''))).toBe(true);
    });

    it('keeps the row keys, mentions and buzz and the asked datacols, in the layout order', async () => {
      const response = await get(dataUrl('equ', 'dai', company.assetCode, 'datacols=fear,sentiment'));
      expect(response.statusCode).toBe(200);
      const { header } = parseCsv(response.body);
      expect(header).toEqual([...ROW_KEYS, 'mentions', 'buzz', 'sentiment', 'fear']);
    });

    it('takes start_date inclusive and end_date exclusive, for days and for hourly times', async () => {
      const day = dayAfter(last(), -2);
      const daily = parseCsv(
        (
          await get(
            dataUrl(
              'equ',
              'dai',
              company.assetCode,
              `start_date=${day}&end_date=${dayAfter(day)}&datatype=News_Social`,
            ),
          )
        ).body,
      );
      expect(daily.rows.map((row) => row[3])).toEqual([`${day}T20:30:00.000Z`]);
      // Hourly rows exist only for the hours with recent documents (the simulated day decides which): take four
      // consecutive rows of a recent day and ask from the first (inclusive) to the fourth (exclusive).
      let times: string[] = [];
      for (let back = 2; back < 10 && times.length < 4; back += 1) {
        const from = dayAfter(last(), -back);
        const whole = await get(
          dataUrl(
            'equ',
            'hou',
            company.assetCode,
            `start_date=${from}&end_date=${dayAfter(from)}&datatype=News_Social&datacols=sentiment`,
          ),
        );
        times = parseCsv(whole.body).rows.map((row) => row[3] ?? '');
      }
      expect(times.length).toBeGreaterThanOrEqual(4);
      const [first, second, third, fourth] = times as [string, string, string, string];
      const hourly = await get(
        dataUrl(
          'equ',
          'hou',
          company.assetCode,
          `start_date=${first.slice(0, 16)}&end_date=${fourth.slice(0, 19)}Z&datatype=News_Social&datacols=sentiment`,
        ),
      );
      expect(parseCsv(hourly.body).rows.map((row) => row[3])).toEqual([first, second, third]);
    });

    it('gives every data type unless datatype names some', async () => {
      const range = `start_date=${dayAfter(last(), -14)}`;
      const every = parseCsv((await get(dataUrl('equ', 'dai', company.assetCode, range))).body);
      expect(new Set(every.rows.map((row) => row[4]))).toEqual(
        new Set(['News', 'Social', 'News_Headline', 'News_Social']),
      );
      const two = parseCsv((await get(dataUrl('equ', 'dai', company.assetCode, `${range}&datatype=nws,Social`))).body);
      expect(two.rows.length).toBeGreaterThan(0);
      expect(new Set(two.rows.map((row) => row[4]))).toEqual(new Set(['News', 'Social']));
      expect(two.rows).toEqual(every.rows.filter((row) => row[4] === 'News' || row[4] === 'Social'));
    });

    it('gives JSON with format=json, numbers as numbers and empty values as null', async () => {
      const start = dayAfter(last(), -5);
      const query = `start_date=${start}&datacols=sentiment&format=json`;
      const response = await get(dataUrl('equ', 'dai', company.assetCode, query));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const rows = dataOf<Record<string, string | number | null>[]>(response);
      const csv = parseCsv(
        (await get(dataUrl('equ', 'dai', company.assetCode, `start_date=${start}&datacols=sentiment`))).body,
      );
      expect(rows).toHaveLength(csv.rows.length);
      expect(Object.keys(rows[0] ?? {})).toEqual(csv.header);
      rows.forEach((row, i) => {
        expect(row.id).toBe(csv.rows[i]?.[0]);
        expect(typeof row.buzz).toBe('number');
        expect(row.sentiment === null || typeof row.sentiment === 'number').toBe(true);
        expect(row.sentiment === null ? '' : Math.fround(Number(row.sentiment))).toBe(
          csv.rows[i]?.[8] === '' ? '' : Math.fround(Number(csv.rows[i]?.[8])),
        );
      });
    });

    it('gives every asset of the class with all, and only the region of a regional class', async () => {
      const day = dayAfter(last(), -1);
      const range = `start_date=${day}&end_date=${dayAfter(day)}&datacols=sentiment&datatype=News_Social`;
      const all = parseCsv((await get(dataUrl('equ', 'dai', 'all', range))).body);
      const codes = new Set(all.rows.map((row) => row[1]));
      expect(codes.size).toBeGreaterThan(3);
      const americas = new Set(dataOf<AssetRecord[]>(await get('/rma/v4/equamer/assets')).map((a) => a.assetCode));
      const regional = parseCsv((await get(dataUrl('equamer', 'dai', 'all', range))).body);
      expect(regional.rows.length).toBeGreaterThan(0);
      expect(regional.rows.every((row) => americas.has(row[1] ?? ''))).toBe(true);
      expect(regional.rows).toEqual(all.rows.filter((row) => americas.has(row[1] ?? '')));
    });

    it('reads the ESG datasets: ESG Core ranks and ESG Advanced scores', async () => {
      const start = dayAfter(last(), -6);
      const core = parseCsv((await get(dataUrl('equcor', 'dai', company.assetCode, `start_date=${start}`))).body);
      expect(core.header).toEqual([...ROW_KEYS, ...listIndicators({ assetClass: 'equcor' }).map((i) => i.code)]);
      const series = await getEsgSeries({
        assetClass: 'equcor',
        assetCode: company.assetCode,
        indicators: ['ESG', 'ESGControversies'],
        from: start,
        dataDir,
      });
      expect(series.points.length).toBeGreaterThan(0);
      expect(core.rows.map((row) => row[3])).toEqual(series.points.map((point) => point.windowTimestamp));
      core.rows.forEach((row, i) => {
        expect(row[core.header.indexOf('ESG')]).toBe(String(series.points[i]?.values.ESG ?? ''));
        expect(row[core.header.indexOf('ESGControversies')]).toBe(
          String(series.points[i]?.values.ESGControversies ?? ''),
        );
      });
      const advanced = await get(dataUrl('equesg', 'dai', company.assetCode, 'datacols=emissions,workforce'));
      expect(advanced.statusCode).toBe(200);
      expect(parseCsv(advanced.body).header).toEqual([...ROW_KEYS, 'mentions', 'buzz', 'emissions', 'workforce']);
    });

    it('refuses bad dates, a range longer than the maximum and unknown columns or data types with a 400 naming them', async () => {
      const cases: Array<[string, RegExp]> = [
        ['start_date=2026-02-31', /'start_date'.*calendar date/],
        ['start_date=yesterday', /'start_date'/],
        ['end_date=2026-13-01', /'end_date'/],
        [`start_date=${last()}&end_date=${last()}`, /'end_date'.*after start_date/],
        ['start_date=1960-01-01&end_date=2026-01-01', /'end_date'.*15000 days/],
        ['datacols=sentiment,notAColumn', /'datacols'.*'notAColumn'/],
        ['datacols=windowTimestamp', /'datacols'.*'windowTimestamp'/],
        ['datacols=ESG', /'datacols'.*'ESG'/],
        ['datatype=Radio', /'datatype'.*'Radio'/],
        ['format=xml', /'format'/],
      ];
      for (const [query, message] of cases) {
        const response = await get(dataUrl('equ', 'dai', company.assetCode, query));
        expect(response.statusCode, query).toBe(400);
        expect(response.headers['content-type'], query).toMatch(/^application\/json/);
        expect(errorOf(response).error, query).toMatch(message);
      }
    });

    it('answers 304 to a client that holds the answer of this build', async () => {
      const url = dataUrl('equ', 'dai', company.assetCode, 'datacols=sentiment');
      const first = await get(url);
      expect(first.headers.etag).toBe(`"${manifest.buildId}"`);
      expect((await get(url, key, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    });
  });

  describe('files', () => {
    const sequence = () => manifest.buildId.replace(/^(\d{8})-(\d{6}).*$/, '$1$2');

    it('lists one file per day with rows, named like the reference, with its rows and download URL', async () => {
      const start = dayAfter(manifest.to, -4);
      const response = await get(`/rma/v4/files/equ/dai?start_date=${start}&end_date=${dayAfter(manifest.to)}`);
      expect(response.statusCode).toBe(200);
      const files = dataOf<FileEntry[]>(response);
      expect(files.map((file) => file.date)).toEqual([0, 1, 2, 3, 4].map((offset) => dayAfter(start, offset)));
      for (const file of files) {
        expect(file.name).toBe(`PRO.Live.CMPNY.WDAI_UDAI.${file.date.replaceAll('-', '')}.${sequence()}.txt`);
        expect(file.url).toBe(`/rma/v4/files/equ/dai/${file.name}`);
        expect(file.rows).toBeGreaterThan(0);
      }
      const csv = await get(`/rma/v4/files/equ/dai?start_date=${start}&format=csv`);
      expect(csv.body.split('\n')[0]).toBe('name,date,rows,size,url');
      expect(csv.body.split('\n')[1]).toContain(files[0]?.name);
      const core = dataOf<FileEntry[]>(await get(`/esg/v4/files/equcor/dai?start_date=${manifest.to}`));
      expect(core.map((file) => file.name)).toEqual([
        `PRO.Live.CMPNY_ESG_COR.W365_UDAI.${manifest.to.replaceAll('-', '')}.${sequence()}.txt`,
      ]);
      const hourly = dataOf<FileEntry[]>(await get(`/rma/v4/files/cou/hou?start_date=${manifest.to}`));
      expect(hourly.map((file) => file.name)).toEqual([
        `PRO.Live.COU.WDAI_UHOU.${manifest.to.replaceAll('-', '')}.${sequence()}.txt`,
      ]);
    });

    it("downloads a day's file: tab-separated, header first, the listed rows of that day; its size is listed after", async () => {
      const day = dayAfter(manifest.to, -1);
      const [file] = dataOf<FileEntry[]>(
        await get(`/rma/v4/files/equ/dai?start_date=${day}&end_date=${dayAfter(day)}`),
      );
      if (!file) throw new Error('no file');
      // (Its size may be listed already: the cache on disk is shared with the other test files of the run.)
      const response = await get(file.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/tab-separated-values/);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
      const { header, rows } = parseCsv(response.body, '\t');
      expect(header).toEqual([...ROW_KEYS, ...listIndicators({ assetClass: 'equ' }).map((i) => i.code)]);
      expect(rows).toHaveLength(file.rows);
      expect(rows.every((row) => row.length === header.length && row[3]?.startsWith(day))).toBe(true);
      // The same rows as the data call for that day and every asset.
      const csv = parseCsv((await get(`/rma/v4/data/equ/dai/all?start_date=${day}&end_date=${dayAfter(day)}`)).body);
      expect(rows).toEqual(csv.rows);
      const [listed] = dataOf<FileEntry[]>(
        await get(`/rma/v4/files/equ/dai?start_date=${day}&end_date=${dayAfter(day)}`),
      );
      expect(listed?.size).toBe(response.rawPayload.length);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      // A second download is the same file (from the cache).
      expect((await get(file.url)).rawPayload.equals(response.rawPayload)).toBe(true);
    });

    it('zips a file into an archive of exactly one entry when the name asks for .zip', async () => {
      const day = dayAfter(manifest.to, -3);
      const [file] = dataOf<FileEntry[]>(
        await get(`/rma/v4/files/equ/hou?start_date=${day}&end_date=${dayAfter(day)}`),
      );
      if (!file) throw new Error('no file');
      const txtName = file.name.replace(/\.zip$/, '.txt');
      const zipName = txtName.replace(/\.txt$/, '.zip');
      const text = await get(`/rma/v4/files/equ/hou/${txtName}`);
      const zipped = await get(`/rma/v4/files/equ/hou/${zipName}`);
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-type']).toBe('application/zip');
      const entry = unzipSingle(zipped.rawPayload);
      expect(entry.name).toBe(txtName);
      expect(entry.content.equals(text.rawPayload)).toBe(true);
      expect(entry.crc).toBe(crc32(entry.content));
      expect(zipped.rawPayload.length).toBeLessThan(text.rawPayload.length);
    });

    it('answers 404 to a file that is not listed and never reads outside the lake', async () => {
      const today = manifest.to.replaceAll('-', '');
      const names = [
        `PRO.Live.CMPNY.WDAI_UDAI.${today}.1.txt`,
        `PRO.Live.CMPNY.WDAI_UDAI.19990101.${sequence()}.txt`,
        `PRO.Live.COU.WDAI_UDAI.${today}.${sequence()}.txt`,
        `PRO.Live.CMPNY.WDAI_UHOU.${today}.${sequence()}.txt`,
        `PRO.Live.CMPNY.WDAI_UDAI.${today}.${sequence()}.csv`,
        '..%2F..%2Fmanifest.json',
        '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
        '%2Fetc%2Fpasswd',
        '..',
        'manifest.json',
        `PRO.Live.CMPNY.WDAI_UDAI.${today}.${sequence()}.txt%00.zip`,
      ];
      for (const name of names) {
        const response = await get(`/rma/v4/files/equ/dai/${name}`);
        expect([400, 404], name).toContain(response.statusCode);
        expect(response.headers['content-type'], name).toMatch(/^application\/json/);
        expect(response.body, name).not.toContain('buildId');
        expect(response.body, name).not.toContain('root:');
      }
      const traversal = await app.inject({
        method: 'GET',
        url: `/rma/v4/files/equ/dai/../../../manifest.json?apikey=${key}`,
      });
      expect(traversal.statusCode).toBe(404);
      expect(traversal.body).not.toContain('buildId');
    });
  });

  describe('streaming', () => {
    /** Starts a download over HTTP, reads its first bytes, then drops the connection. */
    function abandonDownload(base: string, path: string): Promise<number> {
      return new Promise((resolve, reject) => {
        const request = httpGet(`${base}${path}`, (response) => {
          response.once('data', () => {
            request.destroy();
            resolve(response.statusCode ?? 0);
          });
        });
        request.on('error', (error) => {
          if (!request.destroyed) reject(error);
        });
      });
    }

    it('releases the lake connection of a download the client leaves, so later downloads still run', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      // Every company's hourly rows: far more than the socket buffers hold, so the server is mid-stream.
      const path = `/rma/v4/data/equ/hou/all?apikey=${key}`;
      // More abandoned downloads than the read layer runs at once: a leaked connection would stall the next.
      for (let i = 0; i < 4; i++) expect(await abandonDownload(base, path)).toBe(200);
      const day = dayAfter(manifest.to, -1);
      const after = await get(`/rma/v4/data/equ/hou/all?start_date=${day}&end_date=${dayAfter(day)}`);
      expect(after.statusCode).toBe(200);
      expect(parseCsv(after.body).rows.length).toBeGreaterThan(0);
    });
  });

  describe('refusals', () => {
    it("refuses a class outside the account's data permissions with 403 'Permission required' naming the class", async () => {
      for (const [url, assetClass] of [
        ['/esg/v4/equcor/info', 'equcor'],
        ['/esg/v4/equesg/assets', 'equesg'],
        [`/esg/v4/data/equcor/dai/${company.assetCode}`, 'equcor'],
        ['/esg/v4/files/couesg/dai', 'couesg'],
      ] as const) {
        const response = await get(url, noEsgKey);
        expect(response.statusCode, url).toBe(403);
        expect(errorOf(response).error).toBe('Permission required');
        // The one reason of the web calls and the data API (api-access.ts).
        expect(errorOf(response).message, url).toBe(missingDataPermissionMessage('esg', assetClass));
        expect(errorOf(response).message, url).toMatch(new RegExp(`'${assetClass}'`));
      }
      expect((await get('/rma/v4/equ/info', noEsgKey)).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/rma/v4/equ/info' })).statusCode).toBe(401);
    });

    it('answers 404 with a clear message for an unknown prefix, class, frequency or asset', async () => {
      const cases: Array<[string, RegExp]> = [
        ['/mma/v4/equ/info', /No route/],
        ['/rma/v4/equcor/info', /no asset class 'equcor' in rma/],
        ['/esg/v4/equ/assets', /no asset class 'equ' in esg/],
        ['/rma/v4/stocks/assets', /no asset class 'stocks'/],
        [`/rma/v4/data/equ/01m/${company.assetCode}`, /no frequency '01m'/],
        [`/esg/v4/data/equcor/hou/${company.assetCode}`, /no frequency 'hou' for equcor/],
        ['/rma/v4/data/equ/dai/NOT-AN-ASSET', /no asset 'NOT-AN-ASSET' in equ/],
        ['/rma/v4/data/cur/dai/US', /no asset 'US' in cur/],
        ['/rma/v4/files/equ/weekly', /no frequency 'weekly'/],
      ];
      for (const [url, message] of cases) {
        const response = await get(`${url}${url.includes('/data/') ? '?format=csv' : ''}`);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        expect(errorOf(response).message, url).toMatch(message);
      }
    });
  });

  describe('revalidation', () => {
    const buildEtag = () => `"${manifest.buildId}"`;

    it('gives every call over the lake the ETag of the build and answers 304 to a client that holds it', async () => {
      const day = manifest.to;
      const file = dataOf<FileEntry[]>(await get(`/rma/v4/files/equ/dai?start_date=${day}`))[0];
      if (!file) throw new Error('no file of the last day');
      for (const url of [
        '/rma/v4/equ/assets?search=a',
        '/rma/v4/equ/assets?search=a&format=csv',
        `/rma/v4/data/equ/dai/${company.assetCode}?start_date=${day}`,
        `/rma/v4/data/equ/dai/all?start_date=${day}&format=json`,
        `/rma/v4/files/equ/dai?start_date=${day}&format=csv`,
        file.url,
      ]) {
        const first = await get(url);
        expect(first.statusCode, url).toBe(200);
        expect(first.headers.etag, url).toBe(buildEtag());
        expect(first.headers['cache-control'], url).toBe(LAKE_CACHE_CONTROL);
        const again = await get(url, key, { 'if-none-match': buildEtag() });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
      }
    });

    it('answers a file that is not listed 404 without the ETag, even to a client that holds the build', async () => {
      const name = `PRO.Live.CMPNY.WDAI_UDAI.19990101.${manifest.buildId.replace(/^(\d{8})-(\d{6}).*$/, '$1$2')}.txt`;
      const response = await get(`/rma/v4/files/equ/dai/${name}`, key, { 'if-none-match': buildEtag() });
      expect(response.statusCode).toBe(404);
      expect(response.headers.etag).toBeUndefined();
      expect(errorOf(response).error).toBe('Unknown file');
    });
  });
});
