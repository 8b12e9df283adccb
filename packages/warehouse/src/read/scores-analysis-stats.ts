/**
 * The statistics of a scores analysis, on plain arrays (no lake): Spearman rank correlation, quintile buckets,
 * the summary of an IC series and the turnover of a portfolio leg. Kept apart from the reads so that they are
 * tested on hand-made numbers.
 */

/** Positions 0..n-1 of `values` sorted ascending, ties in index order (a typed-array sort: no array of boxes). */
function orderOf(values: ArrayLike<number>): Uint32Array {
  const order = new Uint32Array(values.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => (values[a] ?? 0) - (values[b] ?? 0) || a - b);
}

/** First position in ascending `sorted` whose value is not below `value` (or, with `after`, above it). */
function boundOf(sorted: Float64Array, value: number, after: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = sorted[middle] ?? 0;
    if (at < value || (after && at === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Ranks 1..n of `values` (ascending), ties sharing their average rank, as Spearman's coefficient needs. A native
 * sort of the values and two binary searches per value: a sort of positions with a comparator was most of an
 * analysis's time (20 horizons of the IC decay rank every date's returns).
 */
export function averageRanks(values: ArrayLike<number>): Float64Array {
  const n = values.length;
  const sorted = Float64Array.from(values).sort();
  const ranks = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const value = values[i] ?? 0;
    // Positions first..last-1 (0-based) hold this value: it takes the mean of ranks first+1..last.
    const first = boundOf(sorted, value, false);
    const last = boundOf(sorted, value, true);
    ranks[i] = (first + 1 + last) / 2;
  }
  return ranks;
}

/** Spearman's rank correlation of paired values (the rank IC); null with fewer than 2 pairs or a constant side. */
export function rankCorrelation(x: ArrayLike<number>, y: ArrayLike<number>): number | null {
  if (x.length !== y.length) throw new Error('rankCorrelation needs pairs');
  return pearsonOf(averageRanks(x), averageRanks(y), x.length);
}

/** rankCorrelation when x's ranks are known already (one date's signal ranks serve every horizon). */
export function rankCorrelationWithRanks(xRanks: ArrayLike<number>, y: ArrayLike<number>): number | null {
  if (xRanks.length !== y.length) throw new Error('rankCorrelation needs pairs');
  return pearsonOf(Float64Array.from(xRanks), averageRanks(y), y.length);
}

/** First position of the first `n` ascending `sorted` values that is not below `value` (-0 and 0 are equal). */
function lowerBound(sorted: Float64Array, n: number, value: number): number {
  let low = 0;
  let high = n;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Positions 0..n-1 of finite `values` in ascending order, ties in position order: the order `quintilesOf` sorts
 * by, from a native sort of the values and one binary search per value (a comparator sort of positions took ~60 µs
 * per 500 values, and a daily analysis orders every rebalancing date).
 */
export function ascendingOrder(values: Float64Array): Uint32Array {
  const n = values.length;
  const sorted = values.slice().sort();
  // Values equal to the one at sorted position p fill p, p+1, ... in position order.
  const taken = new Uint32Array(n);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const first = lowerBound(sorted, n, values[i] ?? 0);
    order[first + (taken[first] ?? 0)] = i;
    taken[first] = (taken[first] ?? 0) + 1;
  }
  return order;
}

/**
 * The average ranks (as `averageRanks`) of a subset of `values`, from their `ascendingOrder`: `subsetIndex[p]` is
 * position p's index in the subset (-1 = left out; null = every position, in order), `n` the subset's size.
 * Writes the subset's ranks into `into` (a new array without it).
 */
export function ranksFromOrder(
  values: Float64Array,
  order: Uint32Array,
  subsetIndex: Int32Array | null,
  n: number,
  into: Float64Array = new Float64Array(n),
): Float64Array {
  let rank = 0;
  let k = 0;
  while (k < order.length) {
    // A group of equal values: the subset's members in it share the mean of the ranks they take.
    const value = values[order[k] ?? 0] ?? 0;
    let end = k;
    let members = 0;
    while (end < order.length && values[order[end] ?? 0] === value) {
      if (subsetIndex === null || (subsetIndex[order[end] ?? 0] ?? -1) >= 0) members++;
      end++;
    }
    const shared = (rank + 1 + rank + members) / 2;
    for (let m = k; m < end; m++) {
      const position = order[m] ?? 0;
      const index = subsetIndex === null ? position : (subsetIndex[position] ?? -1);
      if (index >= 0) into[index] = shared;
    }
    rank += members;
    k = end;
  }
  return into;
}

/** Buffers `averageRanksInto` sorts in and writes to (at least `n` long). */
export interface RankBuffers {
  sorted: Float64Array;
  groupEnd: Uint32Array;
  returnRanks: Float64Array;
}

/**
 * `averageRanks` of the first `n` values into `buffers.returnRanks`, without allocating: one native sort, the end
 * of each run of equal values, and one binary search per value.
 */
export function averageRanksInto(values: Float64Array, n: number, buffers: RankBuffers): Float64Array {
  const { sorted, groupEnd, returnRanks } = buffers;
  sorted.set(values.subarray(0, n));
  sorted.subarray(0, n).sort();
  for (let k = n - 1; k >= 0; k--) {
    groupEnd[k] = k + 1 < n && sorted[k + 1] === sorted[k] ? (groupEnd[k + 1] ?? 0) : k + 1;
  }
  for (let i = 0; i < n; i++) {
    // Positions first..last-1 (0-based) hold this value: it takes the mean of ranks first+1..last.
    const first = lowerBound(sorted, n, values[i] ?? 0);
    returnRanks[i] = (first + 1 + (groupEnd[first] ?? 0)) / 2;
  }
  return returnRanks;
}

/** Pearson correlation of the first `n` pairs; null with fewer than 2 or a constant side. */
export function pearsonOf(x: Float64Array, y: Float64Array, n: number): number | null {
  if (n < 2) return null;
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < n; i++) {
    meanX += x[i] ?? 0;
    meanY += y[i] ?? 0;
  }
  meanX /= n;
  meanY /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] ?? 0) - meanX;
    const dy = (y[i] ?? 0) - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // A constant side (every signal equal) has no ranking to correlate: no IC that day.
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** Quintiles: 5 buckets. */
export const QUINTILES = 5;

