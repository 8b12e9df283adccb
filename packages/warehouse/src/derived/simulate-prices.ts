/**
 * Simulated prices (ARCHITECTURE.md 'Data, honestly', step 5): no market data feed is reachable, so every traded
 * asset gets a seeded price path whose drift follows its measured sentiment: yesterday's News_Social sentiment,
 * taken against the asset's own running average, nudges today's return. Volatility is set per class (crypto
 * high, currencies low), returns share a class-wide market factor, company earnings and other corpus events
 * move the price on their day, and markets other than crypto do not move on weekends. Country markets also get
 * a 10-year sovereign bond (yield, price, return). Deterministic: same seed and indices, same prices.
 */
import { DAILY_CUT_MS, HOUR_MS, type UniverseClass } from '@moodwire/domain';
import type { CorpusEvent } from '../corpus/generate-corpus';
import type { ReferenceAsset } from '../universe/types';
import { Random } from '../util/random';
import type { DailyPanel } from './daily-panel';

/** Classes with a price (countries have none; their market is the coumkt class). */
export const PRICE_CLASSES: readonly UniverseClass[] = ['equ', 'etf', 'coumkt', 'cur', 'crypto', 'agr', 'enm'];

/** Annualised volatility per class (before the per-asset spread) and the class market factor's share. */
const CLASS_RISK: Readonly<Record<string, { vol: number; spread: number; beta: number; start: [number, number] }>> = {
  equ: { vol: 0.3, spread: 0.45, beta: 0.55, start: [8, 600] },
  etf: { vol: 0.18, spread: 0.2, beta: 0.85, start: [200, 5000] },
  coumkt: { vol: 0.17, spread: 0.25, beta: 0.6, start: [1000, 40_000] },
  cur: { vol: 0.08, spread: 0.4, beta: 0.3, start: [0.005, 2] },
  crypto: { vol: 0.75, spread: 0.35, beta: 0.65, start: [0.05, 60_000] },
  agr: { vol: 0.24, spread: 0.25, beta: 0.3, start: [3, 900] },
  enm: { vol: 0.28, spread: 0.3, beta: 0.45, start: [2, 2500] },
};
/** How far one unit of sentiment signal moves the next day's return, in daily standard deviations. */
export const SENTIMENT_DRIFT = 0.3;
/** Sentiment above its running mean by this much is a full unit of signal (tanh-squashed). */
const SIGNAL_SCALE = 0.12;
/** Weight of each new day in the running mean of an asset's sentiment. */
const MEAN_WEIGHT = 0.05;
const HOURS = 24;

export interface SimulatePricesOptions {
  assets: readonly ReferenceAsset[];
  panel: DailyPanel;
  /** Epoch ms of each output day's midnight (UTC). */
  dayStarts: readonly number[];
  /** First output day with hourly prices. */
  firstHourlyDay: number;
  seed: string;
  /** Corpus events by output day (earnings and the like move the price on their day). */
  eventsByDay?: readonly (readonly CorpusEvent[])[];
}

export interface PriceRow {
  asset: number;
  /** windowTimestamp (epoch ms). */
  stamp: number;
  close: number;
  /** close / previous close - 1 (NaN on the first row). */
  change: number;
  bondPrice: number;
  bondYield: number;
  bondChange: number;
}

export interface SimulatedPrices {
  /** Daily close per (asset, day), asset-major; NaN for classes without a price. */
  close: Float64Array;
  days: number;
}

