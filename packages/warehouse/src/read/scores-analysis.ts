/**
 * Scores analysis: does a signal (an indicator, or the prediction model's score) rank a group's assets by their
 * coming returns? Rank IC per rebalancing date, its mean, t-statistic and hit rate, quintile forward returns, a
 * top-minus-bottom quintile portfolio with its turnover, and the decay of IC over horizons 1..20.
 *
 * Walk-forward timing (every value uses only prices up to its own date, the `exitDate` / `until` it carries):
 * - Trading days: the days the class's market trades (crypto every day, the other classes Monday to Friday: the
 *   simulated markets do not move on weekends), inside [from, to).
 * - Signal of a rebalancing date t: the value of the daily window ending on t at 20:30 UTC, known at the end of t.
 *   A later value never enters t's row.
 * - Forward return of t at horizon h: from the close of the next trading day after t (t+1: the signal is stamped
 *   at the same 20:30 as t's close, so t's own close cannot be traded on) to the close h trading days later
 *   (t+1+h): close(t+1+h) / close(t+1) - 1. A date whose t+1+h falls outside the range is left out (incomplete):
 *   no value reads a price from after the range's end.
 * - Long-short: at each rebalancing date the top and bottom quintiles by signal (among the assets with a signal
 *   and a close on t, both known at t) are bought and sold equally weighted at the close of t+1 and held to the
 *   close of the trading day after the next rebalancing date (`until`), whatever the IC horizon.
 * - Assets without a signal on t, or without both closes, are left out of that date's IC and quintiles (counted);
 *   a date with fewer than MIN_ASSETS usable assets gives no IC (counted as skipped).
 */
import { DAY_MS, formatDay, parseDay } from '@moodwire/domain';
import { ReadError } from './read-error';
import {
  type DateSignals,
  formLegs,
  forwardReturn,
  icOf,
  MIN_ASSETS,
  quintileMeans,
  SampleBuffers,
  sampleDate,
  signalsOn,
} from './scores-analysis-dates';
import {
  type DayAxis,
  type Panel,
  readClosePanel,
  readPriceClass,
  readSignalPanel,
  type ScoresSignal,
} from './scores-analysis-panel';
import { legTurnover, meanOf, QUINTILES, summarizeIcs } from './scores-analysis-stats';

export type { ScoresSignal } from './scores-analysis-panel';

/** Forward-return horizons offered, in trading days. */
export const SCORES_HORIZONS = [1, 5, 20] as const;
export const SCORES_REBALANCING = ['daily', 'weekly', 'monthly'] as const;
export type ScoresRebalancing = (typeof SCORES_REBALANCING)[number];
/** The IC decay covers horizons 1..this many trading days. */
export const IC_DECAY_MAX_HORIZON = 20;
/**
 * The IC decay averages the ICs of at most this many rebalancing dates, taken evenly over the range (every k-th):
 * with daily rebalancing over three years its 20 horizons would otherwise rank 15,600 samples, most of an
 * analysis's time, for a mean that a fifth of the dates estimates as well.
 */
export const IC_DECAY_MAX_DATES = 160;
export { MIN_ASSETS } from './scores-analysis-dates';
/** The longest range one analysis covers (five years). */
export const SCORES_MAX_DAYS = 1_830;
/** The most assets one analysis ranks (the largest top-buzz set, spec §9). */
export const SCORES_MAX_ASSETS = 5_000;

export interface GetScoresAnalysisOptions {
  /** The class whose dataset holds the signal: an index class (rma), or an ESG class (its own dataset). */
  assetClass: string;
  /** The universe: asset codes of the group or watchlist. */
  assetCodes: readonly string[];
  signal: ScoresSignal;
  /** Forward-return horizon in trading days (1, 5 or 20). */
  horizon: number;
  rebalancing: string;
  /** First day, YYYY-MM-DD (inclusive). */
  from: string;
  /** End day, YYYY-MM-DD (exclusive, as the API's end_date). */
  to: string;
  dataDir?: string;
}

export interface IcPoint {
  /** Rebalancing date t (YYYY-MM-DD): the signal's day. */
  date: string;
  /** Entry: the close of the next trading day. */
  entryDate: string;
  /** Exit: the close `horizon` trading days after the entry; the latest price this row reads. */
  exitDate: string;
  /** Spearman rank correlation of signal and forward return; null when skipped (fewer than MIN_ASSETS). */
  ic: number | null;
  /** Assets with both a signal and a forward return. */
  assets: number;
  /** Members without a signal on t. */
  noSignal: number;
  /** Members with a signal but without both closes. */
  noReturn: number;
  /** Mean forward return per quintile, lowest signals first; nulls when skipped. */
  quintiles: (number | null)[];
}

