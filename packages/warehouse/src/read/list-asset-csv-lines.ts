/**
 * The CSV lines of one asset's rows of a score dataset, formatted in JS from the in-memory store (lake-store.ts)
 * instead of by a DuckDB query over the Parquet files: the data API's per-asset call, which client scripts loop
 * over thousands of assets (issue 12 §4: 30 requests/s through DuckDB, where a query decodes whole row groups
 * for a few thousand rows). The text is byte for byte what `streamDataRows` formats with SQL (the test compares
 * the two): the row keys are rebuilt as the lake writer writes them (lake-writer.ts: the id from the window, data
 * type, file code and asset code; one ticker and system version per asset), checked once per dataset against
 * the files, and numbers are written as DuckDB casts them (format-lake-number.ts).
 *
 * It answers null where it cannot promise the same bytes (a column type it does not format, a FLOAT beyond the
 * range its formatting was checked on, an asset whose keys do not follow the writer's rule, a build published
 * meanwhile): the caller then reads the rows with SQL.
 */
import { listValue } from '@duckdb/node-api';
import { MINUTE_MS } from '@moodwire/domain';
import { DATA_TYPES, type DataType } from '../build/columns';
import {
  LAKE_NUMBER_MAX_BYTES,
  writeAscii,
  writeLakeDouble,
  writeLakeFloat,
  writeLakeInteger,
} from './format-lake-number';
import { type DatasetColumn, filesParameter } from './lake-sql';
import { type ColumnValues, firstAtLeast, type LakeDataset } from './lake-store';
import { openLakeStore, withLake } from './read-pool';
import { csvText } from './write-csv';

export interface ListAssetCsvLinesOptions {
  dataDir?: string;
  /** The build the caller's columns and files were read from: lines of another build are not given. */
  lakeDir: string;
  dataset: 'rma' | 'esgadv' | 'esgcor';
  assetClass: string;
  frequency: 'daily' | 'hourly';
  /** The dataset's Parquet files (for the check of the row keys). */
  files: readonly string[];
  assetCode: string;
  /** The output columns, in order, with their DuckDB types. */
  columns: readonly DatasetColumn[];
  /** Inclusive start and exclusive end, epoch ms. */
  from: number;
  to: number;
  /** Only these data types; default every one. */
  dataTypes?: readonly DataType[];
}

/** Lines per chunk: the size of a DuckDB chunk, as the SQL reader gives them. */
const LINES_PER_CHUNK = 2048;

/**
 * The largest FLOAT magnitude whose DuckDB text format-lake-number.ts was checked to reproduce (lake scores are
 * ratios and ranks, far below it); a column holding a larger value is read with SQL.
 */
const CHECKED_FLOAT_MAGNITUDE = 1e6;

/** The row keys of one asset as the lake writer writes them, or null when its rows do not follow that rule. */
interface AssetKeys {
  ticker: string | null;
  systemVersion: string;
  fileCode: string;
}

const KEYS = new WeakMap<LakeDataset, Promise<Map<string, AssetKeys | null>>>();
const FLOAT_IN_RANGE = new WeakMap<ColumnValues, boolean>();

function isFloatInRange(values: ColumnValues): boolean {
  let known = FLOAT_IN_RANGE.get(values);
  if (known === undefined) {
    known = true;
    for (let i = 0; i < values.length; i++) {
      const value = values[i] ?? 0;
      if (value >= CHECKED_FLOAT_MAGNITUDE || value <= -CHECKED_FLOAT_MAGNITUDE) {
        known = false;
        break;
      }
    }
    FLOAT_IN_RANGE.set(values, known);
  }
  return known;
}

/**
 * Per asset of the dataset: its ticker, system version and file code, where every row has the same ones, an id of
 * the writer's form (`mp:{YYYY-MM-DD}_{HH.MM.SS}.{dataType}.{fileCode}.{assetCode}`), a data type the store
 * knows, and the files hold its rows in the store's order (window, then data type in the lake's order), which is
 * the order the SQL read gives them in. One scan per build and dataset.
 */