/**
 * The quintile (0 = lowest signals .. 4 = highest) of each value: by ascending signal, ties in the given order
 * (callers pass assets in code order, so a tie is broken by asset code), bucket = floor(position * 5 / n).
 */
export function quintilesOf(signals: ArrayLike<number>): Uint8Array {
  const n = signals.length;
  const order = orderOf(signals);
  const buckets = new Uint8Array(n);
  order.forEach((index, position) => {
    buckets[index] = Math.floor((position * QUINTILES) / n);
  });
  return buckets;
}

export interface IcSummary {
  /** Mean of the ICs; null without any. */
  mean: number | null;
  /** Sample standard deviation; null with fewer than 2. */
  std: number | null;
  /** mean / (std / sqrt(n)); null with fewer than 2 or no spread. */
  tStat: number | null;
  /** Share of ICs above 0; null without any. */
  hitRate: number | null;
  /** ICs summarised. */
  count: number;
}

export function summarizeIcs(ics: readonly number[]): IcSummary {
  const count = ics.length;
  if (count === 0) return { mean: null, std: null, tStat: null, hitRate: null, count };
  const mean = ics.reduce((sum, ic) => sum + ic, 0) / count;
  const hitRate = ics.filter((ic) => ic > 0).length / count;
  if (count < 2) return { mean, std: null, tStat: null, hitRate, count };
  const variance = ics.reduce((sum, ic) => sum + (ic - mean) ** 2, 0) / (count - 1);
  const std = Math.sqrt(variance);
  return { mean, std, tStat: std > 0 ? mean / (std / Math.sqrt(count)) : null, hitRate, count };
}

/** Share of a leg's names that were not in the previous leg (one-way turnover of an equal-weight leg). */
export function legTurnover(previous: ReadonlySet<string>, current: ReadonlySet<string>): number {
  if (current.size === 0) return 0;
  let fresh = 0;
  for (const code of current) if (!previous.has(code)) fresh++;
  return fresh / current.size;
}

/** Mean of the finite values; null without any. */
export function meanOf(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}
