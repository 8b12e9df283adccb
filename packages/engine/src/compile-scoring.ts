/**
 * Compiled scoring: what a lexicon entry adds to the indicators, worked out once per variant into flat programs
 * that the analysis runs with one multiply-add per (indicator, coefficient) pair.
 */
import { indicatorIndex } from './indicators';
import { getLexicon } from './lexicon/compile';
import { SCOPE_WORDS } from './scopes';
import {
  BUZZ,
  FORECAST_TARGET,
  IS_COUNT,
  NEGATIVE,
  OPTIMISM,
  PESSIMISM,
  POSITIVE,
  PRICE_DIRECTION,
  PRICE_DOWN,
  PRICE_UP,
  SENTIMENT,
} from './scores';

const lexicon = getLexicon();
const { contributionStart, contributionIndicator, contributionValue } = lexicon;
const OPTIMISM_INDEX = indicatorIndex('optimism');
const PESSIMISM_INDEX = indicatorIndex('pessimism');
/** entries that name optimism or pessimism themselves: no second, derived optimism from their tone */
const HAS_EXPLICIT_OUTLOOK = new Uint8Array(lexicon.entryCount);
/** movement words (they carry priceDirection): their tone flips after an inverted topic such as "costs" */
const IS_MOVEMENT = new Uint8Array(lexicon.entryCount);
const PRICE_DIRECTION_INDEX = indicatorIndex('priceDirection');
for (let e = 0; e < lexicon.entryCount; e++) {
  for (let k = contributionStart[e] ?? 0; k < (contributionStart[e + 1] ?? 0); k++) {
    const index = contributionIndicator[k];
    if (index === OPTIMISM_INDEX || index === PESSIMISM_INDEX) HAS_EXPLICIT_OUTLOOK[e] = 1;
    if (index === PRICE_DIRECTION_INDEX) IS_MOVEMENT[e] = 1;
  }
}

// Compiled scoring. What a term adds is linear in its weight once four things are fixed: the entry, the sign of
// the weight (negation), whether the term is forward-looking, and whether an inverted topic flips its tone. For
// each such variant the (indicator, coefficient) pairs are worked out once, on first use, so scoring a term is
// one multiply-add per pair. The coefficients are the original values with their signs folded in, so the sums are
// bit for bit what the step-by-step rules below give (only signs move, and IEEE products are sign-symmetric).
//
// A compiled variant is one contiguous record at the same offset in two parallel arrays, the integers in
// `programIntegers` and the coefficients in `programCoefficients` (a term then reads a few cache lines, not one line in each of
// eight arrays, which is what dominated the cost of scoring; integers kept as integers need no conversion):
//   programIntegers:   [pairCount, maskCount, word mask, indicator x pairCount, (bitset word, bits) x maskCount]
//   programCoefficients: [sentiment coefficient, buzz coefficient, 0, coefficient x pairCount]
// The masks are the bits the pairs set in a scope's bitset, grouped by word: two or three ORs per term; the word
// mask has bit w set for each of those words (see SCOPE_ROW).
const VARIANTS = 8;
export const PROGRAM_HEADER = 3;
/** offset of each variant's record in the program arrays, or -1 before its first use */
const programOffsetOfVariant = new Int32Array(lexicon.entryCount * VARIANTS).fill(-1);
export let programIntegers = new Int32Array(16384);
export let programCoefficients = new Float64Array(16384);
let programLength = 0;

/** Appends one slot to the program arrays: an integer and a coefficient (either may be unused, 0). */
function emit(integer: number, value: number): void {
  if (programLength === programIntegers.length) {
    const ints = new Int32Array(programIntegers.length * 2);
    ints.set(programIntegers);
    programIntegers = ints;
    const values = new Float64Array(programCoefficients.length * 2);
    values.set(programCoefficients);
    programCoefficients = values;
  }
  programIntegers[programLength] = integer;
  programCoefficients[programLength] = value;
  programLength++;
}

/**
 * The scoring rules, step by step, for entry e with a weight of sign `weightSign`; emits the record of one
 * variant. The weight w itself is applied later: a pair (i, c) adds c * w to indicator i.
 */
function compileVariant(e: number, variant: number, weightSign: number, isFuture: boolean, toneSign: number): number {
  const pairs: number[] = [];
  let sentiment = 0;
  let buzz = 0;
  const end = contributionStart[e + 1] as number;
  for (let k = contributionStart[e] as number; k < end; k++) {
    const index = contributionIndicator[k] as number;
    const value = contributionValue[k] as number;
    const magnitude = value < 0 ? -value : value;
    if (IS_COUNT[index] === 1) {
      // |w| x |value|: buzz and topic buzz count absolute weights
      pairs.push(index, weightSign * magnitude);
      if (index === BUZZ) buzz = weightSign * magnitude;
      continue;
    }
    if (index === SENTIMENT) {
      const tone = value * toneSign; // the tone is w x tone
      sentiment = tone;
      pairs.push(SENTIMENT, tone);
      const isPositive = tone * weightSign > 0;
      pairs.push(isPositive ? POSITIVE : NEGATIVE, isPositive ? tone : -tone);
      // Forward-looking tone is optimism or pessimism (anchor facts §1: "forward-looking positive / negative").
      if (isFuture && HAS_EXPLICIT_OUTLOOK[e] === 0)
        pairs.push(isPositive ? OPTIMISM : PESSIMISM, isPositive ? tone : -tone);
      continue;
    }
    const forecast = isFuture ? (FORECAST_TARGET[index] as number) : -1;
    if (forecast >= 0) {
      pairs.push(forecast, value);
      continue;
    }
    pairs.push(index, value);
    if (index === PRICE_DIRECTION) {
      const isUp = value * weightSign > 0;
      pairs.push(isUp ? PRICE_UP : PRICE_DOWN, isUp ? value : -value);
    }
  }
  const masks: number[] = [];
  let wordMask = 0;
  for (let word = 0; word < SCOPE_WORDS; word++) {
    let bits = 0;
    for (let k = 0; k < pairs.length; k += 2) {
      const index = pairs[k] as number;
      if (index >>> 5 === word) bits |= 1 << (index & 31);
    }
    if (bits !== 0) {
      masks.push(word, bits);
      wordMask |= 1 << word;
    }
  }
  const offset = programLength;
  emit(pairs.length / 2, sentiment);
  emit(masks.length / 2, buzz);
  emit(wordMask, 0);
  for (let k = 0; k < pairs.length; k += 2) emit(pairs[k] as number, pairs[k + 1] as number);
  for (const value of masks) emit(value, 0);
  programOffsetOfVariant[variant] = offset;
  return offset;
}

/**
 * The offset of entry e's program in the program arrays for a term of this weight's sign, forward-looking or not,
 * after an inverted topic or not; compiled on its first use.
 */
export function programOf(e: number, isFuture: boolean, isInverted: boolean, weight: number): number {
  const toneSign = isInverted && IS_MOVEMENT[e] === 1 ? -1 : 1;
  const variant = e * VARIANTS + (isFuture ? 4 : 0) + (toneSign < 0 ? 2 : 0) + (weight < 0 ? 1 : 0);
  const at = programOffsetOfVariant[variant] as number;
  return at >= 0 ? at : compileVariant(e, variant, weight < 0 ? -1 : 1, isFuture, toneSign);
}
