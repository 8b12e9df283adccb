import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { busyAndLapsedRows, type FixtureRow, groupRow, setUpFixtureLakes, writeFixtureLake } from './fixture-lake';
import { getGroupSnapshot } from './get-group-snapshot';

const ASSETS = [
  { assetCode: 'AAA', assetClass: 'equ', name: 'Alpha', sector: 'Technology', exchangeCountry: 'US' },
  { assetCode: 'BBB', assetClass: 'equ', name: 'Beta', sector: 'Energy', exchangeCountry: 'GB' },
  { assetCode: 'CCC', assetClass: 'equ', name: 'Gamma', sector: 'Technology', exchangeCountry: 'US' },
  { assetCode: 'DDD', assetClass: 'equ', name: 'Delta', sector: 'Energy', exchangeCountry: 'DE' },
  { assetCode: 'EEE', assetClass: 'cur', name: 'Euro' },
];

const row = groupRow(1);

// AAA is talked about every day; BBB now and then, on the previous day (01-05) but not on the day (01-10); CCC only
// after the snapshot day; DDD in 2024 and again on the day, not on the previous day.
const ROWS: FixtureRow[] = [
  ...busyAndLapsedRows(row),
  row('BBB', '2025-01-03', 4, 0.3),
  row('BBB', '2025-01-05', 5, 0.1),
  row('BBB', '2025-01-07', 6, 0.5),
  row('CCC', '2025-01-12', 8, 0.8),
  row('DDD', '2025-01-10', 3, -0.1),
];

async function snapshot(dataDir: string, extra: Partial<Parameters<typeof getGroupSnapshot>[0]> = {}) {
  return getGroupSnapshot({
    dataDir,
    assetClass: 'equ',
    indicator: 'sentiment',
    source: 'News_Social',
    date: '2025-01-10',
    period: 5,
    ...extra,
  });
}

const lakes = setUpFixtureLakes('snapshot', { buildId: 'b1', assets: ASSETS, rows: ROWS }, { isShuffledToo: true });

