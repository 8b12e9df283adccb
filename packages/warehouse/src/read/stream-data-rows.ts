/**
 * The rows of a data class as the data API v4 and its bulk files give them (anchor facts §2 'Column layouts'): the
 * files' own columns in their order (id, assetCode, [ticker], windowTimestamp, dataType, systemVersion, [mentions],
 * buzz, scores), optionally fewer score columns, one asset or all, one or more data types, a [from, to) range.
 *
 * Each row is formatted by DuckDB into one line of text (CSV, tab-separated or a JSON object), so that JS only moves
 * strings: reading every value into JS and formatting it there runs at about a quarter of the speed. Rows stream
 * one chunk (about 2,048 rows) at a time on an export connection of the read pool (read-pool.ts
 * acquireExportLake), pulled by the reader, so memory stays flat whatever the range and a slow reader only holds
 * its own connection.
 */
import { writeFile } from 'node:fs/promises';
import { type DuckDBConnection, listValue } from '@duckdb/node-api';
import { type DataType, ROW_KEY_COLUMNS } from '../build/columns';
import { assetTable, checkDataType, checkFrequency } from './lake-files';
import {
  checkOneOf,
  checkRangeFilter,
  checkText,
  type DatasetColumn,
  type DateRangeOptions,
  filesParameter,
  isoTimestamp,
  PARQUET_SOURCE,
  quoteIdentifier,
  type SqlParameters,
  scoreValue,
} from './lake-sql';
import { listAssetCsvLines } from './list-asset-csv-lines';
import { ReadError } from './read-error';
import { acquireExportLake, withLake } from './read-pool';
import {
  checkScoreDataset,
  findScoreFiles,
  SCORE_DATASET_SHAPES,
  SCORE_DATASETS,
  type ScoreDataset,
} from './score-datasets';

export const DATA_ROW_DATASETS = SCORE_DATASETS;
export type DataRowDataset = ScoreDataset;
export const DATA_ROW_FORMATS = ['csv', 'tsv', 'json'] as const;
export type DataRowFormat = (typeof DATA_ROW_FORMATS)[number];

/** Count columns kept whatever the indicator selection (anchor facts §3: ids, then buzz, then the datacols). */
const ALWAYS_KEPT = new Set(['mentions', 'buzz']);

/** The classes of each dataset. */
export const DATA_ROW_CLASSES: Readonly<Record<DataRowDataset, readonly string[]>> = {
  rma: SCORE_DATASET_SHAPES.rma.classes,
  esgadv: SCORE_DATASET_SHAPES.esgadv.classes,
  esgcor: SCORE_DATASET_SHAPES.esgcor.classes,
};

export interface StreamDataRowsOptions extends DateRangeOptions {
  dataset: string;
  /** The dataset's class: an index class for rma, equesg/couesg for esgadv, equcor/coucor for esgcor. */
  assetClass: string;
  /** daily or hourly (esgcor is daily only). */
  frequency: string;
  format: string;
  /** One asset only. */
  assetCode?: string;
  /** Only these assets (a subset of the class, e.g. a region); filtered as rows stream, order kept. */
  assetCodes?: ReadonlySet<string>;
  /** Score columns to keep (mentions and buzz are always kept); default every column. */
  indicators?: readonly string[];
  /** dataType names or source codes; default every data type. */
  dataTypes?: readonly string[];
  dataDir?: string;
}

export interface DataRows {
  /** Output columns, in order (the header of CSV and tab-separated output). */
  columns: string[];
  /** The header line (CSV / tab-separated), without a line break; '' for JSON. */
  header: string;
  /**
   * The rows, one array of lines (no line breaks) per chunk; starts reading when first pulled and releases its
   * connection when done or stopped. An iterator that is never pulled holds nothing.
   */
  lines(): AsyncIterable<string[]>;
}

