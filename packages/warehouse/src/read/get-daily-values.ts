/**
 * Many assets' daily values of one indicator and their buzz over a span of days, as dense arrays with one slot per
 * calendar day (NaN where an asset has no window that day): what the Radar alert evaluator reads, one call per
 * (class, indicator, source) for every rule that needs it (issue 15 '/radar/alerts'), and the alert preview reads
 * for one asset. From the in-memory store: a binary search and a short slice per asset.
 */
import { DAY_MS, MINUTE_MS } from '@moodwire/domain';
import type { DataType } from '../build/columns';
import { openClassDataset } from './class-dataset';
import { checkDataType, checkDate } from './lake-files';
import { firstAtLeast } from './lake-store';
import { ReadError } from './read-error';
import { openLakeStore } from './read-pool';

/** Most days one read spans (two years and a little). */
export const MAX_DAILY_VALUE_DAYS = 800;

export interface GetDailyValuesOptions {
  /** An index class (rma dataset), or an ESG class (see getGroupActivity). */
  assetClass: string;
  assetCodes: readonly string[];
  /** An indicator of the class; 'buzz' reads the buzz alone. */
  indicator: string;
  source: string;
  /** First day, YYYY-MM-DD (inclusive). */
  from: string;
  /** Last day, YYYY-MM-DD (inclusive). */
  to: string;
  dataDir?: string;
}

export interface AssetDailyValues {
  assetCode: string;
  /** The indicator's value per day of `days` (NaN: no window that day, or no value). */
  values: Float64Array;
  /** Buzz per day (NaN: no window that day). */
  buzz: Float64Array;
}

export interface DailyValues {
  assetClass: string;
  dataType: DataType;
  indicator: string;
  /** The days of the span, YYYY-MM-DD, oldest first. */
  days: string[];
  /** One entry per asset asked, in the order asked (all NaN when the asset has no rows). */
  assets: AssetDailyValues[];
}

/** Each asset's daily values of one indicator (and its buzz) per calendar day of [from, to]. */
export async function getDailyValues(options: GetDailyValuesOptions): Promise<DailyValues> {
  const dataType = checkDataType(options.source);
  const from = checkDate(options.from, 'from');
  const to = checkDate(options.to, 'to');
  if (from > to) throw new ReadError('bad_request', `'from' must not be after 'to'`);
  const dayCount = Math.floor((to - from) / DAY_MS) + 1;
  if (dayCount > MAX_DAILY_VALUE_DAYS) {
    throw new ReadError('bad_request', `at most ${MAX_DAILY_VALUE_DAYS} days, asked for ${dayCount}`);
  }
  const isBuzz = options.indicator === 'buzz';
  const store = await openLakeStore(options.dataDir);
  const { assetClass, dataset } = await openClassDataset(store, {
    assetClass: options.assetClass,
    frequency: 'daily',
    dataType,
    indicators: isBuzz ? [] : [options.indicator],
  });
  const [buzz, column] = await Promise.all([
    dataset.column('buzz'),
    isBuzz ? undefined : dataset.column(options.indicator),
  ]);
  const values = column ?? buzz;
  const days: string[] = [];
  for (let d = 0; d < dayCount; d++) days.push(new Date(from + d * DAY_MS).toISOString().slice(0, 10));
  const fromMinute = Math.ceil(from / MINUTE_MS);
  const endMinute = Math.ceil((to + DAY_MS) / MINUTE_MS);
  const fromDayMinute = from / MINUTE_MS;
  const assets = options.assetCodes.map((assetCode): AssetDailyValues => {
    const out: AssetDailyValues = {
      assetCode,
      values: new Float64Array(dayCount).fill(Number.NaN),
      buzz: new Float64Array(dayCount).fill(Number.NaN),
    };
    const segment = dataset.segment(assetCode, dataType);
    if (!segment) return out;
    const first = firstAtLeast(dataset.minutes, segment[0], segment[1], fromMinute);
    const end = firstAtLeast(dataset.minutes, first, segment[1], endMinute);
    for (let i = first; i < end; i++) {
      // A daily window ends within its own day (20:30 UTC for rma): its day is the calendar day of its end.
      const day = Math.floor(((dataset.minutes[i] ?? 0) - fromDayMinute) / 1440);
      if (day < 0 || day >= dayCount) continue;
      out.values[day] = values[i] ?? Number.NaN;
      out.buzz[day] = buzz[i] ?? Number.NaN;
    }
    return out;
  });
  return { assetClass, dataType, indicator: options.indicator, days, assets };
}
