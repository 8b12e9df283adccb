import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DAY_MS, formatDay } from '@moodwire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLake } from '../build/build-lake';
import { buildUniverse } from '../universe/build-universe';
import { getEsgSeries } from './get-esg-series';
import { getMediaScores } from './get-media-scores';
import { getModelScores } from './get-model-scores';
import { getPriceSeries } from './get-price-series';
import { getSeries } from './get-series';
import { getTranscript, getTranscripts } from './get-transcript';
import { listEvents } from './list-events';
import { listTranscriptFileSizes } from './list-transcript-file-sizes';
import { listTranscripts } from './list-transcripts';
import { ReadError } from './read-error';
import { closeReadPools } from './read-pool';
import { streamExport } from './stream-export';
import { writeTranscriptFile } from './write-transcript-file';

const TO = '2025-06-30';
let root: string;
let dataDir: string;

const universe = buildUniverse({ scale: 'tiny' });
const byProminence = (assetClass: string) =>
  universe.assets.filter((asset) => asset.class === assetClass).sort((a, b) => b.prominence - a.prominence);
// The most talked-about company and country market of the tiny universe.
const company = byProminence('equ')[0];
const market = byProminence('coumkt')[0];
if (!company || !market) throw new Error('the tiny universe lacks a company or a country market');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'moodwire-read-'));
  dataDir = join(root, 'data');
  await buildLake({ scale: 'tiny', to: TO, dataDir, workers: 2 });
}, 120_000);

afterAll(async () => {
  await closeReadPools();
  await rm(root, { recursive: true, force: true });
});

async function readError(promise: Promise<unknown>): Promise<ReadError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ReadError);
  return error as ReadError;
}

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** RFC 4180 records: fields split on commas outside quotes, doubled quotes inside quotes. */
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

function ascending(values: readonly string[]): boolean {
  return values.every((value, i) => i === 0 || (values[i - 1] ?? '') <= value);
}

describe('getPriceSeries', () => {
  it("gives a company's daily closes in time order, each Return the change from the previous close", async () => {
    const series = await getPriceSeries({ assetClass: 'equ', assetCode: company.id, frequency: 'daily', dataDir });
    expect(series.points.length).toBeGreaterThan(40);
    expect(ascending(series.points.map((point) => point.windowTimestamp))).toBe(true);
    expect(series.points[0]?.windowTimestamp).toMatch(/^2025-\d{2}-\d{2}T20:30:00\.000Z$/);
    expect(series.points[0]?.Return).toBeNull();
    for (let i = 1; i < series.points.length; i++) {
      const [previous, point] = [series.points[i - 1], series.points[i]];
      expect(point?.close).toBeGreaterThan(0);
      expect(point?.Return).toBeCloseTo((point?.close ?? 0) / (previous?.close ?? 1) - 1, 9);
    }
    expect(series.points[0]).not.toHaveProperty('bondPrice');
  });

  it('keeps to the [from, to) range and gives country markets their bond', async () => {
    const series = await getPriceSeries({
      assetClass: 'coumkt',
      assetCode: market.id,
      frequency: 'daily',
      from: '2025-06-01',
      to: '2025-06-08',
      dataDir,
    });
    expect(series.points.map((point) => point.windowTimestamp.slice(0, 10))).toEqual([
      '2025-06-01',
      '2025-06-02',
      '2025-06-03',
      '2025-06-04',
      '2025-06-05',
      '2025-06-06',
      '2025-06-07',
    ]);
    for (const point of series.points) {
      expect(point.bondPrice).toBeGreaterThan(50);
      expect(point.bondYield).toBeGreaterThan(0);
    }
  });

  it('gives hourly prices stamped on the hour, and nothing for an unknown asset', async () => {
    const hourly = await getPriceSeries({ assetClass: 'equ', assetCode: company.id, frequency: 'hourly', dataDir });
    expect(hourly.points.length).toBeGreaterThan(0);
    expect(hourly.points.every((point) => point.windowTimestamp.endsWith(':00:00.000Z'))).toBe(true);
    // A country market's hourly rows have prices but no bond (it is priced daily): no bond fields, no error.
    const marketHourly = await getPriceSeries({
      assetClass: 'coumkt',
      assetCode: market.id,
      frequency: 'hourly',
      dataDir,
    });
    expect(marketHourly.points.length).toBeGreaterThan(0);
    expect(marketHourly.points[0]).not.toHaveProperty('bondPrice');
    const none = await getPriceSeries({ assetClass: 'equ', assetCode: 'NO-SUCH', frequency: 'daily', dataDir });
    expect(none.points).toEqual([]);
  });

  it('rejects classes without prices, bad frequencies and bad dates', async () => {
    const base = { assetCode: company.id, frequency: 'daily', dataDir };
    expect((await readError(getPriceSeries({ ...base, assetClass: 'cou' }))).code).toBe('bad_request');
    expect((await readError(getPriceSeries({ ...base, assetClass: 'equ', frequency: 'weekly' }))).message).toMatch(
      /unknown frequency/,
    );
    expect((await readError(getPriceSeries({ ...base, assetClass: 'equ', from: 'soon' }))).message).toMatch(
      /not a date/,
    );
    expect(
      (await readError(getPriceSeries({ ...base, assetClass: 'equ', from: '2025-06-02', to: '2025-06-01' }))).message,
    ).toMatch(/before/);
  });

  it('reports a data root without a published lake', async () => {
    const error = await readError(
      getPriceSeries({ assetClass: 'equ', assetCode: 'X', frequency: 'daily', dataDir: join(root, 'empty') }),
    );
    expect(error.code).toBe('no_lake');
  });
});

