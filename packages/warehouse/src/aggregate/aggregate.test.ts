import { describe, expect, it } from 'vitest';
import { combineSources, indicatorValues, type WindowSums } from './window-sums';
import { dailyWindowEnd, firstHourlyStamp, rowId, windowTimestamp } from './windows';

const at = (iso: string) => Date.parse(iso);

describe('daily windows end at 20:30 UTC', () => {
  it('puts a document at exactly 20:30:00 in that day and one a millisecond later in the next day', () => {
    expect(windowTimestamp(dailyWindowEnd(at('2024-03-01T20:30:00.000Z')))).toBe('2024-03-01T20:30:00.000Z');
    expect(windowTimestamp(dailyWindowEnd(at('2024-03-01T20:30:00.001Z')))).toBe('2024-03-02T20:30:00.000Z');
    expect(windowTimestamp(dailyWindowEnd(at('2024-03-01T00:00:00.000Z')))).toBe('2024-03-01T20:30:00.000Z');
    expect(windowTimestamp(dailyWindowEnd(at('2024-02-29T23:59:59.000Z')))).toBe('2024-03-01T20:30:00.000Z');
  });

  it('starts the hourly 24-hour windows at the next full hour (a document on the hour counts from that stamp)', () => {
    expect(windowTimestamp(firstHourlyStamp(at('2024-03-01T10:00:00.000Z')))).toBe('2024-03-01T10:00:00.000Z');
    expect(windowTimestamp(firstHourlyStamp(at('2024-03-01T10:00:01.000Z')))).toBe('2024-03-01T11:00:00.000Z');
  });

  it('formats row ids as the reference does', () => {
    expect(rowId(at('2020-12-01T20:30:00Z'), 'News', 'COM_ENM', 'ALU')).toBe('mp:2020-12-01_20.30.00.News.COM_ENM.ALU');
  });
});

describe('News_Social combination', () => {
  const sums = (mentions: number, buzz: number, values: number[]): WindowSums => ({
    mentions,
    buzz,
    sums: Float64Array.from(values.map((value) => value * buzz)),
  });

  it('adds mentions and buzz, and gives the buzz-weighted average of the News and Social values', () => {
    // The reference's AAPL sample (anchor facts §3): News buzz 6675.55, Social 6738.7 -> News_Social 13414.25.
    const news = sums(1555, 6675.55, [0.1255, 0.3278]);
    const social = sums(2217, 6738.7, [0.05, 0.2]);
    const combined = combineSources(news, social, 2);
    expect(combined.mentions).toBe(3772);
    expect(combined.buzz).toBeCloseTo(13414.25, 6);
    const [sentiment, positive] = indicatorValues(combined);
    expect(sentiment).toBeCloseTo((0.1255 * 6675.55 + 0.05 * 6738.7) / 13414.25, 10);
    expect(positive).toBeCloseTo((0.3278 * 6675.55 + 0.2 * 6738.7) / 13414.25, 10);
  });

  it('leaves an indicator empty (null) when the window has no buzz or no reference to it', () => {
    expect(indicatorValues(sums(0, 0, [0, 0]))).toEqual([null, null]);
    expect(indicatorValues(combineSources(sums(3, 4, [0.5, 0]), undefined, 2))).toEqual([0.5, null]);
  });
});
