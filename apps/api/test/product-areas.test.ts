/**
 * The product-area calls of spec §7 over the shared tiny lake: MASF sources and data previews (JSON and the
 * line_json stream), Pulse events with every filter, transcript analytics, v5 market and ESG analytics, and MMS
 * media scores. Answers are checked against the read layer (and the in-memory series store where it gives the
 * same numbers by another path), permissions against the domain table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, listIndicators } from '@moodwire/domain';
import {
  buildUniverse,
  closeReadPools,
  getLakeManifest,
  getMediaScores,
  getSeries,
  getTranscript,
  type LakeManifest,
  listAssetRows,
  listEvents,
  listTranscripts,
  type PulseEvent,
  type TranscriptCall,
} from '@moodwire/warehouse';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dataOf, signInKey } from './helpers/test-app';

type Row = Record<string, string | number | null>;

const dataDir = inject('tinyLakeDir');
const root = mkdtempSync(join(tmpdir(), 'moodwire-product-areas-'));

function errorOf(response: LightMyRequestResponse): { error: string; message: string } {
  return response.json() as { error: string; message: string };
}

/** RFC 4180 records of a CSV body (fields split on commas outside quotes). */
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

describe('product-area calls over the lake', () => {
  let app: FastifyInstance;
  let manifest: LakeManifest;
  let admin: string;
  let manual: string;
  let mmsReader: string;
  let mmsOtherClass: string;
  let maOnly: string;
  let company: string;
  const get = (url: string, apikey = admin, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}`, headers });
  /** The day after the lake's last day: the default (exclusive) end of a range. */
  const lakeEnd = () => addDays(manifest.to, 1);

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
    mmsReader = await create('mms-reader', { data_perms: { mms: ['outlet'] } });
    mmsOtherClass = await create('mms-other-class', { data_perms: { mms: ['equ', 'cou'] } });
    maOnly = await create('ma-only', { permissions: { rma_v5: true } });
    // The company with the most pulse events: every filter has something to find.
    const events = await listEvents({ assetClass: 'equ', assetCode: 'all', dataDir, limit: 10_000 });
    const counts = new Map<string, number>();
    for (const event of events) counts.set(event.assetCode, (counts.get(event.assetCode) ?? 0) + 1);
    company = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    expect(company).not.toBe('');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  describe('MASF v4', () => {
    it('lists the four sources of spec §3 with their codes', async () => {
      const response = await get('/masf/v4/sources');
      expect(response.statusCode).toBe(200);
      expect(dataOf(response)).toEqual([
        { code: 'all', name: 'News_Social', label: 'News and Social Media' },
        { code: 'nws', name: 'News', label: 'News Media' },
        { code: 'soc', name: 'Social', label: 'Social Media' },
        { code: 'nhl', name: 'News_Headline', label: 'News Media Headlines' },
      ]);
    });

    it("previews an asset's daily scores with the values of the lake, in the asked datatype and datacols", async () => {
      const start = addDays(manifest.to, -20);
      const response = await get(
        `/masf/v4/data_preview/equ/${company}?start_date=${start}&datatype=all&datacols=sentiment,fear`,
      );
      expect(response.statusCode).toBe(200);
      const rows = dataOf<Row[]>(response);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(Object.keys(row)).toEqual([
          'id',
          'assetCode',
          'ticker',
          'windowTimestamp',
          'dataType',
          'systemVersion',
          'buzz',
          'sentiment',
          'fear',
        ]);
        expect(row).toMatchObject({ assetCode: company, dataType: 'News_Social' });
        expect(String(row.windowTimestamp) >= start).toBe(true);
      }
      // The same numbers through the in-memory series store (another path over the same files).
      const series = await getSeries({
        assetClass: 'equ',
        assetCode: company,
        indicators: ['sentiment', 'fear'],
        source: 'News_Social',
        frequency: 'daily',
        from: start,
        dataDir,
      });
      expect(rows.map((row) => row.windowTimestamp)).toEqual(series.points.map((point) => point.windowTimestamp));
      rows.forEach((row, i) => {
        const point = series.points[i];
        expect(row.buzz).toBeCloseTo(point?.buzz ?? Number.NaN, 6);
        for (const code of ['sentiment', 'fear']) {
          const expected = point?.values[code] ?? null;
          if (expected === null) expect(row[code]).toBeNull();
          else expect(row[code]).toBeCloseTo(expected, 6);
        }
      });
    });

    it('covers the last 30 days by default, every datatype and datafield of the class', async () => {
      const rows = dataOf<Row[]>(await get(`/masf/v4/data_preview/equ/${company}`));
      const first = `${addDays(lakeEnd(), -30)}T00:00:00.000Z`;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => String(row.windowTimestamp) >= first)).toBe(true);
      expect(new Set(rows.map((row) => row.dataType))).toEqual(
        new Set(['News', 'Social', 'News_Headline', 'News_Social']),
      );
      const datafields = listIndicators({ assetClass: 'equ' }).map((indicator) => indicator.code);
      expect(Object.keys(rows[0] ?? {}).slice(6)).toEqual(datafields);
    });

    it('previews ESG Core ranks from News_Social only', async () => {
      const equcor = dataOf<{ assetCode: string }[]>(await get('/esg/v5/equcor/assets'));
      const code = equcor[0]?.assetCode ?? '';
      const rows = dataOf<Row[]>(await get(`/masf/v4/data_preview/equcor/${code}?datacols=ESG`));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.dataType).toBe('News_Social');
        expect(row.ESG === null || (Number(row.ESG) >= 1 && Number(row.ESG) <= 100)).toBe(true);
      }
      const news = await get(`/masf/v4/data_preview/equcor/${code}?datatype=News`);
      expect(news.statusCode).toBe(400);
      expect(errorOf(news).error).toMatch(/'datatype'/);
    });

    it('streams the same rows as JSON lines, one object per line, and longer ranges than the JSON preview', async () => {
      const query = `start_date=${addDays(manifest.to, -20)}&datacols=sentiment`;
      const json = dataOf<Row[]>(await get(`/masf/v4/data_preview/equ/${company}?${query}`));
      const response = await get(`/masf/v4/data_preview/line_json/equ/${company}?${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
      expect(response.body.endsWith('\n')).toBe(true);
      const lines = response.body.trimEnd().split('\n');
      expect(lines.map((line) => JSON.parse(line))).toEqual(json);

      const long = `start_date=${addDays(manifest.to, -400)}`;
      expect((await get(`/masf/v4/data_preview/equ/${company}?${long}`)).statusCode).toBe(400);
      const streamed = await get(`/masf/v4/data_preview/line_json/equ/${company}?${long}&datatype=nws`);
      expect(streamed.statusCode).toBe(200);
      const all = streamed.body
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Row);
      const expected = await listAssetRows({
        dataset: 'rma',
        assetClass: 'equ',
        assetCode: company,
        frequency: 'daily',
        dataType: 'News',
        from: addDays(manifest.to, -400),
        dataDir,
      });
      expect(all).toEqual(expected.rows);
      const tooLong = await get(`/masf/v4/data_preview/line_json/equ/${company}?start_date=1990-01-01`);
      expect(tooLong.statusCode).toBe(400);
      expect(errorOf(tooLong).error).toMatch(/'start_date'.*3660 days/);
    });

    it('refuses unknown classes and assets (404) and bad dates, datatypes and datacols (400) by name', async () => {
      const cases: [string, number, RegExp][] = [
        ['/masf/v4/data_preview/xyz/1', 404, /Unknown asset class/],
        ['/masf/v4/data_preview/equ/NOPE', 404, /Unknown asset/],
        [`/masf/v4/data_preview/cur/${company}`, 404, /Unknown asset/],
        [`/masf/v4/data_preview/equ/${company}?start_date=2026-02-31`, 400, /'start_date'/],
        [`/masf/v4/data_preview/equ/${company}?end_date=yesterday`, 400, /'end_date'/],
        [
          `/masf/v4/data_preview/equ/${company}?start_date=${manifest.to}&end_date=${manifest.from}`,
          400,
          /'start_date'/,
        ],
        [`/masf/v4/data_preview/equ/${company}?datatype=Twitter`, 400, /'datatype'/],
        [`/masf/v4/data_preview/equ/${company}?datacols=sentiment,bogus`, 400, /'datacols'.*bogus/],
        [`/masf/v4/data_preview/line_json/equ/${company}?datacols=bogus`, 400, /'datacols'/],
        ['/masf/v4/data_preview/line_json/xyz/1', 404, /Unknown asset class/],
      ];
      for (const [url, status, error] of cases) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(status);
        expect(errorOf(response).error, url).toMatch(error);
      }
    });

    it('keeps an asset to its class: a regional class holds only its region', async () => {
      const universe = buildUniverse({ scale: manifest.scale, seed: manifest.seed }).assets;
      const outside = universe.find((asset) => asset.class === 'equ' && asset.region !== 'apac');
      const inside = universe.find((asset) => asset.class === 'equ' && asset.region === 'apac');
      if (!outside || !inside) throw new Error('the tiny universe lacks companies in and out of Asia-Pacific');
      expect((await get(`/masf/v4/data_preview/equapac/${outside.id}`)).statusCode).toBe(404);
      expect((await get(`/masf/v4/data_preview/equapac/${inside.id}`)).statusCode).toBe(200);
    });
  });

  describe('Pulse v1', () => {
    let events: PulseEvent[];
    beforeAll(async () => {
      events = await listEvents({ assetClass: 'equ', assetCode: 'all', dataDir, limit: 10_000 });
    });

    it('lists the events of a class newest first, as the lake holds them', async () => {
      const response = await get('/pulse/v1/events/equ/all?limit=10000');
      expect(response.statusCode).toBe(200);
      const answer = dataOf<PulseEvent[]>(response);
      expect(answer).toEqual(events);
      expect(answer.length).toBeGreaterThan(10);
      expect(answer.every((event, i) => i === 0 || (answer[i - 1]?.Date ?? '') >= event.Date)).toBe(true);
    });

    it('applies every filter of the spec, each to events that match it only', async () => {
      const sample = events.find((event) => event.assetCode === company && event.Domicile && event.EconomicSector);
      if (!sample) throw new Error('no event of the sample company');
      const filters: [string, (event: PulseEvent) => boolean][] = [
        [`domicile=${sample.Domicile?.toLowerCase()}`, (event) => event.Domicile === sample.Domicile],
        [`topic=${encodeURIComponent(sample.Topic)}`, (event) => event.Topic === sample.Topic],
        [`exchange_country=${sample.ExchangeCountry}`, (event) => event.ExchangeCountry === sample.ExchangeCountry],
        [
          `economic_sector=${encodeURIComponent(sample.EconomicSector ?? '')}`,
          (event) => event.EconomicSector === sample.EconomicSector,
        ],
        [`pulselevel=${sample.PulseLevel}`, (event) => event.PulseLevel === sample.PulseLevel],
        [`sentiment=${sample.Sentiment.toLowerCase()}`, (event) => event.Sentiment === sample.Sentiment],
        [`start_date=${sample.Date.slice(0, 10)}`, (event) => event.Date >= sample.Date.slice(0, 10)],
        [`end_date=${sample.Date.slice(0, 10)}`, (event) => event.Date < sample.Date.slice(0, 10)],
      ];
      for (const [query, matches] of filters) {
        const answer = dataOf<PulseEvent[]>(await get(`/pulse/v1/events/equ/all?limit=10000&${query}`));
        expect(answer, query).toEqual(events.filter(matches));
        if (!query.startsWith('end_date')) expect(answer.length, query).toBeGreaterThan(0);
      }
      const one = dataOf<PulseEvent[]>(await get(`/pulse/v1/events/equ/${company}`));
      expect(one).toEqual(events.filter((event) => event.assetCode === company));
      expect(one.length).toBeLessThan(events.length);
      const all = dataOf<PulseEvent[]>(await get('/pulse/v1/events/equ/all?economic_sector=All&limit=10000'));
      expect(all).toEqual(events);
      const combined = dataOf<PulseEvent[]>(
        await get(`/pulse/v1/events/equ/all?limit=10000&sentiment=${sample.Sentiment}&pulselevel=${sample.PulseLevel}`),
      );
      expect(combined).toEqual(
        events.filter((event) => event.Sentiment === sample.Sentiment && event.PulseLevel === sample.PulseLevel),
      );
    });

    it('gives the events as CSV with format=csv', async () => {
      const response = await get(`/pulse/v1/events/equ/${company}?format=csv`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const [header, ...records] = parseCsv(response.body);
      expect(header?.slice(0, 10)).toEqual([
        '_id',
        'Date',
        'assetClass',
        'assetCode',
        'name',
        'Headline',
        'Topic',
        'Sentiment',
        'PulseLevel',
        'Summary',
      ]);
      const expected = events.filter((event) => event.assetCode === company);
      expect(records.map((record) => record[0])).toEqual(expected.map((event) => event._id));
      expect(records.map((record) => record[5])).toEqual(expected.map((event) => event.Headline));
    });

    it('refuses unknown classes and assets (404) and bad filters (400) by name', async () => {
      const cases: [string, number, RegExp][] = [
        ['/pulse/v1/events/etf/all', 404, /Unknown asset class/],
        ['/pulse/v1/events/equ/NOPE', 404, /Unknown asset/],
        ['/pulse/v1/events/equ/all?economic_sector=Tech', 400, /'economic_sector'/],
        ['/pulse/v1/events/equ/all?sentiment=happy', 400, /'sentiment'/],
        ['/pulse/v1/events/equ/all?pulselevel=4', 400, /'pulselevel'/],
        ['/pulse/v1/events/equ/all?domicile=USA', 400, /'domicile'/],
        ['/pulse/v1/events/equ/all?start_date=2026-13-01', 400, /'start_date'/],
        ['/pulse/v1/events/equ/all?limit=0', 400, /'limit'/],
        ['/pulse/v1/events/equ/all?start_date=1900-01-01&end_date=2100-01-01', 400, /'start_date'.*3660 days/],
      ];
      for (const [url, status, error] of cases) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(status);
        expect(errorOf(response).error, url).toMatch(error);
      }
    });
  });

  describe('transcript analytics (mta)', () => {
    let calls: TranscriptCall[];
    beforeAll(async () => {
      calls = await listTranscripts({ assetCode: 'all', dataDir, limit: 10_000 });
      expect(calls.length).toBeGreaterThan(3);
    });

    it('gives the calls of all companies or one, with their analytics, in a date range', async () => {
      expect(dataOf<TranscriptCall[]>(await get('/mta/data/all?limit=10000'))).toEqual(calls);
      const code = calls[0]?.assetCode ?? '';
      const one = dataOf<TranscriptCall[]>(await get(`/mta/data/${code}`));
      expect(one).toEqual(calls.filter((call) => call.assetCode === code));
      const middle = calls[Math.floor(calls.length / 2)]?.windowTimestamp.slice(0, 10) ?? '';
      const late = dataOf<TranscriptCall[]>(await get(`/mta/data/all?start_date=${middle}&limit=10000`));
      expect(late).toEqual(calls.filter((call) => call.windowTimestamp >= middle));
      expect(late.length).toBeLessThan(calls.length);
      expect((await get('/mta/data/NOPE')).statusCode).toBe(404);
    });

    it('lists the companies that have calls, with their count', async () => {
      const assets = dataOf<{ assetCode: string; calls: number; RIC: string | null }[]>(await get('/mta/assets'));
      const counts = new Map<string, number>();
      for (const call of calls) counts.set(call.assetCode, (counts.get(call.assetCode) ?? 0) + 1);
      expect(new Map(assets.map((asset) => [asset.assetCode, asset.calls]))).toEqual(counts);
    });

    it('counts the keyphrases of the calls, the most used first', async () => {
      const keyphrases = dataOf<{ keyphrase: string; calls: number; assets: number }[]>(
        await get('/mta/keyphrases/info?limit=10000'),
      );
      const counts = new Map<string, number>();
      for (const call of calls)
        for (const phrase of new Set(call.keyphrases)) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
      expect(new Map(keyphrases.map((row) => [row.keyphrase, row.calls]))).toEqual(counts);
      expect(keyphrases.every((row, i) => i === 0 || (keyphrases[i - 1]?.calls ?? 0) >= row.calls)).toBe(true);
      const code = calls[0]?.assetCode ?? '';
      const own = dataOf<{ keyphrase: string; assets: number }[]>(await get(`/mta/keyphrases/info?asset_code=${code}`));
      const ownPhrases = new Set(calls.filter((call) => call.assetCode === code).flatMap((call) => call.keyphrases));
      expect(new Set(own.map((row) => row.keyphrase))).toEqual(ownPhrases);
      expect(own.every((row) => row.assets === 1)).toBe(true);
      expect(dataOf<unknown[]>(await get('/mta/keyphrases/info?limit=2'))).toHaveLength(2);
    });

    it('lists one transcript file per call and downloads it as text or JSON', async () => {
      const files = dataOf<{ file: string; jsonFile: string; transcriptId: string }[]>(
        await get('/mta/files?limit=10000'),
      );
      expect(files.map((file) => file.transcriptId)).toEqual(calls.map((call) => call.transcriptId));
      const listed = files[0];
      if (!listed) throw new Error('no transcript file');
      const transcript = await getTranscript({ transcriptId: listed.transcriptId, dataDir });
      const text = await get(`/mta/files/${listed.file}`);
      expect(text.statusCode).toBe(200);
      expect(text.headers['content-type']).toMatch(/^text\/plain/);
      expect(text.headers['content-disposition']).toBe(`attachment; filename="${listed.file}"`);
      expect(text.body.startsWith(`${transcript.title}\n`)).toBe(true);
      for (const turn of transcript.turnList)
        expect(text.body).toContain(`${turn.speaker} (${turn.role}): ${turn.text}`);
      const json = await get(`/mta/files/${listed.jsonFile}`);
      expect(dataOf(json)).toEqual(transcript);
    });

    it('refuses unknown files (404), names that are not file names and ranges over 3660 days (400)', async () => {
      expect((await get('/mta/files/tr-0000-Q1-1999.txt')).statusCode).toBe(404);
      expect((await get('/mta/files/..%2F..%2Fmanifest.json')).statusCode).toBe(400);
      expect((await get('/mta/files/notes.exe')).statusCode).toBe(400);
      expect((await get('/mta/files?asset_code=NOPE')).statusCode).toBe(404);
      for (const url of ['/mta/data/all', '/mta/keyphrases/info', '/mta/files']) {
        const huge = await get(`${url}?start_date=1900-01-01&end_date=2100-01-01`);
        expect(huge.statusCode, url).toBe(400);
        expect(errorOf(huge).error, url).toMatch(/'start_date'.*3660 days/);
      }
    });
  });

  describe('market and ESG analytics v5', () => {
    it('lists the classes of each product with their frequencies, datatypes and asset counts', async () => {
      const ma = dataOf<{ code: string; assets: number; freqs: { code: string }[] }[]>(await get('/ma/v5/classes'));
      expect(ma.map((row) => row.code)).toEqual([
        'agr',
        'equ',
        'etf',
        'cou',
        'coumkt',
        'cur',
        'crypto',
        'enm',
        'equamer',
        'equemea',
        'equapac',
      ]);
      expect(ma.find((row) => row.code === 'cur')?.assets).toBe(manifest.assets.cur);
      expect(ma.every((row) => row.freqs.map((freq) => freq.code).join() === 'dai,hou')).toBe(true);
      const esg = dataOf<{ code: string; freqs: { code: string }[]; datatypes: { code: string }[] }[]>(
        await get('/esg/v5/classes'),
      );
      expect(esg.map((row) => row.code)).toEqual(['equcor', 'equesg', 'coucor', 'couesg']);
      const core = esg.find((row) => row.code === 'equcor');
      expect(core?.freqs.map((freq) => freq.code)).toEqual(['dai']);
      expect(core?.datatypes.map((type) => type.code)).toEqual(['News_Social']);
    });

    it("lists a class's assets, searched or picked by code, as JSON or CSV", async () => {
      const classes = dataOf<{ code: string; assets: number }[]>(await get('/ma/v5/classes'));
      const all = dataOf<{ assetCode: string; name: string; Region: string | null }[]>(await get('/ma/v5/equ/assets'));
      expect(all).toHaveLength(classes.find((row) => row.code === 'equ')?.assets ?? -1);
      const apac = dataOf<{ Region: string | null }[]>(await get('/ma/v5/equapac/assets'));
      expect(apac.length).toBeGreaterThan(0);
      expect(apac.every((asset) => asset.Region === 'apac')).toBe(true);
      const first = all[0];
      if (!first) throw new Error('no company');
      const word = first.name.split(' ')[0]?.toLowerCase() ?? '';
      const found = dataOf<{ name: string }[]>(await get(`/ma/v5/equ/assets?search=${encodeURIComponent(word)}`));
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((asset) => asset.name.toLowerCase().includes(word))).toBe(true);
      const picked = dataOf<{ assetCode: string }[]>(await get(`/ma/v5/equ/assets?assets=${first.assetCode}`));
      expect(picked.map((asset) => asset.assetCode)).toEqual([first.assetCode]);
      const csv = await get(`/ma/v5/equ/assets?assets=${first.assetCode}&format=csv`);
      expect(parseCsv(csv.body)[1]?.slice(0, 2)).toEqual([first.assetCode, first.name]);
      expect((await get('/ma/v5/equcor/assets')).statusCode).toBe(404);
    });

    it('gives the datafields of the catalogue as code, name, description and range', async () => {
      const fields = dataOf<{ code: string; name: string; description: string; range: string }[]>(
        await get('/esg/v5/datafields?asset_class=equcor'),
      );
      const catalogue = listIndicators({ assetClass: 'equcor' });
      expect(fields.map((field) => [field.code, field.name, field.description])).toEqual(
        catalogue.map((indicator) => [indicator.code, indicator.name, indicator.description]),
      );
      expect(fields.find((field) => field.code === 'ESG')?.range).toBe('1 to 100');
      expect(fields.find((field) => field.code === 'buzz')?.range).toBe('0 to Inf');
      const rma = dataOf<{ code: string; range: string }[]>(await get('/ma/v5/datafields?asset_class=equ'));
      expect(rma.find((field) => field.code === 'sentiment')?.range).toBe('-1 to 1');
      expect(rma.find((field) => field.code === 'fear')?.range).toBe('0 to 1*');
      const every = dataOf<{ code: string }[]>(await get('/ma/v5/datafields'));
      expect(every.length).toBeGreaterThan(rma.length);
      expect(new Set(every.map((field) => field.code)).size).toBe(every.length);
      expect((await get('/ma/v5/datafields?asset_class=equesg')).statusCode).toBe(404);
    });

    it("gives an asset's daily and hourly series as the lake holds them", async () => {
      const daily = dataOf<Row[]>(
        await get(`/ma/v5/data/equ/dai/${company}?start_date=${manifest.from}&datacols=sentiment&datatype=nws`),
      );
      const expected = await listAssetRows({
        dataset: 'rma',
        assetClass: 'equ',
        assetCode: company,
        frequency: 'daily',
        dataType: 'News',
        columns: ['sentiment'],
        from: manifest.from,
        dataDir,
      });
      expect(daily).toEqual(expected.rows);
      expect(daily.length).toBeGreaterThan(10);
      const hourly = dataOf<Row[]>(await get(`/ma/v5/data/equ/hou/${company}?datacols=buzz`));
      expect(hourly.length).toBeGreaterThan(24);
      const firstHour = `${addDays(lakeEnd(), -7)}T00:00:00.000Z`;
      expect(hourly.every((row) => String(row.windowTimestamp) >= firstHour)).toBe(true);
      expect(new Set(hourly.map((row) => String(row.windowTimestamp).slice(11, 13))).size).toBeGreaterThan(12);
      const csv = await get(
        `/ma/v5/data/equ/dai/${company}?start_date=${manifest.from}&datacols=sentiment&datatype=nws&format=csv`,
      );
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const [header, ...records] = parseCsv(csv.body);
      expect(header).toEqual(expected.columns);
      expect(records.map((record) => record[3])).toEqual(expected.rows.map((row) => row.windowTimestamp));
    });

    it('gives ESG Advanced and Core series under /esg/v5', async () => {
      const members = dataOf<{ assetCode: string }[]>(await get('/esg/v5/equesg/assets'));
      const code = members[0]?.assetCode ?? '';
      const rows = dataOf<Row[]>(
        await get(`/esg/v5/data/equesg/dai/${code}?start_date=${manifest.from}&datacols=community`),
      );
      const expected = await listAssetRows({
        dataset: 'esgadv',
        assetClass: 'equesg',
        assetCode: code,
        frequency: 'daily',
        columns: ['community'],
        from: manifest.from,
        dataDir,
      });
      expect(rows).toEqual(expected.rows);
      const core = await get(`/esg/v5/data/equcor/hou/${code}`);
      expect(core.statusCode).toBe(400);
      expect(errorOf(core).error).toMatch(/'freq'/);
    });

    it('refuses unknown classes and assets (404), and bad frequencies and ranges (400)', async () => {
      const cases: [string, number, RegExp][] = [
        [`/ma/v5/data/equcor/dai/${company}`, 404, /Unknown asset class/],
        ['/ma/v5/data/equ/dai/NOPE', 404, /Unknown asset/],
        [`/ma/v5/data/equ/min/${company}`, 400, /'freq'/],
        [`/ma/v5/data/equ/dai/${company}?start_date=2000-01-01`, 400, /'start_date'.*1830 days/],
        [`/ma/v5/data/equ/hou/${company}?start_date=${addDays(manifest.to, -100)}`, 400, /'start_date'.*92 days/],
        [`/ma/v5/data/equ/dai/${company}?datacols=ESG`, 400, /'datacols'/],
        ['/esg/v5/xyz/assets', 404, /Unknown asset class/],
      ];
      for (const [url, status, error] of cases) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(status);
        expect(errorOf(response).error, url).toMatch(error);
      }
    });

    it('needs rmaV5 for /ma/v5 and esgV5 for /esg/v5', async () => {
      expect((await get('/ma/v5/classes', maOnly)).statusCode).toBe(200);
      const esg = await get('/esg/v5/classes', maOnly);
      expect(esg.statusCode).toBe(403);
      expect(errorOf(esg)).toEqual({ error: 'Permission required', message: 'This call needs the esgV5 permission.' });
    });
  });

  describe('media scores (MMS v3)', () => {
    it('gives every outlet, or one, per day as the lake holds them', async () => {
      const start = addDays(manifest.to, -10);
      const response = await get(`/mms/v3/data/outlet/all?start_date=${start}`, mmsReader);
      expect(response.statusCode).toBe(200);
      const rows = dataOf<{ outlet: string; windowTimestamp: string }[]>(response);
      expect(rows).toEqual(await getMediaScores({ outlet: 'all', from: start, to: lakeEnd(), dataDir }));
      const outlets = [...new Set(rows.map((row) => row.outlet))];
      expect(outlets.length).toBeGreaterThan(1);
      const outlet = outlets[0] ?? '';
      const one = dataOf<{ outlet: string }[]>(
        await get(`/mms/v3/data/outlet/${encodeURIComponent(outlet)}?start_date=${start}`, mmsReader),
      );
      expect(one).toEqual(rows.filter((row) => row.outlet === outlet));
      const csv = await get(
        `/mms/v3/data/outlet/${encodeURIComponent(outlet)}?start_date=${start}&format=csv`,
        mmsReader,
      );
      expect(
        parseCsv(csv.body)
          .slice(1)
          .map((record) => record[0]),
      ).toEqual(one.map((row) => row.outlet));
    });

    it('covers the last 365 days by default and refuses more than 1830 days', async () => {
      const rows = dataOf<{ windowTimestamp: string }[]>(await get('/mms/v3/data/outlet/all', mmsReader));
      expect(rows).toEqual(
        await getMediaScores({ outlet: 'all', from: addDays(lakeEnd(), -365), to: lakeEnd(), dataDir }),
      );
      const long = await get('/mms/v3/data/outlet/all?start_date=2000-01-01', mmsReader);
      expect(long.statusCode).toBe(400);
      expect(errorOf(long).error).toMatch(/'start_date'/);
    });

    it('needs data_perms mms for the class, and refuses unknown classes and outlets', async () => {
      // mms data_perms that name asset classes but not the MMS class `outlet` do not read outlets.
      const refused = await get('/mms/v3/data/outlet/all', mmsOtherClass);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toEqual({
        error: 'Permission required',
        message: "This call needs the mms data permission for class 'outlet'.",
      });
      expect((await get('/mms/v3/data/outlet/all', manual)).statusCode).toBe(403);
      // demo-admin's mms data_perms name the outlet class.
      expect((await get('/mms/v3/data/outlet/all')).statusCode).toBe(200);
      expect((await get('/mms/v3/data/equ/all', mmsReader)).statusCode).toBe(404);
      const unknown = await get('/mms/v3/data/outlet/Nobody%20Weekly', mmsReader);
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).error).toBe('Unknown outlet');
    });
  });

  describe('permissions and caching', () => {
    it('refuses a user without the permission of each area with 403', async () => {
      const urls = [
        '/masf/v4/sources',
        `/masf/v4/data_preview/equ/${company}`,
        `/masf/v4/data_preview/line_json/equ/${company}`,
        '/pulse/v1/events/equ/all',
        '/mta/data/all',
        '/mta/assets',
        '/mta/keyphrases/info',
        '/mta/files',
        '/ma/v5/classes',
        '/ma/v5/equ/assets',
        '/ma/v5/datafields',
        `/ma/v5/data/equ/dai/${company}`,
        '/esg/v5/classes',
        '/esg/v5/datafields',
      ];
      for (const url of urls) {
        const response = await get(url, manual);
        expect(response.statusCode, url).toBe(403);
        expect(errorOf(response).error, url).toBe('Permission required');
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      }
    });

    it('tags lake answers with the build id and answers 304 to a client that holds them', async () => {
      for (const url of [`/ma/v5/data/equ/dai/${company}`, '/pulse/v1/events/equ/all', '/mta/assets']) {
        const first = await get(url);
        expect(first.headers.etag, url).toBe(`"${manifest.buildId}"`);
        const again = await get(url, admin, { 'if-none-match': String(first.headers.etag) });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
      }
    });

    it("answers 503 'Data not built yet' without a lake", async () => {
      const empty = await buildApp(
        loadConfig({ DEMO_MODE: '1', LOG_LEVEL: 'silent', SQLITE_PATH: join(root, 'empty.db') }),
        { dataDir: join(root, 'no-lake') },
      );
      try {
        const key = await signInKey(empty, 'demo-admin');
        for (const url of ['/mta/assets', '/pulse/v1/events/equ/all', '/ma/v5/classes']) {
          const response = await empty.inject({ method: 'GET', url: `${url}?apikey=${key}` });
          expect(response.statusCode, url).toBe(503);
          expect(errorOf(response).error).toBe('Data not built yet');
        }
      } finally {
        await empty.close();
      }
    });
  });
});
