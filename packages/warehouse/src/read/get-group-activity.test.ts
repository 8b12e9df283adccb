import { describe, expect, it } from 'vitest';
import { busyAndLapsedRows, type FixtureRow, groupRow, setUpFixtureLakes } from './fixture-lake';
import { getGroupActivity } from './get-group-activity';
import { getGroupBenchmark } from './get-group-benchmark';

const ASSETS = [
  { assetCode: 'AAA', assetClass: 'equ', name: 'Alpha' },
  { assetCode: 'BBB', assetClass: 'equ', name: 'Beta' },
  { assetCode: 'DDD', assetClass: 'equ', name: 'Delta' },
];

const row = groupRow(1);

/** AAA from 2024-12-28 (i = 0) to 2025-01-10 (i = 13): buzz 10 + i, sentiment i / 100 (busyAndLapsedRows). */
const ROWS: FixtureRow[] = [
  ...busyAndLapsedRows(row),
  row('BBB', '2025-01-03', 4, 0.3),
  row('BBB', '2025-01-04', 5, null),
];

const lakes = setUpFixtureLakes('group-activity', { buildId: 'b1', assets: ASSETS, rows: ROWS });

describe('getGroupActivity', () => {
  it('sums each member’s buzz over its windows in [from, to) and averages the indicator buzz-weighted', async () => {
    const activity = await getGroupActivity({
      dataDir: lakes.sorted,
      assetClass: 'equ',
      assetCodes: ['AAA', 'BBB', 'ZZZ'],
      source: 'News_Social',
      from: '2025-01-03',
      to: '2025-01-06',
      indicator: 'sentiment',
    });
    expect(activity.rows.map((r) => r.assetCode)).toEqual(['AAA', 'BBB', 'ZZZ']);
    const [aaa, bbb, zzz] = activity.rows;
    // AAA: 2025-01-03..05 are i = 6, 7, 8.
    expect(aaa).toMatchObject({ buzz: 16 + 17 + 18, windows: 3, lastTimestamp: '2025-01-05T20:30:00.000Z' });
    expect(aaa?.value).toBeCloseTo((0.06 * 16 + 0.07 * 17 + 0.08 * 18) / 51, 6);
    // BBB's 01-04 window has buzz but no sentiment: it counts for buzz, not for the mean.
    expect(bbb).toMatchObject({ buzz: 9, windows: 2 });
    expect(bbb?.value).toBeCloseTo(0.3, 6);
    expect(zzz).toEqual({ assetCode: 'ZZZ', buzz: 0, windows: 0, value: null, lastTimestamp: null });
  });

  it('reads one source, and leaves the mean out when no indicator is asked', async () => {
    const news = await getGroupActivity({
      dataDir: lakes.sorted,
      assetClass: 'equ',
      assetCodes: ['AAA'],
      source: 'nws',
      from: '2025-01-01',
      to: '2025-01-11',
    });
    expect(news.dataType).toBe('News');
    expect(news.rows[0]).toMatchObject({ buzz: 99, windows: 1, value: null });
  });

  it('refuses an unknown indicator and an empty span', async () => {
    const base = { dataDir: lakes.sorted, assetClass: 'equ', assetCodes: ['AAA'], source: 'News_Social' };
    await expect(
      getGroupActivity({ ...base, from: '2025-01-01', to: '2025-01-02', indicator: 'nope' }),
    ).rejects.toThrow("indicator 'nope' is not available for equ");
    await expect(getGroupActivity({ ...base, from: '2025-01-02', to: '2025-01-02' })).rejects.toThrow(
      "'from' must be before 'to'",
    );
  });
});

describe('getGroupBenchmark', () => {
  // dataDir is known once beforeAll has run.
  const base = () => ({ dataDir: lakes.sorted, assetClass: 'equ', source: 'News_Social', frequency: 'daily' });

  it('is the buzz-weighted mean of the members with a value, per window', async () => {
    const benchmark = await getGroupBenchmark({
      ...base(),
      assetCodes: ['AAA', 'BBB', 'BBB', 'ZZZ'],
      indicator: 'sentiment',
      from: '2025-01-02',
      to: '2025-01-05',
    });
    expect(benchmark.aggregation).toBe('buzz-weighted mean');
    expect(benchmark.points.map((p) => p.windowTimestamp)).toEqual([
      '2025-01-02T20:30:00.000Z',
      '2025-01-03T20:30:00.000Z',
      '2025-01-04T20:30:00.000Z',
    ]);
    const [second, third, fourth] = benchmark.points;
    expect(second).toMatchObject({ buzz: 15, assets: 1 });
    expect(second?.value).toBeCloseTo(0.05, 6);
    // 01-03: AAA (16, 0.06) and BBB (4, 0.3), BBB named twice but counted once.
    expect(third).toMatchObject({ buzz: 20, assets: 2 });
    expect(third?.value).toBeCloseTo((0.06 * 16 + 0.3 * 4) / 20, 6);
    // 01-04: BBB's window has no sentiment: its buzz is the basket's, its weight is not.
    expect(fourth).toMatchObject({ buzz: 17 + 5, assets: 1 });
    expect(fourth?.value).toBeCloseTo(0.07, 6);
  });

  it('sums a count, and smooths over the last windows', async () => {
    const sum = await getGroupBenchmark({
      ...base(),
      assetCodes: ['AAA', 'BBB'],
      indicator: 'buzz',
      from: '2025-01-03',
      to: '2025-01-04',
    });
    expect(sum.aggregation).toBe('sum');
    expect(sum.points).toEqual([{ windowTimestamp: '2025-01-03T20:30:00.000Z', value: 20, buzz: 20, assets: 2 }]);
    const smooth = await getGroupBenchmark({
      ...base(),
      assetCodes: ['AAA', 'BBB'],
      indicator: 'sentiment',
      from: '2025-01-03',
      to: '2025-01-05',
      smoothing: 2,
    });
    // Windows before `from` are not part of the smoothing: the first point is 01-03 alone.
    expect(smooth.points[0]?.value).toBeCloseTo((0.06 * 16 + 0.3 * 4) / 20, 6);
    expect(smooth.points[1]?.value).toBeCloseTo((0.06 * 16 + 0.3 * 4 + 0.07 * 17) / (20 + 17), 6);
  });

  it('refuses a bad smoothing or indicator', async () => {
    await expect(
      getGroupBenchmark({ ...base(), assetCodes: ['AAA'], indicator: 'sentiment', smoothing: 0 }),
    ).rejects.toThrow('smoothing must be a whole number');
    await expect(getGroupBenchmark({ ...base(), assetCodes: ['AAA'], indicator: 'nope' })).rejects.toThrow(
      "indicator 'nope' is not available",
    );
  });
});
