import { describe, expect, it } from 'vitest';
import { combineSources, indicatorValues, type WindowSums } from './window-sums';
import { rowId } from './windows';

const at = (iso: string) => Date.parse(iso);

// The daily and hourly windows themselves are tested with the domain's dates module.
describe('row ids', () => {
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
