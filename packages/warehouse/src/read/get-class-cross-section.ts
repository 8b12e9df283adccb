/**
 * Every indicator of every asset of a class on one day, in one read: what a panel of "all indicators of this
 * asset, with change and rank in its group" needs. The group snapshot reads one indicator column of the in-memory
 * store at a time (about 60 columns for a company would take most of the store's column budget and seconds to
 * load); here DuckDB scans the class's daily files once and keeps only each asset's two rows that matter, and the
 * answer is kept per build (a published build never changes) for the few (class, source, day, period) keys that
 * screens ask for.
 *
 * Same rule as getGroupSnapshot: a value is the one of its own day (issue 13). An asset's level is its row of the
 * day's window (20:30 UTC), its previous level its row of the window `period` days earlier; a day without a row is
 * NA (NaN here), never an earlier day carried forward.
 */
import { timestampValue } from '@duckdb/node-api';
import { type AssetClassCode, DAY_MS, listIndicators, MINUTE_MS, startOfDay } from '@moodwire/domain';
import { type DataType, LAYOUTS } from '../build/columns';
import { checkEsgRead, cutMinutesOf, esgDatasetRoot, isEsgDatasetClass, RMA_CUT_MINUTES } from './class-dataset';
import { checkClass, checkDataType, checkDate } from './lake-files';
import { datasetColumns, datasetFiles, filesParameter, PARQUET_SOURCE, quoteIdentifier } from './lake-sql';
import { ReadError } from './read-error';
import { openLakeStore, withLake } from './read-pool';

export interface GetClassCrossSectionOptions {
  /**
   * An index class (rma dataset), or an ESG class: equcor/coucor read the ESG Core ranks (esgcor, News_Social
   * only, whose daily window ends 20:45 UTC), equesg/couesg the ESG Advanced scores (esgadv).
   */
  assetClass: string;
  source: string;
  /** Day of the levels (its daily window ends 20:30 UTC); default: the lake's last day. */
  date?: string;
  /** Previous = the level this many days earlier (default 1). */
  period?: number;
  dataDir?: string;
}

export interface ClassCrossSection {
  assetClass: string;
  dataType: DataType;
  windowTimestamp: string;
  previousTimestamp: string;
  /** The class layout's indicator columns, in layout order (buzz included); an ESG class's catalogue order. */
  indicators: readonly string[];
  /** Assets with a row on the day or on the earlier day, sorted by code. */
  assetCodes: readonly string[];
  /** levels[i][a]: indicator i of asset a on the day; NaN = no row that day or an empty cell. */
  levels: readonly Float64Array[];
  /** previous[i][a]: the same on the earlier day. */
  previous: readonly Float64Array[];
  /** Window (minutes since the epoch) each asset's level is from (the day's window); -1 = no row that day. */
  levelMinutes: Int32Array;
  /** Window each asset's previous level is from (the earlier window); -1 = no row that day. */
  previousMinutes: Int32Array;
  /** Position of an asset code in `assetCodes`. */
  indexOf: ReadonlyMap<string, number>;
}

/** Cross-sections kept per process (about 2 MB each for the demo lake's companies). */
const CACHE_SIZE = 12;

const cache = new Map<string, Promise<ClassCrossSection>>();

function remember(key: string, load: () => Promise<ClassCrossSection>): Promise<ClassCrossSection> {
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const pending = load();
  cache.set(key, pending);
  pending.catch(() => {
    if (cache.get(key) === pending) cache.delete(key);
  });
  for (const oldest of cache.keys()) {
    if (cache.size <= CACHE_SIZE) break;
    cache.delete(oldest);
  }
  return pending;
}

function micros(epochMs: number) {
  return timestampValue(BigInt(epochMs) * 1000n);
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return Number.NaN;
}

/** The levels of every layout indicator of a class's assets on one day, and `period` days before. */
export async function getClassCrossSection(options: GetClassCrossSectionOptions): Promise<ClassCrossSection> {
  const assetClass: string = isEsgDatasetClass(options.assetClass)
    ? options.assetClass
    : checkClass(options.assetClass);
  const dataType = checkDataType(options.source);
  if (isEsgDatasetClass(assetClass)) checkEsgRead(assetClass, 'daily', dataType);
  const period = options.period ?? 1;
  if (!Number.isInteger(period) || period < 1 || period > 3650) {
    throw new ReadError('bad_request', 'period must be a whole number of days from 1 to 3650');
  }
  let day: number;
  const store = await openLakeStore(options.dataDir);
  // An ESG dataset's day ends with its own daily window (ESG Core 20:45 UTC, ESG Advanced 20:30).
  const esgDataset = isEsgDatasetClass(assetClass)
    ? await store.dataset(assetClass, 'daily', esgDatasetRoot(assetClass))
    : undefined;
  const cutMinutes = esgDataset ? cutMinutesOf(esgDataset) : RMA_CUT_MINUTES;
  if (options.date !== undefined) day = checkDate(options.date, 'date');
  else {
    day = (esgDataset ?? (await store.dataset(checkClass(assetClass), 'daily'))).lastMinute * MINUTE_MS;
    if (!Number.isFinite(day)) throw new ReadError('not_found', `the lake has no daily ${assetClass} rows`);
  }
  const end = startOfDay(day) + cutMinutes * MINUTE_MS;
  const before = end - period * DAY_MS;
  const key = [store.lakeDir, assetClass, dataType, end, before].join('|');
  return remember(key, () => readCrossSection(options.dataDir, assetClass, dataType, end, before));
}

