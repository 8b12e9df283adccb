import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { busyAndLapsedRows, type FixtureRow, groupRow, setUpFixtureLakes, writeFixtureLake } from './fixture-lake';
import { getClassCrossSection } from './get-class-cross-section';
import { getGroupSnapshot } from './get-group-snapshot';

const ASSETS = [
  { assetCode: 'AAA', assetClass: 'equ', name: 'Alpha' },
  { assetCode: 'BBB', assetClass: 'equ', name: 'Beta' },
  { assetCode: 'CCC', assetClass: 'equ', name: 'Gamma' },
  { assetCode: 'DDD', assetClass: 'equ', name: 'Delta' },
];

const row = groupRow(2);

// AAA every day; BBB now and then (on the previous day 01-05, and on the day 01-10 with no sentiment); CCC only
// after the day; DDD in 2024.
const ROWS: FixtureRow[] = [
  ...busyAndLapsedRows(row),
  row('BBB', '2025-01-05', 4, 0.3),
  row('BBB', '2025-01-07', 5, 0.5),
  row('BBB', '2025-01-10', 6, null),
  row('CCC', '2025-01-12', 8, 0.8),
];

const lakes = setUpFixtureLakes(
  'cross-section',
  { buildId: 'b1', assets: ASSETS, rows: ROWS },
  { isShuffledToo: true },
);

function cellOf(
  section: Awaited<ReturnType<typeof getClassCrossSection>>,
  indicator: string,
  assetCode: string,
  which: 'levels' | 'previous',
): number | null {
  const a = section.indexOf.get(assetCode);
  const value =
    a === undefined ? Number.NaN : (section[which][section.indicators.indexOf(indicator)]?.[a] ?? Number.NaN);
  return Number.isNaN(value) ? null : value;
}

describe('getClassCrossSection', () => {
  it.each(['sorted', 'shuffled'] as const)(
    'gives every indicator the level and previous level the group snapshot gives (%s files)',
    async (files) => {
      const dataDir = lakes[files];
      const section = await getClassCrossSection({
        dataDir,
        assetClass: 'equ',
        source: 'News_Social',
        date: '2025-01-10',
        period: 5,
      });
      expect(section.windowTimestamp).toBe('2025-01-10T20:30:00.000Z');
      expect(section.previousTimestamp).toBe('2025-01-05T20:30:00.000Z');
      // CCC and DDD have no row on either day (DDD's 2024 row is not carried forward).
      expect(section.assetCodes).toEqual(['AAA', 'BBB']);
      const day = Date.parse('2025-01-10T20:30:00.000Z') / 60_000;
      expect([...section.levelMinutes]).toEqual([day, day]);
      expect([...section.previousMinutes]).toEqual([day - 5 * 1440, day - 5 * 1440]);
      for (const indicator of ['buzz', 'sentiment', 'mentions']) {
        const snapshot = await getGroupSnapshot({
          dataDir,
          assetClass: 'equ',
          indicator,
          source: 'News_Social',
          date: '2025-01-10',
          period: 5,
        });
        for (const snap of snapshot.rows) {
          expect(cellOf(section, indicator, snap.assetCode, 'levels'), `${indicator} ${snap.assetCode}`).toEqual(
            snap.level === null ? null : expect.closeTo(snap.level, 6),
          );
          expect(cellOf(section, indicator, snap.assetCode, 'previous'), `${indicator} ${snap.assetCode}`).toEqual(
            snap.previous === null ? null : expect.closeTo(snap.previous, 6),
          );
        }
      }
      // An empty cell in the day's row is the level (NA), not the value of 01-07.
      expect(cellOf(section, 'sentiment', 'BBB', 'levels')).toBeNull();
      expect(cellOf(section, 'buzz', 'BBB', 'levels')).toBe(6);
      expect(cellOf(section, 'sentiment', 'BBB', 'previous')).toBeCloseTo(0.3, 6);
      expect(cellOf(section, 'sentiment', 'DDD', 'levels')).toBeNull();
      // A column the files lack is empty for everyone.
      expect(cellOf(section, 'fear', 'AAA', 'levels')).toBeNull();
    },
  );

  it('reads the requested source and defaults to the last day of the lake', async () => {
    const dataDir = lakes.sorted;
    const news = await getClassCrossSection({ dataDir, assetClass: 'equ', source: 'nws', date: '2025-01-10' });
    expect(news.dataType).toBe('News');
    expect(news.assetCodes).toEqual(['AAA']);
    expect(cellOf(news, 'sentiment', 'AAA', 'levels')).toBeCloseTo(-0.9, 6);
    const latest = await getClassCrossSection({ dataDir, assetClass: 'equ', source: 'News_Social' });
    expect(latest.windowTimestamp).toBe('2025-01-12T20:30:00.000Z');
    expect(cellOf(latest, 'sentiment', 'CCC', 'levels')).toBeCloseTo(0.8, 6);
  });

  it('reads a newly published build rather than the answer kept for the previous one', async () => {
    const dataDir = join(lakes.root, 'republished');
    const options = { dataDir, assetClass: 'equ', source: 'News_Social', date: '2025-01-09' };
    await writeFixtureLake(dataDir, { buildId: 'b1', assets: ASSETS, rows: ROWS });
    // Quiet on 01-09 in the first build: NA, not its 01-07 value.
    expect(cellOf(await getClassCrossSection(options), 'buzz', 'BBB', 'levels')).toBeNull();
    await writeFixtureLake(dataDir, {
      buildId: 'b2',
      assets: ASSETS,
      rows: [...ROWS, row('BBB', '2025-01-09', 7, 0.1)],
    });
    expect(cellOf(await getClassCrossSection(options), 'buzz', 'BBB', 'levels')).toBe(7);
  });

  it('refuses an unknown class, source, date or period', async () => {
    const dataDir = lakes.sorted;
    const base = { dataDir, assetClass: 'equ', source: 'News_Social' };
    await expect(getClassCrossSection({ ...base, assetClass: 'stocks' })).rejects.toThrow(
      "unknown asset class 'stocks'",
    );
    await expect(getClassCrossSection({ ...base, source: 'Radio' })).rejects.toThrow("unknown source 'Radio'");
    await expect(getClassCrossSection({ ...base, date: 'yesterday' })).rejects.toThrow("'date' is not a date");
    await expect(getClassCrossSection({ ...base, period: 0 })).rejects.toThrow('period must be a whole number');
  });
});