export interface LongShortPoint {
  /** Rebalancing date the legs were formed on. */
  date: string;
  /** The holding's last close (the trading day after the next rebalancing date): the latest price it reads. */
  until: string;
  /** Mean return of the top quintile minus that of the bottom quintile over the holding; null without legs. */
  longShort: number | null;
  /** Compounded long-short return from the first holding to this one's end. */
  cumulative: number;
  /** Share of the legs' names that are new at this rebalance (mean of both legs); null on the first. */
  turnover: number | null;
  /** Names in the long (top) and short (bottom) legs. */
  long: number;
  short: number;
}

export interface QuintileReturn {
  /** 1 = lowest signals .. 5 = highest. */
  quintile: number;
  /** Mean over the dates of the quintile's mean forward return; null without dates. */
  meanReturn: number | null;
  dates: number;
}

export interface IcDecayPoint {
  horizon: number;
  meanIc: number | null;
  tStat: number | null;
  dates: number;
}

export interface ScoresAnalysis {
  assetClass: string;
  /** The class whose (simulated) prices give the returns. */
  priceClass: string;
  signal: ScoresSignal;
  horizon: number;
  rebalancing: ScoresRebalancing;
  from: string;
  to: string;
  members: number;
  tradingDays: number;
  summary: {
    meanIc: number | null;
    icStd: number | null;
    tStat: number | null;
    hitRate: number | null;
    /** Rebalancing dates with an IC. */
    dates: number;
    /** Rebalancing dates with fewer than MIN_ASSETS usable assets. */
    skippedDates: number;
    /** Rebalancing dates whose exit lies past the range's end. */
    incompleteDates: number;
    /** Mean usable assets per date with an IC. */
    meanAssets: number | null;
    /** Compounded long-short return over every holding; null without any. */
    longShortReturn: number | null;
    meanTurnover: number | null;
  };
  ics: IcPoint[];
  quintiles: QuintileReturn[];
  longShort: LongShortPoint[];
  decay: IcDecayPoint[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkDay(value: string, name: string): number {
  const time = DAY.test(value) ? parseDay(value) : Number.NaN;
  if (Number.isNaN(time)) throw new ReadError('bad_request', `'${name}' is not a day (YYYY-MM-DD): '${value}'`);
  return time / DAY_MS;
}

/** Sunday = 0, from an epoch day (1970-01-01 was a Thursday). */
function weekdayOf(epochDay: number): number {
  return (((epochDay + 4) % 7) + 7) % 7;
}

/** Whether the class's market trades on the day: crypto every day, the others on weekdays. */
export function isTradingDay(priceClass: string, epochDay: number): boolean {
  if (priceClass === 'crypto') return true;
  const weekday = weekdayOf(epochDay);
  return weekday !== 0 && weekday !== 6;
}

/** The period a rebalancing date closes: every trading day, a Monday-to-Sunday week, or a calendar month. */
function periodOf(rebalancing: ScoresRebalancing, epochDay: number): number {
  if (rebalancing === 'daily') return epochDay;
  if (rebalancing === 'weekly') return Math.floor((epochDay + 3) / 7);
  const date = new Date(epochDay * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** Indexes (into the trading days) of the rebalancing dates: the last trading day of each period. */
function rebalancingIndexes(tradingDays: readonly number[], rebalancing: ScoresRebalancing): number[] {
  const indexes: number[] = [];
  tradingDays.forEach((day, i) => {
    const next = tradingDays[i + 1];
    if (next === undefined || periodOf(rebalancing, next) !== periodOf(rebalancing, day)) indexes.push(i);
  });
  return indexes;
}

function checkOptions(options: GetScoresAnalysisOptions) {
  if (!(SCORES_HORIZONS as readonly number[]).includes(options.horizon)) {
    throw new ReadError('bad_request', `horizon must be one of ${SCORES_HORIZONS.join(', ')} trading days`);
  }
  if (!(SCORES_REBALANCING as readonly string[]).includes(options.rebalancing)) {
    throw new ReadError('bad_request', `rebalancing must be one of ${SCORES_REBALANCING.join(', ')}`);
  }
  const first = checkDay(options.from, 'from');
  const end = checkDay(options.to, 'to');
  if (first >= end) throw new ReadError('bad_request', `'from' must be before 'to' (to is exclusive)`);
  if (end - first > SCORES_MAX_DAYS) {
    throw new ReadError(
      'bad_request',
      `the range spans more than ${SCORES_MAX_DAYS} days, the most one analysis covers`,
    );
  }
  if (options.assetCodes.length > SCORES_MAX_ASSETS) {
    throw new ReadError('bad_request', `the universe has more than ${SCORES_MAX_ASSETS} assets`);
  }
  return {
    axis: { firstDay: first, days: end - first } satisfies DayAxis,
    rebalancing: options.rebalancing as ScoresRebalancing,
  };
}

function legReturn(closes: Panel, leg: readonly number[], entry: number, exit: number): number | null {
  const returns = leg.map((a) => forwardReturn(closes, a, entry, exit)).filter(Number.isFinite);
  return meanOf(returns);
}

/** The scores analysis of a group over a range (see the file's comment for the timing). */
export async function getScoresAnalysis(options: GetScoresAnalysisOptions): Promise<ScoresAnalysis> {
  const { axis, rebalancing } = checkOptions(options);
  const { horizon } = options;
  const codes = [...new Set(options.assetCodes)].sort();
  const panelOptions = { assetClass: options.assetClass, assetCodes: codes, axis, dataDir: options.dataDir };
  const priceClass = await readPriceClass({ ...panelOptions, signal: options.signal });
  // Either panel may need a scan (the closes are kept per group, an indicator's column per build): read at once.
  const [{ panel: signals }, closes] = await Promise.all([
    readSignalPanel({ ...panelOptions, signal: options.signal }),
    readClosePanel({ ...panelOptions, assetClass: priceClass }),
  ]);

  // Trading days as columns of the panels (0 = the range's first day).
  const tradingDays: number[] = [];
  for (let d = 0; d < axis.days; d++) if (isTradingDay(priceClass, axis.firstDay + d)) tradingDays.push(d);
  const dayText = (column: number) => formatDay((axis.firstDay + column) * DAY_MS);
  const rebalances = rebalancingIndexes(tradingDays, rebalancing);
  const members = codes.length;
  const dates = new Map<number, DateSignals>(
    rebalances.map((i) => [i, signalsOn(signals, members, tradingDays[i] ?? 0)]),
  );
  const dateAt = (i: number) => dates.get(i) ?? signalsOn(signals, members, tradingDays[i] ?? 0);
  const buffers = new SampleBuffers(members);

  const ics: IcPoint[] = [];
  let incompleteDates = 0;
  for (const i of rebalances) {
    const entry = tradingDays[i + 1];
    const exit = tradingDays[i + 1 + horizon];
    const day = tradingDays[i] ?? 0;
    if (entry === undefined || exit === undefined) {
      incompleteDates++;
      continue;
    }
    const date = dateAt(i);
    const sample = sampleDate(date, closes, entry, exit, buffers);
    const usable = sample.count >= MIN_ASSETS;
    ics.push({
      date: dayText(day),
      entryDate: dayText(entry),
      exitDate: dayText(exit),
      ic: usable ? icOf(date, sample, buffers) : null,
      assets: sample.count,
      noSignal: date.noSignal,
      noReturn: sample.noReturn,
      quintiles: usable ? quintileMeans(date, sample, buffers) : Array.from({ length: QUINTILES }, () => null),
    });
  }
  const withIc = ics.filter((point) => point.ic !== null);
  const icSummary = summarizeIcs(withIc.map((point) => point.ic ?? 0));

  const quintiles: QuintileReturn[] = Array.from({ length: QUINTILES }, (_, q) => {
    const values = ics.flatMap((point) => {
      const value = point.quintiles[q];
      return value === null || value === undefined ? [] : [value];
    });
    return { quintile: q + 1, meanReturn: meanOf(values), dates: values.length };
  });

  // The portfolio: legs formed on each rebalancing date, held to the entry close after the next one.
  const longShort: LongShortPoint[] = [];
  let cumulative = 1;
  let previous: { long: Set<string>; short: Set<string> } | null = null;
  rebalances.forEach((i, k) => {
    const nextRebalance = rebalances[k + 1];
    const entry = tradingDays[i + 1];
    const exit = nextRebalance === undefined ? undefined : tradingDays[nextRebalance + 1];
    if (entry === undefined || exit === undefined) return;
    const day = tradingDays[i] ?? 0;
    const legs = formLegs(dateAt(i), closes, buffers);
    let value: number | null = null;
    let turnover: number | null = null;
    if (legs) {
      const longReturn = legReturn(closes, legs.long, entry, exit);
      const shortReturn = legReturn(closes, legs.short, entry, exit);
      value = longReturn === null || shortReturn === null ? null : longReturn - shortReturn;
      const long = new Set(legs.long.map((a) => codes[a] ?? ''));
      const short = new Set(legs.short.map((a) => codes[a] ?? ''));
      if (previous) turnover = (legTurnover(previous.long, long) + legTurnover(previous.short, short)) / 2;
      previous = { long, short };
    }
    if (value !== null) cumulative *= 1 + value;
    longShort.push({
      date: dayText(day),
      until: dayText(exit),
      longShort: value,
      cumulative: cumulative - 1,
      turnover,
      long: legs?.long.length ?? 0,
      short: legs?.short.length ?? 0,
    });
  });
  const turnovers = longShort.flatMap((point) => (point.turnover === null ? [] : [point.turnover]));

  const decay: IcDecayPoint[] = [];
  const decayStep = Math.ceil(rebalances.length / IC_DECAY_MAX_DATES);
  const decayDates = rebalances.filter((_, k) => k % decayStep === 0);
  for (let h = 1; h <= IC_DECAY_MAX_HORIZON; h++) {
    const values: number[] = [];
    for (const i of decayDates) {
      const entry = tradingDays[i + 1];
      const exit = tradingDays[i + 1 + h];
      if (entry === undefined || exit === undefined) continue;
      const date = dateAt(i);
      const sample = sampleDate(date, closes, entry, exit, buffers);
      if (sample.count < MIN_ASSETS) continue;
      const ic = icOf(date, sample, buffers);
      if (ic !== null) values.push(ic);
    }
    const summary = summarizeIcs(values);
    decay.push({ horizon: h, meanIc: summary.mean, tStat: summary.tStat, dates: summary.count });
  }

  return {
    assetClass: options.assetClass,
    priceClass,
    signal: options.signal,
    horizon,
    rebalancing,
    from: options.from,
    to: options.to,
    members,
    tradingDays: tradingDays.length,
    summary: {
      meanIc: icSummary.mean,
      icStd: icSummary.std,
      tStat: icSummary.tStat,
      hitRate: icSummary.hitRate,
      dates: icSummary.count,
      skippedDates: ics.length - withIc.length,
      incompleteDates,
      meanAssets: meanOf(withIc.map((point) => point.assets)),
      longShortReturn: longShort.some((point) => point.longShort !== null) ? cumulative - 1 : null,
      meanTurnover: meanOf(turnovers),
    },
    ics,
    quintiles,
    longShort,
    decay,
  };
}

/** The CSV columns of an analysis: one line per rebalancing date, its IC, quintiles and long-short holding. */
export const SCORES_ANALYSIS_CSV_COLUMNS = [
  'date',
  'entryDate',
  'exitDate',
  'ic',
  'assets',
  'noSignal',
  'noReturn',
  'q1',
  'q2',
  'q3',
  'q4',
  'q5',
  'holdingUntil',
  'longShort',
  'longShortCumulative',
  'turnover',
] as const;

/** The analysis as CSV records (`writeCsv`): the IC series with its quintiles, and the long-short holdings. */
export function scoresAnalysisCsvRecords(analysis: ScoresAnalysis): Record<string, unknown>[] {
  const byDate = new Map<string, Record<string, unknown>>();
  const recordOf = (date: string) => {
    let record = byDate.get(date);
    if (!record) {
      record = { date };
      byDate.set(date, record);
    }
    return record;
  };
  for (const point of analysis.ics) {
    Object.assign(recordOf(point.date), {
      entryDate: point.entryDate,
      exitDate: point.exitDate,
      ic: point.ic,
      assets: point.assets,
      noSignal: point.noSignal,
      noReturn: point.noReturn,
      ...Object.fromEntries(point.quintiles.map((value, q) => [`q${q + 1}`, value])),
    });
  }
  for (const point of analysis.longShort) {
    Object.assign(recordOf(point.date), {
      holdingUntil: point.until,
      longShort: point.longShort,
      longShortCumulative: point.cumulative,
      turnover: point.turnover,
    });
  }
  return [...byDate.values()].sort((a, b) => String(a.date).localeCompare(String(b.date)));
}
