import { listDays } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { busyAndLapsedRows, groupRow, setUpFixtureLakes } from './fixture-lake';
import { listUnusualAssets } from './list-unusual-assets';

const ASSETS = [
  { assetCode: 'AAA', assetClass: 'equ', name: 'Alpha' },
  { assetCode: 'BBB', assetClass: 'equ', name: 'Beta' },
  { assetCode: 'DDD', assetClass: 'equ', name: 'Delta' },
];

const row = groupRow(1);

/**
 * AAA: buzz 10 + i and sentiment i / 100 from 2024-12-28 (i = 0) to 2025-01-10 (i = 13) (busyAndLapsedRows).
 * BBB: a steady buzz of 5 and a sentiment alternating 0.1 / 0.3 for 12 days, then buzz 50 and sentiment -0.5 on
 * the last day: a spike on both.
 */
const ROWS = [
  ...busyAndLapsedRows(row),
  ...listDays('2024-12-29', '2025-01-09').map((day, i) => row('BBB', day, 5 + (i % 2), i % 2 === 0 ? 0.1 : 0.3)),
  row('BBB', '2025-01-10', 50, -0.5),
];

const lakes = setUpFixtureLakes('unusual-assets', { buildId: 'b1', assets: ASSETS, rows: ROWS });

function stats(values: number[]): { mean: number; sd: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return { mean, sd: Math.sqrt(variance) };
}

describe('listUnusualAssets', () => {
  const base = { assetClass: 'equ', source: 'News_Social', indicator: 'sentiment', lastDay: '2025-01-10' };

  it('scores the last day against the trailing window before it, quiet days counting as buzz 0', async () => {
    const answer = await listUnusualAssets({ ...base, dataDir: lakes.sorted, assetCodes: ['AAA'], window: 13 });
    const [aaa] = answer.assets;
    // The 13 days before 2025-01-10 are i = 0..12: buzz 10..22, sentiment 0.00..0.12; the last day i = 13.
    const buzz = stats(listDays('2024-12-28', '2025-01-09').map((_, i) => 10 + i));
    expect(aaa?.buzz.value).toBe(23);
    expect(aaa?.buzz.mean).toBeCloseTo(buzz.mean, 6);
    expect(aaa?.buzz.z).toBeCloseTo((23 - buzz.mean) / buzz.sd, 6);
    const tone = stats(listDays('2024-12-28', '2025-01-09').map((_, i) => i / 100));
    expect(aaa?.sentiment.value).toBeCloseTo(0.13, 6);
    expect(aaa?.sentiment.z).toBeCloseTo((0.13 - tone.mean) / tone.sd, 4);

    // A longer window reaches days without rows: they are buzz 0 and no sentiment.
    const longer = await listUnusualAssets({ ...base, dataDir: lakes.sorted, assetCodes: ['AAA'], window: 20 });
    const quiet = stats([
      ...Array.from({ length: 7 }, () => 0),
      ...listDays('2024-12-28', '2025-01-09').map((_, i) => 10 + i),
    ]);
    expect(longer.assets[0]?.buzz.z).toBeCloseTo((23 - quiet.mean) / quiet.sd, 6);
    expect(longer.assets[0]?.sentiment.z).toBeCloseTo((0.13 - tone.mean) / tone.sd, 4);
  });

  it('rates a spike on the last day as the most unusual, and gives no z-score without a spread or data', async () => {
    const answer = await listUnusualAssets({
      ...base,
      dataDir: lakes.sorted,
      assetCodes: ['AAA', 'BBB', 'DDD', 'ZZZ'],
      window: 12,
    });
    const [aaa, bbb, ddd, zzz] = answer.assets;
    expect(bbb?.buzz.z).toBeGreaterThan(40);
    expect(bbb?.sentiment.z).toBeLessThan(-5);
    expect(bbb?.unusualness).toBeCloseTo(Math.max(Math.abs(bbb?.buzz.z ?? 0), Math.abs(bbb?.sentiment.z ?? 0)), 6);
    expect(bbb?.unusualness ?? 0).toBeGreaterThan(aaa?.unusualness ?? 0);
    // DDD: one day of buzz 12 days before: a buzz z, no sentiment value today.
    expect(ddd?.buzz.value).toBe(0);
    expect(ddd?.sentiment.z).toBeNull();
    // ZZZ: never talked about: no spread, no z-score.
    expect(zzz).toMatchObject({ unusualness: null, buzz: { value: 0, z: null }, sentiment: { value: null, z: null } });
  });

  it('draws sparklines of the last days, oldest first, with 0 buzz and no sentiment on quiet days', async () => {
    const answer = await listUnusualAssets({
      ...base,
      dataDir: lakes.sorted,
      assetCodes: ['AAA'],
      lastDay: '2025-01-12',
      window: 30,
      sparkDays: 5,
    });
    expect(answer.assets[0]?.buzzSpark).toEqual([21, 22, 23, 0, 0]);
    const tone = answer.assets[0]?.sentimentSpark ?? [];
    expect(tone.slice(3)).toEqual([null, null]);
    expect(tone[2]).toBeCloseTo(0.13, 6);
  });

  it('refuses a window out of bounds and an unknown indicator', async () => {
    const call = { ...base, dataDir: lakes.sorted, assetCodes: ['AAA'] };
    await expect(listUnusualAssets({ ...call, window: 1 })).rejects.toThrow(/'window' must be/);
    await expect(listUnusualAssets({ ...call, window: 1000 })).rejects.toThrow(/'window' must be/);
    await expect(listUnusualAssets({ ...call, indicator: 'nope' })).rejects.toThrow(/nope/);
  });
});
