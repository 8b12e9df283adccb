import { INDICATOR_COUNT, indicatorIndex } from './indicators';
import { extractKeyphrases, type Keyphrase } from './keyphrases';
import {
  E_CLAUSE,
  E_CONCESSIVE,
  E_CONTENT,
  E_FUTURE,
  E_INVERT,
  E_MULTIPLIER,
  E_NEGATOR,
  getLexicon,
  NEGATION_SCALE,
} from './lexicon/compile';
import type { EntityMention, Matcher } from './matcher';
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
  type ScoreVector,
  SENTIMENT,
  takeScoreVector,
} from './scores';
import { summarize } from './summary';
import { T_CLAUSE_AFTER, T_NEGATED_CONTRACTION, T_WILL_CONTRACTION, TokenStream, tokenize } from './tokenizer';

export interface AnalyzeOptions {
  /** the reference universe to find assets in; without it only document-level scores are produced */
  matcher?: Matcher;
  /** report matched lexicon terms with offsets (default true) */
  terms?: boolean;
  /** number of keyphrases, 0 or false to skip (default 5) */
  keyphrases?: number | boolean;
  /** number of summary sentences, 0 or false to skip (default 3) */
  summary?: number | boolean;
}

/** A lexicon term found in the text, for highlighting. */
export interface MatchedTerm {
  start: number;
  end: number;
  /** the lexicon entry (folded words joined by one space) */
  term: string;
  /** indicator codes the term moves */
  codes: readonly string[];
  /** effective weight after intensifiers and negation (negative when negated) */
  weight: number;
  /** signed contribution to sentiment (0 when the term is not a tone word) */
  sentiment: number;
  negated: boolean;
}

export interface AssetScores {
  assetId: string;
  assetClass: string;
  /** plain count of references to the asset */
  mentions: number;
  scores: ScoreVector;
}

export interface Analysis {
  /** references to assets of the matcher's universe, in text order */
  entities: EntityMention[];
  /** scores per asset mentioned (attribution: see README) */
  assets: AssetScores[];
  /** scores of the whole document, every reference counted once */
  document: ScoreVector;
  terms: MatchedTerm[];
  keyphrases: Keyphrase[];
  summary: string;
  tokenCount: number;
  sentenceCount: number;
}

/** Negation reaches this many tokens past the negator (or to the next clause break). */
export const NEGATION_WINDOW = 4;
/** An intensifier or diminisher reaches this many tokens. */
export const MULTIPLIER_WINDOW = 2;
/** Weight of the terms of a concessive clause ("despite strong sales"). */
export const CONCESSIVE_SHARE = 0.5;
/** Share of a sentence's references given to the assets of an earlier (or later) sentence when it names none. */
export const CARRY_SHARE = 0.5;

const NI = INDICATOR_COUNT;
const lexicon = getLexicon();
const { trie, entryFlags, entryWeight, entryMultiplier, contributionStart, contributionIndicator, contributionValue } =
  lexicon;
const terminal = trie.terminal;
const rootNext = trie.rootNext;
const hasChildren = trie.hasChildren;
const WILL_ENTRY = terminal[trie.next(0, lexicon.vocabulary.find('will'))] ?? -1;
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

// Working buffers, reused by every call (analyze is synchronous, so one set per process is enough).
const stream = new TokenStream();
const sentenceAcc = new Float64Array(NI);
const touched = new Int32Array(NI);
const touchedMark = new Uint8Array(NI);
let touchedCount = 0;
// Scopes: 0 the document, 1 references waiting for a later asset, 2 + k the k-th asset slot. Each scope is a
// sparse accumulator: sums, a mark per indicator, and the list of indicators touched (reset after each call).
const DOCUMENT_SCOPE = 0;
const PENDING_SCOPE = 1;
// A scope's touched indicators are a bitset (SCOPE_WORDS 32-bit words): setting a bit needs no branch, and reading
// the bits low to high lists them in catalogue order, which is the order a ScoreVector keeps (no sort). A scope's
// row has one more word, the mask of its words that have a bit set, so that reading it skips the empty words.
const SCOPE_WORDS = (NI + 31) >>> 5;
const SCOPE_ROW = SCOPE_WORDS + 1;
if (SCOPE_WORDS > 31) throw new Error('A scope word mask holds at most 31 words');
let scopeCapacity = 18;
let scopeAcc = new Float64Array(NI * scopeCapacity);
let scopeBits = new Int32Array(SCOPE_ROW * scopeCapacity);
let slotMentions = new Int32Array(16);
let slotAsset = new Int32Array(16);
let slotOfAsset = new Int32Array(0);
let slotStamp = new Int32Array(0);
let stamp = 0;
let sentenceBuzz = new Float64Array(64);
let sentenceMentions = new Int32Array(64);

