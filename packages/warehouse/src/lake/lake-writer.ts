/**
 * Writes index rows into the lake (ARCHITECTURE.md 'Storage'): rows go through DuckDB appenders (whole data
 * chunks, not value by value) into one staging table per (class, frequency) in a scratch database inside the
 * build directory, then `COPY ... TO (FORMAT parquet)` writes one file per year, sorted by (asset, time) so that
 * readers prune row groups. Snappy rather than zstd: on 2 cores zstd made the Parquet writes about 40% slower for
 * files that are only somewhat smaller. Empty cells are staged as NaN (no null bitmap to maintain) and written as NULL.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DOUBLE,
  type DuckDBAppender,
  type DuckDBConnection,
  DuckDBDataChunk,
  DuckDBInstance,
  type DuckDBVector,
  FLOAT,
  INTEGER,
} from '@duckdb/node-api';
import { esgVariantClass, HOUR_MS, MINUTE_MS, type UniverseClass } from '@moodwire/domain';
import type { Frequency, RowCells, RowSink } from '../build/aggregate-days';
import {
  type ClassLayout,
  DATA_TYPES,
  ENGINE_ESG_BUZZ,
  ESG_LAYOUTS,
  type IndicatorColumn,
  LAYOUTS,
  rowValues,
  SYSTEM_VERSION,
} from '../build/columns';
import type { ReferenceAsset } from '../universe/types';
import { SCRATCH_THREADS, withAllThreads } from './column-table';
import { numericItems } from './vector-items';

const CHUNK_ROWS = 2048;
const HOUR_MINUTES = HOUR_MS / MINUTE_MS;
/** asset, minute, data_type, hours (the row stands for this many hourly stamps from its minute on). */
const KEY_COLUMNS = 4;
/** DuckDB's memory for the scratch database; what exceeds it spills to `.scratch/spill`. */
const MEMORY_LIMIT = '2GB';
const COPY_MEMORY_LIMIT = '1280MB';
/** Rows per Parquet row group: small enough that a one-asset read skips most of a file. */
export const ROW_GROUP_SIZE = 16_384;

interface Staging {
  layout: ClassLayout;
  frequency: Frequency;
  table: string;
  appender: DuckDBAppender;
  chunk: DuckDBDataChunk;
  /** The chunk's column vectors, written in JS and copied to DuckDB once per chunk. */
  vectors: DuckDBVector[];
  /** The same vectors by type, each list of one vector class (so that each write loop calls one setItem). */
  keyVectors: DuckDBVector<number>[];
  floatVectors: DuckDBVector<number>[];
  doubleVectors: DuckDBVector<number>[];
  /** Positions in `values` of the FLOAT and the DOUBLE columns. */
  floatColumns: Int32Array;
  doubleColumns: Int32Array;
  /** The same vectors' cell arrays, written directly (lake/vector-items.ts); undefined: write with setItem. */
  direct: DirectItems | undefined;
  rows: number;
  values: Float64Array;
  staged: number;
  /** Hourly: the values of each (asset, dataType)'s open run, reused for a row that repeats it. */
  lastValues: Float64Array | undefined;
  /** Hourly: per (asset, dataType), the minute of its open run's first stamp (-1: none) and its stamps. */
  runStart: Int32Array | undefined;
  runHours: Int32Array | undefined;
}

interface DirectItems {
  keys: Int32Array[];
  floats: Float32Array[];
  doubles: Float64Array[];
}

/** The cell arrays of a chunk's vectors when every one has its expected kind (staged cells are never null). */
function directItemsOf(staging: Staging): DirectItems | undefined {
  const keys = staging.keyVectors.map((vector) => numericItems(vector, CHUNK_ROWS));
  const floats = staging.floatVectors.map((vector) => numericItems(vector, CHUNK_ROWS));
  const doubles = staging.doubleVectors.map((vector) => numericItems(vector, CHUNK_ROWS));
  const isAll = <T>(list: unknown[], type: new (...args: never[]) => T): list is T[] =>
    list.every((items) => items instanceof type);
  if (!isAll(keys, Int32Array) || !isAll(floats, Float32Array) || !isAll(doubles, Float64Array)) return undefined;
  return { keys, floats, doubles };
}

/** Stages one row in a staging table. */
type StageRow = (staging: Staging, ...row: RowCells) => void;

/** Rows written per dataset / class / frequency / year, as the manifest lists them. */
export type RowCounts = Record<string, number>;