describe('listEvents', () => {
  it('lists the pulse events of a class newest first, each with the filters it can be found by', async () => {
    const events = await listEvents({ assetClass: 'equ', assetCode: 'all', dataDir });
    expect(events.length).toBeGreaterThan(0);
    const dates = events.map((event) => event.Date);
    expect([...dates].reverse().every((date, i, all) => i === 0 || (all[i - 1] ?? '') <= date)).toBe(true);
    for (const event of events) {
      expect(event.assetClass).toBe('equ');
      expect(event.Headline.length).toBeGreaterThan(0);
      expect(['Positive', 'Negative', 'Neutral']).toContain(event.Sentiment);
      expect([1, 2, 3]).toContain(event.PulseLevel);
    }
  });

  it('applies each filter of /pulse/v1/events: asset, dates, domicile, topic, exchange, sector, level, sentiment', async () => {
    const all = await listEvents({ assetClass: 'equ', assetCode: 'all', dataDir });
    const target = all[Math.floor(all.length / 2)];
    if (!target) throw new Error('no event to filter for');
    const filtered = await listEvents({
      assetClass: 'equ',
      assetCode: target.assetCode,
      from: target.Date.slice(0, 10),
      to: formatDay(Date.parse(target.Date) + DAY_MS),
      domicile: target.Domicile ?? undefined,
      topic: target.Topic,
      exchangeCountry: target.ExchangeCountry ?? undefined,
      economicSector: target.EconomicSector ?? undefined,
      pulseLevel: target.PulseLevel,
      sentiment: target.Sentiment,
      dataDir,
    });
    expect(filtered.map((event) => event._id)).toEqual([target._id]);
    const bySentiment = await listEvents({ assetClass: 'equ', assetCode: 'all', sentiment: target.Sentiment, dataDir });
    expect(bySentiment.length).toBe(all.filter((event) => event.Sentiment === target.Sentiment).length);
    const byTopic = await listEvents({ assetClass: 'equ', assetCode: 'all', topic: target.Topic, dataDir });
    expect(byTopic.every((event) => event.Topic === target.Topic)).toBe(true);
    expect(byTopic.length).toBe(all.filter((event) => event.Topic === target.Topic).length);
    const limited = await listEvents({ assetClass: 'equ', assetCode: 'all', limit: 1, dataDir });
    expect(limited).toEqual(all.slice(0, 1));
    const domicile = target.Domicile ?? 'US';
    const byDomicile = await listEvents({
      assetClass: 'equ',
      assetCode: 'all',
      domicile: domicile.toLowerCase(),
      dataDir,
    });
    expect(byDomicile.length).toBe(all.filter((event) => event.Domicile === domicile).length);
    expect(byDomicile.length).toBeGreaterThan(0);
    const nowhere = await listEvents({ assetClass: 'equ', assetCode: 'all', domicile: 'ZZ', dataDir });
    expect(nowhere).toEqual([]);
  });

  it('rejects unknown classes, pulse levels and sentiment labels', async () => {
    const base = { assetCode: 'all', dataDir };
    expect((await readError(listEvents({ ...base, assetClass: 'etf' }))).message).toMatch(/unknown event class/);
    expect((await readError(listEvents({ ...base, assetClass: 'equ', pulseLevel: 4 }))).message).toMatch(/pulseLevel/);
    expect((await readError(listEvents({ ...base, assetClass: 'equ', sentiment: 'Happy' }))).code).toBe('bad_request');
    expect((await readError(listEvents({ ...base, assetClass: 'equ', limit: 0 }))).message).toMatch(/limit/);
  });
});

