import { DAILY_CUT_MS, DAY_MS } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { buildUniverse } from '../universe/build-universe';
import { DailyPanel } from './daily-panel';
import { bondPrice, type PriceRow, simulatePrices } from './simulate-prices';

const DAYS = 120;
const START = Date.UTC(2024, 0, 1);
const dayStarts = Array.from({ length: DAYS }, (_, d) => START + d * DAY_MS);
const assets = buildUniverse({ scale: 'tiny' }).assets;

function panelWith(sentimentOf: (asset: number, day: number) => number): DailyPanel {
  const panel = new DailyPanel(assets.length, DAYS, START + DAILY_CUT_MS);
  for (let a = 0; a < assets.length; a++) {
    for (let d = 0; d < DAYS; d++) panel.values.sentiment[a * DAYS + d] = sentimentOf(a, d);
  }
  return panel;
}

function run(panel: DailyPanel, seed = 'test') {
  const hourly: PriceRow[] = [];
  const daily: PriceRow[] = [];
  const result = simulatePrices(
    { assets, panel, dayStarts, firstHourlyDay: DAYS - 5, seed },
    (row) => daily.push({ ...row }),
    (row) => hourly.push({ ...row }),
  );
  return { close: result.close, daily, hourly };
}

function annualVol(close: Float64Array, classOf: string, perYear: number): number {
  const returns: number[] = [];
  assets.forEach((asset, a) => {
    if (asset.class !== classOf) return;
    for (let d = 1; d < DAYS; d++) {
      const r = Math.log((close[a * DAYS + d] ?? 0) / (close[a * DAYS + d - 1] ?? 1));
      if (r !== 0) returns.push(r);
    }
  });
  const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / returns.length;
  return Math.sqrt(variance * perYear);
}

describe('simulated prices', () => {
  const neutral = panelWith(() => 0);
  const base = run(neutral);

  it('are the same for the same seed and indices, and differ for another seed', () => {
    expect(run(neutral).close).toEqual(base.close);
    expect(run(neutral, 'other').close).not.toEqual(base.close);
  });

  it('exist for traded classes only (countries have none) and stay positive', () => {
    assets.forEach((asset, a) => {
      const value = base.close[a * DAYS + 10] ?? Number.NaN;
      if (asset.class === 'cou') expect(value).toBeNaN();
      else expect(value).toBeGreaterThan(0);
    });
  });

  it('are far more volatile for crypto than for currencies', () => {
    const crypto = annualVol(base.close, 'crypto', 365);
    const currency = annualVol(base.close, 'cur', 252);
    expect(crypto).toBeGreaterThan(0.4);
    expect(currency).toBeLessThan(0.15);
    expect(crypto).toBeGreaterThan(4 * currency);
  });

  it('do not move on weekends except crypto', () => {
    const company = assets.findIndex((asset) => asset.class === 'equ');
    const saturday = dayStarts.findIndex((start) => new Date(start).getUTCDay() === 6);
    expect(base.close[company * DAYS + saturday]).toBe(base.close[company * DAYS + saturday - 1]);
  });

  it("follow yesterday's sentiment: good news on day 60 lifts day 61 and leaves earlier days alone", () => {
    const company = assets.findIndex((asset) => asset.class === 'equ');
    const tuesday = dayStarts.findIndex((start, d) => d >= 60 && new Date(start).getUTCDay() === 2);
    const upbeat = run(panelWith((a, d) => (a === company && d === tuesday - 1 ? 0.6 : 0)));
    const at = (close: Float64Array, d: number) => close[company * DAYS + d] ?? 0;
    for (let d = 0; d < tuesday; d++) expect(at(upbeat.close, d)).toBe(at(base.close, d));
    const baseReturn = at(base.close, tuesday) / at(base.close, tuesday - 1);
    const upbeatReturn = at(upbeat.close, tuesday) / at(upbeat.close, tuesday - 1);
    expect(upbeatReturn).toBeGreaterThan(baseReturn);
  });

  it('has hourly closes that end each day next to the daily close', () => {
    const company = assets.findIndex((asset) => asset.class === 'crypto');
    const rows = base.hourly.filter((row) => row.asset === company);
    expect(rows).toHaveLength(5 * 24);
    const lastHour = rows[rows.length - 1] as PriceRow;
    const lastClose = base.close[company * DAYS + DAYS - 1] ?? 0;
    expect(Math.abs(lastHour.close / lastClose - 1)).toBeLessThan(0.05);
  });

  it('prices a bond at par when its yield equals its coupon, lower when yields rise', () => {
    expect(bondPrice(0.04, 0.04)).toBeCloseTo(100, 6);
    expect(bondPrice(0.04, 0.05)).toBeLessThan(100);
  });
});
