/**
 * Staging tables of the derived datasets: rows go into DuckDB through data chunks (whole vectors per 2,048 rows,
 * as the index writer does), and `copyByYear` writes a staged table as Parquet, one file per year, sorted so
 * that readers prune row groups (ARCHITECTURE.md 'Storage').
 */
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  BIGINT,
  BOOLEAN,
  DOUBLE,
  type DuckDBAppender,
  type DuckDBConnection,
  DuckDBDataChunk,
  type DuckDBType,
  type DuckDBVector,
  FLOAT,
  INTEGER,
  SMALLINT,
  VARCHAR,
} from '@duckdb/node-api';
import { type NumericItems, numericItems, setAllValid } from './vector-items';

export type ColumnType = 'INTEGER' | 'SMALLINT' | 'BIGINT' | 'DOUBLE' | 'FLOAT' | 'VARCHAR' | 'BOOLEAN';
export type CellValue = number | string | boolean | null;

const TYPES: Record<ColumnType, DuckDBType> = {
  INTEGER,
  SMALLINT,
  BIGINT,
  DOUBLE,
  FLOAT,
  VARCHAR,
  BOOLEAN,
};
const CHUNK_ROWS = 2048;

export class ColumnTable {
  private chunk: DuckDBDataChunk;
  private vectors: DuckDBVector[];
  private rows = 0;
  /** Rows appended so far. */
  count = 0;
  /** The numeric vectors' cell arrays (lake/vector-items.ts), undefined for the others. */
  private direct: (NumericItems | undefined)[] = [];
  /**
   * The null cells of the current chunk in vectors written directly (column x CHUNK_ROWS + row): their validity
   * bits are set again before the chunk is refilled, since a direct write does not touch the validity mask.
   */
  private nullCells: number[] = [];

  private constructor(
    readonly name: string,
    private readonly types: DuckDBType[],
    private readonly columnTypes: ColumnType[],
    private readonly appender: DuckDBAppender,
  ) {
    this.chunk = DuckDBDataChunk.create(types, CHUNK_ROWS);
    this.vectors = this.vectorsOf(this.chunk);
  }

  /** Creates (or replaces) the table `name` with these columns and opens an appender on it. */
  static async create(
    connection: DuckDBConnection,
    name: string,
    columns: readonly (readonly [string, ColumnType])[],
  ): Promise<ColumnTable> {
    await connection.run(
      `CREATE OR REPLACE TABLE ${name} (${columns.map(([column, type]) => `"${column}" ${type}`).join(', ')})`,
    );
    const appender = await connection.createAppender(name);
    const columnTypes = columns.map(([, type]) => type);
    return new ColumnTable(
      name,
      columnTypes.map((type) => TYPES[type]),
      columnTypes,
      appender,
    );
  }

  private vectorsOf(chunk: DuckDBDataChunk): DuckDBVector[] {
    const vectors = Array.from({ length: chunk.columnCount }, (_, c) => chunk.getColumnVector(c));
    this.direct = vectors.map((vector, c) =>
      this.columnTypes[c] === 'VARCHAR' || this.columnTypes[c] === 'BOOLEAN'
        ? undefined
        : numericItems(vector, CHUNK_ROWS),
    );
    this.nullCells.length = 0;
    return vectors;
  }

  /** Appends one row; a null, or NaN in a number column, is an empty cell. */
  add(values: readonly CellValue[]): void {
    const row = this.rows;
    const direct = this.direct;
    for (let c = 0; c < this.vectors.length; c++) {
      const value = values[c] ?? null;
      const items = direct[c];
      if (items !== undefined && typeof value === 'number' && !Number.isNaN(value)) {
        // A number: the store setItem would make (its validity bit is set: see nullCells). An integer
        // column's setItem refuses a fraction or an out-of-range number, whose store does not read back: such a
        // value goes on to setItem, which throws.
        items[row] = value;
        if (items[row] === value || items instanceof Float32Array || items instanceof Float64Array) continue;
      }
      const isNumber = this.columnTypes[c] !== 'VARCHAR' && this.columnTypes[c] !== 'BOOLEAN';
      const cell = value === null || (isNumber && typeof value === 'number' && Number.isNaN(value)) ? null : value;
      if (cell === null && items !== undefined) this.nullCells.push(c * CHUNK_ROWS + row);
      (this.vectors[c] as DuckDBVector<CellValue>).setItem(row, cell);
    }
    this.rows++;
    this.count++;
    if (this.rows === CHUNK_ROWS) this.flush();
  }

  private flush(): void {
    if (this.rows === 0) return;
    for (const vector of this.vectors) vector.flush();
    if (this.rows === CHUNK_ROWS) {
      // A full chunk is appended (DuckDB copies it) and then filled again: every cell of a row is written, so
      // nothing of the previous rows remains once the null cells are valid again (making a chunk and its vectors
      // costs more than filling them, and a new chunk per 2,048 rows held hundreds of MB until collected).
      this.appender.appendDataChunk(this.chunk);
      const reset = new Set<number>();
      for (const cell of this.nullCells) {
        const column = Math.floor(cell / CHUNK_ROWS);
        const vector = this.vectors[column] as DuckDBVector<CellValue>;
        if (reset.has(column)) continue;
        if (setAllValid(vector)) reset.add(column);
        else vector.setItem(cell % CHUNK_ROWS, 0);
      }
      this.nullCells.length = 0;
    } else {
      // Setting the row count drops the chunk's cached vector wrappers: the next rows go into a new chunk.
      this.chunk.rowCount = this.rows;
      this.appender.appendDataChunk(this.chunk);
      this.chunk = DuckDBDataChunk.create(this.types, CHUNK_ROWS);
      this.vectors = this.vectorsOf(this.chunk);
    }
    this.rows = 0;
  }