describe('getGroupSnapshot', () => {
  it.each(['sorted', 'shuffled'] as const)(
    'lists every member with the values of the day itself, NA on a day without a row, a change only with both (%s files)',
    async (files) => {
      const result = await snapshot(lakes[files], { sort: 'name', order: 'asc' });
      expect(result.windowTimestamp).toBe('2025-01-10T20:30:00.000Z');
      expect(result.previousTimestamp).toBe('2025-01-05T20:30:00.000Z');
      const byCode = Object.fromEntries(result.rows.map((r) => [r.assetCode, r]));
      expect(result.rows.map((r) => r.name)).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
      // Talked about on both days: the rows of exactly those windows (2025-01-10 is i = 13, 2025-01-05 is i = 8).
      expect(byCode.AAA).toMatchObject({
        buzz: 23,
        levelTimestamp: '2025-01-10T20:30:00.000Z',
        previousTimestamp: '2025-01-05T20:30:00.000Z',
      });
      expect(byCode.AAA?.level).toBeCloseTo(0.13, 6);
      expect(byCode.AAA?.previous).toBeCloseTo(0.08, 6);
      expect(byCode.AAA?.delta).toBeCloseTo(0.05, 6);
      // Quiet on the day (its 01-07 row is not carried forward): NA, buzz 0, and no change; the previous day stands.
      expect(byCode.BBB).toMatchObject({
        buzz: 0,
        level: null,
        delta: null,
        levelTimestamp: null,
        previousTimestamp: '2025-01-05T20:30:00.000Z',
      });
      expect(byCode.BBB?.previous).toBeCloseTo(0.1, 6);
      // Talked about on the day, not on the previous one (its 2024-12-30 row is not carried forward): no change.
      expect(byCode.DDD).toMatchObject({
        buzz: 3,
        previous: null,
        delta: null,
        levelTimestamp: '2025-01-10T20:30:00.000Z',
        previousTimestamp: null,
      });
      expect(byCode.DDD?.level).toBeCloseTo(-0.1, 6);
      // First talked about after the day: listed, without a level.
      expect(byCode.CCC).toMatchObject({ buzz: 0, level: null, previous: null, delta: null, levelTimestamp: null });
    },
  );

  it('takes the level from the requested source only', async () => {
    const news = await snapshot(lakes.sorted, { source: 'News' });
    expect(news.rows.find((r) => r.assetCode === 'AAA')).toMatchObject({ buzz: 99, previous: null, delta: null });
    expect(news.rows.find((r) => r.assetCode === 'AAA')?.level).toBeCloseTo(-0.9, 6);
  });

  it('sorts by delta with assets without one last, and cuts to the limit', async () => {
    const descending = await snapshot(lakes.sorted, { sort: 'delta' });
    expect(descending.rows.map((r) => r.assetCode)).toEqual(['AAA', 'BBB', 'CCC', 'DDD']);
    const ascending = await snapshot(lakes.sorted, { sort: 'delta', order: 'asc', limit: 2 });
    expect(ascending.rows.map((r) => r.assetCode)).toEqual(['AAA', 'BBB']);
    const byLevel = await snapshot(lakes.sorted, { sort: 'level', order: 'asc' });
    expect(byLevel.rows.map((r) => r.assetCode)).toEqual(['DDD', 'AAA', 'BBB', 'CCC']);
  });

  it('filters by members, minimum buzz, sector and exchange country', async () => {
    const dataDir = lakes.sorted;
    const members = await snapshot(dataDir, { assetCodes: ['BBB', 'CCC', 'ZZZ'], sort: 'name', order: 'asc' });
    expect(members.rows.map((r) => r.assetCode)).toEqual(['BBB', 'CCC']);
    // Buzz of the day: BBB's 6 of 01-07 does not count on 01-10, and a day without a row has buzz 0.
    const busy = await snapshot(dataDir, { minBuzz: 3 });
    expect(busy.rows.map((r) => r.assetCode).sort()).toEqual(['AAA', 'DDD']);
    const busier = await snapshot(dataDir, { minBuzz: 5 });
    expect(busier.rows.map((r) => r.assetCode)).toEqual(['AAA']);
    const energy = await snapshot(dataDir, { sectors: ['Energy'] });
    expect(energy.rows.map((r) => r.assetCode).sort()).toEqual(['BBB', 'DDD']);
    const us = await snapshot(dataDir, { exchangeCountries: ['US'] });
    expect(us.rows.map((r) => r.assetCode).sort()).toEqual(['AAA', 'CCC']);
  });

  it("defaults to the lake's last daily window", async () => {
    const latest = await getGroupSnapshot({
      dataDir: lakes.sorted,
      assetClass: 'equ',
      indicator: 'sentiment',
      source: 'News_Social',
    });
    expect(latest.windowTimestamp).toBe('2025-01-12T20:30:00.000Z');
    expect(latest.rows.find((r) => r.assetCode === 'CCC')?.level).toBeCloseTo(0.8, 6);
  });

  it('reads a newly published build on the next request', async () => {
    const dataDir = join(lakes.root, 'republished');
    await writeFixtureLake(dataDir, { buildId: 'b1', assets: ASSETS, rows: ROWS });
    expect((await snapshot(dataDir)).rows.find((r) => r.assetCode === 'BBB')?.level).toBeNull();
    await writeFixtureLake(dataDir, {
      buildId: 'b2',
      assets: ASSETS,
      rows: [...ROWS, row('BBB', '2025-01-10', 7, -0.4)],
    });
    const after = await snapshot(dataDir);
    expect(after.rows.find((r) => r.assetCode === 'BBB')).toMatchObject({ levelTimestamp: '2025-01-10T20:30:00.000Z' });
    expect(after.rows.find((r) => r.assetCode === 'BBB')?.level).toBeCloseTo(-0.4, 6);
  });

  it('rejects bad periods, limits, minimum buzz and sorts with a clear message', async () => {
    const dataDir = lakes.sorted;
    await expect(snapshot(dataDir, { period: 0 })).rejects.toThrow('period must be a whole number');
    await expect(snapshot(dataDir, { limit: 10_001 })).rejects.toThrow('limit must be a whole number');
    await expect(snapshot(dataDir, { minBuzz: -1 })).rejects.toThrow('minbuzz must be 0 or more');
    await expect(snapshot(dataDir, { sort: 'size' as 'level' })).rejects.toThrow('sort must be one of');
    await expect(snapshot(dataDir, { date: 'yesterday' })).rejects.toThrow("'date' is not a date");
    await expect(snapshot(join(lakes.root, 'nothing'))).rejects.toThrow('no lake is published');
  });
});