/**
 * A CSV field as SQL text: empty for NULL (concat skips NULLs), quoted when it holds a comma, quote or line break.
 * Text columns are checked only when the build's asset codes or tickers hold such a character (`plainText`):
 * the other text in the rows (ids, data types, the system version) is made of them and fixed names.
 */
function csvField(column: DatasetColumn, plainText: boolean): string {
  const name = quoteIdentifier(column.name);
  if (column.type.startsWith('TIMESTAMP')) return isoTimestamp(name);
  if (column.type === 'VARCHAR') {
    if (plainText) return name;
    return `CASE WHEN regexp_matches(${name}, '[",\\r\\n]') THEN '"' || replace(${name}, '"', '""') || '"' ELSE ${name} END`;
  }
  return `CAST(${name} AS VARCHAR)`;
}

/** A tab-separated field (anchor facts §2: no quoting, empty = NA): tabs and line breaks in text become spaces. */
function tsvField(column: DatasetColumn, plainText: boolean): string {
  const name = quoteIdentifier(column.name);
  if (column.type.startsWith('TIMESTAMP')) return isoTimestamp(name);
  if (column.type === 'VARCHAR') return plainText ? name : `regexp_replace(${name}, '[\\t\\r\\n]', ' ', 'g')`;
  return `CAST(${name} AS VARCHAR)`;
}

export function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function lineExpression(format: DataRowFormat, columns: readonly DatasetColumn[], plainText: boolean): string {
  if (format === 'json') {
    const pairs = columns.map((column) => `${sqlText(column.name)}, ${scoreValue(column)}`);
    return `CAST(json_object(${pairs.join(', ')}) AS VARCHAR)`;
  }
  const field = format === 'csv' ? csvField : tsvField;
  const separator = format === 'csv' ? "','" : "'\t'";
  return `concat(${columns.map((column) => field(column, plainText)).join(`, ${separator}, `)})`;
}

