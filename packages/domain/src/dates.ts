/**
 * Days and index windows, in UTC everywhere: a day is written `YYYY-MM-DD` (spec §7's start_date/end_date, the
 * lake manifest, account expiry) and an index window ends at a fixed time of the UTC day (anchor facts §2, §4).
 * Every part of the product (warehouse, API, web) does its day arithmetic here, so they cannot disagree.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Midnight UTC (epoch ms) of a `YYYY-MM-DD` day, or NaN when the text is not a calendar date: `2023-02-30` is
 * refused rather than rolled over to 2 March, which `Date.parse` alone would not catch on every engine.
 */
export function parseDay(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) return Number.NaN;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const date = Number(match[3]);
  // setUTCFullYear rather than Date.UTC, which reads years 0-99 as 1900-1999.
  const parsed = new Date(0);
  parsed.setUTCFullYear(year, month, date);
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month || parsed.getUTCDate() !== date) {
    return Number.NaN;
  }
  return parsed.getTime();
}

/** True when `value` is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  return !Number.isNaN(parseDay(value));
}

/** The `YYYY-MM-DD` of the UTC day that contains `time` (epoch ms). */
export function formatDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Midnight UTC (epoch ms) of the day that contains `time`. */
export function startOfDay(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS;
}

/** `day` moved by `days` calendar days (negative goes back). */
export function addDays(day: string, days: number): string {
  return formatDay(parseDay(day) + days * DAY_MS);
}

/**
 * `day` moved by `months` calendar months, keeping the day of the month where the month has it: 31 March less one
 * month is 28 (or 29) February.
 */
export function addMonths(day: string, months: number): string {
  const date = new Date(parseDay(day));
  const dayOfMonth = date.getUTCDate();
  const month = date.getUTCMonth() + months;
  date.setUTCDate(1);
  date.setUTCMonth(month + 1, 0); // the last day of the wanted month
  date.setUTCDate(Math.min(dayOfMonth, date.getUTCDate()));
  return formatDay(date.getTime());
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
}

/** Every day from `from` to `to`, both included; empty when `to` is before `from`. */
export function listDays(from: string, to: string): string[] {
  const days: string[] = [];
  const end = parseDay(to);
  for (let time = parseDay(from); time <= end; time += DAY_MS) days.push(formatDay(time));
  return days;
}

/** `YYYY-MM-DD` of today (UTC) plus `days`. */
export function dayInDays(days: number, now: Date = new Date()): string {
  return formatDay(startOfDay(now.getTime()) + days * DAY_MS);
}

/*
 * Index windows (anchor facts §2, §4): the daily window (WDAI_UDAI) ends at 20:30 UTC and covers the 24 hours before
 * it; the hourly series (WDAI_UHOU) is the same 24-hour window, re-stamped every hour on the hour. A window is
 * (end - 24h, end]: a document stamped exactly at the end belongs to that window.
 */

/** 20:30 UTC, the daily stamp of the reference's files, as an offset into the day. */
export const DAILY_CUT_MS = 20 * HOUR_MS + 30 * MINUTE_MS;

/** The daily stamp (epoch ms) of a `YYYY-MM-DD` day: that day at 20:30 UTC. */
export function dailyStamp(day: string): number {
  return parseDay(day) + DAILY_CUT_MS;
}

/** End (epoch ms) of the daily window that contains `time`. */
export function dailyWindowEnd(time: number): number {
  const cut = startOfDay(time) + DAILY_CUT_MS;
  return time <= cut ? cut : cut + DAY_MS;
}

/** First hourly stamp (epoch ms) whose 24-hour window contains `time`; the window then lasts 24 stamps. */
export function firstHourlyStamp(time: number): number {
  return Math.ceil(time / HOUR_MS) * HOUR_MS;
}

/** The reference's windowTimestamp text: `2020-12-01T20:30:00.000Z`. */
export function windowTimestamp(end: number): string {
  return new Date(end).toISOString();
}
