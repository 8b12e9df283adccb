import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  DAILY_CUT_MS,
  DAY_MS,
  dailyStamp,
  dailyWindowEnd,
  dayInDays,
  daysBetween,
  firstHourlyStamp,
  formatDay,
  isCalendarDay,
  listDays,
  parseDay,
  startOfDay,
  windowTimestamp,
} from './dates';

const at = (iso: string) => Date.parse(iso);

describe('days', () => {
  it('reads a YYYY-MM-DD day as midnight UTC and writes it back', () => {
    expect(parseDay('2024-03-01')).toBe(at('2024-03-01T00:00:00.000Z'));
    expect(formatDay(at('2024-03-01T23:59:59.999Z'))).toBe('2024-03-01');
    expect(formatDay(parseDay('0050-07-04'))).toBe('0050-07-04');
  });

  it('refuses text that is not a calendar day instead of rolling it over', () => {
    for (const bad of ['2023-02-29', '2024-02-30', '2024-13-01', '2024-00-10', '2024-1-01', '2024-01-01T00:00', '']) {
      expect(isCalendarDay(bad), bad).toBe(false);
      expect(parseDay(bad), bad).toBeNaN();
    }
    expect(isCalendarDay('2024-02-29')).toBe(true);
  });

  it('moves by days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(addDays('2024-03-10', 0)).toBe('2024-03-10');
  });

  it('moves by months keeping the day of the month where the month has it', () => {
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2023-03-31', -1)).toBe('2023-02-28');
    expect(addMonths('2024-01-15', 12)).toBe('2025-01-15');
    expect(addMonths('2024-01-31', -13)).toBe('2022-12-31');
    expect(addMonths('2024-05-31', 1)).toBe('2024-06-30');
  });

  it('counts whole days between two days, negative backwards', () => {
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('2024-03-02', '2024-03-01')).toBe(-1);
    expect(daysBetween('2024-03-01', '2024-03-01')).toBe(0);
  });

  it('lists every day of a range, both ends included', () => {
    expect(listDays('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(listDays('2024-03-02', '2024-03-01')).toEqual([]);
  });

  it('floors an instant to its UTC day and finds the day N days from today', () => {
    expect(startOfDay(at('2024-03-01T20:30:00.000Z'))).toBe(at('2024-03-01T00:00:00.000Z'));
    expect(DAY_MS).toBe(86_400_000);
    const now = new Date('2024-02-28T23:30:00.000Z');
    expect(dayInDays(0, now)).toBe('2024-02-28');
    expect(dayInDays(1, now)).toBe('2024-02-29');
    expect(dayInDays(-60, now)).toBe('2023-12-30');
  });
});

describe('index windows (anchor facts §2, §4)', () => {
  it('stamps a day at 20:30 UTC in the reference text form', () => {
    expect(DAILY_CUT_MS).toBe((20 * 60 + 30) * 60_000);
    expect(windowTimestamp(dailyStamp('2020-12-01'))).toBe('2020-12-01T20:30:00.000Z');
  });

  it('puts a document in the daily window that ends at the next 20:30 UTC, the cut itself included', () => {
    expect(windowTimestamp(dailyWindowEnd(at('2024-03-01T20:30:00.000Z')))).toBe('2024-03-01T20:30:00.000Z');
    expect(windowTimestamp(dailyWindowEnd(at('2024-03-01T20:30:00.001Z')))).toBe('2024-03-02T20:30:00.000Z');
    expect(windowTimestamp(dailyWindowEnd(at('2024-03-01T00:00:00.000Z')))).toBe('2024-03-01T20:30:00.000Z');
    expect(windowTimestamp(dailyWindowEnd(at('2024-02-29T23:59:59.000Z')))).toBe('2024-03-01T20:30:00.000Z');
  });

  it('starts a document in the hourly window stamped on the next whole hour, the hour itself included', () => {
    expect(windowTimestamp(firstHourlyStamp(at('2024-03-01T10:00:00.000Z')))).toBe('2024-03-01T10:00:00.000Z');
    expect(windowTimestamp(firstHourlyStamp(at('2024-03-01T10:00:01.000Z')))).toBe('2024-03-01T11:00:00.000Z');
  });
});
