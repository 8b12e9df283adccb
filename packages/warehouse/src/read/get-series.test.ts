import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dailyRow, type FixtureRow, setUpFixtureLakes } from './fixture-lake';
import { getSeries } from './get-series';
import { listCoverage } from './list-coverage';
import { preloadLake } from './preload-lake';

const ASSETS = [
  { assetCode: 'AAA', assetClass: 'equ', name: 'Alpha' },
  { assetCode: 'BBB', assetClass: 'equ', name: 'Beta' },
];

function row(day: string, buzz: number, sentiment: number | null, dataType = 'News_Social'): FixtureRow {
  return dailyRow('AAA', day, { dataType, mentions: buzz, buzz, sentiment });
}

// Across a year boundary, with a quiet day (2025-01-01) and a window without a sentiment value (2025-01-03).
const ROWS: FixtureRow[] = [
  row('2024-12-30', 1, 0.1),
  row('2024-12-31', 3, 0.5),
  row('2025-01-02', 2, -0.4),
  row('2025-01-03', 4, null),
  row('2025-01-06', 1, 0.2),
  row('2024-12-31', 2, 0.7, 'News'),
  row('2025-01-01', 5, 0.9, 'News'),
  { assetCode: 'BBB', windowTimestamp: '2025-01-02T20:30:00Z', dataType: 'Social', mentions: 1, buzz: 1, sentiment: 0 },
];

const base = {
  assetClass: 'equ',
  assetCode: 'AAA',
  indicators: ['sentiment', 'mentions'],
  source: 'News_Social',
  frequency: 'daily',
};

const lakes = setUpFixtureLakes('series', { buildId: 'b1', assets: ASSETS, rows: ROWS }, { isShuffledToo: true });

describe('getSeries', () => {
  it.each(['sorted', 'shuffled'] as const)(
    'gives the windows of one source in time order across years (%s files)',
    async (files) => {
      const series = await getSeries({ ...base, dataDir: lakes[files] });
      expect(series.points.map((p) => p.windowTimestamp.slice(0, 10))).toEqual([
        '2024-12-30',
        '2024-12-31',
        '2025-01-02',
        '2025-01-03',
        '2025-01-06',
      ]);
      expect(series.points.map((p) => p.buzz)).toEqual([1, 3, 2, 4, 1]);
      expect(series.points[3]?.values).toEqual({ sentiment: null, mentions: 4 });
      expect(series.points[2]?.values.sentiment).toBeCloseTo(-0.4, 6);
    },
  );

  it('keeps windows from `from` (inclusive) to `to` (exclusive)', async () => {
    const series = await getSeries({ ...base, dataDir: lakes.sorted, from: '2024-12-31', to: '2025-01-03' });
    expect(series.points.map((p) => p.windowTimestamp)).toEqual([
      '2024-12-31T20:30:00.000Z',
      '2025-01-02T20:30:00.000Z',
    ]);
  });

  it('smooths scores as the buzz-weighted mean and counts as the plain mean, reaching back before `from`', async () => {
    const series = await getSeries({ ...base, dataDir: lakes.sorted, smoothing: 2, from: '2024-12-31' });
    const values = series.points.map((p) => p.values);
    // 2024-12-31 reaches back to 2024-12-30: (0.1 * 1 + 0.5 * 3) / 4.
    expect(values[0]?.sentiment).toBeCloseTo(0.4, 6);
    expect(values[0]?.mentions).toBe(2);
    // 2025-01-03 has no sentiment: only 2025-01-02 counts.
    expect(values[2]?.sentiment).toBeCloseTo(-0.4, 6);
    expect(values[2]?.mentions).toBe(3);
    expect(values[3]?.sentiment).toBeCloseTo(0.2, 6);
  });

  it('gives an empty series for an asset or frequency without rows', async () => {
    const dataDir = lakes.sorted;
    expect((await getSeries({ ...base, dataDir, assetCode: 'ZZZ' })).points).toEqual([]);
    expect((await getSeries({ ...base, dataDir, assetCode: 'BBB' })).points).toEqual([]);
    expect((await getSeries({ ...base, dataDir, frequency: 'hourly' })).points).toEqual([]);
  });

  it('rejects bad smoothing, dates and ranges with a clear message', async () => {
    const dataDir = lakes.sorted;
    await expect(getSeries({ ...base, dataDir, smoothing: 0 })).rejects.toThrow('smoothing must be a whole number');
    await expect(getSeries({ ...base, dataDir, from: 'soon' })).rejects.toThrow("'from' is not a date");
    // A day the calendar does not have is refused, not read as the next month's first days.
    await expect(getSeries({ ...base, dataDir, to: '2025-02-30' })).rejects.toThrow("'to' is not a date");
    await expect(getSeries({ ...base, dataDir, from: '2025-01-02', to: '2025-01-01' })).rejects.toThrow(
      "'from' must be before 'to'",
    );
    await expect(getSeries({ ...base, dataDir, indicators: [] })).rejects.toThrow('name at least one indicator');
  });
});

describe('listCoverage', () => {
  it('counts a day once whichever sources have it', async () => {
    const coverage = await listCoverage({ dataDir: lakes.shuffled, assetClass: 'equ' });
    expect(coverage).toEqual([
      { assetClass: 'equ', assetCode: 'AAA', name: 'Alpha', firstDate: '2024-12-30', lastDate: '2025-01-06', days: 6 },
      { assetClass: 'equ', assetCode: 'BBB', name: 'Beta', firstDate: '2025-01-02', lastDate: '2025-01-02', days: 1 },
    ]);
  });
});

describe('preloadLake', () => {
  it('holds the published build and refuses an indicator no class has', async () => {
    const dataDir = lakes.sorted;
    const loaded = await preloadLake({ dataDir, assetClasses: ['equ', 'cur'] });
    expect(loaded.rows).toBe(ROWS.length);
    expect(loaded.lakeDir.endsWith(join('builds', 'b1'))).toBe(true);
    await expect(preloadLake({ dataDir, indicators: ['moodiness'] })).rejects.toThrow("indicator 'moodiness'");
  });
});
