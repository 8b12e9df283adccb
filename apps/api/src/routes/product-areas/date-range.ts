/**
 * The date parameters of the product-area calls (spec §7 masf, pulse, mta, v5, mms; spec §9 dates): start_date and
 * end_date parsed, checked against the calendar and against each call's default and longest range.
 */
import { DAY_MS, parseDay } from '@moodwire/domain';
import type { LoadedLake } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';

/** Spec §9: dates are YYYY-MM-DD or ISO time; the calendar is checked in code (2026-02-31 passes the pattern). */
export const DATE_OR_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';
const DATE_OR_TIME = new RegExp(DATE_OR_TIME_PATTERN);

/**
 * Epoch ms of a date parameter: YYYY-MM-DD is that day's midnight UTC, and a time without a zone is UTC
 * (spec §9 'timestamps without zone are UTC'). A date that is not in the calendar is a 400 naming the parameter.
 */
export function parseDateParameter(parameter: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = DATE_OR_TIME.exec(value);
  const day = value.slice(0, 10);
  const dayTime = parseDay(day);
  if (!match || Number.isNaN(dayTime)) {
    throw badParameter(parameter, `'${value}' is not a date (YYYY-MM-DD or ISO time)`);
  }
  if (value.length === 10) return dayTime;
  const hasZone = match[4] !== undefined;
  const time = Date.parse(hasZone ? value : `${value}Z`);
  if (Number.isNaN(time)) throw badParameter(parameter, `'${value}' is not a date (YYYY-MM-DD or ISO time)`);
  return time;
}

/**
 * Event feeds and call lists (pulse, mta) reach back at most ten years per request, and that far by default: their
 * rows are few per day and capped by a limit, so the whole window is the useful default.
 */
export const HISTORY_MAX_DAYS = 3_660;
export const HISTORY_RANGE: RangeRules = { defaultDays: HISTORY_MAX_DAYS, maxDays: HISTORY_MAX_DAYS };
export const HISTORY_TEXT = `Without start_date the last ${HISTORY_MAX_DAYS} days; at most ${HISTORY_MAX_DAYS} days per request.`;

export interface RangeRules {
  /** Without start_date, the range starts this many days before end_date. */
  defaultDays?: number;
  /** The longest range one request may ask for (a documented maximum; longer is a 400). */
  maxDays?: number;
}

/** A [from, to) range as ISO text for the read layer; an open side is left to the read layer's defaults. */
export interface IsoRange {
  from?: string;
  to?: string;
}

/**
 * The [start_date, end_date) range of a request (end_date exclusive, as the reference's data API). With
 * defaults, end_date defaults to the day after the lake's last day and start_date to `defaultDays` before it.
 */
export function dateRange(
  query: { start_date?: string; end_date?: string },
  lake: LoadedLake,
  rules: RangeRules = {},
): IsoRange {
  let start = parseDateParameter('start_date', query.start_date);
  let end = parseDateParameter('end_date', query.end_date);
  if (rules.defaultDays !== undefined) {
    end ??= parseDay(lake.manifest.to) + DAY_MS;
    start ??= end - rules.defaultDays * DAY_MS;
  }
  if (start !== undefined && end !== undefined) {
    if (start >= end) throw badParameter('start_date', 'must be before end_date (end_date is exclusive)');
    if (rules.maxDays !== undefined && end - start > rules.maxDays * DAY_MS) {
      throw badParameter(
        'start_date',
        `the range from start_date to end_date spans more than ${rules.maxDays} days, the most one request may ask for`,
      );
    }
  }
  return {
    ...(start === undefined ? {} : { from: new Date(start).toISOString() }),
    ...(end === undefined ? {} : { to: new Date(end).toISOString() }),
  };
}
