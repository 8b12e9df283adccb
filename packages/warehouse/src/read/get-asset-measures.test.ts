import { describe, expect, it } from 'vitest';
import { dailyRow, type FixtureRow, setUpFixtureLakes } from './fixture-lake';
import { getAssetMeasures } from './get-asset-measures';

const ASSETS = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE'].map((assetCode) => ({
  assetCode,
  assetClass: 'equ',
  name: assetCode,
}));

function row(assetCode: string, day: string, buzz: number, sentiment: number | null, dataType = 'News_Social') {
  return dailyRow(assetCode, day, { dataType, mentions: 1, buzz, sentiment });
}

// On 2025-01-10: CCC leads with 0.9, AAA and BBB tie at 0.5; DDD's row has no sentiment; EEE was last talked
// about on 01-08 (0.95, higher than any: not carried forward) and on 01-09.
const ROWS: FixtureRow[] = [
  row('AAA', '2025-01-09', 5, 0.1),
  row('AAA', '2025-01-10', 10, 0.5),
  row('BBB', '2025-01-10', 20, 0.5),
  row('CCC', '2025-01-10', 3, 0.9),
  row('DDD', '2025-01-10', 7, null),
  row('EEE', '2025-01-08', 30, 0.95),
  row('EEE', '2025-01-09', 2, 0.2),
  row('AAA', '2025-01-10', 4, -0.5, 'News'),
];

const lakes = setUpFixtureLakes('asset-measures', { buildId: 'b1', assets: ASSETS, rows: ROWS });

const base = () => ({
  dataDir: lakes.sorted,
  assetClass: 'equ',
  indicator: 'sentiment',
  source: 'News_Social',
  date: '2025-01-10',
});

describe('getAssetMeasures', () => {
  it("ranks by the day's own values, highest first, a tie going to the smaller code", async () => {
    const ranks = await Promise.all(
      ['CCC', 'AAA', 'BBB'].map(async (assetCode) => (await getAssetMeasures({ ...base(), assetCode })).indicator),
    );
    expect(ranks.map((measure) => measure.rank)).toEqual([1, 2, 3]);
    // EEE's 0.95 of 01-08 is not the day's: it is not ranked.
    expect(ranks.every((measure) => measure.rankOf === 3)).toBe(true);
    expect(ranks[0]).toMatchObject({ indicator: 'sentiment', date: '2025-01-10T20:30:00.000Z' });
    expect(ranks[0]?.value).toBeCloseTo(0.9, 6);
  });

  it('labels a value with its own day: a quiet day is NA, never an earlier value carried forward', async () => {
    const quiet = await getAssetMeasures({ ...base(), assetCode: 'EEE' });
    expect(quiet.windowTimestamp).toBe('2025-01-10T20:30:00.000Z');
    expect(quiet.buzz).toMatchObject({ value: null, change: null, date: null, rank: null, rankOf: 4 });
    expect(quiet.buzz).toMatchObject({ previous: 2, previousDate: '2025-01-09T20:30:00.000Z' });
    expect(quiet.indicator).toMatchObject({ value: null, change: null, date: null, rank: null });
    expect(quiet.indicator.previous).toBeCloseTo(0.2, 6);
    // The day before, EEE was talked about: its value is that day's, the change needs 01-08 as well.
    const before = await getAssetMeasures({ ...base(), assetCode: 'EEE', date: '2025-01-09' });
    expect(before.buzz).toMatchObject({
      value: 2,
      date: '2025-01-09T20:30:00.000Z',
      previous: 30,
      previousDate: '2025-01-08T20:30:00.000Z',
      change: -28,
    });
  });

  it('gives no value and no rank (NA) to an asset whose window has no value, or that has no window', async () => {
    const quiet = await getAssetMeasures({ ...base(), assetCode: 'DDD' });
    expect(quiet.indicator).toEqual({
      indicator: 'sentiment',
      value: null,
      previous: null,
      change: null,
      date: null,
      previousDate: null,
      rank: null,
      rankOf: 3,
    });
    // DDD's row still has buzz: it is ranked by buzz (20, 10, 7, 3).
    expect(quiet.buzz).toMatchObject({ indicator: 'buzz', value: 7, date: '2025-01-10T20:30:00.000Z', rank: 3 });
    expect(quiet.buzz.rankOf).toBe(4);
    const unknown = await getAssetMeasures({ ...base(), assetCode: 'FFF' });
    expect(unknown.indicator).toMatchObject({ value: null, date: null, rank: null, rankOf: 3 });
    expect(unknown.buzz).toMatchObject({ value: null, rank: null, rankOf: 4 });
  });

  it('measures the change over the period, null without an earlier value', async () => {
    const aaa = await getAssetMeasures({ ...base(), assetCode: 'AAA' });
    expect(aaa.previousTimestamp).toBe('2025-01-09T20:30:00.000Z');
    expect(aaa.indicator.previous).toBeCloseTo(0.1, 6);
    expect(aaa.indicator.change).toBeCloseTo(0.4, 6);
    expect(aaa.buzz).toMatchObject({ value: 10, previous: 5, change: 5 });
    const bbb = await getAssetMeasures({ ...base(), assetCode: 'BBB' });
    expect(bbb.indicator).toMatchObject({ previous: null, change: null });
  });

  it('ranks among the assets given only, and reads the source asked', async () => {
    const among = await getAssetMeasures({ ...base(), assetCode: 'BBB', assetCodes: ['AAA', 'BBB', 'DDD'] });
    expect(among.indicator).toMatchObject({ rank: 2, rankOf: 2 });
    expect(among.buzz).toMatchObject({ rank: 1, rankOf: 3 });
    const news = await getAssetMeasures({ ...base(), assetCode: 'AAA', source: 'nws' });
    expect(news).toMatchObject({ dataType: 'News', windowTimestamp: '2025-01-10T20:30:00.000Z' });
    expect(news.indicator).toMatchObject({ rank: 1, rankOf: 1 });
    expect(news.indicator.value).toBeCloseTo(-0.5, 6);
  });

  it('refuses an unknown source or a period that is not a whole number of days', async () => {
    await expect(getAssetMeasures({ ...base(), assetCode: 'AAA', source: 'Radio' })).rejects.toThrow(
      "unknown source 'Radio'",
    );
    await expect(getAssetMeasures({ ...base(), assetCode: 'AAA', period: 0 })).rejects.toThrow(
      'period must be a whole number',
    );
  });
});
