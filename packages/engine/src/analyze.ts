import { PROGRAM_HEADER, programCoefficients, programIntegers, programOf } from './compile-scoring';
import { INDICATOR_COUNT } from './indicators';
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
  addToClause,
  clauseIndicatorCount,
  clauseSums,
  clearClause,
  clearScope,
  copyDocumentScope,
  DOCUMENT_SCOPE,
  flushTo,
  growScopes,
  mergeScope,
  PENDING_SCOPE,
  SCOPE_ROW,
  SCOPE_WORDS,
  scopeCapacity,
  scopeIndicatorBits,
  scopeSums,
  takeScope,
} from './scopes';
import { BUZZ, type ScoreVector } from './scores';
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
const { trie, entryFlags, entryWeight, entryMultiplier } = lexicon;
const terminal = trie.terminal;
const rootNext = trie.rootNext;
const hasChildren = trie.hasChildren;
const WILL_ENTRY = terminal[trie.next(0, lexicon.vocabulary.find('will'))] ?? -1;

// Working buffers, reused by every call (analyze is synchronous, so one set per process is enough).
const tokenStream = new TokenStream();
let mentionsOfSlot = new Int32Array(16);
let assetOfSlot = new Int32Array(16);
let slotOfAsset = new Int32Array(0);
let slotStampOfAsset = new Int32Array(0);
let documentStamp = 0;
let buzzOfSentence = new Float64Array(64);
let mentionsOfSentence = new Int32Array(64);

/**
 * Adds the signed references of entry e (weight already scaled by intensifiers and negation) to the sentence,
 * in one of two modes chosen per sentence:
 * - a sentence that names two assets or more splits its clauses between them (README "Attribution"), so its
 *   references are summed per clause in `clauseSums` and flushed to their scopes when the clause ends;
 * - any other sentence sends all its references to the same scopes (the document, plus its one asset, or the
 *   carried assets, or the pending scope), known from its start (`isDirect`): they are added straight there.
 * The weight comes in `termWeight[0]`, the entry's sentiment contribution goes out in `termSentiment[0]`.
 */
function scoreEntry(e: number, isFuture: boolean, isInverted: boolean): void {
  const weight = termWeight[0] as number;
  const at = programOf(e, isFuture, isInverted, weight);
  // Module-level arrays in locals: V8 reloads and re-checks a module variable at every use.
  const ints = programIntegers;
  const values = programCoefficients;
  const pairsEnd = at + PROGRAM_HEADER + (ints[at] as number);
  const masksEnd = pairsEnd + 2 * (ints[at + 1] as number);
  if (!isDirect) {
    for (let k = at + PROGRAM_HEADER; k < pairsEnd; k++) addToClause(ints[k] as number, (values[k] as number) * weight);
  } else {
    if (!isDirectReady) prepareDirect();
    const acc = scopeSums;
    const bits = scopeIndicatorBits;
    const targets = directTargetCount;
    for (let k = at + PROGRAM_HEADER; k < pairsEnd; k++) {
      const index = ints[k] as number;
      const value = (values[k] as number) * weight;
      acc[index] = (acc[index] as number) + value; // DOCUMENT_SCOPE has base 0
      for (let t = 0; t < targets; t++) {
        const target = (directTargetScopes[t] as number) * NI + index;
        acc[target] = (acc[target] as number) + value * (directTargetShares[t] as number);
      }
    }
    for (let k = pairsEnd; k < masksEnd; k += 2) {
      const word = ints[k] as number;
      const mask = ints[k + 1] as number;
      bits[word] = (bits[word] as number) | mask; // DOCUMENT_SCOPE's row starts at 0
      for (let t = 0; t < targets; t++) {
        const target = (directTargetScopes[t] as number) * SCOPE_ROW + word;
        bits[target] = (bits[target] as number) | mask;
      }
    }
    const wordMask = ints[at + 2] as number;
    bits[SCOPE_WORDS] = (bits[SCOPE_WORDS] as number) | wordMask;
    for (let t = 0; t < targets; t++) {
      const target = (directTargetScopes[t] as number) * SCOPE_ROW + SCOPE_WORDS;
      bits[target] = (bits[target] as number) | wordMask;
    }
    sentenceBuzzTotal[0] = (sentenceBuzzTotal[0] as number) + (values[at + 1] as number) * weight;
  }
  const sentiment = values[at] as number;
  termSentiment[0] = sentiment === 0 ? 0 : sentiment * weight;
}