/** Adds one signed reference value to an indicator of the sentence accumulator (see scoreEntry). */
function add(index: number, value: number): void {
  sentenceAcc[index] = (sentenceAcc[index] as number) + value;
  if (touchedMark[index] === 0) {
    touchedMark[index] = 1;
    touched[touchedCount++] = index;
  }
}

// Compiled scoring. What a term adds is linear in its weight once four things are fixed: the entry, the sign of
// the weight (negation), whether the term is forward-looking, and whether an inverted topic flips its tone. For
// each such variant the (indicator, coefficient) pairs are worked out once, on first use, so scoring a term is
// one multiply-add per pair. The coefficients are the original values with their signs folded in, so the sums are
// bit for bit what the step-by-step rules below give (only signs move, and IEEE products are sign-symmetric).
//
// A compiled variant is one contiguous record at the same offset in two parallel arrays, the integers in
// `programInt` and the coefficients in `programValue` (a term then reads a few cache lines, not one line in each of
// eight arrays, which is what dominated the cost of scoring; integers kept as integers need no conversion):
//   programInt:   [pairCount, maskCount, word mask, indicator x pairCount, (bitset word, bits) x maskCount]
//   programValue: [sentiment coefficient, buzz coefficient, 0, coefficient x pairCount]
// The masks are the bits the pairs set in a scope's bitset, grouped by word: two or three ORs per term; the word
// mask has bit w set for each of those words (see SCOPE_ROW).
const VARIANTS = 8;
const PROGRAM_HEADER = 3;
/** offset of each variant's record in the program arrays, or -1 before its first use */
const variantProgram = new Int32Array(lexicon.entryCount * VARIANTS).fill(-1);
let programInt = new Int32Array(16384);
let programValue = new Float64Array(16384);
let programLength = 0;

/** Appends one slot to the program arrays: an integer and a coefficient (either may be unused, 0). */
function emit(integer: number, value: number): void {
  if (programLength === programInt.length) {
    const ints = new Int32Array(programInt.length * 2);
    ints.set(programInt);
    programInt = ints;
    const values = new Float64Array(programValue.length * 2);
    values.set(programValue);
    programValue = values;
  }
  programInt[programLength] = integer;
  programValue[programLength] = value;
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
  variantProgram[variant] = offset;
  return offset;
}

/**
 * Adds the signed references of entry e (weight already scaled by intensifiers and negation) to the sentence,
 * in one of two modes chosen per sentence:
 * - a sentence that names two assets or more splits its clauses between them (README "Attribution"), so its
 *   references are summed per clause in `sentenceAcc` and flushed to their scopes when the clause ends;
 * - any other sentence sends all its references to the same scopes (the document, plus its one asset, or the
 *   carried assets, or the pending scope), known from its start (`isDirect`): they are added straight there.
 * The weight comes in `termWeightIn[0]`, the entry's sentiment contribution goes out in `termSentimentOut[0]`.
 */
