import {
  ESG_SHARED_CODES,
  FORECAST_OF,
  INDICATOR_COUNT,
  INDICATOR_INDEX,
  INDICATORS,
  indicatorIndex,
} from './indicators';

export const BUZZ = indicatorIndex('buzz');
export const ESG_BUZZ = indicatorIndex('esgBuzz');
export const SENTIMENT = indicatorIndex('sentiment');
export const POSITIVE = indicatorIndex('positive');
export const NEGATIVE = indicatorIndex('negative');
export const OPTIMISM = indicatorIndex('optimism');
export const PESSIMISM = indicatorIndex('pessimism');
export const PRICE_DIRECTION = indicatorIndex('priceDirection');
export const PRICE_UP = indicatorIndex('priceUp');
export const PRICE_DOWN = indicatorIndex('priceDown');

/** 1 for count indicators (buzz and topic buzz): they add absolute weights and are never divided. */
export const IS_COUNT = new Uint8Array(INDICATOR_COUNT);
/** Forecast twin of a direction indicator, or -1. */
export const FORECAST_TARGET = new Int32Array(INDICATOR_COUNT).fill(-1);
/** Denominator of each ratio indicator: BUZZ or ESG_BUZZ (-1 for counts). */
export const DENOMINATOR = new Int32Array(INDICATOR_COUNT);

const shared = new Set(ESG_SHARED_CODES);
INDICATORS.forEach((indicator, i) => {
  IS_COUNT[i] = indicator.range === 'C' ? 1 : 0;
  DENOMINATOR[i] =
    indicator.range === 'C' ? -1 : indicator.dataset === 'esgadv' && !shared.has(indicator.code) ? ESG_BUZZ : BUZZ;
});
for (const [from, to] of Object.entries(FORECAST_OF)) FORECAST_TARGET[indicatorIndex(from)] = indicatorIndex(to);

// ScoreVector.get's memory of the last code asked for (starts as a valid pair, so an unknown code always throws).
let lastCode = 'buzz';
let lastIndex = BUZZ;

/** Indicator indices below this are looked up by a linear scan (see ScoreVector.sum). */
const LINEAR_SCAN_BELOW = 8;

/**
 * Sums of signed weighted references per indicator for one scope (a document or one asset in it), with the
 * scores derived from them: score = sum / buzz (anchor facts §4). Keeping the sums lets a window aggregate many
 * documents exactly (sum the sums, then divide), which is how the reference combines News and Social.
 * Stored sparsely (only indicators with a reference), sorted by indicator index.
 */
export class ScoreVector {
  private readonly indices: Int32Array;
  /** values[offset - 3 ... offset - 1]: the buzz, positive and negative sums (see takeScoreVector) */
  private readonly values: Float64Array;
  private readonly offset: number;
  /** number of indicators with a non-zero sum */
  readonly size: number;

  constructor(indices: Int32Array, values: Float64Array, offset: number, size: number) {
    this.indices = indices;
    this.values = values;
    this.offset = offset;
    this.size = size;
  }

