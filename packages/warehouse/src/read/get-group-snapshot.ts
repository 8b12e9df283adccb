import type { DataType } from '../build/columns';
import { assetTable, checkClass, checkDataType, checkDate, checkIndicators, datasetGlob } from './lake-files';
import { ReadError } from './read-error';
import { withLake } from './read-pool';

export const SNAPSHOT_SORTS = ['level', 'delta', 'buzz', 'name'] as const;
export type SnapshotSort = (typeof SNAPSHOT_SORTS)[number];

export interface GetGroupSnapshotOptions {
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
  buzz: number;
  level: number | null;
  previous: number | null;
  delta: number | null;
}

export interface GroupSnapshot {
  assetClass: string;
  indicator: string;
  dataType: DataType;
  windowTimestamp: string;
  previousTimestamp: string;
  rows: SnapshotRow[];
}

const DAY_MS = 86_400_000;
const CUT_MS = (20 * 60 + 30) * 60_000;
const MAX_LIMIT = 10_000;
const SORT_COLUMN: Record<SnapshotSort, string> = { level: 'level', delta: 'delta', buzz: 'buzz', name: 'name' };

function sqlTimestamp(millis: number): string {
  return new Date(millis).toISOString().replace('T', ' ').replace('Z', '');
}

/** A comma-joined list parameter (codes never contain commas), or null for "no filter". */
function listParameter(values: readonly string[] | undefined): string | null {
  if (values === undefined) return null;
  if (values.some((value) => value.includes(','))) throw new ReadError('bad_request', 'a list value contains a comma');
  return values.join(',');
}

/**
 * The assets of a group on one day, for the screener, heatmaps and top lists: each asset's level of one
 * indicator, its level `period` days earlier and the delta, with buzz, sector and exchange-country filters.
 */
export async function getGroupSnapshot(options: GetGroupSnapshotOptions): Promise<GroupSnapshot> {
  const assetClass = checkClass(options.assetClass);
  const dataType = checkDataType(options.source);
  const [column] = checkIndicators(assetClass, [options.indicator]);
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
  const order = options.order === 'asc' ? 'ASC' : 'DESC';
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    let day: number;
    if (options.date !== undefined) day = checkDate(options.date, 'date');
    else {
      const last = await connection.runAndReadAll(
        `SELECT epoch_ms(max("windowTimestamp")) FROM read_parquet($glob, hive_partitioning = true)
         WHERE year = (SELECT max(year) FROM read_parquet($glob, hive_partitioning = true))`,
        { glob: datasetGlob(lakeDir, assetClass, 'daily') },
      );
      day = Number(last.getRows()[0]?.[0] ?? Number.NaN);
      if (!Number.isFinite(day)) throw new ReadError('not_found', `the lake has no daily ${assetClass} rows`);
    }
    const end = Math.floor(day / DAY_MS) * DAY_MS + CUT_MS;
    const previous = end - period * DAY_MS;
    const result = await connection.runAndReadAll(
      `WITH rows AS (
         SELECT "assetCode", "windowTimestamp", buzz, ${column} AS v
         FROM read_parquet($glob, hive_partitioning = true)
         WHERE "dataType" = $dataType AND year IN ($year, $previousYear)
           AND "windowTimestamp" IN (CAST($end AS TIMESTAMP), CAST($previous AS TIMESTAMP))
       ),
       members AS (
         SELECT "assetCode", name, sector, "exchangeCountry" FROM read_parquet($assets)
         WHERE "assetClass" = $assetClass
           AND ($codes IS NULL OR list_contains(string_split($codes, ','), "assetCode"))
           AND ($sectors IS NULL OR list_contains(string_split($sectors, ','), sector))
           AND ($countries IS NULL OR list_contains(string_split($countries, ','), "exchangeCountry"))
       )
       SELECT m."assetCode", m.name, m.sector, m."exchangeCountry", c.buzz, c.v AS level, p.v AS previous,
              c.v - p.v AS delta
       FROM members m
       JOIN rows c ON c."assetCode" = m."assetCode" AND c."windowTimestamp" = CAST($end AS TIMESTAMP)
       LEFT JOIN rows p ON p."assetCode" = m."assetCode" AND p."windowTimestamp" = CAST($previous AS TIMESTAMP)
       WHERE c.buzz >= $minBuzz
       ORDER BY ${SORT_COLUMN[sort]} ${order} NULLS LAST, m."assetCode"
       LIMIT $limit`,
      {
        glob: datasetGlob(lakeDir, assetClass, 'daily'),
        assets: assetTable(lakeDir),
        assetClass,
        dataType,
        year: new Date(end).getUTCFullYear(),
        previousYear: new Date(previous).getUTCFullYear(),
        end: sqlTimestamp(end),
        previous: sqlTimestamp(previous),
        codes: listParameter(options.assetCodes),
        sectors: listParameter(options.sectors),
        countries: listParameter(options.exchangeCountries),
        minBuzz,
        limit,
      },
    );
    const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
    const rows: SnapshotRow[] = result.getRows().map((row) => ({
      assetCode: String(row[0]),
      name: String(row[1]),
      sector: row[2] === null ? null : String(row[2]),
      exchangeCountry: row[3] === null ? null : String(row[3]),
      buzz: Number(row[4] ?? 0),
      level: number(row[5]),
      previous: number(row[6]),
      delta: number(row[7]),
    }));
    return {
      assetClass,
      indicator: options.indicator,
      dataType,
      windowTimestamp: new Date(end).toISOString(),
      previousTimestamp: new Date(previous).toISOString(),
      rows,
    };
  });
}