function scoreEntry(e: number, isFuture: boolean, isInverted: boolean): void {
  const weight = termWeightIn[0] as number;
  const toneSign = isInverted && IS_MOVEMENT[e] === 1 ? -1 : 1;
  const variant = e * VARIANTS + (isFuture ? 4 : 0) + (toneSign < 0 ? 2 : 0) + (weight < 0 ? 1 : 0);
  let at = variantProgram[variant] as number;
  if (at < 0) at = compileVariant(e, variant, weight < 0 ? -1 : 1, isFuture, toneSign);
  // Module-level arrays in locals: V8 reloads and re-checks a module variable at every use.
  const ints = programInt;
  const values = programValue;
  const pairsEnd = at + PROGRAM_HEADER + (ints[at] as number);
  const masksEnd = pairsEnd + 2 * (ints[at + 1] as number);
  if (!isDirect) {
    for (let k = at + PROGRAM_HEADER; k < pairsEnd; k++) add(ints[k] as number, (values[k] as number) * weight);
  } else {
    if (!isDirectReady) prepareDirect();
    const acc = scopeAcc;
    const bits = scopeBits;
    const targets = directCount;
    for (let k = at + PROGRAM_HEADER; k < pairsEnd; k++) {
      const index = ints[k] as number;
      const value = (values[k] as number) * weight;
      acc[index] = (acc[index] as number) + value; // DOCUMENT_SCOPE has base 0
      for (let t = 0; t < targets; t++) {
        const target = (directScopes[t] as number) * NI + index;
        acc[target] = (acc[target] as number) + value * (directShares[t] as number);
      }
    }
    for (let k = pairsEnd; k < masksEnd; k += 2) {
      const word = ints[k] as number;
      const mask = ints[k + 1] as number;
      bits[word] = (bits[word] as number) | mask; // DOCUMENT_SCOPE's row starts at 0
      for (let t = 0; t < targets; t++) {
        const target = (directScopes[t] as number) * SCOPE_ROW + word;
        bits[target] = (bits[target] as number) | mask;
      }
    }
    const wordMask = ints[at + 2] as number;
    bits[SCOPE_WORDS] = (bits[SCOPE_WORDS] as number) | wordMask;
    for (let t = 0; t < targets; t++) {
      const target = (directScopes[t] as number) * SCOPE_ROW + SCOPE_WORDS;
      bits[target] = (bits[target] as number) | wordMask;
    }
    sentenceBuzzSum[0] = (sentenceBuzzSum[0] as number) + (values[at + 1] as number) * weight;
  }
  const sentiment = values[at] as number;
  termSentimentOut[0] = sentiment === 0 ? 0 : sentiment * weight;
}

/** Adds the current sentence (or clause) accumulator, scaled by share, into a scope. */
function flushTo(scope: number, share: number): void {
  const base = scope * NI;
  const bitsBase = scope * SCOPE_ROW;
  let wordMask = 0;
  for (let t = 0; t < touchedCount; t++) {
    const index = touched[t] as number;
    scopeAcc[base + index] = (scopeAcc[base + index] as number) + (sentenceAcc[index] as number) * share;
    const word = bitsBase + (index >>> 5);
    scopeBits[word] = (scopeBits[word] as number) | (1 << (index & 31));
    wordMask |= 1 << (index >>> 5);
  }
  scopeBits[bitsBase + SCOPE_WORDS] = (scopeBits[bitsBase + SCOPE_WORDS] as number) | wordMask;
}

/** Adds scope `from` into scope `to` (the pending references into the first assets named). */
function mergeScope(from: number, to: number): void {
  const fromBase = from * NI;
  const base = to * NI;
  const maskAt = to * SCOPE_ROW + SCOPE_WORDS;
  scopeBits[maskAt] = (scopeBits[maskAt] as number) | (scopeBits[from * SCOPE_ROW + SCOPE_WORDS] as number);
  for (let w = 0; w < SCOPE_WORDS; w++) {
    let bits = scopeBits[from * SCOPE_ROW + w] as number;
    scopeBits[to * SCOPE_ROW + w] = (scopeBits[to * SCOPE_ROW + w] as number) | bits;
    while (bits !== 0) {
      const index = (w << 5) + 31 - Math.clz32(bits & -bits);
      scopeAcc[base + index] = (scopeAcc[base + index] as number) + (scopeAcc[fromBase + index] as number);
      bits &= bits - 1;
    }
  }
}

/** Zeroes a scope without reading it. */
function clearScope(scope: number): void {
  scopeBits[scope * SCOPE_ROW + SCOPE_WORDS] = 0;
  for (let w = 0; w < SCOPE_WORDS; w++) {
    let bits = scopeBits[scope * SCOPE_ROW + w] as number;
    scopeBits[scope * SCOPE_ROW + w] = 0;
    while (bits !== 0) {
      scopeAcc[scope * NI + (w << 5) + 31 - Math.clz32(bits & -bits)] = 0;
      bits &= bits - 1;
    }
  }
}

