/**
 * The hot layout of a published lake, held in memory once per build (ARCHITECTURE.md 'Storage': a published build
 * never changes, so what we read from it stays true until `current` points elsewhere).
 *
 * DuckDB reads the Parquet files once; we keep, per (class, frequency) dataset, the rows sorted by
 * (asset, dataType, window) as typed arrays: the window of each row, the start of each (asset, dataType)
 * segment, and each indicator column as it is first asked for. A one-asset series is then a binary search and a
 * slice, and a group snapshot a binary search per member, with no SQL planning, globbing or Parquet decoding per
 * request. Indicator columns load lazily so memory follows what the screens use (about 4 bytes per row each).
 */
import { type DuckDBConnection, DuckDBTypeId, INTEGER, LIST, listValue, VARCHAR } from '@duckdb/node-api';
import { MINUTE_MS, type UniverseClass } from '@moodwire/domain';
import type { Frequency } from '../build/aggregate-days';
import { DATA_TYPES, type DataType } from '../build/columns';
import { assetTable } from './lake-files';
import { datasetFiles } from './lake-sql';

const DATA_TYPE_COUNT = DATA_TYPES.length;

/** The lake's per-class datasets: rma (index classes), esgcor (ESG Core ranks), esgadv (ESG Advanced scores). */
export type DatasetRoot = 'rma' | 'esgcor' | 'esgadv';

/** One indicator column in dataset order; NaN is an empty cell (the lake's NULL). */
export type ColumnValues = Float32Array | Float64Array;

/** The reference fields of one class's assets, sorted by asset code. */
export interface ClassReference {
  codes: string[];
  names: string[];
  sectors: (string | null)[];
  exchangeCountries: (string | null)[];
}

type Runner = <T>(work: (connection: DuckDBConnection) => Promise<T>) => Promise<T>;

function number(value: unknown): number {
  return typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : Number.NaN;
}