  /** Raw sum of one indicator by index (0 when the scope has no reference to it). */
  sum(index: number): number {
    // The indices are sorted and the most read ones (buzz, sentiment, positive, negative) come first in the
    // catalogue: a short linear scan finds them sooner than a binary search.
    if (index < LINEAR_SCAN_BELOW) {
      const end = this.offset + this.size;
      for (let k = this.offset; k < end; k++) {
        const at = this.indices[k] as number;
        if (at === index) return this.values[k] as number;
        if (at > index) return 0;
      }
      return 0;
    }
    let low = this.offset;
    let high = this.offset + this.size - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const at = this.indices[mid] ?? 0;
      if (at === index) return this.values[mid] ?? 0;
      if (at < index) low = mid + 1;
      else high = mid - 1;
    }
    return 0;
  }

  /** Calls fn(index, sum) for every indicator with a non-zero sum, in catalogue order. */
  forEachSum(fn: (index: number, sum: number) => void): void {
    for (let k = this.offset; k < this.offset + this.size; k++) fn(this.indices[k] ?? 0, this.values[k] ?? 0);
  }

  /** The raw sums as a dense array, one per indicator in INDICATORS order. */
  get sums(): Float64Array {
    const out = new Float64Array(INDICATOR_COUNT);
    this.forEachSum((index, sum) => {
      out[index] = sum;
    });
    return out;
  }

  get buzz(): number {
    return this.values[this.offset - 3] as number;
  }

  get esgBuzz(): number {
    return this.sum(ESG_BUZZ);
  }

  /** Score of an indicator: a count, or a ratio over its buzz; null when that buzz is zero (the reference's NA). */
  get(code: string): number | null {
    // Callers ask for the same code over and over ('sentiment' for every document): remember the last one.
    if (code === lastCode) return this.at(lastIndex);
    const index = INDICATOR_INDEX.get(code);
    if (index === undefined) throw new Error(`Unknown indicator code '${code}'`);
    lastCode = code;
    lastIndex = index;
    return this.at(index);
  }

  /** Same as get() but always over the ESG buzz, for the ESG package's view of shared codes (trust, layoffs…). */
  getEsg(code: string): number | null {
    const index = INDICATOR_INDEX.get(code);
    if (index === undefined) throw new Error(`Unknown indicator code '${code}'`);
    if (IS_COUNT[index]) return this.sum(index);
    const den = this.sum(ESG_BUZZ);
    return den > 0 ? this.sum(index) / den : null;
  }

  at(index: number): number | null {
    if (index === SENTIMENT) {
      // sentiment = positive - negative, exactly (anchor facts §4)
      const buzz = this.values[this.offset - 3] as number;
      return buzz > 0
        ? (this.values[this.offset - 2] as number) / buzz - (this.values[this.offset - 1] as number) / buzz
        : null;
    }
    const denominatorIndex = DENOMINATOR[index] ?? -1;
    if (denominatorIndex < 0) return this.sum(index);
    const den = this.sum(denominatorIndex);
    return den > 0 ? this.sum(index) / den : null;
  }

  /** Every indicator with a reference, as code -> score (counts included; sentiment whenever buzz > 0). */
  toRecord(): Record<string, number> {
    const out: Record<string, number> = {};
    this.forEachSum((index) => {
      const value = this.at(index);
      if (value !== null) out[(INDICATORS[index] as { code: string }).code] = value;
    });
    const sentiment = this.at(SENTIMENT);
    if (sentiment !== null) out.sentiment = sentiment;
    return out;
  }
}

// Score vectors are carved out of shared blocks: allocating one large typed array per few thousand vectors is far
// cheaper than one per vector. A block is freed by the garbage collector once no vector of it is referenced.
const BLOCK_SIZE = 4096;
/** buzz, positive, negative: stored before each vector's entries */
const SENTIMENT_PARTS = 3;
let indexBlock = new Int32Array(BLOCK_SIZE);
let valueBlock = new Float64Array(BLOCK_SIZE);
let blockUsed = 0;

/**
 * A new ScoreVector from the accumulator `acc[base + index]` for the indices whose bit is set in
 * `bits[bitsBase ... bitsBase + words)` (bit i of word w = index 32w + i); `bits[bitsBase + words]` is the mask of
 * the words that have a bit set. Reading the bits from low to high gives the indices in catalogue order without a
 * sort. Reads and clears: the accumulator, the bits and the mask are left zeroed.
 */
export function takeScoreVector(
  acc: Float64Array,
  base: number,
  bits: Int32Array,
  bitsBase: number,
  words: number,
): ScoreVector {
  if (blockUsed + SENTIMENT_PARTS + INDICATOR_COUNT > BLOCK_SIZE) {
    indexBlock = new Int32Array(BLOCK_SIZE);
    valueBlock = new Float64Array(BLOCK_SIZE);
    blockUsed = 0;
  }
  // Module-level arrays in locals: V8 reloads and re-checks a module variable at every use.
  const indexOut = indexBlock;
  const valueOut = valueBlock;
  // The sums behind sentiment, the score asked for most, first: it then needs no search (and, kept in the block
  // rather than in fields, no boxed numbers). An untouched indicator's sum is 0 in the accumulator.
  valueOut[blockUsed] = acc[base + BUZZ] as number;
  valueOut[blockUsed + 1] = acc[base + POSITIVE] as number;
  valueOut[blockUsed + 2] = acc[base + NEGATIVE] as number;
  const offset = blockUsed + SENTIMENT_PARTS;
  let size = 0;
  let wordMask = bits[bitsBase + words] as number;
  bits[bitsBase + words] = 0;
  while (wordMask !== 0) {
    const w = 31 - Math.clz32(wordMask & -wordMask);
    wordMask &= wordMask - 1;
    let word = bits[bitsBase + w] as number;
    bits[bitsBase + w] = 0;
    while (word !== 0) {
      // The lowest set bit: its index is 31 - clz32(isolated bit).
      const index = (w << 5) + 31 - Math.clz32(word & -word);
      word &= word - 1;
      const value = acc[base + index] as number;
      acc[base + index] = 0;
      if (value === 0) continue;
      indexOut[offset + size] = index;
      valueOut[offset + size] = value;
      size++;
    }
  }
  blockUsed = offset + size;
  return new ScoreVector(indexOut, valueOut, offset, size);
}