export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** Ratios are staged (and written) as FLOAT: 7 significant digits, half the memory; counts stay DOUBLE. */
function stagingType(column: IndicatorColumn): 'DOUBLE' | 'FLOAT' {
  return column.kind === 'mentions' || column.kind === 'count' ? 'DOUBLE' : 'FLOAT';
}

function stagingTypes(layout: ClassLayout) {
  return [
    INTEGER,
    INTEGER,
    INTEGER,
    INTEGER,
    ...layout.columns.map((column) => (stagingType(column) === 'DOUBLE' ? DOUBLE : FLOAT)),
  ];
}

function vectorsOf(chunk: DuckDBDataChunk): DuckDBVector[] {
  return Array.from({ length: chunk.columnCount }, (_, c) => chunk.getColumnVector(c));
}

/** Points the staging at a fresh chunk and its vectors. */
function attachChunk(staging: Staging, chunk: DuckDBDataChunk): void {
  const vectors = vectorsOf(chunk) as DuckDBVector<number>[];
  staging.chunk = chunk;
  staging.vectors = vectors;
  staging.keyVectors = vectors.slice(0, KEY_COLUMNS);
  staging.floatVectors = Array.from(staging.floatColumns, (i) => vectors[KEY_COLUMNS + i] as DuckDBVector<number>);
  staging.doubleVectors = Array.from(staging.doubleColumns, (i) => vectors[KEY_COLUMNS + i] as DuckDBVector<number>);
  staging.direct = directItemsOf(staging);
}