function assetKeysOf(dataset: LakeDataset, options: ListAssetCsvLinesOptions): Promise<Map<string, AssetKeys | null>> {
  let known = KEYS.get(dataset);
  if (!known) {
    const has = (name: string) => dataset.columnNames.has(name);
    known = withLake(options.dataDir, async ({ connection }) => {
      const ticker = has('ticker') ? '"ticker"' : 'CAST(NULL AS VARCHAR)';
      const version = has('systemVersion') ? '"systemVersion"' : "''";
      const prefix = `'mp:' || strftime("windowTimestamp", '%Y-%m-%d_%H.%M.%S') || '.' || "dataType" || '.'`;
      // The file code is what the id holds between the data type and the asset code.
      const fileCode = has('id')
        ? `substr(id, length(${prefix}) + 1, length(id) - length(${prefix}) - length("assetCode") - 1)`
        : "''";
      const badId = has('id') ? `NOT (starts_with(id, ${prefix}) AND ends_with(id, '.' || "assetCode"))` : 'false';
      const result = await connection.runAndReadAll(
        `WITH keyed AS (
           SELECT "assetCode" AS code, ${ticker} AS ticker, ${version} AS version, ${fileCode} AS file_code,
             ${badId} AS is_bad_id, list_position($dataTypes, "dataType") AS type_position,
             epoch_ms("windowTimestamp") * 8 + coalesce(list_position($dataTypes, "dataType"), 0) AS sort_key,
             list_position($files, filename) AS file, file_row_number AS file_row
           FROM read_parquet($files, hive_partitioning = false, filename = true, file_row_number = true)
         ),
         ordered AS (
           SELECT *, sort_key < lag(sort_key) OVER (PARTITION BY code ORDER BY file, file_row) AS is_back FROM keyed
         )
         SELECT code, count(DISTINCT ticker), count(*) FILTER (WHERE ticker IS NULL), any_value(ticker),
           count(DISTINCT version), any_value(version), count(DISTINCT file_code), any_value(file_code),
           count(*) FILTER (WHERE is_bad_id OR type_position IS NULL OR is_back)
         FROM ordered GROUP BY code`,
        { files: filesParameter(options.files), dataTypes: listValue([...DATA_TYPES]) },
      );
      const keys = new Map<string, AssetKeys | null>();
      for (const row of result.getRows()) {
        const [code, tickers, nullTickers, anyTicker, versions, anyVersion, fileCodes, anyFileCode, irregular] = row;
        const isRegular =
          (Number(tickers) === 0 || (Number(tickers) === 1 && Number(nullTickers) === 0)) &&
          Number(versions) === 1 &&
          Number(fileCodes) === 1 &&
          Number(irregular) === 0;
        keys.set(
          String(code),
          isRegular
            ? {
                ticker: anyTicker === null ? null : String(anyTicker),
                systemVersion: String(anyVersion),
                fileCode: String(anyFileCode),
              }
            : null,
        );
      }
      return keys;
    });
    known.catch(() => KEYS.delete(dataset));
    KEYS.set(dataset, known);
  }
  return known;
}

/** How a numeric column's cells are written: as DuckDB casts a FLOAT, a DOUBLE or an integer to text. */
enum NumberKind {
  Float,
  Double,
  Integer,
}

function numberKind(column: DatasetColumn, values: ColumnValues): NumberKind | null {
  switch (column.type) {
    case 'FLOAT':
      return isFloatInRange(values) ? NumberKind.Float : null;
    case 'DOUBLE':
      return NumberKind.Double;
    case 'INTEGER':
    case 'BIGINT':
    case 'SMALLINT':
      return NumberKind.Integer;
    default:
      return null;
  }
}

/** Which output column a position holds: a row key, or a numeric column by its index in `numbers`. */
enum Cell {
  Id = -1,
  AssetCode = -2,
  Ticker = -3,
  WindowTimestamp = -4,
  DataType = -5,
  SystemVersion = -6,
}

