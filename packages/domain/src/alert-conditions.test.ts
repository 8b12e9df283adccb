/**
 * The alert conditions (issue 15 '/radar/alerts') on hand-made daily series: what fires, on which day, and the
 * cooldown between firings. The live evaluator and the preview both run this code.
 */

import { describe, expect, it } from 'vitest';
import { type AlertCondition, describeHit, evaluateCondition } from './alert-conditions';

function series(values: number[], buzz: number[] = values.map(() => 10)) {
  const days = values.map((_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
  return { days, values: Float64Array.from(values), buzz: Float64Array.from(buzz) };
}

function condition(partial: Partial<AlertCondition> & Pick<AlertCondition, 'kind' | 'params'>): AlertCondition {
  return { indicator: 'sentiment', source: 'News_Social', cooldownDays: 0, ...partial };
}

const firingDays = (cond: AlertCondition, data: ReturnType<typeof series>, lastFired: string | null = null) =>
  evaluateCondition(cond, data, { from: 0, to: data.days.length - 1, lastFired }).map((hit) => data.days[hit.day]);

describe('alert conditions', () => {
  it('a threshold fires on the day the indicator crosses the value, not on the days it stays beyond', () => {
    const data = series([0.1, 0.15, 0.25, 0.3, 0.1, 0.22]);
    const above = condition({ kind: 'threshold', params: { direction: 'above', value: 0.2 } });
    expect(firingDays(above, data)).toEqual(['2026-01-03', '2026-01-06']);
    const below = condition({ kind: 'threshold', params: { direction: 'below', value: 0.2 } });
    expect(firingDays(below, data)).toEqual(['2026-01-05']);
  });

  it('a threshold looks past a quiet day (no value) to the value before it', () => {
    const data = series([0.1, Number.NaN, 0.3]);
    expect(firingDays(condition({ kind: 'threshold', params: { direction: 'above', value: 0.2 } }), data)).toEqual([
      '2026-01-03',
    ]);
  });

  it('the cooldown keeps a rule quiet on an asset for that many days after a firing', () => {
    const data = series([0, 1, 0, 1, 0, 1, 0, 1]);
    const rule = { kind: 'threshold' as const, params: { direction: 'above' as const, value: 0.5 } };
    expect(firingDays(condition({ ...rule, cooldownDays: 0 }), data)).toEqual([
      '2026-01-02',
      '2026-01-04',
      '2026-01-06',
      '2026-01-08',
    ]);
    expect(firingDays(condition({ ...rule, cooldownDays: 3 }), data)).toEqual(['2026-01-02', '2026-01-06']);
    // A stored firing counts too: the live evaluator passes the newest one.
    expect(firingDays(condition({ ...rule, cooldownDays: 3 }), data, '2026-01-01')).toEqual([
      '2026-01-04',
      '2026-01-08',
    ]);
  });

  it('a z-score fires beyond the limit against the trailing window, and only with enough history', () => {
    const calm = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 0.1 : 0.12));
    const data = series([...calm, 0.5]);
    const rule = condition({ kind: 'zscore', params: { window: 10, limit: 3, direction: 'either' } });
    const hits = evaluateCondition(rule, data, { from: 0, to: 20 });
    expect(hits.map((hit) => hit.day)).toEqual([20]);
    expect(hits[0]?.values.zscore).toBeGreaterThan(3);
    expect(
      firingDays(condition({ kind: 'zscore', params: { window: 10, limit: 3, direction: 'below' } }), data),
    ).toEqual([]);
    // Fewer values than half the window: not judged.
    const sparse = series([...Array.from({ length: 16 }, () => Number.NaN), 0.1, 0.12, 0.1, 0.12, 0.5]);
    expect(firingDays(rule, sparse)).toEqual([]);
  });

  it('a change fires when the indicator moved by the amount over the period, in the direction asked', () => {
    const data = series([0.1, 0.1, 0.1, 0.35, 0.1]);
    const up = condition({ kind: 'change', params: { days: 2, amount: 0.2, direction: 'up' } });
    expect(firingDays(up, data)).toEqual(['2026-01-04']);
    const either = condition({ kind: 'change', params: { days: 1, amount: 0.2, direction: 'either' } });
    expect(firingDays(either, data)).toEqual(['2026-01-04', '2026-01-05']);
  });

  it('a buzz spike compares buzz with its trailing mean, quiet days counting as 0', () => {
    const buzz = [10, 10, 10, 10, 10, 45, 10];
    const data = series(
      buzz.map(() => 0),
      buzz,
    );
    const rule = condition({ kind: 'buzz_spike', indicator: 'buzz', params: { window: 5, factor: 4 } });
    const hits = evaluateCondition(rule, data, { from: 0, to: 6 });
    expect(hits.map((hit) => data.days[hit.day])).toEqual(['2026-01-06']);
    expect(hits[0]?.values).toEqual({ buzz: 45, mean: 10, factor: 4.5 });
    const quiet = series([0, 0, 0, 0, 0, 0], [10, Number.NaN, Number.NaN, Number.NaN, 10, 9]);
    // Mean over 5 days = (10 + 10) / 5 = 4, and 9 >= 2 x 4.
    expect(firingDays(condition({ ...rule, params: { window: 5, factor: 2 } }), quiet)).toEqual(['2026-01-06']);
  });

  it('describes a firing in a sentence that names the asset, the indicator, the value and the day', () => {
    const rule = condition({ kind: 'threshold', params: { direction: 'above', value: 0.2 } });
    expect(describeHit(rule, { code: 'BTC', name: 'Bitcoin' }, '2026-01-03', { value: 0.25, previous: 0.15 })).toBe(
      'Bitcoin (BTC): Sentiment crossed above 0.2 (0.250, from 0.150) on 2026-01-03',
    );
  });
});
