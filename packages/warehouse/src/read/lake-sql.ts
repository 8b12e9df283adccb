/**
 * SQL over the derived datasets of the published build (prices, esgadv, esgcor, events, transcripts, mms,
 * scores): the files of one dataset are listed from the build's own folders (a name from a request only ever
 * picks among them), values are bound as parameters, and rows come back as plain JS objects.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type DuckDBConnection, type DuckDBValue, listValue, timestampValue } from '@duckdb/node-api';
import { checkDate } from './lake-files';
import { ReadError } from './read-error';

export type SqlParameters = Record<string, DuckDBValue>;
export type LakeRow = Record<string, unknown>;

/** The Parquet files of `<lakeDir>/<parts...>/year=<Y>/part-*.parquet`, years in order; [] when there are none. */
export async function datasetFiles(lakeDir: string, parts: readonly string[]): Promise<string[]> {
  const dir = join(lakeDir, ...parts);
  let years: string[];
  try {
    years = (await readdir(dir)).filter((name) => /^year=\d{4}$/.test(name)).sort();
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const year of years) {
    const names = (await readdir(join(dir, year))).filter((name) => name.endsWith('.parquet')).sort();
    for (const name of names) files.push(join(dir, year, name));
  }
  return files;
}

/** `read_parquet` over a bound file list (the `$files` parameter). */
export const PARQUET_SOURCE = 'read_parquet($files, hive_partitioning = false)';

export function filesParameter(files: readonly string[]): DuckDBValue {
  return listValue([...files]);
}

export interface DatasetColumn {
  name: string;
  type: string;
}

/** Columns of a dataset's files, in file order (the reference's column order). */
export async function datasetColumns(connection: DuckDBConnection, files: readonly string[]): Promise<DatasetColumn[]> {
  const result = await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${PARQUET_SOURCE}`, {
    files: filesParameter(files),
  });
  return result.getRows().map((row) => ({ name: String(row[0]), type: String(row[1]) }));
}

/** A column name as a quoted SQL identifier (names come from the build's own files, quoted all the same). */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A timestamp as the API's ISO text, in SQL (files use `2020-12-01T20:30:00.000Z`, anchor facts §2). */
export function isoTimestamp(expression: string): string {
  return `strftime(${expression}, '%Y-%m-%dT%H:%M:%S.000Z')`;
}

/** A select item giving a column as an API shows it: timestamps as ISO text, dates as YYYY-MM-DD. */
export function plainColumn(column: DatasetColumn): string {
  const name = quoteIdentifier(column.name);
  if (column.type.startsWith('TIMESTAMP')) return `${isoTimestamp(name)} AS ${name}`;
  if (column.type === 'DATE') return `CAST(${name} AS VARCHAR) AS ${name}`;
  return name;
}

/**
 * A score dataset's column as the API gives its value, in SQL: timestamps as ISO text, and a FLOAT score as the
 * shortest decimal that reads back as the stored float (0.1255, not its widening to 0.12549999356269836).
 */
export function scoreValue(column: DatasetColumn): string {
  const name = quoteIdentifier(column.name);
  if (column.type.startsWith('TIMESTAMP')) return isoTimestamp(name);
  if (column.type === 'FLOAT') return `CAST(CAST(${name} AS VARCHAR) AS DOUBLE)`;
  return name;
}

/** Converts a DuckDB JS value for an API: timestamps and dates as ISO text, bigints as numbers. */
export function plainValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  return value;
}

export async function queryRows(
  connection: DuckDBConnection,
  sql: string,
  parameters: SqlParameters,
): Promise<LakeRow[]> {
  const result = await connection.runAndReadAll(sql, parameters);
  return result.getRowObjectsJS().map((row) => {
    const out: LakeRow = {};
    for (const [key, value] of Object.entries(row)) out[key] = plainValue(value);
    return out;
  });
}

/** The date range option of a read (checked by checkRange). */
export interface DateRangeOptions {
  /** Inclusive start, YYYY-MM-DD or ISO; default: before the lake's first window. */
  from?: string;
  /** Exclusive end (the reference API's end_date is exclusive); default: after the last window. */
  to?: string;
}

export interface DateRange {
  /** Inclusive start, epoch ms. */
  from: number;
  /** Exclusive end, epoch ms. */
  to: number;
}

/**
 * A [from, to) range from optional YYYY-MM-DD (or ISO) bounds; the reference API's end_date is exclusive.
 * Unbounded sides reach past any build.
 */
export function checkRange(from: string | undefined, to: string | undefined): DateRange {
  const start = from === undefined ? Date.UTC(1998, 0, 1) : checkDate(from, 'from');
  const end = to === undefined ? Date.UTC(2200, 0, 1) : checkDate(to, 'to');
  if (start >= end) throw new ReadError('bad_request', `'from' must be before 'to'`);
  return { from: start, to: end };
}

/** Bound timestamp parameters `$from` and `$to` of a range (microseconds, as DuckDB's TIMESTAMP holds). */
export function rangeParameters(range: DateRange): SqlParameters {
  return {
    from: timestampValue(BigInt(range.from) * 1000n),
    to: timestampValue(BigInt(range.to) * 1000n),
  };
}

/** A read's checked date range as the SQL filter of the rows in it. */
export interface RangeFilter {
  range: DateRange;
  /** `"<column>" >= $from AND "<column>" < $to`. */
  condition: string;
  /** `$from` and `$to` bound (rangeParameters); a read adds its other parameters to this object. */
  parameters: SqlParameters;
}

/** Checks a read's range option (ReadError on a bad one) into the filter of the rows whose `column` lies in it. */
export function checkRangeFilter(options: DateRangeOptions, column = 'windowTimestamp'): RangeFilter {
  const range = checkRange(options.from, options.to);
  const name = quoteIdentifier(column);
  return { range, condition: `${name} >= $from AND ${name} < $to`, parameters: rangeParameters(range) };
}

/** A required non-empty text option (an asset code, an outlet, an id). */
export function checkText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ReadError('bad_request', `'${name}' must be a non-empty text`);
  }
  return value;
}

/** One of a fixed list of names (a class of a derived dataset, a format). */
export function checkOneOf<T extends string>(value: string, allowed: readonly T[], name: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ReadError('bad_request', `unknown ${name} '${value}' (use ${allowed.join(', ')})`);
  }
  return value as T;
}

/** A whole-number limit in [1, max]; default when absent. */
export function checkLimit(value: number | undefined, fallback: number, max: number): number {
  const limit = value ?? fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw new ReadError('bad_request', `'limit' must be a whole number from 1 to ${max}`);
  }
  return limit;
}