/** The scope's sums as a ScoreVector; the scope is left zeroed for the next document. */
function takeScope(scope: number): ScoreVector {
  return takeScoreVector(scopeAcc, scope * NI, scopeBits, scope * SCOPE_ROW, SCOPE_WORDS);
}

function clearSentence(): void {
  for (let t = 0; t < touchedCount; t++) {
    const index = touched[t] ?? 0;
    sentenceAcc[index] = 0;
    touchedMark[index] = 0;
  }
  touchedCount = 0;
}

function ensureCapacity(sentences: number, assets: number): void {
  if (sentenceBuzz.length < sentences) {
    sentenceBuzz = new Float64Array(sentences * 2);
    sentenceMentions = new Int32Array(sentences * 2);
  }
  if (slotOfAsset.length < assets) {
    slotOfAsset = new Int32Array(assets);
    slotStamp = new Int32Array(assets);
  }
}

function slotFor(asset: number, slotCountRef: { n: number }): number {
  if (slotStamp[asset] === stamp) return slotOfAsset[asset] ?? 0;
  const slot = slotCountRef.n++;
  if (slotMentions.length <= slot) {
    const size = slotMentions.length * 2;
    const mentions = new Int32Array(size);
    mentions.set(slotMentions);
    slotMentions = mentions;
    const assets = new Int32Array(size);
    assets.set(slotAsset);
    slotAsset = assets;
  }
  if (2 + slot >= scopeCapacity) growScopes();
  if (slotSynced.length <= slot) {
    const synced = new Uint8Array(slotSynced.length * 2);
    synced.set(slotSynced);
    slotSynced = synced;
  }
  // An asset named before any reference was counted starts in step with the document (see slotSynced).
  slotSynced[slot] = isDocumentTouched ? 0 : 1;
  if (!isDocumentTouched) syncedCount++;
  slotMentions[slot] = 0;
  slotAsset[slot] = asset;
  slotStamp[asset] = stamp;
  slotOfAsset[asset] = slot;
  return slot;
}

function growScopes(): void {
  scopeCapacity *= 2;
  const acc = new Float64Array(NI * scopeCapacity);
  acc.set(scopeAcc);
  scopeAcc = acc;
  const bits = new Int32Array(SCOPE_ROW * scopeCapacity);
  bits.set(scopeBits);
  scopeBits = bits;
}

const slotCounter = { n: 0 };
const sentenceSlots = new Int32Array(256);
const carrySlots = new Int32Array(256);
const firstSlots = new Int32Array(256);

const EMPTY = new Int32Array(0);
let mentionFirst: Int32Array = EMPTY;
let mentionAsset: Int32Array = EMPTY;
// A double that crosses a call, or sits in a module variable, is a boxed number in V8: one allocation per value.
// The ones that do so per term live in typed arrays instead: the weight scoreEntry is given, the sentiment it
// returns, and the buzz of the current sentence.
const termWeightIn = new Float64Array(1);
const termSentimentOut = new Float64Array(1);
const sentenceBuzzSum = new Float64Array(1);
let carryCount = 0;
let pendingUsed = false;

// Lazy asset scopes. In a headline, or any text whose every clause goes to the same assets, each asset's sums are
// the document's sums, added in the same order: bit for bit the same numbers. Such an asset slot is "synced": it
// receives nothing while it stays in step with the document, and its ScoreVector is a view of the document's.
// The first clause that does not reach it in full (or a merge of pending references) materialises it: the
// document's sums so far are copied into its scope, and from then on it is accumulated like any other scope.
let slotSynced = new Uint8Array(16);
let syncedCount = 0;
/** whether any reference has reached the document scope yet */
let isDocumentTouched = false;

// Direct mode (see scoreEntry): the current sentence's slots, and once its first reference arrives, its target scopes
// other than the document (synced slots need none) with their shares.
let isDirect = false;
let isDirectReady = false;
let directSlotCount = 0;
let directCount = 0;
const directScopes = new Int32Array(256);
const directShares = new Float64Array(256);

