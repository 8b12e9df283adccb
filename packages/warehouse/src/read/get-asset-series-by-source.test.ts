import { describe, expect, it } from 'vitest';
import { dailyRow, type FixtureRow, setUpFixtureLakes } from './fixture-lake';
import { getAssetSeriesBySource } from './get-asset-series-by-source';

function row(day: string, dataType: string, buzz: number, sentiment: number | null): FixtureRow {
  return dailyRow('AAA', day, { dataType, mentions: 1, buzz, sentiment });
}

// News on 01-02 and 01-03, Social on 01-03 and 01-04, News_Social on every one of those days; no headlines.
const ROWS: FixtureRow[] = [
  row('2025-01-02', 'News', 2, 0.2),
  row('2025-01-02', 'News_Social', 2, 0.2),
  row('2025-01-03', 'News', 1, -0.4),
  row('2025-01-03', 'Social', 3, 0.8),
  row('2025-01-03', 'News_Social', 4, 0.5),
  row('2025-01-04', 'Social', 6, null),
  row('2025-01-04', 'News_Social', 6, null),
];

const lakes = setUpFixtureLakes('series-by-source', {
  buildId: 'b1',
  assets: [{ assetCode: 'AAA', assetClass: 'equ', name: 'Alpha' }],
  rows: ROWS,
});

const base = () => ({ dataDir: lakes.sorted, assetClass: 'equ' as const, assetCode: 'AAA', to: '2025-01-10' });

describe('getAssetSeriesBySource', () => {
  it('merges the sources by window, oldest first, null where a source has no window or no value', async () => {
    const points = await getAssetSeriesBySource({ ...base(), indicator: 'sentiment' });
    expect(points.map((point) => point.date)).toEqual([
      '2025-01-02T20:30:00.000Z',
      '2025-01-03T20:30:00.000Z',
      '2025-01-04T20:30:00.000Z',
    ]);
    const [second, third, fourth] = points;
    expect(second).toMatchObject({ Social: null, News_Headline: null });
    expect(second?.News).toBeCloseTo(0.2, 6);
    expect(third?.News).toBeCloseTo(-0.4, 6);
    expect(third?.Social).toBeCloseTo(0.8, 6);
    expect(third?.News_Social).toBeCloseTo(0.5, 6);
    // A window with buzz but no sentiment is null, not 0.
    expect(fourth).toMatchObject({ News: null, Social: null, News_Social: null, News_Headline: null });
  });

  it("gives each window's own buzz for the buzz bars, unsmoothed", async () => {
    const points = await getAssetSeriesBySource({ ...base(), indicator: 'buzz', isWindowBuzz: true, smoothing: 3 });
    expect(points.map((point) => [point.News_Social, point.News, point.Social])).toEqual([
      [2, 2, null],
      [4, 1, 3],
      [6, null, 6],
    ]);
  });

  it('smooths each source buzz-weighted over the windows asked, and keeps to the span', async () => {
    const points = await getAssetSeriesBySource({ ...base(), indicator: 'sentiment', smoothing: 2 });
    expect(points[1]?.News_Social).toBeCloseTo((0.2 * 2 + 0.5 * 4) / 6, 6);
    const span = await getAssetSeriesBySource({
      ...base(),
      indicator: 'sentiment',
      from: '2025-01-03',
      to: '2025-01-04',
    });
    expect(span.map((point) => point.date)).toEqual(['2025-01-03T20:30:00.000Z']);
  });

  it('refuses an indicator the class does not have', async () => {
    await expect(getAssetSeriesBySource({ ...base(), indicator: 'nope' })).rejects.toThrow("'nope'");
  });
});
