/**
 * The Radar monitor's read (issue 15 '/radar/radar-ui'): for every asset of a class, its buzz and sentiment on the
 * lake's last day against its own normal level. One pass over the class's daily rows in the in-memory store (a
 * binary search and a slice of at most `window + 1` windows per asset), never one query per asset.
 *
 * The normal level of an asset is its trailing window: the `window` daily windows before the last day (90 by
 * default), the last day itself left out so that a spike does not raise its own baseline.
 * - Buzz: a day without a row was not talked about, so it counts as buzz 0. z = (buzz - mean) / sd over the
 *   window's days (sample standard deviation).
 * - Sentiment: only the days with a value count (a quiet day has no tone). z needs a value on the last day and at
 *   least MIN_SENTIMENT_DAYS values in the window.
 * A z-score is null when its standard deviation is 0 or it lacks the data above. Unusualness is the larger |z|.
 */
import { MINUTE_MS } from '@moodwire/domain';
import type { DataType } from '../build/columns';
import { openClassDataset } from './class-dataset';
import { checkDataType, checkDate } from './lake-files';
import { firstAtLeast } from './lake-store';
import { ReadError } from './read-error';
import { openLakeStore } from './read-pool';

/** The trailing window's days unless asked otherwise. */
export const DEFAULT_UNUSUAL_WINDOW = 90;
/** The most days a trailing window may take (a year and a quarter). */
export const MAX_UNUSUAL_WINDOW = 400;
/** Days of the sparklines, the last day included. */
export const DEFAULT_SPARK_DAYS = 30;
/** The most days a sparkline may take. */
export const MAX_SPARK_DAYS = 120;
/** Sentiment values the trailing window must hold for a sentiment z-score. */
export const MIN_SENTIMENT_DAYS = 10;

const DAY_MINUTES = 24 * 60;

export interface ListUnusualAssetsOptions {
  /** An index class (rma dataset). */
  assetClass: string;
  assetCodes: readonly string[];
  source: string;
  /** The sentiment indicator (the class's default sentiment, spec §9). */
  indicator: string;
  /** The last day, YYYY-MM-DD: the day measured against the window before it. */
  lastDay: string;
  /** Daily windows before the last day that make the normal level. */
  window?: number;
  /** Days of the sparklines, the last day included. */
  sparkDays?: number;
  dataDir?: string;
}

export interface ZScored {
  /** The last day's value: buzz (0 without a row) or sentiment (null without a value). */
  value: number | null;
  /** Mean over the trailing window, or null without data. */
  mean: number | null;
  /** Sample standard deviation over the trailing window, or null with fewer than two values. */
  sd: number | null;
  /** (value - mean) / sd, or null (see the file's comment). */
  z: number | null;
}

export interface UnusualAsset {
  assetCode: string;
  buzz: ZScored;
  sentiment: ZScored;
  /** max(|buzz z|, |sentiment z|) over those not null; null when both are. */
  unusualness: number | null;
  /** Buzz of the last sparkDays days, oldest first (0 on a quiet day). */
  buzzSpark: number[];
  /** Sentiment of the last sparkDays days, oldest first (null on a day without a value). */
  sentimentSpark: (number | null)[];
}

export interface UnusualAssets {
  assetClass: string;
  dataType: DataType;
  indicator: string;
  lastDay: string;
  window: number;
  sparkDays: number;
  /** One entry per asset, in the order asked. */
  assets: UnusualAsset[];
}

/** Mean and sample standard deviation of the values (NaN left out). */
function meanAndSd(values: readonly number[]): { mean: number | null; sd: number | null; count: number } {
  let count = 0;
  let sum = 0;
  for (const value of values) {
    if (Number.isNaN(value)) continue;
    count++;
    sum += value;
  }
  if (count === 0) return { mean: null, sd: null, count };
  const mean = sum / count;
  if (count < 2) return { mean, sd: null, count };
  let squares = 0;
  for (const value of values) {
    if (!Number.isNaN(value)) squares += (value - mean) ** 2;
  }
  return { mean, sd: Math.sqrt(squares / (count - 1)), count };
}

/** A z-score, or null when the spread is zero or unknown. */
function zScore(value: number | null, mean: number | null, sd: number | null): number | null {
  if (value === null || mean === null || sd === null || !(sd > 0)) return null;
  return (value - mean) / sd;
}

