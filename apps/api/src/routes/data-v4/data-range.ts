/**
 * The dates of a data API v4 call: start_date inclusive, end_date exclusive, dates or ISO times (UTC without a
 * zone, spec §9), defaulting to the lake's days, at most a documented number of days apart.
 */
import { DAY_MS, formatDay, parseDay } from '@moodwire/domain';
import type { LoadedLake } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';

/** The most days one request may span (the reference's clients split daily history into 15,000-day requests). */
export const MAX_RANGE_DAYS = 15_000;

/** YYYY-MM-DD, or an ISO time (a time without zone is UTC, spec §9). */
export const DATE_OR_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';

/** Epoch ms of a date or time parameter; a date that is not on the calendar (2026-02-31) is a 400. */
export function parseDateParameter(parameter: string, value: string): number {
  const day = value.slice(0, 10);
  const dayTime = parseDay(day);
  if (Number.isNaN(dayTime)) {
    throw badParameter(parameter, `'${value}' is not a calendar date`);
  }
  if (value.length === 10) return dayTime;
  const time = value.replace(' ', 'T');
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(time);
  const parsed = Date.parse(hasZone ? time : `${time}Z`);
  if (Number.isNaN(parsed)) throw badParameter(parameter, `'${value}' is not a valid time`);
  return parsed;
}

export interface DateRange {
  /** Inclusive, epoch ms. */
  from: number;
  /** Exclusive, epoch ms. */
  to: number;
}

/**
 * start_date (inclusive) and end_date (exclusive), defaulting to the lake's first day and the day after its last;
 * at most MAX_RANGE_DAYS apart.
 */
export function parseRange(lake: LoadedLake, start: string | undefined, end: string | undefined): DateRange {
  const from = start === undefined ? parseDay(lake.manifest.from) : parseDateParameter('start_date', start);
  const to = end === undefined ? parseDay(lake.manifest.to) + DAY_MS : parseDateParameter('end_date', end);
  if (from >= to) throw badParameter('end_date', 'must be after start_date (end_date is exclusive)');
  if (to - from > MAX_RANGE_DAYS * DAY_MS) {
    throw badParameter(
      'end_date',
      `the range from start_date is longer than ${MAX_RANGE_DAYS} days, the most one request may span; split it`,
    );
  }
  return { from, to };
}

export function isoTime(millis: number): string {
  return new Date(millis).toISOString();
}

export function isoDay(millis: number): string {
  return formatDay(millis);
}
