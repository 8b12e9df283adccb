import { describe, expect, it } from 'vitest';
import {
  ascendingOrder,
  averageRanks,
  averageRanksInto,
  legTurnover,
  pearsonOf,
  quintilesOf,
  rankCorrelation,
  rankCorrelationWithRanks,
  ranksFromOrder,
  summarizeIcs,
} from './scores-analysis-stats';

/** A seeded generator, so that a failing sample can be drawn again. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('scores analysis statistics', () => {
  it('ranks ascending with tied values sharing their average rank', () => {
    expect([...averageRanks([0.3, -1, 0.3, 2, 0.3])]).toEqual([3, 1, 3, 5, 3]);
  });

  it('gives Spearman 1 for any increasing relation, -1 for a decreasing one, null for a constant side', () => {
    expect(rankCorrelation([1, 2, 3, 4], [10, 200, 3000, 40000])).toBeCloseTo(1, 12);
    expect(rankCorrelation([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    expect(rankCorrelation([1, 1, 1], [1, 2, 3])).toBeNull();
    // A textbook case: d = (0, -1, 1, 0, 0), 1 - 6 * 2 / (5 * 24) = 0.9.
    expect(rankCorrelation([1, 2, 3, 4, 5], [1, 3, 2, 4, 5])).toBeCloseTo(0.9, 12);
    expect(rankCorrelationWithRanks(averageRanks([1, 2, 3, 4, 5]), [1, 3, 2, 4, 5])).toBeCloseTo(0.9, 12);
  });

  it('buckets by ascending signal into five quintiles, ties by position', () => {
    expect([...quintilesOf([5, 4, 3, 2, 1])]).toEqual([4, 3, 2, 1, 0]);
    expect([...quintilesOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])]).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect([...quintilesOf([0, 0, 0, 0, 0])]).toEqual([0, 1, 2, 3, 4]);
  });

  it('orders, buckets and ranks a date once for every subset as the one-sample functions do, ties and -0 included', () => {
    const next = random(11);
    // Few distinct values, so that most samples hold ties (and -0 beside 0).
    const pool = [-0, 0, 0.25, -1.5, 3];
    for (let trial = 0; trial < 200; trial++) {
      const n = 1 + (trial % 37);
      const values = Float64Array.from({ length: n }, () =>
        next() < 0.5 ? (pool[Math.floor(next() * pool.length)] ?? 0) : next() * 2 - 1,
      );
      const order = ascendingOrder(values);
      const buckets = Array.from({ length: n }, () => -1);
      order.forEach((position, k) => {
        buckets[position] = Math.floor((k * 5) / n);
      });
      expect(buckets).toEqual([...quintilesOf(values)]);
      expect([...ranksFromOrder(values, order, null, n)]).toEqual([...averageRanks(values)]);
      const kept = Array.from({ length: n }, (_, i) => i).filter(() => next() < 0.7);
      const subsetIndex = new Int32Array(n).fill(-1);
      kept.forEach((position, j) => {
        subsetIndex[position] = j;
      });
      const subset = kept.map((position) => values[position] ?? 0);
      expect([...ranksFromOrder(values, order, subsetIndex, kept.length)]).toEqual([...averageRanks(subset)]);
      const buffers = { sorted: new Float64Array(n), groupEnd: new Uint32Array(n), returnRanks: new Float64Array(n) };
      expect([...averageRanksInto(values, n, buffers)]).toEqual([...averageRanks(values)]);
      const other = Float64Array.from({ length: n }, () => next());
      expect(pearsonOf(averageRanks(values), averageRanks(other), n)).toBe(rankCorrelation(values, other));
    }
  });

  it('summarises an IC series: mean, sample deviation, t-statistic and hit rate', () => {
    const summary = summarizeIcs([0.1, 0.2, -0.1, 0.2]);
    expect(summary.mean).toBeCloseTo(0.1, 12);
    const std = Math.sqrt((0 + 0.01 + 0.04 + 0.01) / 3);
    expect(summary.std).toBeCloseTo(std, 12);
    expect(summary.tStat).toBeCloseTo(0.1 / (std / 2), 12);
    expect(summary.hitRate).toBe(0.75);
    expect(summarizeIcs([])).toEqual({ mean: null, std: null, tStat: null, hitRate: null, count: 0 });
  });

  it('counts the share of a leg that is new', () => {
    expect(legTurnover(new Set(['a', 'b']), new Set(['b', 'c']))).toBe(0.5);
    expect(legTurnover(new Set(), new Set(['a']))).toBe(1);
  });
});