const KEY_CELLS: Readonly<Record<string, Cell>> = {
  id: Cell.Id,
  assetCode: Cell.AssetCode,
  ticker: Cell.Ticker,
  windowTimestamp: Cell.WindowTimestamp,
  dataType: Cell.DataType,
  systemVersion: Cell.SystemVersion,
};

/** The window's text for the id (`2025-06-20_20.30.00`) from its ISO text. */
function idStamp(iso: string): string {
  return `${iso.slice(0, 10)}_${iso.slice(11, 13)}.${iso.slice(14, 16)}.${iso.slice(17, 19)}`;
}

/**
 * The bytes of one line being written, reused by every line (the writing has no await, so no two reads share it
 * at once): cells are written as bytes and each line becomes one string, with no string per cell (a string per
 * cell and line was about a third of the time of an answer in garbage collection).
 */
let lineBytes = Buffer.alloc(4096);

const COMMA = 0x2c;
const UNDERSCORE = 0x5f;
const DOT = 0x2e;

/** Writes the window of the id (`2025-06-20_20.30.00`) from its ISO text; returns the offset after it. */
function writeIdStamp(bytes: Buffer, at: number, iso: string): number {
  for (let k = 0; k < 19; k++) bytes[at + k] = iso.charCodeAt(k);
  bytes[at + 10] = UNDERSCORE;
  bytes[at + 13] = DOT;
  bytes[at + 16] = DOT;
  return at + 19;
}

function isAscii(text: string): boolean {
  for (let k = 0; k < text.length; k++) if (text.charCodeAt(k) > 0x7f) return false;
  return true;
}

/**
 * The CSV lines (without line breaks) of one asset in the files' order (window, then data type in the lake's
 * order), in chunks; null when the store cannot give them byte for byte (see the file comment).
 */