export class LakeWriter implements RowSink {
  private readonly staging = new Map<string, Staging>();
  /** The staging of each asset's rma rows and of its esgadv rows (none outside the esgadv coverage), by frequency. */
  private readonly rmaRoutes = new Map<Frequency, (Staging | undefined)[]>();
  private readonly esgRoutes = new Map<Frequency, (Staging | undefined)[]>();

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    private readonly scratch: string,
    private readonly assets: readonly ReferenceAsset[],
  ) {}

  /** Opens the scratch database in `<buildDir>/.scratch`. */
  static async open(buildDir: string, assets: readonly ReferenceAsset[]): Promise<LakeWriter> {
    const scratch = join(buildDir, '.scratch');
    await mkdir(scratch, { recursive: true });
    // In memory (no write-ahead log to disk); what exceeds the limit spills to the scratch directory.
    const instance = await DuckDBInstance.create(':memory:', {
      memory_limit: MEMORY_LIMIT,
      temp_directory: join(scratch, 'spill'),
      preserve_insertion_order: 'false',
      threads: String(SCRATCH_THREADS),
    });
    const connection = await instance.connect();
    return new LakeWriter(instance, connection, scratch, assets);
  }

  /** The DuckDB connection of the scratch database (derived datasets stage their tables here too). */
  get sql(): DuckDBConnection {
    return this.connection;
  }

  private async stagingFor(layout: ClassLayout, frequency: Frequency): Promise<Staging> {
    const name = `${layout.dataset}_${layout.assetClass}_${frequency}`;
    const existing = this.staging.get(name);
    if (existing) return existing;
    const table = `stage_${name}`;
    const columns = layout.columns.map((column, i) => `c${i} ${stagingType(column)}`).join(', ');
    await this.connection.run(
      `CREATE TABLE ${table} (asset INTEGER, minute INTEGER, data_type INTEGER, hours INTEGER, ${columns})`,
    );
    const appender = await this.connection.createAppender(table);
    const positions = layout.columns.map((column, i) => [stagingType(column), i] as const);
    const staging: Staging = {
      layout,
      frequency,
      table,
      appender,
      chunk: DuckDBDataChunk.create(stagingTypes(layout), CHUNK_ROWS),
      vectors: [],
      keyVectors: [],
      floatVectors: [],
      doubleVectors: [],
      floatColumns: Int32Array.from(positions.filter(([type]) => type === 'FLOAT').map(([, i]) => i)),
      doubleColumns: Int32Array.from(positions.filter(([type]) => type === 'DOUBLE').map(([, i]) => i)),
      direct: undefined,
      rows: 0,
      values: new Float64Array(layout.columns.length),
      staged: 0,
      lastValues: undefined,
      runStart: undefined,
      runHours: undefined,
    };
    attachChunk(staging, staging.chunk);
    this.staging.set(name, staging);
    return staging;
  }

  /** Creates the staging tables up front (appenders need them before rows arrive synchronously). */
  async prepare(classes: readonly UniverseClass[], frequencies: readonly Frequency[]): Promise<void> {
    for (const assetClass of classes) {
      for (const frequency of frequencies) await this.stagingFor(LAYOUTS[assetClass], frequency);
    }
    for (const layout of Object.values(ESG_LAYOUTS)) {
      for (const frequency of frequencies) await this.stagingFor(layout, frequency);
    }
    for (const frequency of frequencies) {
      this.rmaRoutes.set(
        frequency,
        this.assets.map((asset) => this.staging.get(`rma_${asset.class}_${frequency}`)),
      );
      // ESG Advanced rows (anchor facts §1b): companies in the esgadv coverage and countries.
      this.esgRoutes.set(
        frequency,
        this.assets.map((asset) => {
          const esgClass = esgVariantClass(asset.class, 'esg');
          if (!esgClass || !(asset.esgCoverage?.includes('esgadv') ?? false)) return undefined;
          return this.staging.get(`esgadv_${esgClass}_${frequency}`);
        }),
      );
    }
  }

  // The row methods are typed arrows (RowCells once, in aggregate-days.ts): called with plain arguments per row,
  // nothing is spread or allocated on the hot path.
  readonly add: RowSink['add'] = (frequency, asset, stamp, dataType, mentions, sums, isUnchanged) => {
    const staging = this.rmaRoutes.get(frequency)?.[asset];
    if (staging) this.stage(staging, asset, stamp, dataType, mentions, sums, isUnchanged);
    else if (this.assets[asset]) throw new Error(`no staging table for ${this.assets[asset]?.class} ${frequency}`);
  };

  /**
   * Adds the ESG Advanced row of a company or country window (anchor facts §1b): only when the window has ESG
   * references (the package's buzz), and for companies only when the asset is in the esgadv coverage.
   */
  readonly addEsg: RowSink['add'] = (frequency, asset, stamp, dataType, mentions, sums, isUnchanged) => {
    const staging = this.esgRoutes.get(frequency)?.[asset];
    if (staging && (sums[ENGINE_ESG_BUZZ] as number) > 0) {
      this.stage(staging, asset, stamp, dataType, mentions, sums, isUnchanged);
    }
  };

  /**
   * Hourly rows repeat: most assets are quiet from one hour to the next, and a row that repeats the previous
   * stamp's row of its (asset, dataType) only lengthens that row's run. A run is staged once, as its first row
   * and its number of hourly stamps, and written out stamp by stamp by the Parquet COPY (`expandedRows`): the
   * rows of the files are the same, but the main thread appends a fraction of them to DuckDB (issue 13).
   */
  private readonly stage: StageRow = (staging, asset, stamp, dataType, mentions, sums, isUnchanged) => {
    const minute = Math.round(stamp / MINUTE_MS);
    if (isUnchanged === undefined) {
      rowValues(staging.layout, mentions, sums, staging.values);
      this.put(staging, asset, minute, dataType, 1, staging.values);
      return;
    }
    const width = staging.values.length;
    const slots = this.assets.length * DATA_TYPES.length;
    staging.lastValues ??= new Float64Array(slots * width);
    staging.runStart ??= new Int32Array(slots).fill(-1);
    staging.runHours ??= new Int32Array(slots);
    const { runStart, runHours } = staging;
    const slot = asset * DATA_TYPES.length + dataType;
    const values = staging.lastValues.subarray(slot * width, slot * width + width);
    const start = runStart[slot] as number;
    const hours = runHours[slot] as number;
    // A repeat extends the run only when it is the very next stamp (a gap is a new row even with equal values).
    if (isUnchanged && start >= 0 && start + hours * HOUR_MINUTES === minute) {
      runHours[slot] = hours + 1;
      return;
    }
    if (start >= 0) this.put(staging, asset, start, dataType, hours, values);
    if (!isUnchanged) rowValues(staging.layout, mentions, sums, values);
    runStart[slot] = minute;
    runHours[slot] = 1;
  };

  /** Stages the open runs (after the last hourly stamp). */
  private closeRuns(staging: Staging): void {
    const { runStart, runHours, lastValues } = staging;
    if (!runStart || !runHours || !lastValues) return;
    const width = staging.values.length;
    for (let slot = 0; slot < runStart.length; slot++) {
      const start = runStart[slot] as number;
      if (start < 0) continue;
      const values = lastValues.subarray(slot * width, slot * width + width);
      const asset = Math.floor(slot / DATA_TYPES.length);
      this.put(staging, asset, start, slot % DATA_TYPES.length, runHours[slot] as number, values);
      runStart[slot] = -1;
    }
  }

  /** Writes one staged row into the chunk (appended when full). */
  private put(staging: Staging, asset: number, minute: number, dataType: number, hours: number, values: Float64Array) {
    const { keyVectors, floatVectors, doubleVectors, floatColumns, doubleColumns } = staging;
    const row = staging.rows;
    const direct = staging.direct;
    if (direct) {
      // The same stores setItem makes, without its per-cell call and validity update.
      const { keys, floats, doubles } = direct;
      (keys[0] as Int32Array)[row] = asset;
      (keys[1] as Int32Array)[row] = minute;
      (keys[2] as Int32Array)[row] = dataType;
      (keys[3] as Int32Array)[row] = hours;
      for (let j = 0; j < floats.length; j++)
        (floats[j] as Float32Array)[row] = values[floatColumns[j] as number] as number;
      for (let j = 0; j < doubles.length; j++) {
        (doubles[j] as Float64Array)[row] = values[doubleColumns[j] as number] as number;
      }
    } else {
      (keyVectors[0] as DuckDBVector<number>).setItem(row, asset);
      (keyVectors[1] as DuckDBVector<number>).setItem(row, minute);
      (keyVectors[2] as DuckDBVector<number>).setItem(row, dataType);
      (keyVectors[3] as DuckDBVector<number>).setItem(row, hours);
      for (let j = 0; j < floatVectors.length; j++) {
        (floatVectors[j] as DuckDBVector<number>).setItem(row, values[floatColumns[j] as number] as number);
      }
      for (let j = 0; j < doubleVectors.length; j++) {
        (doubleVectors[j] as DuckDBVector<number>).setItem(row, values[doubleColumns[j] as number] as number);
      }
    }
    staging.rows++;
    staging.staged++;
    if (staging.rows === CHUNK_ROWS) this.flushChunk(staging);
  }

  private flushChunk(staging: Staging): void {
    if (staging.rows === 0) return;
    const { chunk } = staging;
    for (const vector of staging.vectors) vector.flush();
    if (staging.rows === CHUNK_ROWS) {
      // A full chunk is appended (DuckDB copies it) and then filled again: making a chunk and its vector
      // wrappers costs more than filling them.
      staging.appender.appendDataChunk(chunk);
    } else {
      // Setting the row count drops the chunk's cached vector wrappers: the next rows go into a new chunk.
      chunk.rowCount = staging.rows;
      staging.appender.appendDataChunk(chunk);
      attachChunk(staging, DuckDBDataChunk.create(stagingTypes(staging.layout), CHUNK_ROWS));
    }
    staging.rows = 0;
  }

  /**
   * Writes every staging table as Parquet under `<buildDir>/rma/<class>/<frequency>/year=<Y>/part-0.parquet`,
   * plus the reference asset table; returns the row counts.
   */
  async writeParquet(buildDir: string): Promise<RowCounts> {
    for (const staging of this.staging.values()) {
      this.closeRuns(staging);
      this.flushChunk(staging);
      staging.appender.flushSync();
      staging.appender.closeSync();
    }
    await this.writeAssetTable();
    // The index copies are the build's peak of memory (issue 13's 4 GiB budget): their sorts run beside every
    // staged row and the JavaScript of the build. A lower limit for them alone bounds the peak; they were no
    // slower with it (the largest file: 7.6 s at 1.5 GB, 8.2-8.8 s at 2 GB), while the derived datasets that
    // follow were (they keep the full limit).
    await this.connection.run(`SET memory_limit = '${COPY_MEMORY_LIMIT}'`);
    try {
      return await withAllThreads(this.connection, () => this.copyStagingTables(buildDir));
    } finally {
      await this.connection.run(`SET memory_limit = '${MEMORY_LIMIT}'`);
    }
  }

  private async copyStagingTables(buildDir: string): Promise<RowCounts> {
    const counts: RowCounts = {};
    const dataTypes = `[${DATA_TYPES.map(sqlString).join(', ')}]`;
    for (const staging of this.staging.values()) {
      if (staging.staged === 0) continue;
      const { layout, frequency } = staging;
      // Every staged row as the hourly stamps of its run (one stamp for daily rows).
      const table = 'expanded_rows';
      await this.connection.run(
        `CREATE OR REPLACE TEMP VIEW ${table} AS
          SELECT * EXCLUDE (minute, hours), CAST(minute + ${HOUR_MINUTES} * unnest(range(hours)) AS INTEGER) AS minute
          FROM ${staging.table}`,
      );
      // One pass for the years and their row counts; each year's file then selects its rows by a minute range
      // (an integer comparison the scan can prune on) instead of converting every row's minute to a year.
      const years = await this.connection.runAndReadAll(
        `SELECT year(make_timestamp(CAST(minute AS BIGINT) * 60000000)) AS y, count(*) FROM ${table} GROUP BY y ORDER BY y`,
      );
      // The id's text up to the asset code depends only on (minute, dataType): built once per distinct pair and
      // joined, rather than formatted for every row.
      await this.connection.run(
        `CREATE OR REPLACE TEMP TABLE id_prefix AS
          SELECT m.minute, d.range AS data_type, make_timestamp(CAST(m.minute AS BIGINT) * 60000000) AS ts,
            ${dataTypes}[d.range + 1] AS dt,
            'mp:' || strftime(make_timestamp(CAST(m.minute AS BIGINT) * 60000000), '%Y-%m-%d_%H.%M.%S') || '.' ||
              ${dataTypes}[d.range + 1] || '.' || ${sqlString(layout.fileCode)} || '.' AS prefix
          FROM (SELECT DISTINCT minute FROM ${table}) m CROSS JOIN range(${DATA_TYPES.length}) d`,
      );
      const select = layout.columns.map((column, i) => {
        const value = `nullif(c${i}, CAST('NaN' AS ${stagingType(column)}))`;
        const type = column.kind === 'mentions' ? 'INTEGER' : column.kind === 'count' ? 'DOUBLE' : 'FLOAT';
        return `CAST(${value} AS ${type}) AS "${column.code}"`;
      });
      for (const [year, count] of years.getRows() as [number, bigint][]) {
        const dir = join(buildDir, layout.dataset, layout.assetClass, frequency, `year=${year}`);
        await mkdir(dir, { recursive: true });
        const file = join(dir, 'part-0.parquet');
        const from = Date.UTC(Number(year), 0, 1) / MINUTE_MS;
        const to = Date.UTC(Number(year) + 1, 0, 1) / MINUTE_MS;
        // Sorted by (assetCode, time, dataType): code_order is the rank of assetCode, an integer sort key.
        await this.connection.run(
          `COPY (
            SELECT p.prefix || a."assetCode" AS id,
              a."assetCode" AS "assetCode",
              ${layout.hasTicker ? 'a.ticker AS "ticker",' : ''}
              p.ts AS "windowTimestamp", p.dt AS "dataType", ${sqlString(SYSTEM_VERSION)} AS "systemVersion",
              ${select.join(',\n              ')}
            FROM ${table} s
            JOIN asset_order a ON a.asset = s.asset
            JOIN id_prefix p ON p.minute = s.minute AND p.data_type = s.data_type
            WHERE s.minute >= ${from} AND s.minute < ${to}
            ORDER BY a.code_order, s.minute, s.data_type
          ) TO ${sqlString(file)} (FORMAT parquet, COMPRESSION snappy, ROW_GROUP_SIZE ${ROW_GROUP_SIZE})`,
        );
        counts[`${layout.dataset}/${layout.assetClass}/${frequency}/${year}`] = Number(count);
      }
      await this.connection.run('DROP TABLE id_prefix');
      await this.connection.run(`DROP VIEW ${table}`);
      await this.connection.run(`DROP TABLE ${staging.table}`);
    }
    return counts;
  }

  private async writeAssetTable(): Promise<void> {
    await this.connection.run(
      `CREATE OR REPLACE TABLE assets (asset INTEGER, assetCode VARCHAR, ticker VARCHAR, assetClass VARCHAR,
        name VARCHAR, domicile VARCHAR, exchangeCountry VARCHAR, sector VARCHAR)`,
    );
    const appender = await this.connection.createAppender('assets');
    this.assets.forEach((asset, i) => {
      appender.appendInteger(i);
      appender.appendVarchar(asset.id);
      if (asset.ticker) appender.appendVarchar(asset.ticker);
      else appender.appendNull();
      appender.appendVarchar(asset.class);
      appender.appendVarchar(asset.name);
      for (const value of [asset.domicile, asset.exchangeCountry, asset.sector]) {
        if (value) appender.appendVarchar(value);
        else appender.appendNull();
      }
      appender.endRow();
    });
    appender.flushSync();
    appender.closeSync();
    // The assets with code_order, the rank of assetCode: Parquet files sorted by assetCode sort on this integer.
    await this.connection.run(
      `CREATE OR REPLACE TABLE asset_order AS
        SELECT *, CAST(rank() OVER (ORDER BY "assetCode") AS INTEGER) AS code_order FROM assets`,
    );
  }

  /** Closes the scratch database and deletes it. */
  async close(): Promise<void> {
    this.connection.closeSync();
    this.instance.closeSync();
    await rm(this.scratch, { recursive: true, force: true });
  }
}
