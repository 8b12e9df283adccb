import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { listDays } from '@moodwire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lakePaths } from '../lake/paths';
import { dailyRow, type FixtureRow, writeFixtureLake } from './fixture-lake';
import { ReadError } from './read-error';
import { closeReadPools } from './read-pool';
import { type GetScoresAnalysisOptions, getScoresAnalysis, scoresAnalysisCsvRecords } from './scores-analysis';
import { rankCorrelation } from './scores-analysis-stats';

const BUILD = 'scores1';
const CODES = ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7', 'H8'];
const ASSETS = CODES.map((assetCode) => ({ assetCode, assetClass: 'equ', name: `Asset ${assetCode}` }));
// 2025-01-01 is a Wednesday; prices every calendar day (flat on weekends, as the simulated ones).
const DAYS = listDays('2025-01-01', '2025-03-31');
/** The day after which the 'future' lakes differ. */
const CUT = '2025-02-14';

/** A seeded generator, so that every lake variant draws the same numbers. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Fixture {
  /** sentiment[asset][day]; null = the asset has no window that day. */
  sentiment: (number | null)[][];
  /** close[asset][day]; null = no price row. */
  close: (number | null)[][];
  score: number[][];
}

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Signals that lead returns a little (so ICs are mostly positive), with gaps; prices follow. */
function makeFixture(): Fixture {
  const next = random(7);
  const sentiment = CODES.map(() => DAYS.map(() => Math.round((next() * 2 - 1) * 1000) / 1000));
  // A1 is quiet on 2025-01-03 (no window): left out of that date as 'no signal'.
  (sentiment[0] as (number | null)[])[DAYS.indexOf('2025-01-03')] = null;
  const score = CODES.map(() => DAYS.map(() => Math.round((next() - 0.5) * 1e6) / 1e8));
  const close = CODES.map((_, a) => {
    let level = 100;
    return DAYS.map((day, d) => {
      if (d > 0 && !isWeekend(day)) {
        const lead = sentiment[a]?.[d - 2] ?? 0;
        level *= 1 + 0.01 * lead + 0.01 * (next() - 0.5);
      }
      return level as number | null;
    });
  });
  // H8 has no price on 2025-01-13: its returns that start or end there are missing.
  (close[7] as (number | null)[])[DAYS.indexOf('2025-01-13')] = null;
  return { sentiment, close, score };
}

/** The same fixture with every price after CUT changed. */
function withFuturePrices(fixture: Fixture): Fixture {
  const next = random(99);
  const cut = DAYS.indexOf(CUT);
  return {
    ...fixture,
    close: fixture.close.map((series) =>
      series.map((value, d) => (d > cut && value !== null ? value * (0.5 + next()) : value)),
    ),
  };
}

/** The same fixture with every signal after CUT changed. */
function withFutureSignals(fixture: Fixture): Fixture {
  const next = random(5);
  const cut = DAYS.indexOf(CUT);
  return {
    ...fixture,
    sentiment: fixture.sentiment.map((series) => series.map((value, d) => (d > cut ? next() * 2 - 1 : value))),
    score: fixture.score.map((series) => series.map((value, d) => (d > cut ? next() - 0.5 : value))),
  };
}

async function writeLake(dataDir: string, fixture: Fixture): Promise<void> {
  const rows: FixtureRow[] = [];
  fixture.sentiment.forEach((series, a) => {
    series.forEach((value, d) => {
      const day = DAYS[d] ?? '';
      if (value !== null) {
        rows.push(dailyRow(CODES[a] ?? '', day, { dataType: 'News_Social', mentions: 1, buzz: 5, sentiment: value }));
      }
    });
  });
  await writeFixtureLake(dataDir, { buildId: BUILD, assets: ASSETS, rows });
  // The derived datasets the analysis reads beside the rma rows: prices and model scores.
  const buildDir = join(lakePaths(dataDir).buildsDir, BUILD);
  const stamp = (d: number) => `TIMESTAMP '${DAYS[d]} 20:30:00'`;
  const prices: string[] = [];
  const scores: string[] = [];
  CODES.forEach((code, a) => {
    DAYS.forEach((_, d) => {
      const close = fixture.close[a]?.[d];
      if (close !== null && close !== undefined) prices.push(`('${code}', ${stamp(d)}, ${close})`);
      scores.push(`('${code}', ${stamp(d)}, ${fixture.score[a]?.[d]})`);
    });
  });
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    for (const [dataset, values, column] of [
      ['prices', prices, 'close'],
      ['scores', scores, 'score'],
    ] as const) {
      const dir = join(buildDir, dataset, 'equ', 'daily', 'year=2025');
      await mkdir(dir, { recursive: true });
      await connection.run(
        `COPY (SELECT "assetCode", "windowTimestamp", CAST(v AS DOUBLE) AS ${column}
               FROM (VALUES ${values.join(', ')}) AS r("assetCode", "windowTimestamp", v))
         TO '${join(dir, 'part-0.parquet')}' (FORMAT parquet)`,
      );
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

const fixture = makeFixture();
let root = '';
const lakes = { base: '', futurePrices: '', futureSignals: '' };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'moodwire-scores-'));
  lakes.base = join(root, 'base');
  lakes.futurePrices = join(root, 'future-prices');
  lakes.futureSignals = join(root, 'future-signals');
  await writeLake(lakes.base, fixture);
  await writeLake(lakes.futurePrices, withFuturePrices(fixture));
  await writeLake(lakes.futureSignals, withFutureSignals(fixture));
}, 60_000);

