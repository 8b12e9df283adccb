/**
 * Issue 13 'What the screens show': a value is labelled with its own day (a day without data is NA, a change needs
 * both days), and the top lists and movers rank only assets with enough buzz (the class's default minbuzz, a
 * given minbuzz winning).
 */
import { addDays, getDefaultMinBuzz } from '@moodwire/domain';
import { getGroupSnapshot, type SnapshotRow } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');

interface Measure {
  value: number | null;
  previous: number | null;
  change: number | null;
  date: string | null;
  previousDate: string | null;
}
interface Summary {
  date: string;
  previousDate: string;
  buzz: Measure;
  sentiment: Measure;
}
interface TopnRow {
  asset: string;
  buzz: number;
  value: number | null;
  previous: number | null;
  delta: number | null;
  date: string | null;
  previousDate: string | null;
}
interface Topn {
  date: string;
  previousDate: string;
  minBuzz: number;
  rows: TopnRow[];
}

describe('values of their own day, and the default minbuzz of lists (issue 13)', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let key: string;
  /**
   * Every company's Social buzz on the lake's last day and the day before, as the read layer gives it (the tiny
   * lake has News rows every day; its Social rows are sparse).
   */
  let buzzRows: SnapshotRow[];
  let lastDay: string;
  const get = async <T>(url: string): Promise<T> => {
    const response = await app.inject({ method: 'GET', url: `${url}&apikey=${key}` });
    expect(response.statusCode, url).toBe(200);
    return dataOf<T>(response);
  };

  beforeAll(async () => {
    lakeApp = await createLakeTestApp(dataDir, 'own-day-values');
    app = lakeApp.app;
    key = await signInKey(app, 'demo-manual');
    const snapshot = await getGroupSnapshot({ assetClass: 'equ', indicator: 'buzz', source: 'Social', dataDir });
    buzzRows = snapshot.rows;
    lastDay = snapshot.windowTimestamp.slice(0, 10);
  }, 120_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  it('gives NA on the asset page for a day without data, and no change without both days', async () => {
    // A company quiet on a day of the last two weeks but talked about the day before.
    let found: { row: SnapshotRow; day: string } | undefined;
    for (let back = 0; back < 14 && !found; back++) {
      const day = addDays(lastDay, -back);
      const rows = (
        await getGroupSnapshot({ assetClass: 'equ', indicator: 'buzz', source: 'Social', date: day, dataDir })
      ).rows;
      const row = rows.find((candidate) => candidate.level === null && candidate.previous !== null);
      if (row) found = { row, day };
    }
    if (!found) throw new Error('the tiny lake has no company quiet on one day only');
    const quiet = found.row;
    const summary = await get<Summary>(`/asset-summary?asset=${quiet.assetCode}&src=Social&end=${found.day}`);
    // Not the value of its last day with data carried forward: NA, with no date and no change.
    expect(summary.buzz).toMatchObject({ value: null, change: null, date: null });
    expect(summary.buzz.previous).toBe(quiet.previous);
    expect(summary.buzz.previousDate).toBe(summary.previousDate);
    expect(summary.sentiment).toMatchObject({ value: null, change: null, date: null });
    const fresh = buzzRows.find((row) => row.level !== null && row.previous === null);
    if (fresh) {
      const first = await get<Summary>(`/asset-summary?asset=${fresh.assetCode}&src=Social`);
      expect(first.buzz).toMatchObject({ value: fresh.level, date: first.date, previous: null, change: null });
    }
  });

  it('labels each value of the asset page with the day it is from', async () => {
    const busy = buzzRows.find((row) => row.level !== null && row.previous !== null);
    if (!busy) throw new Error('the tiny lake has no company talked about on both days');
    const summary = await get<Summary>(`/asset-summary?asset=${busy.assetCode}&src=Social`);
    expect(summary.buzz).toMatchObject({
      value: busy.level,
      previous: busy.previous,
      date: summary.date,
      previousDate: summary.previousDate,
    });
    expect(summary.buzz.change).toBeCloseTo((busy.level ?? 0) - (busy.previous ?? 0), 9);
    const ranks = await get<{ date: string; rows: (Measure & { indicator: string; level: number | null })[] }>(
      `/assetpage-ranks2?asset=${busy.assetCode}&src=Social`,
    );
    const buzz = ranks.rows.find((row) => row.indicator === 'buzz');
    expect(buzz).toMatchObject({ level: busy.level, date: ranks.date, previous: busy.previous });
  });

  it('lists the day’s own values in /overview-topn: a change only where both days have a value', async () => {
    const topn = await get<Topn>('/overview-topn?group=equ&src=Social&sortby=level&num=10000');
    expect(topn.minBuzz).toBe(0);
    expect(topn.rows.length).toBe(buzzRows.length);
    const buzzOf = new Map(buzzRows.map((row) => [row.assetCode, row.level]));
    const quiet = topn.rows.filter((row) => buzzOf.get(row.asset) === null);
    expect(quiet.length).toBeGreaterThan(0);
    for (const row of topn.rows) {
      expect(row.date, row.asset).toBe(row.value === null ? null : topn.date);
      expect(row.previousDate, row.asset).toBe(row.previous === null ? null : topn.previousDate);
      if (row.value === null || row.previous === null) expect(row.delta, row.asset).toBeNull();
      // A day without a row has buzz 0 (a row may still have an empty score cell: NA with its buzz).
      if (buzzOf.get(row.asset) === null) expect(row.buzz, row.asset).toBe(0);
    }
  });

  it("ranks the movers only among assets with the class's default buzz, unless minbuzz says otherwise", async () => {
    const least = getDefaultMinBuzz('equ');
    // News_Social: the tiny lake has companies on both sides of the default on its last day.
    const buzzRows = (await getGroupSnapshot({ assetClass: 'equ', indicator: 'buzz', source: 'News_Social', dataDir }))
      .rows;
    const movers = await get<Topn>('/overview-topn?group=equ&src=News_Social&num=10000');
    expect(movers.minBuzz).toBe(least);
    expect(movers.rows.every((row) => row.buzz >= least)).toBe(true);
    const eligible = buzzRows.filter((row) => row.buzz >= least).map((row) => row.assetCode);
    expect(movers.rows.map((row) => row.asset).sort()).toEqual(eligible.sort());
    // Thin assets exist in the lake: the default leaves them out, minbuzz=0 brings them back.
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.length).toBeLessThan(buzzRows.length);
    const every = await get<Topn>('/overview-topn?group=equ&src=News_Social&num=10000&minbuzz=0');
    expect(every.minBuzz).toBe(0);
    expect(every.rows.length).toBe(buzzRows.length);
    const given = await get<Topn>('/overview-topn?group=equ&src=News_Social&num=10000&sortby=up&minbuzz=30');
    expect(given.minBuzz).toBe(30);
    expect(given.rows.length).toBe(buzzRows.filter((row) => row.buzz >= 30).length);
  });

  it("lists buzz leaders and top lists with the class's default minimum over the period, a given one winning", async () => {
    const least = getDefaultMinBuzz('equ');
    const leaders = await get<{ minBuzz: number; rows: { buzz: number }[] }>('/topactivity?group=equ&num=1000');
    expect(leaders.minBuzz).toBe(least);
    expect(leaders.rows.every((row) => row.buzz >= least)).toBe(true);
    const [list] =
      await get<{ minBuzz: number; top: { buzz: number }[]; bottom: { buzz: number }[] }[]>(
        '/toplists?groups=equ&num=100',
      );
    expect(list?.minBuzz).toBe(least);
    expect([...(list?.top ?? []), ...(list?.bottom ?? [])].every((row) => row.buzz >= least)).toBe(true);
    const [given] = await get<{ minBuzz: number }[]>('/toplists?groups=crypto&num=3&minbuzz=2');
    expect(given?.minBuzz).toBe(2);
    const [crypto] = await get<{ minBuzz: number }[]>('/toplists?groups=crypto&num=3');
    expect(crypto?.minBuzz).toBe(getDefaultMinBuzz('crypto'));
  });
});