/** Direct mode: sets the target scopes of the sentence when its first reference arrives (see flushClause). */
function prepareDirect(): void {
  isDirectReady = true;
  isDocumentTouched = true;
  directCount = 0;
  let keptSynced = -1;
  if (directSlotCount === 1) {
    const slot = sentenceSlots[0] as number;
    if (slotSynced[slot] === 1) keptSynced = slot;
    else {
      directScopes[directCount] = 2 + slot;
      directShares[directCount++] = 1;
    }
  } else if (carryCount > 0) {
    for (let k = 0; k < carryCount; k++) {
      directScopes[directCount] = 2 + (carrySlots[k] as number);
      directShares[directCount++] = CARRY_SHARE;
    }
  } else {
    pendingUsed = true;
    directScopes[directCount] = PENDING_SCOPE;
    directShares[directCount++] = CARRY_SHARE;
  }
  // A synced slot that does not get this sentence in full leaves step with the document now, before the
  // document's sums include the sentence; a carried one then receives its share like any other scope.
  if (syncedCount > 0) {
    for (let slot = 0; slot < slotCounter.n; slot++) {
      if (slotSynced[slot] === 1 && slot !== keptSynced) materialize(slot);
    }
  }
}
const targetSlots = new Int32Array(256);
const targetShares = new Float64Array(256);

/** Copies the document scope into a synced slot's scope and stops treating the slot as synced. */
function materialize(slot: number): void {
  const scope = 2 + slot;
  scopeBits[scope * SCOPE_ROW + SCOPE_WORDS] = scopeBits[DOCUMENT_SCOPE * SCOPE_ROW + SCOPE_WORDS] as number;
  for (let w = 0; w < SCOPE_WORDS; w++) {
    let bits = scopeBits[DOCUMENT_SCOPE * SCOPE_ROW + w] as number;
    scopeBits[scope * SCOPE_ROW + w] = bits;
    while (bits !== 0) {
      const index = (w << 5) + 31 - Math.clz32(bits & -bits);
      scopeAcc[scope * NI + index] = scopeAcc[DOCUMENT_SCOPE * NI + index] as number;
      bits &= bits - 1;
    }
  }
  slotSynced[slot] = 0;
  syncedCount--;
}

/**
 * Attribution (README "Attribution"): the references of a clause go to the assets named in that clause; when
 * the clause names none, to the assets named anywhere in its sentence; when the sentence names none, a
 * CARRY_SHARE of them goes to the assets of the last sentence that named some (or, before any, to the first
 * assets named later). The document scores count every reference once.
 */
function flushClause(
  clauseFirst: number,
  clauseEnd: number,
  mFrom: number,
  mTo: number,
  sentenceSlotCount: number,
): void {
  if (touchedCount === 0) return;
  // First the targets (asset slots and shares), then the flushes: a synced slot that this clause does not reach
  // in full must be materialised from the document's sums before they include this clause.
  let targetCount = 0;
  let flushed = false;
  if (sentenceSlotCount > 1) {
    for (let m = mFrom; m < mTo; m++) {
      const token = mentionFirst[m] ?? 0;
      if (token < clauseFirst || token >= clauseEnd) continue;
      const slot = slotOfAsset[mentionAsset[m] ?? 0] ?? 0;
      // Several mentions of one asset in the clause still count the clause once for it.
      let seen = false;
      for (let k = mFrom; k < m; k++) {
        const other = mentionFirst[k] ?? 0;
        if (other >= clauseFirst && other < clauseEnd && mentionAsset[k] === mentionAsset[m]) seen = true;
      }
      if (!seen) {
        targetSlots[targetCount] = slot;
        targetShares[targetCount++] = 1;
      }
      flushed = true;
    }
  }
  let toPending = false;
  if (!flushed) {
    if (sentenceSlotCount > 0) {
      for (let k = 0; k < sentenceSlotCount; k++) {
        targetSlots[targetCount] = sentenceSlots[k] as number;
        targetShares[targetCount++] = 1;
      }
    } else if (carryCount > 0) {
      for (let k = 0; k < carryCount; k++) {
        targetSlots[targetCount] = carrySlots[k] as number;
        targetShares[targetCount++] = CARRY_SHARE;
      }
    } else toPending = true;
  }
  if (syncedCount > 0) {
    for (let slot = 0; slot < slotCounter.n; slot++) {
      if (slotSynced[slot] === 0) continue;
      let inFull = false;
      for (let k = 0; k < targetCount; k++) if (targetSlots[k] === slot && targetShares[k] === 1) inFull = true;
      if (!inFull) materialize(slot);
    }
  }
  flushTo(DOCUMENT_SCOPE, 1);
  isDocumentTouched = true;
  for (let k = 0; k < targetCount; k++) {
    const slot = targetSlots[k] as number;
    if (slotSynced[slot] === 0) flushTo(2 + slot, targetShares[k] as number);
  }
  if (toPending) {
    pendingUsed = true;
    flushTo(PENDING_SCOPE, CARRY_SHARE);
  }
  sentenceBuzzSum[0] = (sentenceBuzzSum[0] as number) + (sentenceAcc[BUZZ] as number);
  clearSentence();
}

