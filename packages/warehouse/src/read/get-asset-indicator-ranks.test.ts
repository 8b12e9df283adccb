import { listIndicators } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { dailyRow, type FixtureRow, setUpFixtureLakes } from './fixture-lake';
import { type AssetIndicatorRanks, getAssetIndicatorRanks } from './get-asset-indicator-ranks';

const ASSETS = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE'].map((assetCode) => ({
  assetCode,
  assetClass: 'equ',
  name: assetCode,
}));

function row(
  assetCode: string,
  day: string,
  buzz: number,
  sentiment: number | null,
  positive: number | null = null,
): FixtureRow {
  return dailyRow(assetCode, day, { dataType: 'News_Social', mentions: 1, buzz, sentiment, positive });
}

// The group is AAA, BBB, DDD and EEE; CCC (outside it) has the highest levels of all. EEE was talked about on
// 01-09 only: its values are not the day's.
const ROWS: FixtureRow[] = [
  row('AAA', '2025-01-07', 2, -0.2, 0.1),
  row('AAA', '2025-01-10', 6, 0.4, 0.3),
  row('BBB', '2025-01-09', 6, 0.7, 0.8),
  row('BBB', '2025-01-10', 6, 0.4, 0.6),
  row('EEE', '2025-01-09', 9, 0.95, 0.95),
  row('CCC', '2025-01-10', 50, 0.9, 0.9),
  row('DDD', '2025-01-10', 1, null, 0.2),
];
const MEMBERS = new Set(['AAA', 'BBB', 'DDD', 'EEE']);

const lakes = setUpFixtureLakes('indicator-ranks', { buildId: 'b1', assets: ASSETS, rows: ROWS });

function ranksOf(assetCode: string, period = 3) {
  return getAssetIndicatorRanks({
    dataDir: lakes.sorted,
    assetClass: 'equ',
    assetCode,
    memberCodes: MEMBERS,
    source: 'News_Social',
    date: '2025-01-10',
    period,
  });
}

function rowOf(ranks: AssetIndicatorRanks | undefined, indicator: string) {
  const found = ranks?.rows.find((candidate) => candidate.indicator === indicator);
  if (!found) throw new Error(`no row ${indicator}`);
  return found;
}

describe('getAssetIndicatorRanks', () => {
  it("lists the class's indicators in catalogue order, each with its name, polarity and kind of range", async () => {
    const ranks = await ranksOf('AAA');
    expect(ranks.rows.map((row) => row.indicator)).toEqual(
      listIndicators({ assetClass: 'equ' }).map((indicator) => indicator.code),
    );
    expect(rowOf(ranks, 'positive')).toMatchObject({ name: 'Positive', polarity: 1, rangeKind: 'unipolar' });
    // Higher is bad for the asset: the page colours it the other way; the rank stays by level.
    expect(rowOf(ranks, 'negative')).toMatchObject({ polarity: -1 });
    expect(ranks).toMatchObject({
      dataType: 'News_Social',
      windowTimestamp: '2025-01-10T20:30:00.000Z',
      previousTimestamp: '2025-01-07T20:30:00.000Z',
    });
  });

  it('ranks among the group only, highest level first, a tie going to the smaller code', async () => {
    const [aaa, bbb, ddd] = await Promise.all(['AAA', 'BBB', 'DDD'].map((code) => ranksOf(code)));
    // CCC's 0.9 is outside the group, EEE's 0.95 of 01-09 not the day's; AAA and BBB tie at 0.4 (BBB's of 01-10).
    const sentiment = [aaa, bbb].map((ranks) => rowOf(ranks, 'sentiment'));
    expect(sentiment.map((row) => [row.rank, row.rankOf])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    const positive = [aaa, bbb, ddd].map((ranks) => rowOf(ranks, 'positive'));
    expect(positive.map((row) => row.rank)).toEqual([2, 1, 3]);
    expect(positive.every((row) => row.rankOf === 3)).toBe(true);
  });

  it('gives NA (no level, change or rank) where the asset has no value, and counts only members with one', async () => {
    const ddd = await ranksOf('DDD');
    expect(rowOf(ddd, 'sentiment')).toMatchObject({ level: null, previous: null, change: null, rank: null, rankOf: 2 });
    // A column the lake lacks: nobody has a level.
    expect(rowOf(ddd, 'fear')).toMatchObject({ level: null, rank: null, rankOf: 0 });
    // EEE has no row on the day (its 01-09 row is not carried forward): every level is NA, the others are counted.
    const eee = await ranksOf('EEE');
    expect(eee.rows.every((row) => row.level === null && row.rank === null && row.date === null)).toBe(true);
    expect(rowOf(eee, 'buzz').rankOf).toBe(3);
    // On 01-09 it was talked about: its value is that day's, and its change needs 01-08 too.
    const before = await getAssetIndicatorRanks({
      dataDir: lakes.sorted,
      assetClass: 'equ',
      assetCode: 'EEE',
      memberCodes: MEMBERS,
      source: 'News_Social',
      date: '2025-01-09',
      period: 1,
    });
    expect(rowOf(before, 'sentiment')).toMatchObject({
      date: '2025-01-09T20:30:00.000Z',
      previous: null,
      previousDate: null,
      change: null,
    });
    expect(rowOf(before, 'sentiment').level).toBeCloseTo(0.95, 6);
  });

  it("measures the change from the earlier day's own value, null when either day has none", async () => {
    const aaa = rowOf(await ranksOf('AAA'), 'sentiment');
    expect(aaa).toMatchObject({ date: '2025-01-10T20:30:00.000Z', previousDate: '2025-01-07T20:30:00.000Z' });
    expect(aaa.previous).toBeCloseTo(-0.2, 6);
    expect(aaa.change).toBeCloseTo(0.6, 6);
    // Two days back (01-08) AAA was quiet: its 01-07 value is not carried forward, so no change.
    expect(rowOf(await ranksOf('AAA', 2), 'sentiment')).toMatchObject({
      previous: null,
      previousDate: null,
      change: null,
    });
    // One day back (01-09) BBB was talked about.
    const bbb = rowOf(await ranksOf('BBB', 1), 'sentiment');
    expect(bbb.previousDate).toBe('2025-01-09T20:30:00.000Z');
    expect(bbb.change).toBeCloseTo(-0.3, 6);
  });
});