  /** Flushes the last rows and closes the appender; the table is then ready for queries. */
  close(): void {
    this.flush();
    this.appender.flushSync();
    this.appender.closeSync();
  }
}

export function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The scratch database stages rows with one thread (`SCRATCH_THREADS`): appending data chunks with a second DuckDB
 * thread cost about twice the CPU and time on 2 cores, taken from the scoring workers. Queries that sort and
 * write Parquet run with every core, through this.
 */
export const SCRATCH_THREADS = 1;

export async function withAllThreads<T>(connection: DuckDBConnection, work: () => Promise<T>): Promise<T> {
  await connection.run(`SET threads = ${availableParallelism()}`);
  try {
    return await work();
  } finally {
    await connection.run(`SET threads = ${SCRATCH_THREADS}`);
  }
}

export interface CopyByYearOptions {
  /** A SELECT whose rows are written; must have the timestamp column `timeColumn`. */
  select: string;
  timeColumn: string;
  /** Directory of the dataset inside the build, e.g. `<build>/prices/equ/daily`. */
  dir: string;
  orderBy: string;
  /** Columns of `select` used only for sorting (e.g. `_order`, an integer rank of assetCode), not written. */
  hidden?: readonly string[];
  /** Manifest key prefix, e.g. `prices/equ/daily`. */
  key: string;
  rowGroupSize?: number;
}

/** Writes `<dir>/year=<Y>/part-0.parquet` per year of the rows; returns row counts by `<key>/<year>`. */
export async function copyByYear(
  connection: DuckDBConnection,
  options: CopyByYearOptions,
): Promise<Record<string, number>> {
  return withAllThreads(connection, () => copyYears(connection, options));
}

async function copyYears(connection: DuckDBConnection, options: CopyByYearOptions): Promise<Record<string, number>> {
  await connection.run(`CREATE OR REPLACE TEMP TABLE copy_source AS ${options.select}`);
  const counts = await copyTableByYear(connection, {
    table: 'copy_source',
    timeColumn: options.timeColumn,
    dir: options.dir,
    key: options.key,
    orderBy: options.orderBy,
    hidden: options.hidden,
    rowGroupSize: options.rowGroupSize ?? 16_384,
  });
  await connection.run('DROP TABLE copy_source');
  return counts;
}

export interface CopyTableByYearOptions {
  /** The table whose rows are written. */
  table: string;
  /** An SQL condition on its rows beside the year's range (a table holding several datasets); default all. */
  where?: string;
  /** Its timestamp column the years are of. */
  timeColumn: string;
  /** Directory of the dataset inside the build. */
  dir: string;
  /** Manifest key prefix. */
  key: string;
  orderBy: string;
  /** Columns of the table not written (used only to select or sort the rows). */
  hidden?: readonly string[];
  rowGroupSize: number;
}

/**
 * Writes `<dir>/year=<Y>/part-0.parquet` per year of a table's rows, each sorted; returns row counts by
 * `<key>/<year>`. Runs on the connection's threads as set (copyByYear sets every core).
 */
export async function copyTableByYear(
  connection: DuckDBConnection,
  options: CopyTableByYearOptions,
): Promise<Record<string, number>> {
  const time = `"${options.timeColumn}"`;
  const where = options.where === undefined ? '' : `${options.where} AND `;
  const years = await connection.runAndReadAll(
    `SELECT year(${time}) AS y, count(*) FROM ${options.table}${options.where === undefined ? '' : ` WHERE ${options.where}`}
     GROUP BY y ORDER BY y`,
  );
  const counts: Record<string, number> = {};
  const hidden = options.hidden?.length ? ` EXCLUDE (${options.hidden.map((column) => `"${column}"`).join(', ')})` : '';
  for (const [year, count] of years.getRows() as [number, bigint][]) {
    const dir = join(options.dir, `year=${year}`);
    await mkdir(dir, { recursive: true });
    // A timestamp range rather than year() per row: the scan compares and prunes on the raw column.
    const from = `TIMESTAMP '${String(year).padStart(4, '0')}-01-01 00:00:00'`;
    const to = `TIMESTAMP '${String(Number(year) + 1).padStart(4, '0')}-01-01 00:00:00'`;
    await connection.run(
      `COPY (SELECT *${hidden} FROM ${options.table} WHERE ${where}${time} >= ${from} AND ${time} < ${to}
        ORDER BY ${options.orderBy})
       TO ${sqlText(join(dir, 'part-0.parquet'))} (FORMAT parquet, COMPRESSION snappy, ROW_GROUP_SIZE ${options.rowGroupSize})`,
    );
    counts[`${options.key}/${year}`] = Number(count);
  }
  return counts;
}

/** Writes one file `<path>` (no year partitions), returning its row count. */
export async function copyFile(connection: DuckDBConnection, select: string, path: string): Promise<number> {
  await mkdir(join(path, '..'), { recursive: true });
  await withAllThreads(connection, () =>
    connection.run(`COPY (${select}) TO ${sqlText(path)} (FORMAT parquet, COMPRESSION zstd)`),
  );
  const result = await connection.runAndReadAll(`SELECT count(*) FROM read_parquet(${sqlText(path)})`);
  return Number(result.getRows()[0]?.[0] ?? 0);
}