function headerLine(format: DataRowFormat, names: readonly string[]): string {
  if (format === 'json') return '';
  if (format === 'tsv') return names.join('\t');
  return names.map((name) => (/[",\r\n]/.test(name) ? `"${name.replaceAll('"', '""')}"` : name)).join(',');
}

/** Keeps the row keys, the counts and the named indicators, in file order; an unknown indicator is a bad request. */
function selectColumns(all: readonly DatasetColumn[], assetClass: string, indicators?: readonly string[]) {
  if (indicators === undefined) return [...all];
  const known = new Set(all.map((column) => column.name));
  for (const code of indicators) {
    if (!known.has(code) || ROW_KEY_COLUMNS.includes(code)) {
      throw new ReadError('bad_request', `indicator '${code}' is not available for ${assetClass}`);
    }
  }
  const wanted = new Set(indicators);
  return all.filter(
    (column) => ROW_KEY_COLUMNS.includes(column.name) || ALWAYS_KEPT.has(column.name) || wanted.has(column.name),
  );
}

/** Per build directory: whether no asset code or ticker holds a separator, quote, tab or line break. */
const PLAIN_TEXT = new Map<string, Promise<boolean>>();

function hasPlainText(connection: DuckDBConnection, lakeDir: string): Promise<boolean> {
  let known = PLAIN_TEXT.get(lakeDir);
  if (!known) {
    known = (async () => {
      const file = { file: assetTable(lakeDir) };
      const described = await connection.runAndReadAll('DESCRIBE SELECT * FROM read_parquet($file)', file);
      const present = new Set(described.getRows().map((row) => String(row[0])));
      const texts = ['assetCode', 'ticker'].filter((name) => present.has(name)).map(quoteIdentifier);
      if (texts.length === 0) return false;
      const result = await connection.runAndReadAll(
        `SELECT count(*) FROM read_parquet($file)
         WHERE regexp_matches(concat_ws(' ', ${texts.join(', ')}), '[",\\t\\r\\n]')`,
        file,
      );
      return Number(result.getRows()[0]?.[0] ?? 1) === 0;
    })();
    known.catch(() => PLAIN_TEXT.delete(lakeDir));
    PLAIN_TEXT.set(lakeDir, known);
  }
  return known;
}

async function* readLines(
  dataDir: string | undefined,
  sql: string,
  parameters: SqlParameters,
  assetCodes: ReadonlySet<string> | undefined,
): AsyncGenerator<string[]> {
  const lake = await acquireExportLake(dataDir);
  try {
    const connection: DuckDBConnection = lake.connection;
    const result = await connection.stream(sql, parameters);
    for await (const chunk of result) {
      // rowCount is a native call: read it once per chunk.
      const count = chunk.rowCount;
      const line = chunk.getColumnVector(0);
      const lines: string[] = [];
      if (assetCodes) {
        const code = chunk.getColumnVector(1);
        for (let i = 0; i < count; i++) {
          if (assetCodes.has(code.getItem(i) as string)) lines.push(line.getItem(i) as string);
        }
      } else {
        for (let i = 0; i < count; i++) lines.push(line.getItem(i) as string);
      }
      if (lines.length > 0) yield lines;
    }
  } finally {
    lake.release();
  }
}

/** The checked options of a read: its files, columns, header and SQL (one line expression per row). */
export interface PreparedRows {
  dataset: DataRowDataset;
  assetClass: string;
  frequency: 'daily' | 'hourly';
  format: DataRowFormat;
  /** The build the files and columns are of. */
  lakeDir: string;
  range: { from: number; to: number };
  dataTypes?: DataType[];
  /** The output columns with their types. */
  selected: DatasetColumn[];
  files: string[];
  names: string[];
  header: string;
  parameters: SqlParameters;
  /** The line of each row, aliased `line`. */
  line: string;
  filters: string[];
}

/** Checks the options against the published build (also the bulk files' writer, write-bulk-day-files.ts). */
export async function prepareRows(options: StreamDataRowsOptions): Promise<PreparedRows> {
  const { dataset, assetClass } = checkScoreDataset(options.dataset, options.assetClass);
  const frequency = checkFrequency(options.frequency);
  if (dataset === 'esgcor' && frequency !== 'daily') throw new ReadError('bad_request', 'ESG Core is daily only');
  const format = checkOneOf(options.format, DATA_ROW_FORMATS, 'format');
  const { range, condition, parameters } = checkRangeFilter(options);
  const filters = [condition];
  if (options.assetCode !== undefined) {
    parameters.asset = checkText(options.assetCode, 'assetCode');
    filters.push('"assetCode" = $asset');
  }
  let dataTypes: DataType[] | undefined;
  if (options.dataTypes !== undefined) {
    dataTypes = [...new Set(options.dataTypes.map(checkDataType))];
    parameters.dataTypes = listValue(dataTypes);
    filters.push('list_contains($dataTypes, "dataType")');
  }
  const { files, columns, plainText, lakeDir } = await withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const found = await findScoreFiles(connection, lakeDir, [dataset, assetClass, frequency]);
    if (!found) return { files: [], columns: [], plainText: true, lakeDir };
    return { ...found, plainText: await hasPlainText(connection, lakeDir), lakeDir };
  });
  const selected = selectColumns(columns, assetClass, options.indicators);
  const names = selected.map((column) => column.name);
  return {
    dataset,
    assetClass,
    frequency,
    format,
    lakeDir,
    range,
    dataTypes,
    selected,
    files,
    names,
    header: headerLine(format, names),
    parameters,
    line: lineExpression(format, selected, plainText),
    filters,
  };
}

/**
 * Checks the options and the columns against the published build (a bad one throws ReadError before anything
 * streams) and returns the columns and a reader of the rows, in the files' order: by asset, window and data type
 * within each year (one asset: in window order).
 */
export async function streamDataRows(options: StreamDataRowsOptions): Promise<DataRows> {
  const prepared = await prepareRows(options);
  const assetCodes = options.assetCodes;
  const sql =
    `SELECT ${prepared.line}${assetCodes ? ', "assetCode"' : ''} FROM ${PARQUET_SOURCE} ` +
    // No ORDER BY: the files are sorted and read in order, and a sort would hold the whole range.
    `WHERE ${prepared.filters.join(' AND ')}`;
  const { files, parameters } = prepared;
  const readWithSql = () =>
    readLines(options.dataDir, sql, { files: filesParameter(files), ...parameters }, assetCodes);
  // One asset's CSV comes from the in-memory store (list-asset-csv-lines.ts: the same bytes, without a query).
  const assetCode = options.assetCode;
  const fromStore =
    assetCode !== undefined && !assetCodes && prepared.format === 'csv' && files.length > 0
      ? await listAssetCsvLines({
          dataDir: options.dataDir,
          lakeDir: prepared.lakeDir,
          dataset: prepared.dataset,
          assetClass: prepared.assetClass,
          frequency: prepared.frequency,
          files,
          assetCode,
          columns: prepared.selected,
          from: prepared.range.from,
          to: prepared.range.to,
          dataTypes: prepared.dataTypes,
        })
      : null;
  return {
    columns: prepared.names,
    header: prepared.header,
    lines: () => {
      if (files.length === 0) return emptyLines();
      if (fromStore) return linesOf(fromStore);
      return readWithSql();
    },
  };
}

async function* linesOf(chunks: string[][]): AsyncGenerator<string[]> {
  yield* chunks;
}

export interface CopyDataRowsResult {
  columns: string[];
  /** Rows written (the header not counted). */
  rows: number;
}

/**
 * Writes the same text as `streamDataRows` gives (the header line, then one line per row, each ending in a line
 * break; nothing for JSON's header) to `path`, by DuckDB's own COPY: the rows never pass through JS, which writes
 * several times faster than streaming them. The file is written whole (to a path of the caller's choosing, which
 * should be renamed into place once this resolves); it runs on an export connection of the read pool.
 */
export async function copyDataRows(options: StreamDataRowsOptions, path: string): Promise<CopyDataRowsResult> {
  const prepared = await prepareRows(options);
  const { files, parameters, filters } = prepared;
  if (files.length === 0) {
    await writeFile(path, prepared.header ? `${prepared.header}\n` : '');
    return { columns: prepared.names, rows: 0 };
  }
  const where = [...filters];
  let source = PARQUET_SOURCE;
  let order = '';
  if (options.assetCodes) {
    parameters.codes = listValue([...options.assetCodes]);
    where.push('"assetCode" IN (SELECT unnest($codes))');
    // The semi join does not keep the files' order: the rows kept are put back in it (a sort of the rows
    // written only, not of the files).
    source = 'read_parquet($files, hive_partitioning = false, filename = true, file_row_number = true)';
    order = ' ORDER BY list_position($files, filename), file_row_number';
  }
  // One text column named by the header line, no quoting: each value is a whole line already (the header is
  // only written for CSV and tab-separated text; JSON lines have none).
  const header = prepared.header;
  const alias = header ? quoteIdentifier(header) : 'line';
  const sql =
    `COPY (SELECT ${prepared.line} AS ${alias} FROM ${source} WHERE ${where.join(' AND ')}${order}) ` +
    `TO ${sqlText(path)} (FORMAT csv, HEADER ${header ? 'true' : 'false'}, QUOTE '', ESCAPE '', DELIMITER '\x01')`;
  const lake = await acquireExportLake(options.dataDir);
  try {
    // COPY answers one row: the count of rows written.
    const result = await lake.connection.runAndReadAll(sql, { files: filesParameter(files), ...parameters });
    return { columns: prepared.names, rows: Number(result.getRows()[0]?.[0] ?? 0) };
  } finally {
    lake.release();
  }
}

async function* emptyLines(): AsyncGenerator<string[]> {}