describe('listTranscripts, getTranscript(s) and the transcript files', () => {
  it('lists calls newest first, by company or all, and gives one call with its turns in speaking order', async () => {
    const calls = await listTranscripts({ assetCode: 'all', dataDir });
    expect(calls.length).toBeGreaterThan(0);
    expect(ascending(calls.map((call) => call.windowTimestamp).reverse())).toBe(true);
    const first = calls[0];
    if (!first) throw new Error('no call');
    expect(Array.isArray(first.keyphrases)).toBe(true);
    expect(first.keyphrases.length).toBeGreaterThan(0);
    const own = await listTranscripts({ assetCode: first.assetCode, dataDir });
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((call) => call.assetCode === first.assetCode)).toBe(true);
    expect(await listTranscripts({ assetCode: 'all', to: '2000-01-01', dataDir })).toEqual([]);
    // A transcript id (its file name) names one call: each company's calls report distinct quarters.
    const ids = calls.map((call) => call.transcriptId);
    expect(new Set(ids).size).toBe(ids.length);

    const transcript = await getTranscript({ transcriptId: first.transcriptId, dataDir });
    expect(transcript.title).toBe(first.title);
    expect(transcript.turnList.length).toBe(first.turns);
    expect(transcript.turnList.map((turn) => turn.seq)).toEqual(transcript.turnList.map((_, i) => i));
    expect(transcript.turnList[0]?.role).toBe('Operator');
    expect(transcript.turnList.some((turn) => turn.section !== transcript.turnList[0]?.section)).toBe(true);
  });

  it('reads several calls at once, each as getTranscript gives it, and sizes their files as they are written', async () => {
    const calls = await listTranscripts({ assetCode: 'all', dataDir });
    const ids = [calls[2], calls[0], calls.at(-1)].map((call) => call?.transcriptId ?? '');
    const transcripts = await getTranscripts({ transcriptIds: [...ids, 'tr-none'], dataDir });
    expect(transcripts.map((transcript) => transcript.transcriptId)).toEqual(ids);
    const sizes = await listTranscriptFileSizes({ transcriptIds: ids, dataDir });
    for (const [i, transcript] of transcripts.entries()) {
      expect(transcript).toEqual(await getTranscript({ transcriptId: ids[i] ?? '', dataDir }));
      expect(transcript.turnList).toHaveLength(transcript.turns);
      const text = writeTranscriptFile(transcript, 'txt');
      expect(text.startsWith(`${transcript.title}\n`)).toBe(true);
      expect(JSON.parse(writeTranscriptFile(transcript, 'json'))).toEqual({ data: transcript });
      expect(sizes[i]).toEqual({
        transcriptId: transcript.transcriptId,
        size: Buffer.byteLength(text),
        jsonSize: Buffer.byteLength(writeTranscriptFile(transcript, 'json')),
      });
    }
    expect(await getTranscripts({ transcriptIds: [], dataDir })).toEqual([]);
  });

  it('reports an unknown call as not found', async () => {
    expect((await readError(getTranscript({ transcriptId: 'tr-none', dataDir }))).code).toBe('not_found');
    expect((await readError(getTranscript({ transcriptId: ' ', dataDir }))).code).toBe('bad_request');
  });
});

describe('getMediaScores', () => {
  it('gives every outlet by outlet then day, or one outlet, with sentiment = positive - negative', async () => {
    const all = await getMediaScores({ outlet: 'all', dataDir });
    expect(all.length).toBeGreaterThan(10);
    expect(ascending(all.map((row) => `${row.outlet}|${row.windowTimestamp}`))).toBe(true);
    const outlet = all[0]?.outlet ?? '';
    const one = await getMediaScores({ outlet, from: '2025-06-01', dataDir });
    expect(one.length).toBeGreaterThan(0);
    for (const row of one) {
      expect(row.outlet).toBe(outlet);
      expect(row.windowTimestamp >= '2025-06-01').toBe(true);
      expect(row.sentiment).toBeCloseTo((row.positive ?? 0) - (row.negative ?? 0), 9);
    }
    expect(await getMediaScores({ outlet: 'No Such Herald', dataDir })).toEqual([]);
  });
});