function ensureCapacity(sentences: number, assets: number): void {
  if (buzzOfSentence.length < sentences) {
    buzzOfSentence = new Float64Array(sentences * 2);
    mentionsOfSentence = new Int32Array(sentences * 2);
  }
  if (slotOfAsset.length < assets) {
    slotOfAsset = new Int32Array(assets);
    slotStampOfAsset = new Int32Array(assets);
  }
}

function slotFor(asset: number, slotCountRef: { n: number }): number {
  if (slotStampOfAsset[asset] === documentStamp) return slotOfAsset[asset] ?? 0;
  const slot = slotCountRef.n++;
  if (mentionsOfSlot.length <= slot) {
    const size = mentionsOfSlot.length * 2;
    const mentions = new Int32Array(size);
    mentions.set(mentionsOfSlot);
    mentionsOfSlot = mentions;
    const assets = new Int32Array(size);
    assets.set(assetOfSlot);
    assetOfSlot = assets;
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
  mentionsOfSlot[slot] = 0;
  assetOfSlot[slot] = asset;
  slotStampOfAsset[asset] = documentStamp;
  slotOfAsset[asset] = slot;
  return slot;
}

const slotCounter = { n: 0 };
const slotsOfSentence = new Int32Array(256);
const carriedSlots = new Int32Array(256);
const firstNamedSlots = new Int32Array(256);

const EMPTY = new Int32Array(0);
let firstTokenOfMention: Int32Array = EMPTY;
let assetOfMention: Int32Array = EMPTY;
// A double that crosses a call, or sits in a module variable, is a boxed number in V8: one allocation per value.
// The ones that do so per term live in typed arrays instead: the weight scoreEntry is given, the sentiment it
// returns, and the buzz of the current sentence.
const termWeight = new Float64Array(1);
const termSentiment = new Float64Array(1);
const sentenceBuzzTotal = new Float64Array(1);
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
let directTargetCount = 0;
const directTargetScopes = new Int32Array(256);
const directTargetShares = new Float64Array(256);

/** Direct mode: sets the target scopes of the sentence when its first reference arrives (see flushClause). */
function prepareDirect(): void {
  isDirectReady = true;
  isDocumentTouched = true;
  directTargetCount = 0;
  let keptSynced = -1;
  if (directSlotCount === 1) {
    const slot = slotsOfSentence[0] as number;
    if (slotSynced[slot] === 1) keptSynced = slot;
    else {
      directTargetScopes[directTargetCount] = 2 + slot;
      directTargetShares[directTargetCount++] = 1;
    }
  } else if (carryCount > 0) {
    for (let k = 0; k < carryCount; k++) {
      directTargetScopes[directTargetCount] = 2 + (carriedSlots[k] as number);
      directTargetShares[directTargetCount++] = CARRY_SHARE;
    }
  } else {
    pendingUsed = true;
    directTargetScopes[directTargetCount] = PENDING_SCOPE;
    directTargetShares[directTargetCount++] = CARRY_SHARE;
  }
  // A synced slot that does not get this sentence in full leaves step with the document now, before the
  // document's sums include the sentence; a carried one then receives its share like any other scope.
  if (syncedCount > 0) {
    for (let slot = 0; slot < slotCounter.n; slot++) {
      if (slotSynced[slot] === 1 && slot !== keptSynced) materialize(slot);
    }
  }
}
const clauseTargetSlots = new Int32Array(256);
const clauseTargetShares = new Float64Array(256);

/** Copies the document scope into a synced slot's scope and stops treating the slot as synced. */
function materialize(slot: number): void {
  copyDocumentScope(2 + slot);
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
  if (clauseIndicatorCount === 0) return;
  // First the targets (asset slots and shares), then the flushes: a synced slot that this clause does not reach
  // in full must be materialised from the document's sums before they include this clause.
  let targetCount = 0;
  let flushed = false;
  if (sentenceSlotCount > 1) {
    for (let m = mFrom; m < mTo; m++) {
      const token = firstTokenOfMention[m] ?? 0;
      if (token < clauseFirst || token >= clauseEnd) continue;
      const slot = slotOfAsset[assetOfMention[m] ?? 0] ?? 0;
      // Several mentions of one asset in the clause still count the clause once for it.
      let seen = false;
      for (let k = mFrom; k < m; k++) {
        const other = firstTokenOfMention[k] ?? 0;
        if (other >= clauseFirst && other < clauseEnd && assetOfMention[k] === assetOfMention[m]) seen = true;
      }
      if (!seen) {
        clauseTargetSlots[targetCount] = slot;
        clauseTargetShares[targetCount++] = 1;
      }
      flushed = true;
    }
  }
  let toPending = false;
  if (!flushed) {
    if (sentenceSlotCount > 0) {
      for (let k = 0; k < sentenceSlotCount; k++) {
        clauseTargetSlots[targetCount] = slotsOfSentence[k] as number;
        clauseTargetShares[targetCount++] = 1;
      }
    } else if (carryCount > 0) {
      for (let k = 0; k < carryCount; k++) {
        clauseTargetSlots[targetCount] = carriedSlots[k] as number;
        clauseTargetShares[targetCount++] = CARRY_SHARE;
      }
    } else toPending = true;
  }
  if (syncedCount > 0) {
    for (let slot = 0; slot < slotCounter.n; slot++) {
      if (slotSynced[slot] === 0) continue;
      let inFull = false;
      for (let k = 0; k < targetCount; k++)
        if (clauseTargetSlots[k] === slot && clauseTargetShares[k] === 1) inFull = true;
      if (!inFull) materialize(slot);
    }
  }
  flushTo(DOCUMENT_SCOPE, 1);
  isDocumentTouched = true;
  for (let k = 0; k < targetCount; k++) {
    const slot = clauseTargetSlots[k] as number;
    if (slotSynced[slot] === 0) flushTo(2 + slot, clauseTargetShares[k] as number);
  }
  if (toPending) {
    pendingUsed = true;
    flushTo(PENDING_SCOPE, CARRY_SHARE);
  }
  sentenceBuzzTotal[0] = (sentenceBuzzTotal[0] as number) + (clauseSums[BUZZ] as number);
  clearClause();
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
    tokenStream,
    matcher ? matcher.vocabulary : lexicon.vocabulary,
    matcher ? matcher.lexiconSize : lexicon.vocabulary.size,
  );
  const tokenCount = tokenStream.count;
  const sentenceCount = tokenStream.sentenceCount;
  ensureCapacity(sentenceCount, matcher ? matcher.assets.length : 0);
  documentStamp++;
  slotCounter.n = 0;
  syncedCount = 0;
  isDocumentTouched = false;
  let mentionCount = 0;
  let entities: EntityMention[] = [];
  if (matcher) {
    mentionCount = matcher.scan(tokenStream);
    // Arrays of the exact length (an empty array grown by push reserves 17 slots): fewer bytes to allocate.
    if (mentionCount > 0) entities = new Array<EntityMention>(mentionCount);
    for (let m = 0; m < mentionCount; m++) entities[m] = matcher.mention(m, tokenStream);
  }
  pendingUsed = false;
  carryCount = 0;
  let firstCount = -1;
  let mentionPointer = 0;
  terms = wantTerms ? [] : NO_TERMS;
  // The token records in a local: token i's flags are tokens[i * 8 + 3], its lexicon word tokens[i * 8 + 5] (see
  // TokenStream; read directly in this loop, where every instruction counts).
  const tokens = tokenStream.tokens;

  firstTokenOfMention = matcher ? matcher.mentionFirstToken : EMPTY;
  assetOfMention = matcher ? matcher.mentionAsset : EMPTY;
  const mentionEnd = matcher ? matcher.mentionEndToken : EMPTY;
  // The lexicon walk skips the tokens of entity mentions: `span` is the first mention that does not end before the
  // current token, `spanStart` its first token (sorted, non-overlapping spans within one sentence each).
  let span = 0;
  sentenceBuzzTotal[0] = 0;

  for (let s = 0; s < sentenceCount; s++) {
    const first = tokenStream.sentenceFirst[s] ?? 0;
    const last = tokenStream.sentenceFirst[s + 1] ?? tokenCount;
    // The assets this sentence names.
    let sentenceSlotCount = 0;
    const mFrom = mentionPointer;
    while (mentionPointer < mentionCount && (firstTokenOfMention[mentionPointer] ?? 0) < last) {
      const slot = slotFor(assetOfMention[mentionPointer] ?? 0, slotCounter);
      mentionsOfSlot[slot] = (mentionsOfSlot[slot] ?? 0) + 1;
      let seen = false;
      for (let k = 0; k < sentenceSlotCount; k++) if (slotsOfSentence[k] === slot) seen = true;
      if (!seen && sentenceSlotCount < slotsOfSentence.length) slotsOfSentence[sentenceSlotCount++] = slot;
      mentionPointer++;
    }
    const mTo = mentionPointer;
    mentionsOfSentence[s] = mTo - mFrom;
    sentenceBuzzTotal[0] = 0;
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
      const spanStart = span < mentionCount ? (firstTokenOfMention[span] as number) : last;
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
          if (clauseIndicatorCount > 0) flushClause(clauseFirst, i, mFrom, mTo, sentenceSlotCount);
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
          termWeight[0] = weight;
          scoreEntry(best, isFuture, isInverted);
          const sentiment = termSentiment[0] as number;
          if (negated) negationUntil = -1; // a negation reaches the first term it meets
          lastContentInverted = isInverted;
          lastContentEntry = best;
          lastContentEnd = bestEnd;
          lastContentWeight = weight;
          lastContentFuture = isFuture;
          if (wantTerms)
            recordTerm(tokenStream.startOf(i), tokenStream.endOf(bestEnd - 1), best, weight, sentiment, negated);
        }
        if (entryFlag & E_NEGATOR) negationUntil = bestEnd + NEGATION_WINDOW;
        if (entryFlag & E_MULTIPLIER) {
          const factor = entryMultiplier[best] ?? 1;
          if (i === lastContentEnd && lastContentEntry >= 0) {
            // A post-modifier ("fell sharply", "rose slightly") rescales the term right before it. Contributions
            // are linear in the weight, so adding weight * (factor - 1) gives exactly weight * factor.
            const extra = lastContentWeight * (factor - 1);
            termWeight[0] = extra;
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
        termWeight[0] = entryWeight[WILL_ENTRY] ?? 1;
        scoreEntry(WILL_ENTRY, true, false);
      }
      if (lastFlags & T_CLAUSE_AFTER) {
        negationUntil = -1;
        multiplier = 1;
        isInverted = false;
        clauseShare = 1;
        if (sentenceSlotCount > 1) {
          if (clauseIndicatorCount > 0) flushClause(clauseFirst, i, mFrom, mTo, sentenceSlotCount);
          clauseFirst = i;
        }
      }
    }
    // (a direct sentence has added its references already: nothing to flush, and the call is skipped)
    if (clauseIndicatorCount > 0) flushClause(clauseFirst, last, mFrom, mTo, sentenceSlotCount);
    buzzOfSentence[s] = sentenceBuzzTotal[0] as number;
    if (sentenceSlotCount > 0) {
      // Plain copies: `subarray` would allocate a typed-array view per sentence, slow in V8.
      carryCount = sentenceSlotCount;
      for (let k = 0; k < sentenceSlotCount; k++) carriedSlots[k] = slotsOfSentence[k] as number;
      if (firstCount < 0) {
        firstCount = sentenceSlotCount;
        for (let k = 0; k < sentenceSlotCount; k++) firstNamedSlots[k] = slotsOfSentence[k] as number;
      }
    }
  }
  if (pendingUsed && firstCount > 0) {
    for (let k = 0; k < firstCount; k++) {
      const slot = firstNamedSlots[k] as number;
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
      const asset = assetOfSlot[slot] as number;
      const isSynced = slotSynced[slot] === 1;
      const assetId = matcher.assetIds[asset];
      if (assetId === undefined) {
        if (!isSynced) clearScope(2 + slot);
        continue;
      }
      assets[assetCount++] = {
        assetId,
        assetClass: matcher.assetClasses[asset] as string,
        mentions: mentionsOfSlot[slot] ?? 0,
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
  const keyphrases = keyphraseCount > 0 ? extractKeyphrases(tokenStream, lexicon.wordFlags, keyphraseCount) : [];
  const summaryCount =
    options.summary === false ? 0 : options.summary === true || options.summary === undefined ? 3 : options.summary;
  const summary =
    summaryCount > 0 ? summarize(tokenStream, buzzOfSentence, mentionsOfSentence, keyphrases, summaryCount) : '';
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