// The matched terms of the current document, made as they are found (a post-modifier such as "fell sharply"
// rescales the last one in place).
let terms: MatchedTerm[] = [];
const NO_TERMS: MatchedTerm[] = [];

function recordTerm(start: number, end: number, entry: number, weight: number, sentiment: number, negated: boolean) {
  terms.push({
    start,
    end,
    term: lexicon.entryTerm[entry] as string,
    codes: lexicon.entryCodes[entry] as readonly string[],
    weight,
    sentiment,
    negated,
  });
}

/**
 * Reads one document: finds the assets it mentions, counts the indicator meanings of its words, attributes them
 * to the assets by sentence, and (optionally) extracts keyphrases and a summary. Deterministic: the same text and
 * matcher always give the same result.
 */
export function analyze(text: string, options: AnalyzeOptions = {}): Analysis {
  const matcher = options.matcher;
  const wantTerms = options.terms !== false;
  // One vocabulary lookup per token, inside the tokenizer: the matcher's vocabulary starts with the lexicon's
  // words under the same ids, so its ids serve the entity scan and (below lexiconSize) the lexicon walk.
  tokenize(
    text,
    stream,
    matcher ? matcher.vocabulary : lexicon.vocabulary,
    matcher ? matcher.lexiconSize : lexicon.vocabulary.size,
  );
  const tokenCount = stream.count;
  const sentenceCount = stream.sentenceCount;
  ensureCapacity(sentenceCount, matcher ? matcher.assets.length : 0);
  stamp++;
  slotCounter.n = 0;
  syncedCount = 0;
  isDocumentTouched = false;
  let mentionCount = 0;
  let entities: EntityMention[] = [];
  if (matcher) {
    mentionCount = matcher.scan(stream);
    // Arrays of the exact length (an empty array grown by push reserves 17 slots): fewer bytes to allocate.
    if (mentionCount > 0) entities = new Array<EntityMention>(mentionCount);
    for (let m = 0; m < mentionCount; m++) entities[m] = matcher.mention(m, stream);
  }
  pendingUsed = false;
  carryCount = 0;
  let firstCount = -1;
  let mentionPointer = 0;
  terms = wantTerms ? [] : NO_TERMS;
  // The token records in a local: token i's flags are tokens[i * 8 + 3], its lexicon word tokens[i * 8 + 5] (see
  // TokenStream; read directly in this loop, where every instruction counts).
  const tokens = stream.tokens;

  mentionFirst = matcher ? matcher.mentionFirstToken : EMPTY;
  mentionAsset = matcher ? matcher.mentionAsset : EMPTY;
  const mentionEnd = matcher ? matcher.mentionEndToken : EMPTY;
  // The lexicon walk skips the tokens of entity mentions: `span` is the first mention that does not end before the
  // current token, `spanStart` its first token (sorted, non-overlapping spans within one sentence each).
  let span = 0;
  sentenceBuzzSum[0] = 0;

  for (let s = 0; s < sentenceCount; s++) {
    const first = stream.sentenceFirst[s] ?? 0;
    const last = stream.sentenceFirst[s + 1] ?? tokenCount;
    // The assets this sentence names.
    let sentenceSlotCount = 0;
    const mFrom = mentionPointer;
    while (mentionPointer < mentionCount && (mentionFirst[mentionPointer] ?? 0) < last) {
      const slot = slotFor(mentionAsset[mentionPointer] ?? 0, slotCounter);
      slotMentions[slot] = (slotMentions[slot] ?? 0) + 1;
      let seen = false;
      for (let k = 0; k < sentenceSlotCount; k++) if (sentenceSlots[k] === slot) seen = true;
      if (!seen && sentenceSlotCount < sentenceSlots.length) sentenceSlots[sentenceSlotCount++] = slot;
      mentionPointer++;
    }
    const mTo = mentionPointer;
    sentenceMentions[s] = mTo - mFrom;
    sentenceBuzzSum[0] = 0;
    isDirect = sentenceSlotCount <= 1;
    isDirectReady = false;
    directSlotCount = sentenceSlotCount;
    let clauseFirst = first;
    let negationUntil = -1;
    let multiplier = 1;
    let multiplierUntil = -1;
    let isFuture = false;
    let lastContentEntry = -1;
    let lastContentEnd = -1;
    let lastContentWeight = 0;
    let lastContentFuture = false;
    let lastContentInverted = false;
    let isInverted = false;
    let clauseShare = 1;
    let i = first;
    while (i < last) {
      while (span < mentionCount && (mentionEnd[span] as number) <= i) span++;
      const spanStart = span < mentionCount ? (mentionFirst[span] as number) : last;
      if (i >= spanStart) {
        i = mentionEnd[span] as number; // an entity: no lexicon term inside it
        continue;
      }
      const word = tokens[(i << 3) | 5] as number;
      let node = word >= 0 ? (rootNext[word] as number) : 0;
      let best = -1;
      let bestEnd = i + 1;
      if (node !== 0) {
        let j = i;
        for (;;) {
          const entry = terminal[node] ?? -1;
          if (entry >= 0) {
            best = entry;
            bestEnd = j + 1;
          }
          if (
            hasChildren[node] === 0 ||
            (tokens[(j << 3) | 3] as number) & T_CLAUSE_AFTER ||
            j + 1 >= last ||
            j + 1 >= spanStart
          )
            break;
          node = trie.next(node, tokens[((j + 1) << 3) | 5] as number);
          if (node === 0) break;
          j++;
        }
      }
      if (best >= 0) {
        const entryFlag = entryFlags[best] ?? 0;
        if (entryFlag & E_CLAUSE) {
          if (touchedCount > 0) flushClause(clauseFirst, i, mFrom, mTo, sentenceSlotCount);
          clauseFirst = i;
          negationUntil = -1;
          multiplier = 1;
          isFuture = false;
          isInverted = false;
          clauseShare = entryFlag & E_CONCESSIVE ? CONCESSIVE_SHARE : 1;
        }
        if (entryFlag & E_CONTENT) {
          let weight = entryWeight[best] ?? 1;
          if (i < multiplierUntil) {
            weight *= multiplier;
            multiplier = 1;
            multiplierUntil = -1;
          }
          // Forward-looking markers ("doesn't expect", "not going to") pass a negation on to the term they introduce.
          const negated = i < negationUntil && !(entryFlag & E_FUTURE);
          if (negated) weight = -weight * NEGATION_SCALE;
          weight *= clauseShare;
          termWeightIn[0] = weight;
          scoreEntry(best, isFuture, isInverted);
          const sentiment = termSentimentOut[0] as number;
          if (negated) negationUntil = -1; // a negation reaches the first term it meets
          lastContentInverted = isInverted;
          lastContentEntry = best;
          lastContentEnd = bestEnd;
          lastContentWeight = weight;
          lastContentFuture = isFuture;
          if (wantTerms) recordTerm(stream.startOf(i), stream.endOf(bestEnd - 1), best, weight, sentiment, negated);
        }
        if (entryFlag & E_NEGATOR) negationUntil = bestEnd + NEGATION_WINDOW;
        if (entryFlag & E_MULTIPLIER) {
          const factor = entryMultiplier[best] ?? 1;
          if (i === lastContentEnd && lastContentEntry >= 0) {
            // A post-modifier ("fell sharply", "rose slightly") rescales the term right before it. Contributions
            // are linear in the weight, so adding weight * (factor - 1) gives exactly weight * factor.
            const extra = lastContentWeight * (factor - 1);
            termWeightIn[0] = extra;
            scoreEntry(lastContentEntry, lastContentFuture, lastContentInverted);
            lastContentWeight += extra;
            const lastTerm = terms[terms.length - 1];
            if (wantTerms && lastTerm !== undefined) {
              lastTerm.weight = lastContentWeight;
              lastTerm.sentiment *= factor;
            }
            lastContentEntry = -1;
          } else {
            multiplier = Math.min(multiplier * factor, 3);
            multiplierUntil = bestEnd + MULTIPLIER_WINDOW;
          }
        }
        if (entryFlag & E_FUTURE) isFuture = true;
        if (entryFlag & E_INVERT) isInverted = true;
        i = bestEnd;
      } else i++;
      const lastFlags = tokens[((i - 1) << 3) | 3] as number;
      if (lastFlags & T_NEGATED_CONTRACTION) negationUntil = i + NEGATION_WINDOW;
      if (lastFlags & T_WILL_CONTRACTION && WILL_ENTRY >= 0) {
        isFuture = true;
        termWeightIn[0] = entryWeight[WILL_ENTRY] ?? 1;
        scoreEntry(WILL_ENTRY, true, false);
      }
      if (lastFlags & T_CLAUSE_AFTER) {
        negationUntil = -1;
        multiplier = 1;
        isInverted = false;
        clauseShare = 1;
        if (sentenceSlotCount > 1) {
          if (touchedCount > 0) flushClause(clauseFirst, i, mFrom, mTo, sentenceSlotCount);
          clauseFirst = i;
        }
      }
    }
    // (a direct sentence has added its references already: nothing to flush, and the call is skipped)
    if (touchedCount > 0) flushClause(clauseFirst, last, mFrom, mTo, sentenceSlotCount);
    sentenceBuzz[s] = sentenceBuzzSum[0] as number;
    if (sentenceSlotCount > 0) {
      // Plain copies: `subarray` would allocate a typed-array view per sentence, slow in V8.
      carryCount = sentenceSlotCount;
      for (let k = 0; k < sentenceSlotCount; k++) carrySlots[k] = sentenceSlots[k] as number;
      if (firstCount < 0) {
        firstCount = sentenceSlotCount;
        for (let k = 0; k < sentenceSlotCount; k++) firstSlots[k] = sentenceSlots[k] as number;
      }
    }
  }
  if (pendingUsed && firstCount > 0) {
    for (let k = 0; k < firstCount; k++) {
      const slot = firstSlots[k] as number;
      if (slotSynced[slot] === 1) materialize(slot);
      mergeScope(PENDING_SCOPE, 2 + slot);
    }
  }

  const document = takeScope(DOCUMENT_SCOPE);
  let assets: AssetScores[] = [];
  if (matcher && slotCounter.n > 0) {
    assets = new Array<AssetScores>(slotCounter.n);
    let assetCount = 0;
    for (let slot = 0; slot < slotCounter.n; slot++) {
      const asset = slotAsset[slot] as number;
      const isSynced = slotSynced[slot] === 1;
      const assetId = matcher.assetIds[asset];
      if (assetId === undefined) {
        if (!isSynced) clearScope(2 + slot);
        continue;
      }
      assets[assetCount++] = {
        assetId,
        assetClass: matcher.assetClasses[asset] as string,
        mentions: slotMentions[slot] ?? 0,
        // A synced asset's sums are the document's: the same (immutable) vector serves both.
        scores: isSynced ? document : takeScope(2 + slot),
      };
    }
    // Truncating an array is a slow runtime call: only when an asset was left out.
    if (assetCount < assets.length) assets.length = assetCount;
  }
  if (pendingUsed) clearScope(PENDING_SCOPE);
  const keyphraseCount =
    options.keyphrases === false
      ? 0
      : options.keyphrases === true || options.keyphrases === undefined
        ? 5
        : options.keyphrases;
  const keyphrases = keyphraseCount > 0 ? extractKeyphrases(stream, lexicon.wordFlags, keyphraseCount) : [];
  const summaryCount =
    options.summary === false ? 0 : options.summary === true || options.summary === undefined ? 3 : options.summary;
  const summary = summaryCount > 0 ? summarize(stream, sentenceBuzz, sentenceMentions, keyphrases, summaryCount) : '';
  return {
    entities,
    assets,
    document,
    terms: wantTerms ? terms : [],
    keyphrases,
    summary,
    tokenCount,
    sentenceCount,
  };
}
