import { describe, expect, it } from 'vitest';
import { rankInto } from './esg-core';

/** The ranking as it was written first: indexes sorted with a comparator, tie groups walked in sorted order. */
function rankByComparator(values: Float64Array, n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (values[a] ?? 0) - (values[b] ?? 0));
  const out = new Array<number>(n).fill(0);
  let start = 0;
  while (start < n) {
    let end = start + 1;
    const value = values[order[start] ?? 0] ?? 0;
    while (end < n && values[order[end] ?? 0] === value) end++;
    const position = (start + 1 + (end / n) * n) / 2;
    const ranked = n === 1 ? 50 : Math.round(1 + (99 * (position - 1)) / (n - 1));
    for (let i = start; i < end; i++) out[order[i] ?? 0] = ranked;
    start = end;
  }
  return out;
}

describe('rankInto (ESG Core ranks)', () => {
  it('gives every value the rank of its tie group, as the comparator sort did', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (const n of [1, 2, 3, 10, 101, 5000]) {
      // Many ties (the assets without references to a category), -0 and 0, negatives and halves.
      const values = Float64Array.from({ length: n }, (_, i) =>
        i % 3 === 0 ? 0 : i % 17 === 0 ? -0 : Math.round((random() - 0.4) * 40) / 2,
      );
      const stride = 3;
      const out = new Int32Array(n * stride);
      rankInto(values, n, new Float64Array(n + 5), out, stride, 1);
      expect(Array.from({ length: n }, (_, i) => out[i * stride + 1])).toEqual(rankByComparator(values, n));
    }
  });
});
