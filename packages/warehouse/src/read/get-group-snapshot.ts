import { DAY_MS, MINUTE_MS, startOfDay } from '@moodwire/domain';
import type { DataType } from '../build/columns';
import { openClassDataset } from './class-dataset';
import { checkDataType, checkDate } from './lake-files';
import { firstAbove } from './lake-store';
import { ReadError } from './read-error';
import { openLakeStore } from './read-pool';

export const SNAPSHOT_SORTS = ['level', 'delta', 'buzz', 'name'] as const;
export type SnapshotSort = (typeof SNAPSHOT_SORTS)[number];

export interface GetGroupSnapshotOptions {
  /**
   * An index class (rma dataset), or an ESG class: equcor/coucor read the ESG Core ranks (esgcor, News_Social
   * only), equesg/couesg the ESG Advanced scores (esgadv); buzz is then the ESG dataset's own buzz.
   */
  assetClass: string;
  /** The group's members; omitted = every asset of the class. */
  assetCodes?: readonly string[];
  indicator: string;
  source: string;
  /** Day of the snapshot (its daily window ends 20:30 UTC); default: the lake's last day. */
  date?: string;
  /** Delta = level minus the level this many days earlier (default 1). */
  period?: number;
  /** Leave out assets whose buzz on the day is below this. */
  minBuzz?: number;
  /** TRBC economic sectors to keep (companies). */
  sectors?: readonly string[];
  /** Exchange countries (ISO alpha-2) to keep (companies). */
  exchangeCountries?: readonly string[];
  sort?: SnapshotSort;
  order?: 'asc' | 'desc';
  limit?: number;
  dataDir?: string;
}

export interface SnapshotRow {
  assetCode: string;
  name: string;
  sector: string | null;
  exchangeCountry: string | null;
  /**
   * Buzz on the day, 0 when the asset has no row that day (no document: the filters and the buzz order read it as
   * the least buzz; the indicator itself is then NA).
   */
  buzz: number;
  /** The indicator on the day; null (NA) without a row that day or with an empty cell. */
  level: number | null;
  /** The indicator on the day `period` days earlier; null (NA) likewise. */
  previous: number | null;
  /** level - previous: null unless both days have a value. */
  delta: number | null;
  /** Window the level is from (the snapshot's window), or null when the asset has no row that day. */
  levelTimestamp: string | null;
  /** Window the previous level is from (the snapshot's previous window), or null when it has no row that day. */
  previousTimestamp: string | null;
}

export interface GroupSnapshot {
  /** The class read: the index class, or the ESG class. */
  assetClass: string;
  indicator: string;
  dataType: DataType;
  windowTimestamp: string;
  previousTimestamp: string;
  rows: SnapshotRow[];
}

const MAX_LIMIT = 10_000;

function finite(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) ? value : null;
}

/** The row of a segment whose window is exactly `minute`, or -1 when the asset has none that day. */
function rowAt(minutes: Int32Array, [start, stop]: readonly [number, number], minute: number): number {
  const row = firstAbove(minutes, start, stop, minute) - 1;
  return row >= start && minutes[row] === minute ? row : -1;
}

/** Descending or ascending on a nullable number, nulls last either way (as SQL's NULLS LAST). */
function compareNullable(a: number | null, b: number | null, direction: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a === b ? 0 : a < b ? -direction : direction;
}

