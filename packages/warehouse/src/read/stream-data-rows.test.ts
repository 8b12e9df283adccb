import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureRow, writeFixtureLake } from './fixture-lake';
import { listDataDays } from './list-data-days';
import { closeReadPools } from './read-pool';
import { copyDataRows, type StreamDataRowsOptions, streamDataRows } from './stream-data-rows';

let root: string;

function row(assetCode: string, day: string, dataType: string, buzz: number, sentiment: number | null): FixtureRow {
  return { assetCode, windowTimestamp: `${day}T20:30:00Z`, dataType, mentions: buzz, buzz, sentiment };
}

const ROWS: FixtureRow[] = [
  row('AAA', '2024-12-31', 'News', 2, 0.25),
  row('AAA', '2024-12-31', 'News_Social', 3, null),
  row('AAA', '2025-01-02', 'News_Social', 4, -0.5),
  row('BBB', '2025-01-02', 'Social', 1, 0),
];

const base = { dataset: 'rma', assetClass: 'equ', frequency: 'daily' };

async function read(options: Partial<StreamDataRowsOptions> & { dataDir: string }) {
  const rows = await streamDataRows({ ...base, format: 'csv', ...options });
  const lines: string[] = [];
  for await (const chunk of rows.lines()) lines.push(...chunk);
  return { header: rows.header, columns: rows.columns, lines };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'moodwire-data-rows-'));
  await writeFixtureLake(join(root, 'plain'), {
    buildId: 'b1',
    assets: [
      { assetCode: 'AAA', assetClass: 'equ', name: 'Alpha' },
      { assetCode: 'BBB', assetClass: 'equ', name: 'Beta' },
    ],
    rows: ROWS,
  });
  // Codes with a comma, a quote and a tab: every format must keep its fields apart.
  await writeFixtureLake(join(root, 'odd'), {
    buildId: 'b1',
    assets: [
      { assetCode: 'A,1', assetClass: 'equ', name: 'Comma' },
      { assetCode: 'B"2', assetClass: 'equ', name: 'Quote' },
      { assetCode: 'C\t3', assetClass: 'equ', name: 'Tab' },
    ],
    rows: [
      row('A,1', '2025-01-02', 'News', 1, 0.5),
      row('B"2', '2025-01-02', 'News', 1, 0.5),
      row('C\t3', '2025-01-02', 'News', 1, 0.5),
    ],
  });
});

afterAll(async () => {
  await closeReadPools();
  await rm(root, { recursive: true, force: true });
});