/** Each asset's last-day buzz and sentiment with their z-scores against its trailing window, and sparklines. */
export async function listUnusualAssets(options: ListUnusualAssetsOptions): Promise<UnusualAssets> {
  const window = options.window ?? DEFAULT_UNUSUAL_WINDOW;
  const sparkDays = options.sparkDays ?? DEFAULT_SPARK_DAYS;
  if (!Number.isInteger(window) || window < 2 || window > MAX_UNUSUAL_WINDOW) {
    throw new ReadError('bad_request', `'window' must be a whole number of days from 2 to ${MAX_UNUSUAL_WINDOW}`);
  }
  if (!Number.isInteger(sparkDays) || sparkDays < 1 || sparkDays > MAX_SPARK_DAYS) {
    throw new ReadError('bad_request', `'sparkDays' must be a whole number of days from 1 to ${MAX_SPARK_DAYS}`);
  }
  const dataType = checkDataType(options.source);
  const lastDayStart = checkDate(options.lastDay, 'lastDay');
  const store = await openLakeStore(options.dataDir);
  const { assetClass, dataset } = await openClassDataset(store, {
    assetClass: options.assetClass,
    frequency: 'daily',
    dataType,
    indicators: [options.indicator],
  });
  const [buzzColumn, sentimentColumn] = await Promise.all([dataset.column('buzz'), dataset.column(options.indicator)]);
  // Day d (0 = the last day, 1 = the day before, ...) holds the windows ending in [end - (d + 1) days, end - d days).
  const endMinute = Math.ceil(lastDayStart / MINUTE_MS) + DAY_MINUTES;
  // Days read: the last day and its window, or the sparkline's days when they reach further back.
  const days = Math.max(window + 1, sparkDays);
  const startMinute = endMinute - days * DAY_MINUTES;
  const buzzByDay = new Float64Array(days);
  const sentimentByDay = new Float64Array(days);
  const assets = options.assetCodes.map((assetCode): UnusualAsset => {
    buzzByDay.fill(0);
    sentimentByDay.fill(Number.NaN);
    const segment = dataset.segment(assetCode, dataType);
    if (segment) {
      const first = firstAtLeast(dataset.minutes, segment[0], segment[1], startMinute);
      const end = firstAtLeast(dataset.minutes, first, segment[1], endMinute);
      for (let row = first; row < end; row++) {
        const minute = dataset.minutes[row] ?? 0;
        const day = Math.floor((endMinute - 1 - minute) / DAY_MINUTES);
        if (day < 0 || day >= days) continue;
        const buzz = buzzColumn[row] ?? Number.NaN;
        if (!Number.isNaN(buzz)) buzzByDay[day] = (buzzByDay[day] ?? 0) + buzz;
        const sentiment = sentimentColumn[row] ?? Number.NaN;
        if (!Number.isNaN(sentiment)) sentimentByDay[day] = sentiment;
      }
    }
    const trailingBuzz = Array.from(buzzByDay.subarray(1, window + 1));
    const trailingSentiment = Array.from(sentimentByDay.subarray(1, window + 1));
    const buzzStats = meanAndSd(trailingBuzz);
    const sentimentStats = meanAndSd(trailingSentiment);
    const lastBuzz = buzzByDay[0] ?? 0;
    const lastSentiment = Number.isNaN(sentimentByDay[0] ?? Number.NaN) ? null : (sentimentByDay[0] ?? null);
    const buzzZ = zScore(lastBuzz, buzzStats.mean, buzzStats.sd);
    const sentimentZ =
      sentimentStats.count >= MIN_SENTIMENT_DAYS ? zScore(lastSentiment, sentimentStats.mean, sentimentStats.sd) : null;
    const sizes = [buzzZ, sentimentZ].filter((z): z is number => z !== null).map(Math.abs);
    const buzzSpark: number[] = [];
    const sentimentSpark: (number | null)[] = [];
    for (let day = sparkDays - 1; day >= 0; day--) {
      buzzSpark.push(buzzByDay[day] ?? 0);
      const value = sentimentByDay[day] ?? Number.NaN;
      sentimentSpark.push(Number.isNaN(value) ? null : value);
    }
    return {
      assetCode,
      buzz: { value: lastBuzz, mean: buzzStats.mean, sd: buzzStats.sd, z: buzzZ },
      sentiment: { value: lastSentiment, mean: sentimentStats.mean, sd: sentimentStats.sd, z: sentimentZ },
      unusualness: sizes.length > 0 ? Math.max(...sizes) : null,
      buzzSpark,
      sentimentSpark,
    };
  });
  return {
    assetClass,
    dataType,
    indicator: options.indicator,
    lastDay: options.lastDay.slice(0, 10),
    window,
    sparkDays,
    assets,
  };
}