export async function listAssetCsvLines(options: ListAssetCsvLinesOptions): Promise<string[][] | null> {
  const store = await openLakeStore(options.dataDir);
  if (store.lakeDir !== options.lakeDir) return null;
  const dataset = await store.dataset(options.assetClass, options.frequency, options.dataset);
  const keys = await assetKeysOf(dataset, options);
  if (!keys.has(options.assetCode)) return [];
  const assetKeys = keys.get(options.assetCode);
  if (!assetKeys) return null;

  const wanted = options.dataTypes ? new Set(options.dataTypes) : undefined;
  const fromMinute = Math.ceil(options.from / MINUTE_MS);
  const toMinute = Math.ceil(options.to / MINUTE_MS);
  // Each data type's rows of the asset within the range: [next row, end).
  const cursors: { type: DataType; next: number; end: number }[] = [];
  for (const type of DATA_TYPES) {
    if (wanted && !wanted.has(type)) continue;
    const segment = dataset.segment(options.assetCode, type);
    if (!segment) continue;
    const next = firstAtLeast(dataset.minutes, segment[0], segment[1], fromMinute);
    const end = firstAtLeast(dataset.minutes, next, segment[1], toMinute);
    if (next < end) cursors.push({ type, next, end });
  }
  if (cursors.length === 0) return [];

  const code = options.assetCode;
  const codeText = csvText(code);
  const tickerText = assetKeys.ticker === null ? '' : csvText(assetKeys.ticker);
  const versionText = csvText(assetKeys.systemVersion);
  const idSuffix = `.${assetKeys.fileCode}.${code}`;
  const isPlainId = csvText(idSuffix) === idSuffix;
  // Each output column: a row key (negative) or the index of its numeric column.
  const cells: number[] = [];
  const values: ColumnValues[] = [];
  const kinds: NumberKind[] = [];
  for (const column of options.columns) {
    const key = KEY_CELLS[column.name];
    if (key !== undefined) {
      cells.push(key);
      continue;
    }
    const columnValues = await dataset.column(column.name);
    const kind = numberKind(column, columnValues);
    if (kind === null) return null;
    cells.push(values.length);
    values.push(columnValues);
    kinds.push(kind);
  }

  // The text keys as UTF-8 bytes, once; lines are read back as Latin-1 (a copy of each byte) when every byte is
  // ASCII, as UTF-8 otherwise.
  const codeBytes = Buffer.from(codeText);
  const tickerBytes = Buffer.from(tickerText);
  const versionBytes = Buffer.from(versionText);
  const suffixBytes = Buffer.from(idSuffix);
  const encoding = [codeText, tickerText, versionText, idSuffix].every(isAscii) ? 'latin1' : 'utf8';
  // The most bytes a line takes, so that any line fits in the line buffer: a quoted id at most doubles its
  // text, plus its quotes.
  const typeBytes = Math.max(...DATA_TYPES.map((type) => type.length));
  const keyBytes: Readonly<Record<Cell, number>> = {
    [Cell.Id]: 2 * (3 + 19 + 1 + typeBytes + suffixBytes.length) + 2,
    [Cell.AssetCode]: codeBytes.length,
    [Cell.Ticker]: tickerBytes.length,
    [Cell.WindowTimestamp]: 32,
    [Cell.DataType]: typeBytes,
    [Cell.SystemVersion]: versionBytes.length,
  };
  const lineBound = cells.reduce(
    (sum, cell) => sum + 1 + (cell >= 0 ? LAKE_NUMBER_MAX_BYTES : keyBytes[cell as Cell]),
    0,
  );
  if (lineBytes.length < lineBound) lineBytes = Buffer.alloc(2 * lineBound);
  const bytes = lineBytes;

  const chunks: string[][] = [];
  let lines: string[] = [];
  for (;;) {
    // The next row in file order: the earliest window, then the data type first in the lake's order.
    let pick = -1;
    let minute = Number.POSITIVE_INFINITY;
    for (let c = 0; c < cursors.length; c++) {
      const cursor = cursors[c];
      if (!cursor || cursor.next >= cursor.end) continue;
      const at = dataset.minutes[cursor.next] ?? 0;
      if (at < minute) {
        minute = at;
        pick = c;
      }
    }
    const cursor = cursors[pick];
    if (!cursor) break;
    const row = cursor.next++;
    const iso = dataset.windowTimestamp(row);
    let at = 0;
    for (let i = 0; i < cells.length; i++) {
      if (i > 0) bytes[at++] = COMMA;
      const cell = cells[i] ?? 0;
      if (cell >= 0) {
        const value = values[cell]?.[row] ?? Number.NaN;
        // An empty cell (the most common one) costs a comparison.
        if (Number.isNaN(value)) continue;
        const kind = kinds[cell];
        at =
          kind === NumberKind.Float
            ? writeLakeFloat(bytes, at, value)
            : kind === NumberKind.Double
              ? writeLakeDouble(bytes, at, value)
              : writeLakeInteger(bytes, at, value);
      } else if (cell === Cell.Id) {
        if (isPlainId) {
          bytes[at++] = 0x6d; // m
          bytes[at++] = 0x70; // p
          bytes[at++] = 0x3a; // :
          at = writeIdStamp(bytes, at, iso);
          bytes[at++] = DOT;
          at = writeAscii(bytes, at, cursor.type);
          at += suffixBytes.copy(bytes, at);
        } else {
          at += bytes.write(csvText(`mp:${idStamp(iso)}.${cursor.type}${idSuffix}`), at, 'utf8');
        }
      } else if (cell === Cell.AssetCode) at += codeBytes.copy(bytes, at);
      else if (cell === Cell.Ticker) at += tickerBytes.copy(bytes, at);
      else if (cell === Cell.WindowTimestamp) at = writeAscii(bytes, at, iso);
      else if (cell === Cell.DataType) at = writeAscii(bytes, at, cursor.type);
      else at += versionBytes.copy(bytes, at);
    }
    lines.push(bytes.toString(encoding, 0, at));
    if (lines.length === LINES_PER_CHUNK) {
      chunks.push(lines);
      lines = [];
    }
  }
  if (lines.length > 0) chunks.push(lines);
  return chunks;
}
