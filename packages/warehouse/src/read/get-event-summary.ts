/**
 * The Pulse dashboard's aggregates (issue 15 '/pulse/dashboard'): a class's events over a date range counted by
 * topic, by economic sector and by country (the domicile) per day or week, the events per country with their
 * sentiment, and the strongest events of the range's last days. One read of the events dataset (spec §7
 * /pulse/v1/events keeps them per class).
 */
import { PULSE_CLASSES } from '@moodwire/domain';
import { checkOneOf, checkRangeFilter, type DateRangeOptions, PARQUET_SOURCE } from './lake-sql';
import type { PulseEvent } from './list-events';
import { queryDatasetRows } from './query-dataset-rows';
import { ReadError } from './read-error';

/** Keys a series chart keeps apart; the rest are summed into OTHER_KEY. */
export const EVENT_SERIES_KEYS = 8;
export const OTHER_KEY = 'Other';
/** The key of events without a sector or a country (currencies, commodities, coins). */
export const NONE_KEY = 'None';
/** Ranges longer than this are counted per week (Monday) instead of per day. */
export const EVENT_SUMMARY_DAILY_DAYS = 120;
const MAX_STRONGEST = 50;
const MAX_RECENT_DAYS = 90;

export interface GetEventSummaryOptions extends DateRangeOptions {
  assetClass: string;
  /** The strongest events come from this many days before the range's last event; default 7. */
  recentDays?: number;
  /** How many strongest events; default 10. */
  strongest?: number;
  dataDir?: string;
}

/** The counts of one key (a topic, a sector, a country) per bucket of `EventSummary.buckets`. */
export interface EventSeries {
  key: string;
  total: number;
  counts: number[];
}

export interface EventCountryCount {
  /** ISO alpha-2 code of the domicile. */
  code: string;
  events: number;
  positive: number;
  negative: number;
  neutral: number;
}

export interface EventSummary {
  bucket: 'day' | 'week';
  /** The first day of each bucket (YYYY-MM-DD), every bucket of the range that has events, in order. */
  buckets: string[];
  total: number;
  sentiment: { positive: number; negative: number; neutral: number };
  byTopic: EventSeries[];
  bySector: EventSeries[];
  byCountry: EventSeries[];
  countries: EventCountryCount[];
  /** The biggest surprises (pulse level, then buzz against its normal) of the last `recentDays` with events. */
  strongest: PulseEvent[];
}

interface CountRow {
  dimension: string;
  bucket: string;
  key: string | null;
  sentiment: string;
  events: number | bigint;
}

/**
 * Series of the keys with the most events (EVENT_SERIES_KEYS at most) and one OTHER_KEY series for the rest,
 * largest first; each series has one count per bucket.
 */
export function toEventSeries(rows: readonly { bucket: string; key: string; events: number }[], buckets: string[]) {
  const index = new Map(buckets.map((bucket, i) => [bucket, i]));
  const byKey = new Map<string, number[]>();
  for (const row of rows) {
    let counts = byKey.get(row.key);
    if (!counts) {
      counts = buckets.map(() => 0);
      byKey.set(row.key, counts);
    }
    const at = index.get(row.bucket);
    if (at !== undefined) counts[at] = (counts[at] ?? 0) + row.events;
  }
  const series = [...byKey.entries()]
    .map(([key, counts]) => ({ key, counts, total: counts.reduce((sum, count) => sum + count, 0) }))
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  if (series.length <= EVENT_SERIES_KEYS) return series;
  const kept = series.slice(0, EVENT_SERIES_KEYS - 1);
  const other = buckets.map(() => 0);
  let otherTotal = 0;
  for (const rest of series.slice(EVENT_SERIES_KEYS - 1)) {
    rest.counts.forEach((count, i) => {
      other[i] = (other[i] ?? 0) + count;
    });
    otherTotal += rest.total;
  }
  return [...kept, { key: OTHER_KEY, counts: other, total: otherTotal }];
}

