import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatLakeDouble, formatLakeFloat, formatLakeInteger, writeLakeFloat } from './format-lake-number';
import { datasetFiles, filesParameter } from './lake-sql';
import { listAssetCsvLines } from './list-asset-csv-lines';
import { closeReadPools, openLakeStore } from './read-pool';
import { type StreamDataRowsOptions, streamDataRows } from './stream-data-rows';

declare module 'vitest' {
  export interface ProvidedContext {
    tinyLakeDir: string;
  }
}

// The shared tiny lake of the test run (apps/api/test/helpers/tiny-lake-setup.ts), read only.
const dataDir = inject('tinyLakeDir');

/** The whole CSV text of a read: the header, then each line with its line break. */
async function csvOf(options: StreamDataRowsOptions): Promise<string> {
  const rows = await streamDataRows(options);
  let text = `${rows.header}\n`;
  for await (const chunk of rows.lines()) for (const line of chunk) text += `${line}\n`;
  return text;
}

/**
 * One asset's CSV from the store (assetCode) and from the SQL reader (the same asset as a set, which always
 * reads the Parquet files with DuckDB formatting every value).
 */
async function bothWays(options: Omit<StreamDataRowsOptions, 'format' | 'dataDir'> & { assetCode: string }) {
  const { assetCode, ...rest } = options;
  const fromStore = await csvOf({ ...rest, assetCode, format: 'csv', dataDir });
  const fromSql = await csvOf({ ...rest, assetCodes: new Set([assetCode]), format: 'csv', dataDir });
  return { fromStore, fromSql };
}

