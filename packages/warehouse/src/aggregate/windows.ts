/**
 * Index windows (anchor facts §2 and §4): the daily window (WDAI_UDAI) ends at 20:30 UTC and covers the 24 hours
 * before it; the hourly series (WDAI_UHOU) is the same 24-hour window, re-stamped every hour on the hour.
 * A window is (end - 24h, end]: a document stamped exactly at the end belongs to that window.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** 20:30 UTC as an offset into the day. */
export const DAILY_CUT_MS = 20 * HOUR_MS + 30 * 60_000;

/** End (epoch ms) of the daily window that contains `time`. */
export function dailyWindowEnd(time: number): number {
  const dayStart = Math.floor(time / DAY_MS) * DAY_MS;
  const cut = dayStart + DAILY_CUT_MS;
  return time <= cut ? cut : cut + DAY_MS;
}

/** First hourly stamp (epoch ms) whose 24-hour window contains `time`; the window then lasts 24 stamps. */
export function firstHourlyStamp(time: number): number {
  return Math.ceil(time / HOUR_MS) * HOUR_MS;
}

export const HOURLY_STAMPS_PER_DOCUMENT = 24;
export { DAY_MS, HOUR_MS };

/** The reference's windowTimestamp text: `2020-12-01T20:30:00.000Z`. */
export function windowTimestamp(end: number): string {
  return new Date(end).toISOString();
}

/**
 * The reference's row id: `mp:{YYYY-MM-DD}_{HH.MM.SS}.{dataType}.{assetClass}.{assetCode}` (anchor facts §2).
 */
export function rowId(end: number, dataType: string, fileCode: string, assetCode: string): string {
  const iso = new Date(end).toISOString();
  return `mp:${iso.slice(0, 10)}_${iso.slice(11, 19).replaceAll(':', '.')}.${dataType}.${fileCode}.${assetCode}`;
}
