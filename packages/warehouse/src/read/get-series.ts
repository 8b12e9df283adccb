import type { Frequency } from '../build/aggregate-days';
import { type DataType, LAYOUTS } from '../build/columns';
import { checkClass, checkDataType, checkDate, checkFrequency, checkIndicators, datasetGlob } from './lake-files';
import { ReadError } from './read-error';
import { withLake } from './read-pool';

export interface GetSeriesOptions {
  assetClass: string;
  assetCode: string;
  indicators: readonly string[];
  /** dataType name (News, Social, News_Headline, News_Social) or source code (nws, soc, nhl, all). */
  source: string;
  frequency: string;
  /** Inclusive start, YYYY-MM-DD or ISO; default: the lake's first window. */
  from?: string;
  /** Exclusive end (the reference API's end_date is exclusive); default: after the last window. */
  to?: string;
  /** Buzz-weighted moving average over this many windows (1 = none). */
  smoothing?: number;
  dataDir?: string;
}

export interface SeriesPoint {
  windowTimestamp: string;
  buzz: number;
  values: Record<string, number | null>;
}

export interface Series {
  assetClass: string;
  assetCode: string;
  dataType: DataType;
  frequency: Frequency;
  smoothing: number;
  points: SeriesPoint[];
}

const MAX_SMOOTHING = 365;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function sqlTimestamp(millis: number): string {
  return new Date(millis).toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * One asset's series of indicators for one source and frequency, optionally smoothed as the reference's notebooks
 * do: sum(value * buzz) / sum(buzz) over the last `smoothing` windows, counting only windows where the value
 * exists (anchor facts §2 'Aggregation conventions').
 */
export async function getSeries(options: GetSeriesOptions): Promise<Series> {
  const assetClass = checkClass(options.assetClass);
  const frequency = checkFrequency(options.frequency);
  const dataType = checkDataType(options.source);
  if (options.indicators.length === 0) throw new ReadError('bad_request', 'name at least one indicator');
  const columns = checkIndicators(assetClass, options.indicators);
  const smoothing = options.smoothing ?? 1;
  if (!Number.isInteger(smoothing) || smoothing < 1 || smoothing > MAX_SMOOTHING) {
    throw new ReadError('bad_request', `smoothing must be a whole number from 1 to ${MAX_SMOOTHING}`);
  }
  const from = options.from === undefined ? Date.UTC(1998, 0, 1) : checkDate(options.from, 'from');
  const to = options.to === undefined ? Date.UTC(2200, 0, 1) : checkDate(options.to, 'to');
  if (from >= to) throw new ReadError('bad_request', `'from' must be before 'to'`);
  // The smoothing window reaches back before `from`: read enough earlier windows (weekends included).
  const lookback = (smoothing - 1) * (frequency === 'daily' ? DAY_MS : HOUR_MS) * 2 + DAY_MS;
  const readFrom = from - (smoothing > 1 ? lookback : 0);
  const kinds = new Map(LAYOUTS[assetClass].columns.map((column) => [column.code, column.kind]));
  // Counts (mentions, buzz) smooth as plain means; scores as buzz-weighted means.
  const smoothed = columns.map((column, i) => {
    const kind = kinds.get(options.indicators[i] ?? '');
    return kind === 'mentions' || kind === 'count'
      ? `avg(${column}) OVER w AS v${i}`
      : `sum(${column} * buzz) OVER w / sum(CASE WHEN ${column} IS NOT NULL THEN buzz END) OVER w AS v${i}`;
  });
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const result = await connection.runAndReadAll(
      `SELECT strftime("windowTimestamp", '%Y-%m-%dT%H:%M:%S.000Z') AS t, buzz, ${smoothed.join(', ')}
       FROM (
         SELECT "windowTimestamp", buzz, ${columns.join(', ')}
         FROM read_parquet($glob, hive_partitioning = true)
         WHERE "assetCode" = $asset AND "dataType" = $dataType
           AND year BETWEEN $fromYear AND $toYear
           AND "windowTimestamp" >= CAST($readFrom AS TIMESTAMP) AND "windowTimestamp" < CAST($to AS TIMESTAMP)
       )
       WINDOW w AS (ORDER BY "windowTimestamp" ROWS BETWEEN ${smoothing - 1} PRECEDING AND CURRENT ROW)
       QUALIFY "windowTimestamp" >= CAST($from AS TIMESTAMP)
       ORDER BY "windowTimestamp"`,
      {
        glob: datasetGlob(lakeDir, assetClass, frequency),
        asset: options.assetCode,
        dataType,
        fromYear: new Date(readFrom).getUTCFullYear(),
        toYear: new Date(to).getUTCFullYear(),
        readFrom: sqlTimestamp(readFrom),
        from: sqlTimestamp(from),
        to: sqlTimestamp(to),
      },
    );
    const points: SeriesPoint[] = result.getRows().map((row) => {
      const values: Record<string, number | null> = {};
      options.indicators.forEach((code, i) => {
        const value = row[i + 2];
        values[code] = typeof value === 'number' && Number.isFinite(value) ? value : null;
      });
      return { windowTimestamp: String(row[0]), buzz: Number(row[1] ?? 0), values };
    });
    return { assetClass, assetCode: options.assetCode, dataType, frequency, smoothing, points };
  });
}
