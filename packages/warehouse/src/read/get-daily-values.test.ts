import { describe, expect, it } from 'vitest';
import { busyAndLapsedRows, type FixtureRow, groupRow, setUpFixtureLakes } from './fixture-lake';
import { getDailyValues } from './get-daily-values';

const ASSETS = [
  { assetCode: 'AAA', assetClass: 'equ', name: 'Alpha' },
  { assetCode: 'BBB', assetClass: 'equ', name: 'Beta' },
];

const row = groupRow(1);

/** AAA from 2024-12-28 (i = 0) to 2025-01-10 (i = 13): buzz 10 + i, sentiment i / 100 (busyAndLapsedRows). */
const ROWS: FixtureRow[] = [
  ...busyAndLapsedRows(row),
  row('BBB', '2025-01-03', 4, 0.3),
  row('BBB', '2025-01-05', 5, null),
];

const lakes = setUpFixtureLakes('daily-values', { buildId: 'b1', assets: ASSETS, rows: ROWS });

describe('getDailyValues', () => {
  it('gives each asset one slot per calendar day, NaN where it has no window or no value', async () => {
    const values = await getDailyValues({
      dataDir: lakes.sorted,
      assetClass: 'equ',
      assetCodes: ['AAA', 'BBB', 'ZZZ'],
      indicator: 'sentiment',
      source: 'News_Social',
      from: '2025-01-02',
      to: '2025-01-06',
    });
    expect(values.days).toEqual(['2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05', '2025-01-06']);
    const [aaa, bbb, zzz] = values.assets;
    // AAA: 2025-01-02 is i = 5.
    expect([...(aaa?.values ?? [])].map((value) => Math.round(value * 100))).toEqual([5, 6, 7, 8, 9]);
    expect([...(aaa?.buzz ?? [])]).toEqual([15, 16, 17, 18, 19]);
    expect([...(bbb?.buzz ?? [])]).toEqual([Number.NaN, 4, Number.NaN, 5, Number.NaN]);
    expect(bbb?.values[1]).toBeCloseTo(0.3, 6);
    // A window with buzz but no sentiment: the buzz is there, the value is not.
    expect(bbb?.values[3]).toBeNaN();
    expect([...(zzz?.values ?? [])].every(Number.isNaN)).toBe(true);
  });

  it("reads buzz alone as the indicator 'buzz'", async () => {
    const values = await getDailyValues({
      dataDir: lakes.sorted,
      assetClass: 'equ',
      assetCodes: ['AAA'],
      indicator: 'buzz',
      source: 'News_Social',
      from: '2024-12-28',
      to: '2024-12-29',
    });
    expect([...(values.assets[0]?.values ?? [])]).toEqual([10, 11]);
  });

  it('refuses a span that ends before it starts, and one of more than two years', async () => {
    const base = {
      dataDir: lakes.sorted,
      assetClass: 'equ',
      assetCodes: ['AAA'],
      indicator: 'sentiment',
      source: 'News_Social',
    };
    await expect(getDailyValues({ ...base, from: '2025-01-06', to: '2025-01-05' })).rejects.toThrow(
      /must not be after/,
    );
    await expect(getDailyValues({ ...base, from: '2020-01-01', to: '2025-01-05' })).rejects.toThrow(/at most 800 days/);
  });
});