afterAll(async () => {
  await closeReadPools();
  await rm(root, { recursive: true, force: true });
});

function analyse(dataDir: string, extra: Partial<GetScoresAnalysisOptions> = {}) {
  return getScoresAnalysis({
    assetClass: 'equ',
    assetCodes: CODES,
    signal: { kind: 'indicator', indicator: 'sentiment', source: 'News_Social' },
    horizon: 5,
    rebalancing: 'daily',
    from: '2025-01-01',
    to: '2025-04-01',
    dataDir,
    ...extra,
  });
}

/** The fixture's forward return from the close of `entry` to that of `exit`; NaN without both. */
function fixtureReturn(a: number, entry: string, exit: string): number {
  const start = fixture.close[a]?.[DAYS.indexOf(entry)];
  const end = fixture.close[a]?.[DAYS.indexOf(exit)];
  return start && end ? end / start - 1 : Number.NaN;
}

describe('getScoresAnalysis', () => {
  it('ranks the signal of day t against the return from the close of t+1 to the close h trading days later', async () => {
    const analysis = await analyse(lakes.base, { horizon: 1 });
    // Friday 2025-01-03: entry Monday 01-06, exit Tuesday 01-07 (weekends are not trading days for equ).
    const friday = analysis.ics.find((point) => point.date === '2025-01-03');
    expect(friday).toMatchObject({ entryDate: '2025-01-06', exitDate: '2025-01-07', noSignal: 1, noReturn: 0 });
    expect(analysis.ics.some((point) => point.date === '2025-01-04')).toBe(false);
    // Recomputed by hand from the fixture: A1 has no signal that day and is left out.
    const day = DAYS.indexOf('2025-01-03');
    const used = CODES.map((_, a) => a).filter((a) => fixture.sentiment[a]?.[day] !== null);
    const expected = rankCorrelation(
      used.map((a) => fixture.sentiment[a]?.[day] ?? 0),
      used.map((a) => fixtureReturn(a, '2025-01-06', '2025-01-07')),
    );
    expect(friday?.ic).toBeCloseTo(expected ?? Number.NaN, 5);
    expect(friday?.assets).toBe(7);
    // H8 has no close on 2025-01-13: the date whose entry is that day counts it as 'no return'.
    expect(analysis.ics.find((point) => point.date === '2025-01-10')).toMatchObject({ noReturn: 1, assets: 7 });
    // The last trading days have no exit inside the range: left out, counted.
    expect(analysis.summary.incompleteDates).toBe(2);
    expect(analysis.ics.at(-1)).toMatchObject({ date: '2025-03-27', exitDate: '2025-03-31' });
    expect(analysis.summary.dates).toBe(analysis.ics.length);
    expect(analysis.summary.meanIc).toBeGreaterThan(0);
  });

  it('reads no price after a row’s exit: changing later prices leaves every earlier IC, quintile and holding', async () => {
    for (const horizon of [1, 5, 20]) {
      const base = await analyse(lakes.base, { horizon });
      const changed = await analyse(lakes.futurePrices, { horizon });
      const before = (points: typeof base.ics) => points.filter((point) => point.exitDate <= CUT);
      expect(before(base.ics).length).toBeGreaterThan(5);
      expect(before(changed.ics)).toEqual(before(base.ics));
      const held = (points: typeof base.longShort) => points.filter((point) => point.until <= CUT);
      expect(held(changed.longShort)).toEqual(held(base.longShort));
      // The test can see a change: the rows that do read later prices differ.
      const after = (points: typeof base.ics) => points.filter((point) => point.exitDate > CUT).map((p) => p.ic);
      expect(after(changed.ics)).not.toEqual(after(base.ics));
      for (const point of base.ics) expect(point.exitDate > point.entryDate && point.entryDate > point.date).toBe(true);
    }
  });

  it('reads no signal after a row’s date: changing later signals leaves every earlier IC', async () => {
    for (const signal of [
      { kind: 'indicator', indicator: 'sentiment', source: 'News_Social' },
      { kind: 'model' },
    ] as const) {
      const base = await analyse(lakes.base, { signal, rebalancing: 'weekly', horizon: 5 });
      const changed = await analyse(lakes.futureSignals, { signal, rebalancing: 'weekly', horizon: 5 });
      const upTo = (points: typeof base.ics) => points.filter((point) => point.date <= CUT);
      expect(upTo(base.ics).length).toBeGreaterThan(3);
      expect(upTo(changed.ics)).toEqual(upTo(base.ics));
      expect(changed.longShort.filter((p) => p.date <= CUT)).toEqual(base.longShort.filter((p) => p.date <= CUT));
      const later = (points: typeof base.ics) => points.filter((point) => point.date > CUT).map((p) => p.ic);
      expect(later(changed.ics)).not.toEqual(later(base.ics));
    }
  });

  it('rebalances on the last trading day of each week or month and holds to the entry after the next', async () => {
    const weekly = await analyse(lakes.base, { rebalancing: 'weekly' });
    expect(weekly.ics.slice(0, 3).map((point) => point.date)).toEqual(['2025-01-03', '2025-01-10', '2025-01-17']);
    expect(weekly.longShort[0]).toMatchObject({ date: '2025-01-03', until: '2025-01-13', turnover: null });
    expect(weekly.longShort[1]?.turnover).not.toBeNull();
    const monthly = await analyse(lakes.base, { rebalancing: 'monthly', horizon: 1 });
    expect(monthly.ics.map((point) => point.date)).toEqual(['2025-01-31', '2025-02-28']);
    expect(monthly.summary.incompleteDates).toBe(1);
    // Quintiles of 7 or 8 assets: the top and bottom legs hold one or two names.
    expect(monthly.longShort[0]).toMatchObject({ date: '2025-01-31', until: '2025-03-03' });
  });

  it('gives quintile means, a compounded long-short line, IC decay over 1..20 days and CSV records', async () => {
    const analysis = await analyse(lakes.base);
    expect(analysis.quintiles.map((q) => q.quintile)).toEqual([1, 2, 3, 4, 5]);
    expect(analysis.quintiles.every((q) => q.dates === analysis.summary.dates)).toBe(true);
    const compounded = analysis.longShort.reduce((value, point) => value * (1 + (point.longShort ?? 0)), 1) - 1;
    expect(analysis.longShort.at(-1)?.cumulative).toBeCloseTo(compounded, 12);
    expect(analysis.decay.map((point) => point.horizon)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(analysis.decay[4]?.meanIc).toBeCloseTo(analysis.summary.meanIc ?? Number.NaN, 12);
    const records = scoresAnalysisCsvRecords(analysis);
    expect(records[0]).toMatchObject({ date: '2025-01-01', entryDate: '2025-01-02', holdingUntil: '2025-01-03' });
    // One line per rebalancing date with an IC or a holding (the last dates have a holding but no full horizon).
    const dates = new Set([...analysis.ics, ...analysis.longShort].map((point) => point.date));
    expect(records.map((record) => record.date)).toEqual([...dates].sort());
  });

  it('refuses a bad horizon, rebalancing, range or indicator, and a class without prices', async () => {
    const refused = async (extra: Partial<GetScoresAnalysisOptions>) => {
      const error = await analyse(lakes.base, extra).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ReadError);
      expect((error as ReadError).code).toBe('bad_request');
      return (error as ReadError).message;
    };
    expect(await refused({ horizon: 3 })).toMatch(/horizon/);
    expect(await refused({ rebalancing: 'hourly' })).toMatch(/rebalancing/);
    expect(await refused({ from: '2025-03-01', to: '2025-02-01' })).toMatch(/before/);
    expect(await refused({ from: '2019-01-01', to: '2025-02-01' })).toMatch(/1830 days/);
    expect(await refused({ from: '2025-02-30' })).toMatch(/from/);
    expect(await refused({ signal: { kind: 'indicator', indicator: 'nope', source: 'News' } })).toMatch(/nope/);
    expect(await refused({ assetClass: 'cou' })).toMatch(/no prices/);
  });
});