function compareText(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/**
 * The assets of a group on one day, for the screener, heatmaps and top lists: each asset's level of one
 * indicator, its level `period` days earlier and the delta, with buzz, sector and exchange-country filters.
 *
 * A value is the one of its own day (issue 13): the level is the asset's row of the snapshot's daily window, the
 * previous level its row of the window `period` days earlier. A day without a row (the asset was not talked about)
 * is NA, never an earlier day's value carried forward, and the delta needs both days. Every member is listed.
 */
export async function getGroupSnapshot(options: GetGroupSnapshotOptions): Promise<GroupSnapshot> {
  const dataType = checkDataType(options.source);
  const period = options.period ?? 1;
  if (!Number.isInteger(period) || period < 1 || period > 3650) {
    throw new ReadError('bad_request', 'period must be a whole number of days from 1 to 3650');
  }
  const limit = options.limit ?? MAX_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new ReadError('bad_request', `limit must be a whole number from 1 to ${MAX_LIMIT}`);
  }
  const minBuzz = options.minBuzz ?? 0;
  if (!Number.isFinite(minBuzz) || minBuzz < 0) throw new ReadError('bad_request', 'minbuzz must be 0 or more');
  const sort = options.sort ?? 'level';
  if (!(SNAPSHOT_SORTS as readonly string[]).includes(sort)) {
    throw new ReadError('bad_request', `sort must be one of ${SNAPSHOT_SORTS.join(', ')}`);
  }
  const direction = options.order === 'asc' ? 1 : -1;
  const requestedDay = options.date === undefined ? undefined : checkDate(options.date, 'date');

  const store = await openLakeStore(options.dataDir);
  const assetClass = options.assetClass;
  const { dataset, referenceClass, cutMinutes } = await openClassDataset(store, {
    assetClass,
    frequency: 'daily',
    dataType,
    indicators: [options.indicator],
  });
  const empty = dataset.columnNames.size === 0;
  const [reference, values, buzzValues] = await Promise.all([
    store.classReference(referenceClass),
    empty ? new Float64Array(0) : dataset.column(options.indicator),
    empty ? new Float64Array(0) : dataset.column('buzz'),
  ]);
  let day: number;
  if (requestedDay !== undefined) day = requestedDay;
  else {
    day = dataset.lastMinute * MINUTE_MS;
    if (!Number.isFinite(day)) throw new ReadError('not_found', `the lake has no daily ${assetClass} rows`);
  }
  const end = startOfDay(day) + cutMinutes * MINUTE_MS;
  const previous = end - period * DAY_MS;
  const endMinute = Math.floor(end / MINUTE_MS);
  const previousMinute = Math.floor(previous / MINUTE_MS);

  const codes = options.assetCodes === undefined ? null : new Set(options.assetCodes);
  const sectors = options.sectors === undefined ? null : new Set(options.sectors);
  const countries = options.exchangeCountries === undefined ? null : new Set(options.exchangeCountries);
  const { minutes } = dataset;
  const rows: SnapshotRow[] = [];
  reference.codes.forEach((assetCode, i) => {
    if (codes && !codes.has(assetCode)) return;
    const sector = reference.sectors[i] ?? null;
    if (sectors && (sector === null || !sectors.has(sector))) return;
    const exchangeCountry = reference.exchangeCountries[i] ?? null;
    if (countries && (exchangeCountry === null || !countries.has(exchangeCountry))) return;
    const segment = dataset.segment(assetCode, dataType);
    const current = segment ? rowAt(minutes, segment, endMinute) : -1;
    const earlier = segment ? rowAt(minutes, segment, previousMinute) : -1;
    const buzz = current < 0 ? 0 : (finite(buzzValues[current]) ?? 0);
    if (buzz < minBuzz) return;
    const level = current < 0 ? null : finite(values[current]);
    const before = earlier < 0 ? null : finite(values[earlier]);
    rows.push({
      assetCode,
      name: reference.names[i] ?? assetCode,
      sector,
      exchangeCountry,
      buzz,
      level,
      previous: before,
      delta: level === null || before === null ? null : level - before,
      levelTimestamp: current < 0 ? null : dataset.windowTimestamp(current),
      previousTimestamp: earlier < 0 ? null : dataset.windowTimestamp(earlier),
    });
  });
  const byAssetCode = (a: SnapshotRow, b: SnapshotRow) => compareText(a.assetCode, b.assetCode);
  const compare: Record<SnapshotSort, (a: SnapshotRow, b: SnapshotRow) => number> = {
    level: (a, b) => compareNullable(a.level, b.level, direction),
    delta: (a, b) => compareNullable(a.delta, b.delta, direction),
    buzz: (a, b) => compareNullable(a.buzz, b.buzz, direction),
    name: (a, b) => direction * compareText(a.name, b.name),
  };
  rows.sort((a, b) => compare[sort](a, b) || byAssetCode(a, b));
  return {
    assetClass,
    indicator: options.indicator,
    dataType,
    windowTimestamp: new Date(end).toISOString(),
    previousTimestamp: new Date(previous).toISOString(),
    rows: rows.slice(0, limit),
  };
}