/** The indicator columns of a class and the lake folder of its daily files. */
function classColumns(assetClass: string): { indicators: string[]; parts: string[] } {
  if (isEsgDatasetClass(assetClass)) {
    return {
      indicators: listIndicators({ assetClass: assetClass as AssetClassCode }).map((indicator) => indicator.code),
      parts: [esgDatasetRoot(assetClass), assetClass, 'daily'],
    };
  }
  const indexClass = checkClass(assetClass);
  return { indicators: LAYOUTS[indexClass].columns.map((column) => column.code), parts: ['rma', indexClass, 'daily'] };
}

async function readCrossSection(
  dataDir: string | undefined,
  assetClass: string,
  dataType: DataType,
  end: number,
  before: number,
): Promise<ClassCrossSection> {
  const { indicators, parts } = classColumns(assetClass);
  const levels = indicators.map(() => new Float64Array(0));
  const previous = indicators.map(() => new Float64Array(0));
  const section: ClassCrossSection = {
    assetClass,
    dataType,
    windowTimestamp: new Date(end).toISOString(),
    previousTimestamp: new Date(before).toISOString(),
    indicators,
    assetCodes: [],
    levels,
    previous,
    levelMinutes: new Int32Array(0),
    previousMinutes: new Int32Array(0),
    indexOf: new Map(),
  };
  return withLake(dataDir, async ({ connection, lakeDir }) => {
    const files = await datasetFiles(lakeDir, parts);
    if (files.length === 0) return section;
    // Only the layout's columns that the files hold (a column the files lack stays empty).
    const present = new Set((await datasetColumns(connection, files)).map((column) => column.name));
    const read = indicators.filter((code) => present.has(code));
    const values = read.map((code) => `CAST(${quoteIdentifier(code)} AS DOUBLE)`).join(', ');
    // Per asset, its row of the earlier window and its row of the day: one scan, two rows per asset at most.
    const result = await connection.stream(
      `SELECT "assetCode", CAST(epoch_ms("windowTimestamp") // ${MINUTE_MS} AS INTEGER) AS minute,
              "windowTimestamp" = $before AS early${values ? `, ${values}` : ''}
       FROM ${PARQUET_SOURCE}
       WHERE "dataType" = $dataType AND ("windowTimestamp" = $end OR "windowTimestamp" = $before)
       ORDER BY "assetCode", minute`,
      { files: filesParameter(files), dataType, end: micros(end), before: micros(before) },
    );
    const codes: string[] = [];
    const early: number[][] = [];
    const late: number[][] = [];
    const earlyMinute: number[] = [];
    const lateMinute: number[] = [];
    for await (const chunk of result) {
      const count = chunk.rowCount;
      const code = chunk.getColumnVector(0);
      const minute = chunk.getColumnVector(1);
      const isEarly = chunk.getColumnVector(2);
      const columns = read.map((_, c) => chunk.getColumnVector(3 + c));
      for (let r = 0; r < count; r++) {
        const assetCode = String(code.getItem(r));
        if (codes[codes.length - 1] !== assetCode) {
          codes.push(assetCode);
          earlyMinute.push(-1);
          lateMinute.push(-1);
          early.push([]);
          late.push([]);
        }
        const a = codes.length - 1;
        const row = columns.map((vector) => {
          const cell = vector.getItem(r);
          return cell === null ? Number.NaN : toNumber(cell);
        });
        if (isEarly.getItem(r) === true) {
          earlyMinute[a] = toNumber(minute.getItem(r));
          early[a] = row;
        } else {
          lateMinute[a] = toNumber(minute.getItem(r));
          late[a] = row;
        }
      }
    }
    const size = codes.length;
    const column = new Map(read.map((code, c) => [code, c]));
    indicators.forEach((code, i) => {
      const level = new Float64Array(size).fill(Number.NaN);
      const prior = new Float64Array(size).fill(Number.NaN);
      const c = column.get(code);
      if (c !== undefined) {
        for (let a = 0; a < size; a++) {
          level[a] = (lateMinute[a] ?? -1) >= 0 ? (late[a]?.[c] ?? Number.NaN) : Number.NaN;
          prior[a] = (earlyMinute[a] ?? -1) >= 0 ? (early[a]?.[c] ?? Number.NaN) : Number.NaN;
        }
      }
      levels[i] = level;
      previous[i] = prior;
    });
    section.assetCodes = codes;
    section.levelMinutes = Int32Array.from(lateMinute);
    section.previousMinutes = Int32Array.from(earlyMinute);
    section.indexOf = new Map(codes.map((code, a) => [code, a]));
    return section;
  });
}
