/**
 * Radar alert conditions (issue 15 '/radar/alerts'): what a rule tests on an asset's daily series and the one
 * evaluation of it. The API's live evaluator (the lake's newest days), its preview (every day of the past year) and
 * the public alerts page's example all run this code, so each shows exactly the days a live rule would fire on,
 * cooldown included.
 */
import { getIndicator } from './indicators';
import type { SourceName } from './sources';

export const ALERT_KINDS = ['threshold', 'zscore', 'change', 'buzz_spike'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_DIRECTIONS = ['above', 'below', 'up', 'down', 'either'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];
export const DEFAULT_TRAILING_WINDOW = 30;
/** A z-score needs this share of its window's days to have a value (a sparse asset is not 'unusual'). */
export const MIN_WINDOW_COVERAGE = 0.5;

/** A condition's parameters; which ones a kind needs is checked where a rule is written (the API). */
export interface AlertConditionParams {
  direction?: AlertDirection;
  value?: number;
  window?: number;
  limit?: number;
  days?: number;
  amount?: number;
  factor?: number;
}

/** The evaluator's view of a rule: what fires and how often. */
export interface AlertCondition {
  kind: AlertKind;
  indicator: string;
  source: SourceName;
  params: AlertConditionParams;
  cooldownDays: number;
}

/** Days of history a condition needs before the day it is evaluated for. */
export function lookbackDays(condition: Pick<AlertCondition, 'kind' | 'params'>): number {
  switch (condition.kind) {
    case 'threshold':
      // The previous window with a value may be a few days back (weekends, quiet days).
      return 10;
    case 'zscore':
    case 'buzz_spike':
      return condition.params.window ?? DEFAULT_TRAILING_WINDOW;
    case 'change':
      return condition.params.days ?? 1;
  }
}

export interface DailySeries {
  /** YYYY-MM-DD per slot, consecutive calendar days, oldest first. */
  days: readonly string[];
  /** The indicator per day (NaN: no value). For 'buzz' the same as buzz. */
  values: ArrayLike<number>;
  /** Buzz per day (NaN: no window). */
  buzz: ArrayLike<number>;
}

export interface ConditionHit {
  /** Index into the series' days. */
  day: number;
  /** The values that triggered it, rounded for display and the webhook. */
  values: Record<string, number>;
}

export interface EvaluateConditionOptions {
  /** First and last day index evaluated (inclusive); earlier days serve as history only. */
  from: number;
  to: number;
  /** The day (YYYY-MM-DD) of the newest earlier firing of this rule on this asset, for the cooldown. */
  lastFired?: string | null;
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

function meanAndDeviation(
  values: ArrayLike<number>,
  from: number,
  to: number,
): { mean: number; sd: number; n: number } {
  let n = 0;
  let sum = 0;
  for (let i = Math.max(0, from); i < to; i++) {
    const value = values[i] ?? Number.NaN;
    if (Number.isNaN(value)) continue;
    n++;
    sum += value;
  }
  if (n === 0) return { mean: Number.NaN, sd: Number.NaN, n };
  const mean = sum / n;
  let squares = 0;
  for (let i = Math.max(0, from); i < to; i++) {
    const value = values[i] ?? Number.NaN;
    if (!Number.isNaN(value)) squares += (value - mean) ** 2;
  }
  return { mean, sd: n > 1 ? Math.sqrt(squares / (n - 1)) : Number.NaN, n };
}

/** Whether the condition holds on day i (before the cooldown), with the values that made it hold. */
export function testDay(condition: AlertCondition, series: DailySeries, i: number): Record<string, number> | null {
  const { params } = condition;
  const value = series.values[i] ?? Number.NaN;
  switch (condition.kind) {
    case 'threshold': {
      if (Number.isNaN(value)) return null;
      const level = params.value ?? 0;
      let previous = Number.NaN;
      for (let j = i - 1; j >= Math.max(0, i - lookbackDays(condition)); j--) {
        const candidate = series.values[j] ?? Number.NaN;
        if (!Number.isNaN(candidate)) {
          previous = candidate;
          break;
        }
      }
      if (Number.isNaN(previous)) return null;
      const crossed =
        params.direction === 'below' ? previous >= level && value < level : previous <= level && value > level;
      return crossed ? { value: round(value), previous: round(previous), threshold: level } : null;
    }
    case 'zscore': {
      if (Number.isNaN(value)) return null;
      const window = params.window ?? 30;
      const { mean, sd, n } = meanAndDeviation(series.values, i - window, i);
      if (n < Math.max(3, Math.ceil(window * MIN_WINDOW_COVERAGE)) || !(sd > 0)) return null;
      const z = (value - mean) / sd;
      const limit = params.limit ?? Number.POSITIVE_INFINITY;
      const beyond =
        params.direction === 'above' ? z >= limit : params.direction === 'below' ? z <= -limit : Math.abs(z) >= limit;
      return beyond ? { value: round(value), zscore: round(z), mean: round(mean), sd: round(sd) } : null;
    }
    case 'change': {
      if (Number.isNaN(value)) return null;
      const days = params.days ?? 1;
      // The value P days back, or the latest before it within a few days (no window on a weekend or a quiet day).
      let past = Number.NaN;
      for (let j = i - days; j >= Math.max(0, i - days - 3); j--) {
        const candidate = series.values[j] ?? Number.NaN;
        if (!Number.isNaN(candidate)) {
          past = candidate;
          break;
        }
      }
      if (Number.isNaN(past)) return null;
      const change = value - past;
      const amount = params.amount ?? Number.POSITIVE_INFINITY;
      const moved =
        params.direction === 'up'
          ? change >= amount
          : params.direction === 'down'
            ? change <= -amount
            : Math.abs(change) >= amount;
      return moved ? { value: round(value), past: round(past), change: round(change) } : null;
    }
    case 'buzz_spike': {
      const buzz = series.buzz[i] ?? Number.NaN;
      if (Number.isNaN(buzz) || buzz <= 0) return null;
      const window = params.window ?? 30;
      if (i - window < 0) return null;
      // A day without a window had no buzz: it counts as 0 in the trailing mean.
      let sum = 0;
      for (let j = i - window; j < i; j++) {
        const earlier = series.buzz[j] ?? Number.NaN;
        if (!Number.isNaN(earlier)) sum += earlier;
      }
      const mean = sum / window;
      if (!(mean > 0)) return null;
      const factor = params.factor ?? Number.POSITIVE_INFINITY;
      return buzz >= factor * mean ? { buzz: round(buzz), mean: round(mean), factor: round(buzz / mean) } : null;
    }
  }
}

/** Days from one YYYY-MM-DD to another. */
function dayDistance(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The days in [from, to] on which the condition fires, honouring the cooldown: after a firing, the rule stays
 * quiet on that asset for `cooldownDays` days (a firing on day d blocks days before d + cooldownDays).
 */
export function evaluateCondition(
  condition: AlertCondition,
  series: DailySeries,
  options: EvaluateConditionOptions,
): ConditionHit[] {
  const hits: ConditionHit[] = [];
  let lastFired = options.lastFired ?? null;
  for (let i = Math.max(0, options.from); i <= Math.min(options.to, series.days.length - 1); i++) {
    const day = series.days[i] as string;
    if (lastFired !== null && dayDistance(lastFired, day) < Math.max(1, condition.cooldownDays)) continue;
    const values = testDay(condition, series, i);
    if (!values) continue;
    hits.push({ day: i, values });
    lastFired = day;
  }
  return hits;
}

function formatNumber(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 1 ? value.toFixed(2) : value.toFixed(3);
}

/** The sentence a firing shows in the app and sends to the webhook. */
export function describeHit(
  condition: AlertCondition,
  asset: { code: string; name: string },
  day: string,
  values: Record<string, number>,
): string {
  const indicator = getIndicator(condition.indicator)?.name ?? condition.indicator;
  const subject = asset.name && asset.name !== asset.code ? `${asset.name} (${asset.code})` : asset.code;
  const { params } = condition;
  const at = (key: string) => formatNumber(values[key] ?? Number.NaN);
  switch (condition.kind) {
    case 'threshold':
      return `${subject}: ${indicator} crossed ${params.direction === 'below' ? 'below' : 'above'} ${params.value} (${at('value')}, from ${at('previous')}) on ${day}`;
    case 'zscore':
      return `${subject}: ${indicator} at ${at('value')} is ${at('zscore')} standard deviations from its ${params.window}-day mean (${at('mean')}) on ${day}`;
    case 'change':
      return `${subject}: ${indicator} changed by ${at('change')} over ${params.days} days (${at('past')} to ${at('value')}) on ${day}`;
    case 'buzz_spike':
      return `${subject}: buzz ${at('buzz')} is ${at('factor')}x its ${params.window}-day mean (${at('mean')}) on ${day}`;
  }
}
