import { DAY_MS, HOUR_MS, MINUTE_MS } from '@moodwire/domain';
import type { Frequency } from '../build/aggregate-days';
import type { DataType } from '../build/columns';
import { openClassDataset } from './class-dataset';
import { checkDataType, checkFrequency, checkSmoothing } from './lake-files';
import { checkRange, type DateRangeOptions } from './lake-sql';
import { type ColumnValues, firstAtLeast } from './lake-store';
import { ReadError } from './read-error';
import { openLakeStore } from './read-pool';

export interface GetSeriesOptions extends DateRangeOptions {
  /**
   * An index class (rma dataset), or an ESG class: equcor/coucor read the ESG Core ranks (esgcor, daily and
   * News_Social only), equesg/couesg the ESG Advanced scores (esgadv); buzz is then the ESG dataset's own buzz.
   */
  assetClass: string;
  assetCode: string;
  indicators: readonly string[];
  /** dataType name (News, Social, News_Headline, News_Social) or source code (nws, soc, nhl, all). */
  source: string;
  frequency: string;
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

function finite(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/**
 * The values of rows [first, end) of one column, each the smoothing over the rows [max(lo, i - n + 1), i]:
 * counts (mentions, buzz) as the plain mean of the values that exist, scores as sum(value * buzz) / sum(buzz)
 * over the rows where the value exists. Summed afresh per row (n is at most 365) so that no running-sum
 * rounding builds up along a long series.
 */
function smoothColumn(
  values: ColumnValues,
  buzz: ColumnValues,
  isCount: boolean,
  lo: number,
  first: number,
  end: number,
  smoothing: number,
): Float64Array {
  const out = new Float64Array(end - first);
  for (let i = first; i < end; i++) {
    let weighted = 0;
    let weights = 0;
    let present = 0;
    for (let j = Math.max(lo, i - smoothing + 1); j <= i; j++) {
      const value = values[j] ?? Number.NaN;
      if (Number.isNaN(value)) continue;
      present++;
      if (isCount) weighted += value;
      else {
        const weight = buzz[j] ?? Number.NaN;
        if (Number.isNaN(weight)) continue;
        weighted += value * weight;
        weights += weight;
      }
    }
    // NaN = no value (null in the answer); a non-finite mean (0 / 0 weights) is null too.
    out[i - first] = present === 0 ? Number.NaN : isCount ? weighted / present : weighted / weights;
  }
  return out;
}

/**
 * One asset's series as rows [first, end) of its dataset, without a per-point object: what an API answer is
 * written from directly (the web API's series call serialises these arrays, see `getSeries` for the objects).
 */
export interface SeriesRows {
  assetClass: string;
  assetCode: string;
  dataType: DataType;
  frequency: Frequency;
  smoothing: number;
  /** The rows of the series in its dataset, in window order; empty when first >= end. */
  first: number;
  end: number;
  /** The window of a row as ISO text (cached per window). */
  windowTimestamp: (row: number) => string;
  /** Buzz of each row of the dataset (NaN = empty, read as 0). */
  buzz: ColumnValues;
  /**
   * Per indicator, in the order asked: the value of row r is `values[r - offset]`; NaN (or any non-finite value)
   * is null. Unsmoothed, the dataset's own column (offset 0); smoothed, the smoothed values (offset `first`).
   */
  columns: { values: ColumnValues; offset: number }[];
}

const NO_ROWS: ColumnValues = new Float64Array(0);

/**
 * One asset's series of indicators for one source and frequency, optionally smoothed as the reference's notebooks
 * do: sum(value * buzz) / sum(buzz) over the last `smoothing` windows, counting only windows where the value
 * exists (anchor facts §2 'Aggregation conventions').
 */
export async function getSeriesRows(options: GetSeriesOptions): Promise<SeriesRows> {
  const frequency = checkFrequency(options.frequency);
  const dataType = checkDataType(options.source);
  if (options.indicators.length === 0) throw new ReadError('bad_request', 'name at least one indicator');
  const store = await openLakeStore(options.dataDir);
  const { assetClass, dataset, isCount } = await openClassDataset(store, {
    assetClass: options.assetClass,
    frequency,
    dataType,
    indicators: options.indicators,
  });
  const smoothing = checkSmoothing(options.smoothing);
  const { from, to } = checkRange(options.from, options.to);
  // The smoothing window reaches back before `from`: read enough earlier windows (weekends included).
  const lookback = (smoothing - 1) * (frequency === 'daily' ? DAY_MS : HOUR_MS) * 2 + DAY_MS;
  const readFrom = from - (smoothing > 1 ? lookback : 0);
  const empty: SeriesRows = {
    assetClass,
    assetCode: options.assetCode,
    dataType,
    frequency,
    smoothing,
    first: 0,
    end: 0,
    windowTimestamp: () => '',
    buzz: NO_ROWS,
    columns: [],
  };

  const segment = dataset.segment(options.assetCode, dataType);
  if (!segment) return empty;
  const { minutes } = dataset;
  // Windows in [readFrom, to) are read; those from `from` on are returned.
  const lo = firstAtLeast(minutes, segment[0], segment[1], Math.ceil(readFrom / MINUTE_MS));
  const end = firstAtLeast(minutes, lo, segment[1], Math.ceil(to / MINUTE_MS));
  const first = firstAtLeast(minutes, lo, end, Math.ceil(from / MINUTE_MS));
  if (first >= end) return empty;
  const [buzz, ...columns] = await Promise.all([
    dataset.column('buzz'),
    ...options.indicators.map((code) => dataset.column(code)),
  ]);
  if (!buzz) return empty;
  return {
    ...empty,
    first,
    end,
    windowTimestamp: (row) => dataset.windowTimestamp(row),
    buzz,
    columns: options.indicators.map((code, c) => {
      const values = columns[c] ?? buzz;
      if (smoothing === 1) return { values, offset: 0 };
      // Counts (mentions, buzz) smooth as plain means; scores as buzz-weighted means.
      return { values: smoothColumn(values, buzz, isCount(code), lo, first, end, smoothing), offset: first };
    }),
  };
}

/** The same series as objects, one per window (the read layer's API for other callers and the tests). */
export async function getSeries(options: GetSeriesOptions): Promise<Series> {
  const rows = await getSeriesRows(options);
  const series: Series = {
    assetClass: rows.assetClass,
    assetCode: rows.assetCode,
    dataType: rows.dataType,
    frequency: rows.frequency,
    smoothing: rows.smoothing,
    points: [],
  };
  for (let i = rows.first; i < rows.end; i++) {
    const values: Record<string, number | null> = {};
    options.indicators.forEach((code, c) => {
      const column = rows.columns[c];
      values[code] = column ? finite(column.values[i - column.offset] ?? Number.NaN) : null;
    });
    series.points.push({
      windowTimestamp: rows.windowTimestamp(i),
      buzz: finite(rows.buzz[i] ?? Number.NaN) ?? 0,
      values,
    });
  }
  return series;
}