/** Asset codes of a dataset with rows, the busiest first. */
async function busiestCodes(parts: [string, string, string], count: number): Promise<string[]> {
  const store = await openLakeStore(dataDir);
  const files = await datasetFiles(store.lakeDir, parts);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const result = await connection.runAndReadAll(
      `SELECT "assetCode" FROM read_parquet($files) GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${count}`,
      { files: filesParameter(files) },
    );
    return result.getRows().map((row) => String(row[0]));
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

afterAll(async () => {
  await closeReadPools();
});

describe('listAssetCsvLines', () => {
  let companies: string[] = [];

  beforeAll(async () => {
    companies = await busiestCodes(['rma', 'equ', 'daily'], 3);
  });

  it('gives the bytes the SQL reader gives for companies, daily and hourly, every column', {
    timeout: 180_000,
  }, async () => {
    expect(companies.length).toBeGreaterThan(0);
    for (const assetCode of companies) {
      for (const frequency of ['daily', 'hourly']) {
        const { fromStore, fromSql } = await bothWays({ dataset: 'rma', assetClass: 'equ', frequency, assetCode });
        expect(fromStore.split('\n').length, `${assetCode} ${frequency}`).toBeGreaterThan(2);
        expect(fromStore, `${assetCode} ${frequency}`).toBe(fromSql);
      }
    }
  });

  it('gives the same bytes for other classes, the ESG datasets, some columns, data types and a range', {
    timeout: 180_000,
  }, async () => {
    const cases: (Omit<StreamDataRowsOptions, 'format' | 'dataDir' | 'assetCode'> & { parts: string[] })[] = [
      { parts: ['rma', 'cur', 'daily'], dataset: 'rma', assetClass: 'cur', frequency: 'daily' },
      { parts: ['rma', 'cou', 'hourly'], dataset: 'rma', assetClass: 'cou', frequency: 'hourly' },
      { parts: ['rma', 'crypto', 'daily'], dataset: 'rma', assetClass: 'crypto', frequency: 'daily' },
      { parts: ['esgadv', 'equesg', 'daily'], dataset: 'esgadv', assetClass: 'equesg', frequency: 'daily' },
      { parts: ['esgcor', 'equcor', 'daily'], dataset: 'esgcor', assetClass: 'equcor', frequency: 'daily' },
      {
        parts: ['rma', 'equ', 'daily'],
        dataset: 'rma',
        assetClass: 'equ',
        frequency: 'daily',
        indicators: ['fear', 'sentiment'],
        dataTypes: ['nhl', 'News'],
      },
    ];
    for (const { parts, ...options } of cases) {
      const [assetCode] = await busiestCodes(parts as [string, string, string], 1);
      if (!assetCode) throw new Error(`no rows in ${parts.join('/')}`);
      const { fromStore, fromSql } = await bothWays({ ...options, assetCode });
      expect(fromStore.split('\n').length, parts.join('/')).toBeGreaterThan(2);
      expect(fromStore, parts.join('/')).toBe(fromSql);
    }
    // A range that starts and ends inside days, and one with no rows.
    const assetCode = companies[0] ?? '';
    const first = await bothWays({ dataset: 'rma', assetClass: 'equ', frequency: 'hourly', assetCode });
    const times = first.fromSql
      .split('\n')
      .slice(1, -1)
      .map((line) => line.split(',')[3] ?? '');
    const from = times[Math.floor(times.length / 3)] ?? '';
    const to = times[Math.floor((2 * times.length) / 3)] ?? '';
    const ranged = await bothWays({ dataset: 'rma', assetClass: 'equ', frequency: 'hourly', assetCode, from, to });
    expect(ranged.fromStore.split('\n').length).toBeLessThan(first.fromStore.split('\n').length);
    expect(ranged.fromStore).toBe(ranged.fromSql);
    const none = await bothWays({
      dataset: 'rma',
      assetClass: 'equ',
      frequency: 'daily',
      assetCode,
      from: '1999-01-01',
      to: '1999-02-01',
    });
    expect(none.fromStore).toBe(none.fromSql);
  });

  it('answers null (read it with SQL) for lines of another build than the caller read the columns of', async () => {
    const lines = await listAssetCsvLines({
      dataDir,
      lakeDir: '/not/the/published/build',
      dataset: 'rma',
      assetClass: 'equ',
      frequency: 'daily',
      files: [],
      assetCode: companies[0] ?? '',
      columns: [],
      from: 0,
      to: Date.now(),
    });
    expect(lines).toBeNull();
  });
});

describe('formatLakeFloat, formatLakeDouble and formatLakeInteger', () => {
  it('write numbers as DuckDB casts FLOAT, DOUBLE and BIGINT to text, ties and edges included', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      // Scores and counts of every magnitude the lake holds, dyadic values (ties) and powers of two (edges).
      const floats = await connection.runAndReadAll(
        `SELECT v, CAST(v AS VARCHAR) FROM (
           SELECT CAST((i % 1997 - 998) / (1 + i % 257) * pow(10, i % 13 - 8) AS FLOAT) AS v FROM range(40000) t(i)
           UNION ALL SELECT CAST(i / 1024 AS FLOAT) FROM range(4000) t(i)
           UNION ALL SELECT CAST(pow(2, i - 100) AS FLOAT) FROM range(118) t(i)
           UNION ALL SELECT CAST(x AS FLOAT) FROM (VALUES (0.166015625), (-4518.34375), (0.5), (-0.0), (1e-5), (123456792))
             AS v(x))`,
      );
      // Twice: the second time most texts come from the table of recent floats.
      for (let pass = 0; pass < 2; pass++) {
        for (const [value, text] of floats.getRows()) expect(formatLakeFloat(Number(value)), String(text)).toBe(text);
      }
      const doubles = await connection.runAndReadAll(
        `SELECT v, CAST(v AS VARCHAR) FROM (
           SELECT (i % 1997 - 998) / (1 + i % 257) * pow(10, i % 40 - 20) AS v FROM range(40000) t(i)
           UNION ALL SELECT CAST(x AS DOUBLE) FROM (VALUES (12.0), (1e16), (1e15), (0.0001), (1e-5), (-0.0)) AS v(x))`,
      );
      for (const [value, text] of doubles.getRows()) expect(formatLakeDouble(Number(value)), String(text)).toBe(text);
      expect(formatLakeFloat(Number.NaN)).toBe('');
      const integers = await connection.runAndReadAll(
        `SELECT v, CAST(v AS VARCHAR) FROM (
           SELECT CAST((i % 2001 - 1000) * pow(10, i % 16) AS BIGINT) AS v FROM range(20000) t(i)
           UNION ALL SELECT CAST(x AS BIGINT) FROM (VALUES (0), (-1), (9007199254740991), (-9007199254740991)) AS v(x))`,
      );
      for (const [value, text] of integers.getRows()) expect(formatLakeInteger(Number(value)), String(text)).toBe(text);
      expect(formatLakeInteger(Number.NaN)).toBe('');
      // Written into a line: the bytes end where the writer says, and nothing after them is touched.
      const bytes = new Uint8Array(40).fill(0x21);
      const end = writeLakeFloat(bytes, 3, Math.fround(-0.057692308));
      expect(Buffer.from(bytes.subarray(3, end)).toString('latin1')).toBe('-0.057692308');
      expect(bytes[end]).toBe(0x21);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});