describe('streamDataRows', () => {
  it("gives the files' columns and rows in file order, timestamps as ISO text and nulls as empty cells", async () => {
    const { header, lines } = await read({ dataDir: join(root, 'plain') });
    expect(header).toBe('assetCode,windowTimestamp,dataType,mentions,buzz,sentiment,positive');
    expect(lines).toEqual([
      'AAA,2024-12-31T20:30:00.000Z,News,2,2.0,0.25,',
      'AAA,2024-12-31T20:30:00.000Z,News_Social,3,3.0,,',
      'AAA,2025-01-02T20:30:00.000Z,News_Social,4,4.0,-0.5,',
      'BBB,2025-01-02T20:30:00.000Z,Social,1,1.0,0.0,',
    ]);
  });

  it('keeps the counts and the named indicators, one asset, some data types and a [from, to) range', async () => {
    const dataDir = join(root, 'plain');
    const picked = await read({ dataDir, indicators: ['positive'], assetCode: 'AAA', dataTypes: ['all'] });
    expect(picked.columns).toEqual(['assetCode', 'windowTimestamp', 'dataType', 'mentions', 'buzz', 'positive']);
    expect(picked.lines).toEqual([
      'AAA,2024-12-31T20:30:00.000Z,News_Social,3,3.0,',
      'AAA,2025-01-02T20:30:00.000Z,News_Social,4,4.0,',
    ]);
    const ranged = await read({ dataDir, from: '2025-01-01', to: '2025-01-02T20:30:00Z' });
    expect(ranged.lines).toEqual([]);
    const day = await read({ dataDir, from: '2025-01-02', to: '2025-01-03', assetCodes: new Set(['BBB']) });
    expect(day.lines).toEqual(['BBB,2025-01-02T20:30:00.000Z,Social,1,1.0,0.0,']);
  });

  it('formats JSON objects and tab-separated lines', async () => {
    const dataDir = join(root, 'plain');
    const json = await read({ dataDir, format: 'json', assetCode: 'BBB' });
    expect(json.header).toBe('');
    expect(json.lines.map((line) => JSON.parse(line))).toEqual([
      {
        assetCode: 'BBB',
        windowTimestamp: '2025-01-02T20:30:00.000Z',
        dataType: 'Social',
        mentions: 1,
        buzz: 1,
        sentiment: 0,
        positive: null,
      },
    ]);
    const tsv = await read({ dataDir, format: 'tsv', assetCode: 'BBB' });
    expect(tsv.header).toBe('assetCode\twindowTimestamp\tdataType\tmentions\tbuzz\tsentiment\tpositive');
    expect(tsv.lines).toEqual(['BBB\t2025-01-02T20:30:00.000Z\tSocial\t1\t1.0\t0.0\t']);
  });

  it('quotes CSV text holding a comma or a quote, and blanks tabs in tab-separated text', async () => {
    const dataDir = join(root, 'odd');
    const csv = await read({ dataDir, indicators: [] });
    expect(csv.lines.map((line) => line.split(',2025')[0])).toEqual(['"A,1"', '"B""2"', 'C\t3']);
    const tsv = await read({ dataDir, format: 'tsv', indicators: [] });
    expect(tsv.lines.map((line) => line.split('\t')[0])).toEqual(['A,1', 'B"2', 'C 3']);
  });

  it('refuses an unknown dataset, class, frequency, data type or indicator before reading', async () => {
    const dataDir = join(root, 'plain');
    await expect(read({ dataDir, dataset: 'secrets' })).rejects.toThrow(/unknown dataset/);
    await expect(read({ dataDir, assetClass: '../rma' })).rejects.toThrow(/unknown rma class/);
    await expect(read({ dataDir, dataset: 'esgcor', assetClass: 'equcor', frequency: 'hourly' })).rejects.toThrow(
      /daily only/,
    );
    await expect(read({ dataDir, dataTypes: ['Radio'] })).rejects.toThrow(/unknown source/);
    await expect(read({ dataDir, indicators: ['fear'] })).rejects.toThrow(/'fear' is not available/);
    await expect(read({ dataDir, indicators: ['assetCode'] })).rejects.toThrow(/'assetCode' is not available/);
  });
});

describe('copyDataRows', () => {
  /** The text streamDataRows gives: the header (when there is one), then each line, each ending in a break. */
  async function streamed(options: Partial<StreamDataRowsOptions> & { dataDir: string }): Promise<string> {
    const { header, lines } = await read(options);
    return (header ? `${header}\n` : '') + lines.map((line) => `${line}\n`).join('');
  }

  it('writes to a file the same bytes as the stream, in every format, for a set of assets, odd text and no rows', async () => {
    const cases: Array<Partial<StreamDataRowsOptions> & { dataDir: string }> = [
      { dataDir: join(root, 'plain') },
      { dataDir: join(root, 'plain'), format: 'tsv' },
      { dataDir: join(root, 'plain'), format: 'json' },
      { dataDir: join(root, 'plain'), format: 'tsv', assetCodes: new Set(['BBB']), from: '2025-01-02' },
      { dataDir: join(root, 'plain'), format: 'tsv', assetCodes: new Set(['BBB', 'AAA']) },
      { dataDir: join(root, 'plain'), format: 'tsv', from: '2030-01-01' },
      { dataDir: join(root, 'odd'), format: 'tsv', indicators: [] },
      { dataDir: join(root, 'odd'), format: 'csv', indicators: [] },
    ];
    for (const [index, options] of cases.entries()) {
      const path = join(root, `copy-${index}.txt`);
      const result = await copyDataRows({ ...base, format: 'csv', ...options }, path);
      const expected = await streamed(options);
      expect(await readFile(path, 'utf8'), JSON.stringify(options.format)).toBe(expected);
      expect(result.rows).toBe(expected.split('\n').filter(Boolean).length - (options.format === 'json' ? 0 : 1));
    }
  });
});

describe('listDataDays', () => {
  it('counts the rows of each UTC day in a range, for every asset or a set', async () => {
    const dataDir = join(root, 'plain');
    expect(await listDataDays({ ...base, dataDir })).toEqual([
      { day: '2024-12-31', rows: 2 },
      { day: '2025-01-02', rows: 2 },
    ]);
    expect(await listDataDays({ ...base, dataDir, from: '2025-01-01', assetCodes: new Set(['AAA']) })).toEqual([
      { day: '2025-01-02', rows: 1 },
    ]);
  });
});