function checkWhole(value: number | undefined, fallback: number, max: number, name: string): number {
  const whole = value ?? fallback;
  if (!Number.isInteger(whole) || whole < 1 || whole > max) {
    throw new ReadError('bad_request', `'${name}' must be a whole number from 1 to ${max}`);
  }
  return whole;
}

/** A class's events over a range, counted for the Pulse dashboard. */
export async function getEventSummary(options: GetEventSummaryOptions): Promise<EventSummary> {
  const assetClass = checkOneOf(options.assetClass, PULSE_CLASSES, 'event class');
  const recentDays = checkWhole(options.recentDays, 7, MAX_RECENT_DAYS, 'recentDays');
  const strongestCount = checkWhole(options.strongest, 10, MAX_STRONGEST, 'strongest');
  const { condition, parameters, range } = checkRangeFilter(options, 'Date');
  const bucket: 'day' | 'week' = range.to - range.from > EVENT_SUMMARY_DAILY_DAYS * 86_400_000 ? 'week' : 'day';
  const parts = ['events', assetClass, 'daily'];
  const counted = (await queryDatasetRows(
    options.dataDir,
    parts,
    `WITH e AS (
       SELECT strftime(date_trunc('${bucket}', "Date"), '%Y-%m-%d') AS bucket, "Topic", "EconomicSector", "Domicile",
              "Sentiment"
       FROM ${PARQUET_SOURCE} WHERE ${condition})
     SELECT 'topic' AS dimension, bucket, "Topic" AS key, '' AS sentiment, count(*) AS events FROM e GROUP BY ALL
     UNION ALL
     SELECT 'sector', bucket, "EconomicSector", '', count(*) FROM e GROUP BY ALL
     UNION ALL
     SELECT 'country', bucket, "Domicile", "Sentiment", count(*) FROM e GROUP BY ALL`,
    parameters,
  )) as unknown as CountRow[];
  const strongest = (await queryDatasetRows(
    options.dataDir,
    parts,
    `SELECT * FROM ${PARQUET_SOURCE}
     WHERE ${condition} AND "Date" >= (SELECT max("Date") FROM ${PARQUET_SOURCE} WHERE ${condition}) - INTERVAL ${recentDays} DAY
     ORDER BY "PulseLevel" DESC, abs("buzzZ") DESC, "Date" DESC, "assetCode" LIMIT ${strongestCount}`,
    parameters,
  )) as unknown as PulseEvent[];

  const rows = counted.map((row) => ({
    dimension: row.dimension,
    bucket: row.bucket,
    key: row.key ?? NONE_KEY,
    sentiment: row.sentiment,
    events: Number(row.events),
  }));
  const buckets = [...new Set(rows.map((row) => row.bucket))].sort();
  const countryRows = rows.filter((row) => row.dimension === 'country');
  const countries = new Map<string, EventCountryCount>();
  const sentiment = { positive: 0, negative: 0, neutral: 0 };
  for (const row of countryRows) {
    const label = row.sentiment.toLowerCase();
    const field = label === 'positive' || label === 'negative' ? label : 'neutral';
    sentiment[field] += row.events;
    if (row.key === NONE_KEY) continue;
    const country = countries.get(row.key) ?? { code: row.key, events: 0, positive: 0, negative: 0, neutral: 0 };
    country.events += row.events;
    country[field] += row.events;
    countries.set(row.key, country);
  }
  return {
    bucket,
    buckets,
    total: sentiment.positive + sentiment.negative + sentiment.neutral,
    sentiment,
    byTopic: toEventSeries(
      rows.filter((row) => row.dimension === 'topic'),
      buckets,
    ),
    bySector: toEventSeries(
      rows.filter((row) => row.dimension === 'sector'),
      buckets,
    ),
    byCountry: toEventSeries(countryRows, buckets),
    countries: [...countries.values()].sort((a, b) => b.events - a.events || a.code.localeCompare(b.code)),
    strongest,
  };
}