describe('getModelScores', () => {
  it("gives a class's scores by day then asset, ranks 1-100, and one asset's alone", async () => {
    const all = await getModelScores({ assetClass: 'equ', assetCode: 'all', dataDir });
    expect(all.length).toBeGreaterThan(0);
    expect(ascending(all.map((row) => `${row.windowTimestamp}|${row.assetCode}`))).toBe(true);
    expect(all.every((row) => row.scoreRank >= 1 && row.scoreRank <= 100)).toBe(true);
    expect(all[0]?.fittedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const one = await getModelScores({ assetClass: 'equ', assetCode: company.id, dataDir });
    expect(one.length).toBeGreaterThan(0);
    expect(one).toEqual(all.filter((row) => row.assetCode === company.id));
    expect((await readError(getModelScores({ assetClass: 'cou', assetCode: 'all', dataDir }))).code).toBe(
      'bad_request',
    );
  });
});

describe('getEsgSeries', () => {
  it('reads ESG Advanced scores and ESG Core ranks of a company', async () => {
    const advanced = await getEsgSeries({
      assetClass: 'equesg',
      assetCode: company.id,
      indicators: ['community', 'product'],
      dataDir,
    });
    expect(advanced.dataType).toBe('News_Social');
    expect(advanced.points.length).toBeGreaterThan(0);
    expect(ascending(advanced.points.map((point) => point.windowTimestamp))).toBe(true);
    expect(advanced.points.some((point) => point.values.community !== null)).toBe(true);
    const core = await getEsgSeries({
      assetClass: 'equcor',
      assetCode: company.id,
      indicators: ['ESG', 'EnvironmentalPillar'],
      from: '2025-06-01',
      dataDir,
    });
    expect(core.points.length).toBeGreaterThan(0);
    for (const point of core.points) {
      expect(point.windowTimestamp >= '2025-06-01').toBe(true);
      expect(point.values.ESG).toBeGreaterThanOrEqual(1);
      expect(point.values.ESG).toBeLessThanOrEqual(100);
    }
  });

  it("reads a country's ESG Advanced series from its hourly windows", async () => {
    const country = byProminence('cou')[0];
    if (!country) throw new Error('no country');
    const hourly = await getEsgSeries({
      assetClass: 'couesg',
      assetCode: country.id,
      indicators: ['community'],
      frequency: 'hourly',
      source: 'News',
      dataDir,
    });
    expect(hourly.dataType).toBe('News');
    expect(hourly.points.length).toBeGreaterThan(0);
    expect(hourly.points.every((point) => point.windowTimestamp.endsWith(':00:00.000Z'))).toBe(true);
  });

  it('rejects indicators outside the layout, hourly or non-News_Social ESG Core, and unknown classes', async () => {
    const base = { assetCode: company.id, dataDir };
    expect(
      (await readError(getEsgSeries({ ...base, assetClass: 'equesg', indicators: ['notAnIndicator'] }))).message,
    ).toMatch(/not available/);
    expect(
      (await readError(getEsgSeries({ ...base, assetClass: 'equcor', indicators: ['ESG'], frequency: 'hourly' })))
        .message,
    ).toMatch(/daily only/);
    expect(
      (await readError(getEsgSeries({ ...base, assetClass: 'equcor', indicators: ['ESG'], source: 'nws' }))).message,
    ).toMatch(/News_Social only/);
    expect((await readError(getEsgSeries({ ...base, assetClass: 'equ', indicators: ['ESG'] }))).code).toBe(
      'bad_request',
    );
  });
});

describe('streamExport', () => {
  it("exports a class's daily indices as CSV in the reference's column order, agreeing with getSeries", async () => {
    const csv = await collect(
      streamExport({
        dataset: 'rma',
        assetClass: 'equ',
        frequency: 'daily',
        format: 'csv',
        assetCode: company.id,
        dataDir,
      }),
    );
    const [header, ...lines] = csv.trimEnd().split('\n');
    const names = (header ?? '').split(',');
    expect(names.slice(0, 6)).toEqual(['id', 'assetCode', 'ticker', 'windowTimestamp', 'dataType', 'systemVersion']);
    expect(names).toContain('sentiment');
    const newsSocial = lines.map((line) => line.split(',')).filter((cells) => cells[4] === 'News_Social');
    const series = await getSeries({
      assetClass: 'equ',
      assetCode: company.id,
      indicators: ['sentiment'],
      source: 'News_Social',
      frequency: 'daily',
      dataDir,
    });
    expect(newsSocial.map((cells) => cells[3])).toEqual(series.points.map((point) => point.windowTimestamp));
    const sentiment = names.indexOf('sentiment');
    newsSocial.forEach((cells, i) => {
      const expected = series.points[i]?.values.sentiment ?? null;
      if (expected === null) expect(cells[sentiment]).toBe('');
      else expect(Number(cells[sentiment])).toBeCloseTo(expected, 5);
    });
  });

  it('exports events as JSON lines, the same rows listEvents gives, within the range', async () => {
    const text = await collect(
      streamExport({ dataset: 'events', assetClass: 'equ', frequency: 'daily', format: 'jsonl', dataDir }),
    );
    const rows = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const events = await listEvents({ assetClass: 'equ', assetCode: 'all', dataDir });
    expect(rows.map((row) => row._id).sort()).toEqual(events.map((event) => event._id).sort());
    expect(Object.keys(rows[0] ?? {}).slice(0, 3)).toEqual(['_id', 'Date', 'assetClass']);
    const june = await collect(
      streamExport({
        dataset: 'prices',
        assetClass: 'equ',
        frequency: 'daily',
        format: 'jsonl',
        from: '2025-06-10',
        to: '2025-06-11',
        dataDir,
      }),
    );
    const days = new Set(
      june
        .trimEnd()
        .split('\n')
        .map((line) => (JSON.parse(line) as { windowTimestamp: string }).windowTimestamp),
    );
    expect([...days]).toEqual(['2025-06-10T20:30:00.000Z']);
  });

  it('quotes CSV fields that hold commas or quotes, so every record keeps the width of the header', async () => {
    const csv = await collect(
      streamExport({ dataset: 'events', assetClass: 'equ', frequency: 'daily', format: 'csv', dataDir }),
    );
    const records = parseCsv(csv);
    const [header, ...rows] = records;
    expect(header?.slice(0, 4)).toEqual(['_id', 'Date', 'assetClass', 'assetCode']);
    const events = await listEvents({ assetClass: 'equ', assetCode: 'all', dataDir });
    expect(rows.length).toBe(events.length);
    expect(rows.every((row) => row.length === header?.length)).toBe(true);
    const summary = header?.indexOf('Summary') ?? -1;
    const byId = new Map(events.map((event) => [event._id, event]));
    for (const row of rows) expect(row[summary]).toBe(byId.get(row[0] ?? '')?.Summary);
    expect(csv).toMatch(/"[^"\n]*,[^"\n]*"/);
  });

  it('exports one outlet of the media scores', async () => {
    const outlet = (await getMediaScores({ outlet: 'all', dataDir }))[0]?.outlet ?? '';
    const text = await collect(
      streamExport({
        dataset: 'mms',
        assetClass: 'outlet',
        frequency: 'daily',
        format: 'jsonl',
        assetCode: outlet,
        dataDir,
      }),
    );
    const rows = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { outlet: string; documents: number });
    expect(rows.length).toBe((await getMediaScores({ outlet, dataDir })).length);
    expect(rows.every((row) => row.outlet === outlet && row.documents > 0)).toBe(true);
  });

  it('streams in chunks on connections of its own, freed when a reader stops early', async () => {
    const options = { dataset: 'rma', assetClass: 'equ', frequency: 'hourly', format: 'csv', dataDir };
    // Two exports paused mid-stream (every export slot taken) do not hold up the API's queries.
    const readers = [1, 2].map(() => streamExport(options)[Symbol.asyncIterator]());
    for (const reader of readers) {
      expect((await reader.next()).value).toMatch(/^id,assetCode,ticker,windowTimestamp/);
      expect(((await reader.next()).value as string).split('\n').length).toBeGreaterThan(100);
    }
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => getModelScores({ assetClass: 'equ', assetCode: company.id, dataDir })),
    );
    expect(results.every((rows) => rows.length > 0)).toBe(true);
    for (const reader of readers) await reader.return?.();
    // Their slots are free again: further exports (more than there are slots) run to the end.
    for (let i = 0; i < 3; i++) {
      let chunks = 0;
      for await (const chunk of streamExport({ ...options, frequency: 'daily' })) {
        expect(chunk.length).toBeGreaterThan(0);
        chunks++;
      }
      expect(chunks).toBeGreaterThan(2);
    }
  });

  it('rejects unknown datasets, classes, frequencies and formats before reading', () => {
    const base = { dataset: 'rma', assetClass: 'equ', frequency: 'daily', format: 'csv', dataDir };
    expect(() => streamExport({ ...base, dataset: 'secrets' })).toThrow(/unknown dataset/);
    expect(() => streamExport({ ...base, assetClass: 'equesg' })).toThrow(/rma class/);
    expect(() => streamExport({ ...base, dataset: 'esgcor', assetClass: 'equcor', frequency: 'hourly' })).toThrow(
      /esgcor frequency/,
    );
    expect(() => streamExport({ ...base, format: 'xml' })).toThrow(/export format/);
    expect(() => streamExport({ ...base, from: 'later' })).toThrow(ReadError);
  });
});
