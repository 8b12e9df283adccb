/**
 * The accumulators the analysis adds references into: the clause accumulator (one sentence or clause, sparse) and
 * the scopes (the document, the pending references, one per asset slot), with the operations that move sums
 * between them. Module-level buffers reused by every call: analyze is synchronous, so one set per process is enough.
 */
import { INDICATOR_COUNT } from './indicators';
import { type ScoreVector, takeScoreVector } from './scores';

const NI = INDICATOR_COUNT;

// The clause accumulator: the sums of the current clause, the indicators it touched (in the order touched) and a
// mark per indicator, reset by clearClause.
export const clauseSums = new Float64Array(NI);
export const clauseIndicators = new Int32Array(NI);
export const isClauseIndicator = new Uint8Array(NI);
export let clauseIndicatorCount = 0;
// Scopes: 0 the document, 1 references waiting for a later asset, 2 + k the k-th asset slot. Each scope is a
// sparse accumulator: sums, a mark per indicator, and the list of indicators touched (reset after each call).
export const DOCUMENT_SCOPE = 0;
export const PENDING_SCOPE = 1;
// A scope's touched indicators are a bitset (SCOPE_WORDS 32-bit words): setting a bit needs no branch, and reading
// the bits low to high lists them in catalogue order, which is the order a ScoreVector keeps (no sort). A scope's
// row has one more word, the mask of its words that have a bit set, so that reading it skips the empty words.
export const SCOPE_WORDS = (NI + 31) >>> 5;
export const SCOPE_ROW = SCOPE_WORDS + 1;
if (SCOPE_WORDS > 31) throw new Error('A scope word mask holds at most 31 words');
export let scopeCapacity = 18;
export let scopeSums = new Float64Array(NI * scopeCapacity);
export let scopeIndicatorBits = new Int32Array(SCOPE_ROW * scopeCapacity);

/** Adds one signed reference value to an indicator of the sentence accumulator (see scoreEntry). */
export function addToClause(index: number, value: number): void {
  clauseSums[index] = (clauseSums[index] as number) + value;
  if (isClauseIndicator[index] === 0) {
    isClauseIndicator[index] = 1;
    clauseIndicators[clauseIndicatorCount++] = index;
  }
}

export function clearClause(): void {
  for (let t = 0; t < clauseIndicatorCount; t++) {
    const index = clauseIndicators[t] ?? 0;
    clauseSums[index] = 0;
    isClauseIndicator[index] = 0;
  }
  clauseIndicatorCount = 0;
}

/** Adds the current sentence (or clause) accumulator, scaled by share, into a scope. */
export function flushTo(scope: number, share: number): void {
  const base = scope * NI;
  const bitsBase = scope * SCOPE_ROW;
  let wordMask = 0;
  for (let t = 0; t < clauseIndicatorCount; t++) {
    const index = clauseIndicators[t] as number;
    scopeSums[base + index] = (scopeSums[base + index] as number) + (clauseSums[index] as number) * share;
    const word = bitsBase + (index >>> 5);
    scopeIndicatorBits[word] = (scopeIndicatorBits[word] as number) | (1 << (index & 31));
    wordMask |= 1 << (index >>> 5);
  }
  scopeIndicatorBits[bitsBase + SCOPE_WORDS] = (scopeIndicatorBits[bitsBase + SCOPE_WORDS] as number) | wordMask;
}

/** Adds scope `from` into scope `to` (the pending references into the first assets named). */
export function mergeScope(from: number, to: number): void {
  const fromBase = from * NI;
  const base = to * NI;
  const maskAt = to * SCOPE_ROW + SCOPE_WORDS;
  scopeIndicatorBits[maskAt] =
    (scopeIndicatorBits[maskAt] as number) | (scopeIndicatorBits[from * SCOPE_ROW + SCOPE_WORDS] as number);
  for (let w = 0; w < SCOPE_WORDS; w++) {
    let bits = scopeIndicatorBits[from * SCOPE_ROW + w] as number;
    scopeIndicatorBits[to * SCOPE_ROW + w] = (scopeIndicatorBits[to * SCOPE_ROW + w] as number) | bits;
    while (bits !== 0) {
      const index = (w << 5) + 31 - Math.clz32(bits & -bits);
      scopeSums[base + index] = (scopeSums[base + index] as number) + (scopeSums[fromBase + index] as number);
      bits &= bits - 1;
    }
  }
}

/** Zeroes a scope without reading it. */
export function clearScope(scope: number): void {
  scopeIndicatorBits[scope * SCOPE_ROW + SCOPE_WORDS] = 0;
  for (let w = 0; w < SCOPE_WORDS; w++) {
    let bits = scopeIndicatorBits[scope * SCOPE_ROW + w] as number;
    scopeIndicatorBits[scope * SCOPE_ROW + w] = 0;
    while (bits !== 0) {
      scopeSums[scope * NI + (w << 5) + 31 - Math.clz32(bits & -bits)] = 0;
      bits &= bits - 1;
    }
  }
}

/** The scope's sums as a ScoreVector; the scope is left zeroed for the next document. */
export function takeScope(scope: number): ScoreVector {
  return takeScoreVector(scopeSums, scope * NI, scopeIndicatorBits, scope * SCOPE_ROW, SCOPE_WORDS);
}

/** Copies the document scope into another scope (an asset slot that leaves step with the document). */
export function copyDocumentScope(scope: number): void {
  scopeIndicatorBits[scope * SCOPE_ROW + SCOPE_WORDS] = scopeIndicatorBits[
    DOCUMENT_SCOPE * SCOPE_ROW + SCOPE_WORDS
  ] as number;
  for (let w = 0; w < SCOPE_WORDS; w++) {
    let bits = scopeIndicatorBits[DOCUMENT_SCOPE * SCOPE_ROW + w] as number;
    scopeIndicatorBits[scope * SCOPE_ROW + w] = bits;
    while (bits !== 0) {
      const index = (w << 5) + 31 - Math.clz32(bits & -bits);
      scopeSums[scope * NI + index] = scopeSums[DOCUMENT_SCOPE * NI + index] as number;
      bits &= bits - 1;
    }
  }
}

export function growScopes(): void {
  scopeCapacity *= 2;
  const acc = new Float64Array(NI * scopeCapacity);
  acc.set(scopeSums);
  scopeSums = acc;
  const bits = new Int32Array(SCOPE_ROW * scopeCapacity);
  bits.set(scopeIndicatorBits);
  scopeIndicatorBits = bits;
}