describe('getScoresAnalysis panels kept between calls', () => {
  let copy = '';
  beforeAll(async () => {
    copy = join(root, 'copy');
    await writeLake(copy, fixture);
  }, 60_000);

  it('answers a range the same after another range of the same group as on a freshly opened lake', async () => {
    const signal = { kind: 'model' } as const;
    const range = { from: '2025-02-03', to: '2025-03-15' };
    // The whole quarter first: the group's prices and model scores are read and kept for the build.
    await analyse(lakes.base, { signal, horizon: 1 });
    const afterAnother = await analyse(lakes.base, { signal, horizon: 1, ...range });
    // The same data in another lake: nothing kept yet, the range is the first read.
    const fresh = await analyse(copy, { signal, horizon: 1, ...range });
    expect(afterAnother).toEqual(fresh);
    expect(afterAnother.ics[0]).toMatchObject({ date: '2025-02-03', entryDate: '2025-02-04', exitDate: '2025-02-05' });
    // The range's values are the fixture's own days, not shifted by the wider read they were kept from.
    const day = DAYS.indexOf('2025-02-03');
    const expected = rankCorrelation(
      CODES.map((_, a) => fixture.score[a]?.[day] ?? 0),
      CODES.map((_, a) => fixtureReturn(a, '2025-02-04', '2025-02-05')),
    );
    expect(afterAnother.ics[0]?.ic).toBeCloseTo(expected ?? Number.NaN, 12);
    expect(afterAnother.summary.dates).toBeGreaterThan(20);
  });
});