function isWeekend(dayStart: number): boolean {
  const weekday = new Date(dayStart).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Price of a 10-year bond paying an annual coupon `coupon` (as a rate) at yield `rate`, per 100 face value. */
export function bondPrice(coupon: number, rate: number, years = 10): number {
  if (Math.abs(rate) < 1e-9) return 100 * (1 + coupon * years);
  const discount = (1 + rate) ** -years;
  return ((100 * coupon) / rate) * (1 - discount) + 100 * discount;
}

/**
 * The sentiment signal of an asset after a day: tanh((sentiment - running mean) / scale), 0 when the asset had
 * no window that day. The running mean starts at the first measured value and only sees the past.
 */
export function sentimentSignals(panel: DailyPanel, asset: number): Float64Array {
  const signals = new Float64Array(panel.days);
  let mean = Number.NaN;
  for (let d = 0; d < panel.days; d++) {
    const sentiment = panel.get('sentiment', asset, d);
    if (Number.isNaN(sentiment)) continue;
    if (Number.isNaN(mean)) mean = sentiment;
    signals[d] = Math.tanh((sentiment - mean) / SIGNAL_SCALE);
    mean += MEAN_WEIGHT * (sentiment - mean);
  }
  return signals;
}

/**
 * Simulates every price; `onDaily` and `onHourly` receive the rows in (asset, time) order, each in one object
 * that the next row overwrites (read it before returning). Hourly closes are a
 * Brownian bridge between consecutive daily closes (stamped on the hour; the daily close is at 20:30 UTC, the
 * rma daily window's end), so the two frequencies agree.
 */
export function simulatePrices(
  options: SimulatePricesOptions,
  onDaily: (row: PriceRow) => void,
  onHourly: (row: PriceRow) => void,
): SimulatedPrices {
  const { assets, panel, dayStarts, seed } = options;
  const days = dayStarts.length;
  const close = new Float64Array(assets.length * days).fill(Number.NaN);
  // One market factor per class and day, shared by the class's assets.
  const factors = new Map<string, Float64Array>();
  for (const assetClass of PRICE_CLASSES) {
    const random = new Random(`${seed}:prices:market:${assetClass}`);
    factors.set(
      assetClass,
      Float64Array.from({ length: days }, () => random.normal()),
    );
  }
  const eventTone = new Map<number, number>();
  options.eventsByDay?.forEach((events, d) => {
    for (const event of events)
      eventTone.set(event.asset * days + d, (eventTone.get(event.asset * days + d) ?? 0) + event.tone);
  });
  const row: PriceRow = { asset: 0, stamp: 0, close: 0, change: 0, bondPrice: 0, bondYield: 0, bondChange: 0 };
  const EMPTY = Number.NaN;
  // Hourly rows (millions) reuse one object too; an hourly row has no bond.
  const hourRow: PriceRow = { ...row, bondPrice: EMPTY, bondYield: EMPTY, bondChange: EMPTY };
  const increments = new Float64Array(HOURS + 1);

  assets.forEach((asset, a) => {
    const risk = CLASS_RISK[asset.class];
    const factor = factors.get(asset.class);
    if (!risk || !factor) return;
    const random = new Random(`${seed}:prices:${asset.class}:${asset.id}`);
    const tradingDays = asset.class === 'crypto' ? 365 : 252;
    const vol = risk.vol * Math.exp(risk.spread * (random.next() - 0.5) * 2);
    const sigma = vol / Math.sqrt(tradingDays);
    const idiosyncratic = Math.sqrt(1 - risk.beta * risk.beta);
    const [low, high] = risk.start;
    // Prominent assets start nearer the top of the class's range (a rough stand-in for size).
    let price = low * (high / low) ** Math.min(1, Math.max(0, 0.25 + 0.6 * asset.prominence + 0.3 * random.next()));
    const isBond = asset.class === 'coumkt';
    const coupon = isBond ? 0.005 + random.next() * 0.07 : 0;
    let rate = coupon;
    let bond = isBond ? bondPrice(coupon, rate) : EMPTY;
    const signals = sentimentSignals(panel, a);
    let previousClose = EMPTY;
    let previousBond = EMPTY;
    for (let d = 0; d < days; d++) {
      const dayStart = dayStarts[d] ?? 0;
      const closed = asset.class !== 'crypto' && isWeekend(dayStart);
      const shock = random.normal();
      const jump = random.chance(0.02) ? random.normal() * 3 : 0;
      const drift = d > 0 ? SENTIMENT_DRIFT * (signals[d - 1] ?? 0) : 0;
      const event = eventTone.get(a * days + d) ?? 0;
      const logReturn = closed
        ? 0
        : sigma * (risk.beta * (factor[d] ?? 0) + idiosyncratic * (shock + jump) + drift + 2 * event) -
          (sigma * sigma) / 2;
      const open = price;
      price *= Math.exp(logReturn);
      if (isBond && !closed) {
        // Yields drift back to the coupon, rise on bad news about the country's market and fall on good.
        rate = Math.max(-0.01, rate + 0.02 * (coupon - rate) + 0.0007 * random.normal() - 0.0003 * drift);
        bond = bondPrice(coupon, rate);
      }
      close[a * days + d] = price;
      row.asset = a;
      row.stamp = dayStart + DAILY_CUT_MS;
      row.close = price;
      row.change = Number.isNaN(previousClose) ? EMPTY : price / previousClose - 1;
      row.bondPrice = bond;
      row.bondYield = isBond ? rate * 100 : EMPTY;
      row.bondChange = Number.isNaN(previousBond) ? EMPTY : bond / previousBond - 1;
      // Hourly: a bridge from the previous close (20:30 the day before) to this one, read on the hour.
      if (d >= options.firstHourlyDay && d > 0) {
        let total = 0;
        for (let h = 0; h <= HOURS; h++) {
          increments[h] = closed ? 0 : random.normal();
          total += increments[h] ?? 0;
        }
        const correction = (logReturn - (closed ? 0 : (sigma / Math.sqrt(HOURS + 1)) * total)) / (HOURS + 1);
        let level = Math.log(open);
        let previousHour = open;
        for (let h = 0; h < HOURS; h++) {
          level += (closed ? 0 : (sigma / Math.sqrt(HOURS + 1)) * (increments[h] ?? 0)) + correction;
          const hourly = Math.exp(level);
          hourRow.asset = a;
          hourRow.stamp = dayStart + (h - 3) * HOUR_MS;
          hourRow.close = hourly;
          hourRow.change = hourly / previousHour - 1;
          onHourly(hourRow);
          previousHour = hourly;
        }
      }
      onDaily(row);
      previousClose = price;
      previousBond = bond;
    }
  });
  return { close, days };
}