/** Upper bound of the search: the first index in [lo, hi) whose value is greater than `value`. */
export function firstAbove(values: Int32Array, lo: number, hi: number, value: number): number {
  let low = lo;
  let high = hi;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((values[mid] ?? 0) <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Lower bound: the first index in [lo, hi) whose value is at least `value`. */
export function firstAtLeast(values: Int32Array, lo: number, hi: number, value: number): number {
  let low = lo;
  let high = hi;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((values[mid] ?? 0) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Indicator columns kept per build, in bytes, before the daily datasets are counted: room for about 60 daily
 * company columns of the demo lake. Each daily dataset opened adds what all its columns would take (the screens
 * and the data API ask for any indicator of any class by day: about 350 MB for the demo lake's daily datasets),
 * up to COLUMN_BUDGET_CAP_BYTES, so that a mix over every class and indicator does not evict and reload columns.
 */
export const COLUMN_BUDGET_BYTES = 256 * 2 ** 20;
/** The most the column budget grows to, whatever the lake's size. */
export const COLUMN_BUDGET_CAP_BYTES = 1024 * 2 ** 20;

/**
 * The loaded indicator columns of a build, least recently used first out once they take more than the budget,
 * so that a server that is asked for every indicator of every class does not end up holding the whole lake. An
 * evicted column stays valid for the requests still using it and is loaded again when next asked for.
 */
export class ColumnCache {
  private readonly entries = new Map<string, { values: Promise<ColumnValues>; bytes: number }>();
  private bytes = 0;

  private limit: number;

  constructor(
    budget: number = COLUMN_BUDGET_BYTES,
    private readonly cap: number = Math.max(budget, COLUMN_BUDGET_CAP_BYTES),
  ) {
    this.limit = budget;
  }

  /** Bytes the loaded columns may take before the least recently used go. */
  get budget(): number {
    return this.limit;
  }

  /** Makes room for `bytes` more (up to the cap): the columns of a dataset that the readers ask for in full. */
  grow(bytes: number): void {
    this.limit = Math.min(this.cap, this.limit + Math.max(0, bytes));
  }

  /** Bytes held by the loaded columns. */
  get heldBytes(): number {
    return this.bytes;
  }

  get(key: string, load: () => Promise<ColumnValues>): Promise<ColumnValues> {
    const known = this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.values;
    }
    const entry = { values: load(), bytes: 0 };
    this.entries.set(key, entry);
    entry.values.then(
      (values) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = values.byteLength;
        this.bytes += values.byteLength;
        this.evict(key);
      },
      // A failed load is not kept: the next request tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.values;
  }

  private evict(keep: string): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.limit) return;
      if (key === keep || entry.bytes === 0) continue; // the newest, or still loading
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}

/** One (class, frequency) dataset of the lake, rows grouped by (asset, dataType) and in window order. */
export class LakeDataset {
  /** ISO text of each window asked for (a few thousand distinct windows per dataset at most). */
  private readonly stamps = new Map<number, string>();

  constructor(
    private readonly run: Runner,
    /** Cache key prefix of this dataset's columns (`equ/daily`). */
    private readonly name: string,
    private readonly cache: ColumnCache,
    private readonly files: readonly string[],
    /** Asset codes present in the dataset, sorted. */
    readonly codes: readonly string[],
    private readonly indexOf: ReadonlyMap<string, number>,
    /** Start of segment `asset * 4 + dataType`; segment s spans [starts[s], starts[s + 1]). */
    readonly starts: Int32Array,
    /** Window of each row, minutes since the epoch. */
    readonly minutes: Int32Array,
    /** Dataset position of each Parquet row (files in order, rows in file order). */
    private readonly positions: Int32Array,
    /** The last window of the dataset (minutes), or NaN when it has no rows. */
    readonly lastMinute: number,
    /** Bytes per row of all the indicator columns once loaded (4 per FLOAT column, 8 per DOUBLE). */
    private readonly indicatorBytesPerRow = 0,
    /** Names of the files' columns (empty when the dataset has no files). */
    readonly columnNames: ReadonlySet<string> = new Set(),
  ) {}

  get rowCount(): number {
    return this.minutes.length;
  }

  /** The rows [start, end) of one asset and dataType, or null when the asset has none in this dataset. */
  segment(assetCode: string, dataType: DataType): [number, number] | null {
    const asset = this.indexOf.get(assetCode);
    if (asset === undefined) return null;
    const s = asset * DATA_TYPE_COUNT + DATA_TYPES.indexOf(dataType);
    return [this.starts[s] ?? 0, this.starts[s + 1] ?? 0];
  }

  /** The window of row `row` as ISO text (`2025-06-20T20:30:00.000Z`). */
  windowTimestamp(row: number): string {
    const minute = this.minutes[row] ?? 0;
    let stamp = this.stamps.get(minute);
    if (stamp === undefined) {
      stamp = new Date(minute * MINUTE_MS).toISOString();
      this.stamps.set(minute, stamp);
    }
    return stamp;
  }

  /** The values of one indicator column (the code is checked against the class layout by the caller). */
  column(code: string): Promise<ColumnValues> {
    return this.cache.get(`${this.name}/${code}`, () => this.loadColumn(code));
  }

  private async loadColumn(code: string): Promise<ColumnValues> {
    if (this.files.length === 0) return new Float64Array(0);
    return this.run(async (connection) => {
      // A plain scan keeps the files' order (DuckDB preserves insertion order by default), so the n-th value
      // read is Parquet row n of the dataset: no row number is computed or read per row. The count is checked.
      const result = await connection.stream(
        `SELECT "${code}" FROM read_parquet($files, hive_partitioning = false)`,
        { files: listValue([...this.files]) },
        { files: FILE_PARAMETER_TYPES.files },
      );
      // Ratios are FLOAT in the lake: a Float32Array holds them exactly in half the memory of doubles.
      const isFloat = result.columnType(0).typeId === DuckDBTypeId.FLOAT;
      const values = isFloat ? new Float32Array(this.rowCount) : new Float64Array(this.rowCount);
      values.fill(Number.NaN);
      const positions = this.positions;
      let g = 0;
      for await (const chunk of result) {
        // rowCount is a native call: read it once per chunk.
        const count = chunk.rowCount;
        if (g + count > positions.length) break;
        const value = chunk.getColumnVector(0);
        for (let i = 0; i < count; i++, g++) {
          const at = positions[g] ?? -1;
          if (at < 0) continue;
          const cell = value.getItem(i);
          if (cell !== null) values[at] = number(cell);
        }
      }
      if (g !== positions.length) throw new Error(`${this.name}/${code}: read ${g} rows of ${positions.length}`);
      return values;
    });
  }

  /** Bytes that every indicator column of this dataset would take once loaded. */
  get allColumnsBytes(): number {
    return this.rowCount * this.indicatorBytesPerRow;
  }
}

/** A row's place in the dataset: the rows of the files before its file, plus its row number in the file. */
const GLOBAL_ROW = 'CAST(list_extract($offsets, CAST(file_index AS BIGINT) + 1) + file_row_number AS INTEGER)';
const FILE_PARAMETER_TYPES = { files: LIST(VARCHAR), offsets: LIST(INTEGER) };

function fileParameters(files: readonly string[], offsets: readonly number[]) {
  return { files: listValue([...files]), offsets: listValue([...offsets]) };
}

/** Sorts the rows of segment [start, end) by window when the files did not already give them in order. */
function sortSegment(minutes: Int32Array, positions: Int32Array, sources: Int32Array, start: number, end: number) {
  const order = Array.from({ length: end - start }, (_, i) => start + i).sort(
    (a, b) => (minutes[a] ?? 0) - (minutes[b] ?? 0),
  );
  const sortedMinutes = order.map((i) => minutes[i] ?? 0);
  const sortedSources = order.map((i) => sources[i] ?? 0);
  for (let k = 0; k < order.length; k++) {
    minutes[start + k] = sortedMinutes[k] ?? 0;
    const source = sortedSources[k] ?? 0;
    sources[start + k] = source;
    positions[source] = start + k;
  }
}

async function loadDataset(
  run: Runner,
  cache: ColumnCache,
  lakeDir: string,
  root: DatasetRoot,
  assetClass: string,
  frequency: Frequency,
): Promise<LakeDataset> {
  // rma keeps its historical key (`equ/daily`); the ESG datasets are prefixed by their root.
  const name = root === 'rma' ? `${assetClass}/${frequency}` : `${root}/${assetClass}/${frequency}`;
  const files = await datasetFiles(lakeDir, [root, assetClass, frequency]);
  if (files.length === 0) {
    const empty = new Int32Array(0);
    return new LakeDataset(run, name, cache, files, [], new Map(), new Int32Array(1), empty, empty, Number.NaN);
  }
  return run(async (connection) => {
    const counts = await connection.runAndReadAll(
      `SELECT CAST(file_index AS INTEGER) AS f, count(*) FROM read_parquet($files, hive_partitioning = false)
       GROUP BY f ORDER BY f`,
      { files: listValue(files) },
      { files: LIST(VARCHAR) },
    );
    const countOf = new Map(counts.getRows().map((row) => [number(row[0]), number(row[1])]));
    const fileOffsets: number[] = [];
    let total = 0;
    for (let f = 0; f < files.length; f++) {
      fileOffsets.push(total);
      total += countOf.get(f) ?? 0;
    }
    const parameters = fileParameters(files, fileOffsets);
    const shape = await connection.stream(
      'SELECT * FROM read_parquet($files, hive_partitioning = false) LIMIT 0',
      { files: parameters.files },
      { files: FILE_PARAMETER_TYPES.files },
    );
    let indicatorBytesPerRow = 0;
    const columnNames = new Set<string>();
    for (let c = 0; c < shape.columnCount; c++) {
      columnNames.add(shape.columnName(c));
      const typeId = shape.columnTypeId(c);
      if (typeId === DuckDBTypeId.FLOAT) indicatorBytesPerRow += 4;
      else if (typeId === DuckDBTypeId.DOUBLE) indicatorBytesPerRow += 8;
    }
    const codeRows = await connection.runAndReadAll(
      `SELECT DISTINCT "assetCode" FROM read_parquet($files, hive_partitioning = false) ORDER BY 1`,
      { files: parameters.files },
      { files: FILE_PARAMETER_TYPES.files },
    );
    const codes = codeRows.getRows().map((row) => String(row[0]));
    // The segment (asset * 4 + dataType) computed by DuckDB, so that no string crosses into JS per row.
    const keys = await connection.stream(
      `WITH codes AS (
         SELECT code, CAST(row_number() OVER (ORDER BY code) - 1 AS INTEGER) AS asset
         FROM (SELECT DISTINCT "assetCode" AS code FROM read_parquet($files, hive_partitioning = false))
       ),
       keyed AS (
         SELECT ${GLOBAL_ROW} AS g, c.asset, CAST(list_position($dataTypes, d."dataType") - 1 AS INTEGER) AS dt,
                CAST(epoch_ms(d."windowTimestamp") // ${MINUTE_MS} AS INTEGER) AS minute
         FROM read_parquet($files, file_row_number = true, hive_partitioning = false) d
         JOIN codes c ON c.code = d."assetCode"
       )
       SELECT g, CASE WHEN dt < 0 THEN -1 ELSE asset * ${DATA_TYPE_COUNT} + dt END, minute FROM keyed`,
      { ...parameters, dataTypes: listValue([...DATA_TYPES]) },
      { ...FILE_PARAMETER_TYPES, dataTypes: LIST(VARCHAR) },
    );
    // Segment and window of each Parquet row, by its place in the files; -1 = a dataType this layer does not know.
    const segmentOf = new Int32Array(total).fill(-1);
    const minuteOf = new Int32Array(total);
    for await (const chunk of keys) {
      const count = chunk.rowCount;
      const row = chunk.getColumnVector(0);
      const segment = chunk.getColumnVector(1);
      const minute = chunk.getColumnVector(2);
      for (let i = 0; i < count; i++) {
        const at = row.getItem(i) as number;
        segmentOf[at] = segment.getItem(i) as number;
        minuteOf[at] = minute.getItem(i) as number;
      }
    }
    // Counting sort by segment; rows keep file order inside a segment, which is window order for files
    // written sorted by (asset, window) per year partition, checked (and repaired) below.
    const segments = codes.length * DATA_TYPE_COUNT;
    const starts = new Int32Array(segments + 1);
    for (let g = 0; g < total; g++) {
      const s = segmentOf[g] ?? -1;
      if (s >= 0) starts[s + 1] = (starts[s + 1] ?? 0) + 1;
    }
    for (let s = 0; s < segments; s++) starts[s + 1] = (starts[s + 1] ?? 0) + (starts[s] ?? 0);
    const rows = starts[segments] ?? 0;
    const cursor = starts.slice(0, segments);
    const minutes = new Int32Array(rows);
    const positions = new Int32Array(total).fill(-1);
    const sources = new Int32Array(rows);
    let lastMinute = Number.NaN;
    for (let g = 0; g < total; g++) {
      const s = segmentOf[g] ?? -1;
      if (s < 0) continue;
      const at = cursor[s] ?? 0;
      cursor[s] = at + 1;
      const minute = minuteOf[g] ?? 0;
      minutes[at] = minute;
      positions[g] = at;
      sources[at] = g;
      if (!(minute <= lastMinute)) lastMinute = minute;
    }
    for (let s = 0; s < segments; s++) {
      const start = starts[s] ?? 0;
      const end = starts[s + 1] ?? 0;
      for (let i = start + 1; i < end; i++) {
        if ((minutes[i] ?? 0) < (minutes[i - 1] ?? 0)) {
          sortSegment(minutes, positions, sources, start, end);
          break;
        }
      }
    }
    const indexOf = new Map(codes.map((code, i) => [code, i]));
    return new LakeDataset(
      run,
      name,
      cache,
      files,
      codes,
      indexOf,
      starts,
      minutes,
      positions,
      lastMinute,
      indicatorBytesPerRow,
      columnNames,
    );
  });
}

async function loadReference(run: Runner, lakeDir: string): Promise<Map<string, ClassReference>> {
  return run(async (connection) => {
    const result = await connection.runAndReadAll(
      `SELECT "assetClass", "assetCode", name, sector, "exchangeCountry" FROM read_parquet($file)
       ORDER BY "assetClass", "assetCode"`,
      { file: assetTable(lakeDir) },
    );
    const byClass = new Map<string, ClassReference>();
    for (const row of result.getRows()) {
      const assetClass = String(row[0]);
      let reference = byClass.get(assetClass);
      if (!reference) {
        reference = { codes: [], names: [], sectors: [], exchangeCountries: [] };
        byClass.set(assetClass, reference);
      }
      reference.codes.push(String(row[1]));
      reference.names.push(String(row[2]));
      reference.sectors.push(row[3] === null ? null : String(row[3]));
      reference.exchangeCountries.push(row[4] === null ? null : String(row[4]));
    }
    return byClass;
  });
}

const EMPTY_REFERENCE: ClassReference = { codes: [], names: [], sectors: [], exchangeCountries: [] };

/** Everything the read layer keeps of one published build; parts load on first use and stay. */
export class LakeStore {
  private readonly datasets = new Map<string, Promise<LakeDataset>>();
  /** The loaded indicator columns of every dataset of the build, under one memory budget. */
  readonly columns = new ColumnCache();
  private reference: Promise<Map<string, ClassReference>> | undefined;

  constructor(
    /** The build's directory (the resolved `current`). */
    readonly lakeDir: string,
    private readonly run: Runner,
  ) {}

  /** A rma dataset by its index class, or an ESG dataset (root esgcor/esgadv) by its ESG class (equcor, equesg). */
  dataset(assetClass: UniverseClass, frequency: Frequency): Promise<LakeDataset>;
  dataset(assetClass: string, frequency: Frequency, root: DatasetRoot): Promise<LakeDataset>;
  dataset(assetClass: string, frequency: Frequency, root: DatasetRoot = 'rma'): Promise<LakeDataset> {
    const key = `${root}/${assetClass}/${frequency}`;
    let pending = this.datasets.get(key);
    if (!pending) {
      pending = loadDataset(this.run, this.columns, this.lakeDir, root, assetClass, frequency);
      if (frequency === 'daily')
        pending.then(
          (dataset) => this.columns.grow(dataset.allColumnsBytes),
          () => {},
        );
      pending.catch(() => this.datasets.delete(key));
      this.datasets.set(key, pending);
    }
    return pending;
  }

  async classReference(assetClass: UniverseClass): Promise<ClassReference> {
    if (!this.reference) {
      const pending = loadReference(this.run, this.lakeDir);
      pending.catch(() => {
        this.reference = undefined;
      });
      this.reference = pending;
    }
    return (await this.reference).get(assetClass) ?? EMPTY_REFERENCE;
  }
}
