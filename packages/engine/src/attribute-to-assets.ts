/**
 * Attribution (README "Attribution"): the scopes (scopes.ts) each reference goes to, the document's and those of the
 * assets named. The document walk (analyze.ts) gives it the sentences, clauses and terms; it keeps the asset slots.
 */
import { PROGRAM_HEADER, programCoefficients, programIntegers, programOf } from './compile-scoring';
import { INDICATOR_COUNT } from './indicators';
import type { Matcher } from './matcher';
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

/** Share of a sentence's references given to the assets of an earlier (or later) sentence when it names none. */
export const CARRY_SHARE = 0.5;

export interface AssetScores {
  assetId: string;
  assetClass: string;
  /** plain count of references to the asset */
  mentions: number;
  scores: ScoreVector;
}

const NI = INDICATOR_COUNT;
/** Asset slot k of a document accumulates in scope FIRST_SLOT_SCOPE + k (see scopes.ts). */
const FIRST_SLOT_SCOPE = 2;
/** Most distinct assets one sentence (or one clause) is attributed to; further ones are ignored. */
const MAX_SENTENCE_SLOTS = 256;
const NO_MENTIONS = new Int32Array(0);

/** The attribution state of the document being analysed: one per process (analyze is synchronous), reused. */
class AssetAttribution {
  // The asset slots of the document: slot k is the k-th distinct asset named, in text order.
  /** references counted for each slot's asset */
  private mentionsOfSlot = new Int32Array(16);
  /** each slot's asset (its index in the matcher's universe) */
  private assetOfSlot = new Int32Array(16);
  /**
   * Lazy asset scopes. In a headline, or any text whose every clause goes to the same assets, each asset's sums are
   * the document's sums, added in the same order: bit for bit the same numbers. Such a slot is "synced" (1 here):
   * it receives nothing while it stays in step with the document, and its ScoreVector is the document's. The first
   * clause that does not reach it in full (or a merge of pending references) materialises it: the document's sums
   * so far are copied into its scope, and from then on it is accumulated like any other scope.
   */
  private isSlotSynced = new Uint8Array(16);
  private slotCount = 0;
  private syncedSlotCount = 0;
  /** each asset's slot, valid only where documentOfAsset holds documentNumber */
  private slotOfAsset = new Int32Array(0);
  /** the number of the document that last gave each asset a slot (no clearing between documents) */
  private documentOfAsset = new Int32Array(0);
  private documentNumber = 0;
  /** whether any reference has reached the document scope yet */
  private isDocumentTouched = false;
  /** whether a sentence naming no asset, before any sentence named one, left references in PENDING_SCOPE */
  private isPendingScopeUsed = false;
  /** the matcher's mentions of the document: first token and asset of each, in text order */
  private firstTokenOfMention: Int32Array = NO_MENTIONS;
  private assetOfMention: Int32Array = NO_MENTIONS;

  // The current sentence.
  /** the distinct slots the sentence names, in text order */
  private readonly slotsOfSentence = new Int32Array(MAX_SENTENCE_SLOTS);
  sentenceSlotCount = 0;
  /** the sentence's mentions are [sentenceMentionFrom, sentenceMentionTo) */
  private sentenceMentionFrom = 0;
  private sentenceMentionTo = 0;
  /** the slots of the last sentence that named some: they receive a CARRY_SHARE of the sentences that name none */
  private readonly carriedSlots = new Int32Array(MAX_SENTENCE_SLOTS);
  private carriedSlotCount = 0;
  /** the slots of the first sentence that named some: they receive the pending references (count -1 before it) */
  private readonly firstNamedSlots = new Int32Array(MAX_SENTENCE_SLOTS);
  private firstNamedSlotCount = -1;
  // A double that crosses a call, or sits in a plain field, is a boxed number in V8: one allocation per value. The
  // ones that do so per term live in typed arrays instead: the weight addTerm is given, the sentiment it returns,
  // and the buzz of the current sentence.
  readonly termWeight = new Float64Array(1);
  readonly termSentiment = new Float64Array(1);
  readonly sentenceBuzz = new Float64Array(1);

  // Direct mode (see addTerm): once the sentence's first reference arrives, its target scopes other than the
  // document (synced slots need none) with their shares.
  private isDirect = false;
  private isDirectReady = false;
  private directTargetCount = 0;
  private readonly directTargetScopes = new Int32Array(MAX_SENTENCE_SLOTS);
  private readonly directTargetShares = new Float64Array(MAX_SENTENCE_SLOTS);
  // The clause being flushed (see flushClause): the slots it goes to with their shares.
  private readonly clauseTargetSlots = new Int32Array(MAX_SENTENCE_SLOTS);
  private readonly clauseTargetShares = new Float64Array(MAX_SENTENCE_SLOTS);

  /** Starts a document whose mentions (from the matcher's scan) are given; assetCount is the universe's size. */
  startDocument(assetCount: number, firstTokenOfMention: Int32Array, assetOfMention: Int32Array): void {
    if (this.slotOfAsset.length < assetCount) {
      this.slotOfAsset = new Int32Array(assetCount);
      this.documentOfAsset = new Int32Array(assetCount);
    }
    this.documentNumber++;
    this.slotCount = 0;
    this.syncedSlotCount = 0;
    this.isDocumentTouched = false;
    this.isPendingScopeUsed = false;
    this.carriedSlotCount = 0;
    this.firstNamedSlotCount = -1;
    this.firstTokenOfMention = firstTokenOfMention;
    this.assetOfMention = assetOfMention;
  }

  /**
   * Starts a sentence: counts the mentions from mentionFrom that start before token sentenceEnd and chooses the
   * sentence's mode (see addTerm). Returns the first mention after the sentence.
   */
  startSentence(mentionFrom: number, sentenceEnd: number, mentionCount: number): number {
    const firstTokenOfMention = this.firstTokenOfMention;
    const slotsOfSentence = this.slotsOfSentence;
    let slotCount = 0;
    let m = mentionFrom;
    while (m < mentionCount && (firstTokenOfMention[m] ?? 0) < sentenceEnd) {
      const slot = this.slotFor(this.assetOfMention[m] ?? 0);
      this.mentionsOfSlot[slot] = (this.mentionsOfSlot[slot] ?? 0) + 1;
      let seen = false;
      for (let k = 0; k < slotCount; k++) if (slotsOfSentence[k] === slot) seen = true;
      if (!seen && slotCount < slotsOfSentence.length) slotsOfSentence[slotCount++] = slot;
      m++;
    }
    this.sentenceSlotCount = slotCount;
    this.sentenceMentionFrom = mentionFrom;
    this.sentenceMentionTo = m;
    this.sentenceBuzz[0] = 0;
    this.isDirect = slotCount <= 1;
    this.isDirectReady = false;
    return m;
  }

  /** The asset's slot in this document, given on its first mention. */
  private slotFor(asset: number): number {
    if (this.documentOfAsset[asset] === this.documentNumber) return this.slotOfAsset[asset] ?? 0;
    const slot = this.slotCount++;
    if (this.mentionsOfSlot.length <= slot) {
      // The three per-slot arrays always have the same length.
      const size = this.mentionsOfSlot.length * 2;
      const mentions = new Int32Array(size);
      mentions.set(this.mentionsOfSlot);
      this.mentionsOfSlot = mentions;
      const assets = new Int32Array(size);
      assets.set(this.assetOfSlot);
      this.assetOfSlot = assets;
      const synced = new Uint8Array(size);
      synced.set(this.isSlotSynced);
      this.isSlotSynced = synced;
    }
    if (FIRST_SLOT_SCOPE + slot >= scopeCapacity) growScopes();
    // An asset named before any reference was counted starts in step with the document (see isSlotSynced).
    this.isSlotSynced[slot] = this.isDocumentTouched ? 0 : 1;
    if (!this.isDocumentTouched) this.syncedSlotCount++;
    this.mentionsOfSlot[slot] = 0;
    this.assetOfSlot[slot] = asset;
    this.documentOfAsset[asset] = this.documentNumber;
    this.slotOfAsset[asset] = slot;
    return slot;
  }

  /**
   * Adds the signed references of entry e (weight already scaled by intensifiers and negation) to the sentence,
   * in one of two modes chosen per sentence:
   * - a sentence that names two assets or more splits its clauses between them (README "Attribution"), so its
   *   references are summed per clause in `clauseSums` and flushed to their scopes when the clause ends;
   * - any other sentence sends all its references to the same scopes (the document, plus its one asset, or the
   *   carried assets, or the pending scope), known from its start (`isDirect`): they are added straight there.
   * The weight comes in `termWeight[0]`, the entry's sentiment contribution goes out in `termSentiment[0]`.
   */
  addTerm(e: number, isFuture: boolean, isInverted: boolean): void {
    const weight = this.termWeight[0] as number;
    const at = programOf(e, isFuture, isInverted, weight);
    // Module-level arrays in locals: V8 reloads and re-checks a module variable at every use.
    const ints = programIntegers;
    const values = programCoefficients;
    const pairsEnd = at + PROGRAM_HEADER + (ints[at] as number);
    const masksEnd = pairsEnd + 2 * (ints[at + 1] as number);
    if (!this.isDirect) {
      for (let k = at + PROGRAM_HEADER; k < pairsEnd; k++)
        addToClause(ints[k] as number, (values[k] as number) * weight);
    } else {
      if (!this.isDirectReady) this.prepareDirect();
      const acc = scopeSums;
      const bits = scopeIndicatorBits;
      const targets = this.directTargetCount;
      const targetScopes = this.directTargetScopes;
      const targetShares = this.directTargetShares;
      for (let k = at + PROGRAM_HEADER; k < pairsEnd; k++) {
        const index = ints[k] as number;
        const value = (values[k] as number) * weight;
        acc[index] = (acc[index] as number) + value; // DOCUMENT_SCOPE has base 0
        for (let t = 0; t < targets; t++) {
          const target = (targetScopes[t] as number) * NI + index;
          acc[target] = (acc[target] as number) + value * (targetShares[t] as number);
        }
      }
      for (let k = pairsEnd; k < masksEnd; k += 2) {
        const word = ints[k] as number;
        const mask = ints[k + 1] as number;
        bits[word] = (bits[word] as number) | mask; // DOCUMENT_SCOPE's row starts at 0
        for (let t = 0; t < targets; t++) {
          const target = (targetScopes[t] as number) * SCOPE_ROW + word;
          bits[target] = (bits[target] as number) | mask;
        }
      }
      const wordMask = ints[at + 2] as number;
      bits[SCOPE_WORDS] = (bits[SCOPE_WORDS] as number) | wordMask;
      for (let t = 0; t < targets; t++) {
        const target = (targetScopes[t] as number) * SCOPE_ROW + SCOPE_WORDS;
        bits[target] = (bits[target] as number) | wordMask;
      }
      this.sentenceBuzz[0] = (this.sentenceBuzz[0] as number) + (values[at + 1] as number) * weight;
    }
    const sentiment = values[at] as number;
    this.termSentiment[0] = sentiment === 0 ? 0 : sentiment * weight;
  }

  /** Direct mode: sets the target scopes of the sentence when its first reference arrives (see flushClause). */
  private prepareDirect(): void {
    this.isDirectReady = true;
    this.isDocumentTouched = true;
    const targetScopes = this.directTargetScopes;
    const targetShares = this.directTargetShares;
    let targetCount = 0;
    let keptSynced = -1;
    if (this.sentenceSlotCount === 1) {
      const slot = this.slotsOfSentence[0] as number;
      if (this.isSlotSynced[slot] === 1) keptSynced = slot;
      else {
        targetScopes[targetCount] = FIRST_SLOT_SCOPE + slot;
        targetShares[targetCount++] = 1;
      }
    } else if (this.carriedSlotCount > 0) {
      for (let k = 0; k < this.carriedSlotCount; k++) {
        targetScopes[targetCount] = FIRST_SLOT_SCOPE + (this.carriedSlots[k] as number);
        targetShares[targetCount++] = CARRY_SHARE;
      }
    } else {
      this.isPendingScopeUsed = true;
      targetScopes[targetCount] = PENDING_SCOPE;
      targetShares[targetCount++] = CARRY_SHARE;
    }
    this.directTargetCount = targetCount;
    // A synced slot that does not get this sentence in full leaves step with the document now, before the
    // document's sums include the sentence; a carried one then receives its share like any other scope.
    if (this.syncedSlotCount > 0) {
      for (let slot = 0; slot < this.slotCount; slot++) {
        if (this.isSlotSynced[slot] === 1 && slot !== keptSynced) this.materialize(slot);
      }
    }
  }

  /** Copies the document scope into a synced slot's scope and stops treating the slot as synced. */
  private materialize(slot: number): void {
    copyDocumentScope(FIRST_SLOT_SCOPE + slot);
    this.isSlotSynced[slot] = 0;
    this.syncedSlotCount--;
  }

  /**
   * Flushes the clause [clauseFirst, clauseEnd) of the current sentence: its references go to the assets named in
   * that clause; when the clause names none, to the assets named anywhere in its sentence; when the sentence names
   * none, a CARRY_SHARE of them goes to the assets of the last sentence that named some (or, before any, to the
   * first assets named later). The document scores count every reference once.
   */
  flushClause(clauseFirst: number, clauseEnd: number): void {
    if (clauseIndicatorCount === 0) return;
    const firstTokenOfMention = this.firstTokenOfMention;
    const assetOfMention = this.assetOfMention;
    const targetSlots = this.clauseTargetSlots;
    const targetShares = this.clauseTargetShares;
    const sentenceSlotCount = this.sentenceSlotCount;
    const mFrom = this.sentenceMentionFrom;
    const mTo = this.sentenceMentionTo;
    // First the targets (asset slots and shares), then the flushes: a synced slot that this clause does not reach
    // in full must be materialised from the document's sums before they include this clause.
    let targetCount = 0;
    let flushed = false;
    if (sentenceSlotCount > 1) {
      for (let m = mFrom; m < mTo; m++) {
        const token = firstTokenOfMention[m] ?? 0;
        if (token < clauseFirst || token >= clauseEnd) continue;
        const slot = this.slotOfAsset[assetOfMention[m] ?? 0] ?? 0;
        // Several mentions of one asset in the clause still count the clause once for it.
        let seen = false;
        for (let k = mFrom; k < m; k++) {
          const other = firstTokenOfMention[k] ?? 0;
          if (other >= clauseFirst && other < clauseEnd && assetOfMention[k] === assetOfMention[m]) seen = true;
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
          targetSlots[targetCount] = this.slotsOfSentence[k] as number;
          targetShares[targetCount++] = 1;
        }
      } else if (this.carriedSlotCount > 0) {
        for (let k = 0; k < this.carriedSlotCount; k++) {
          targetSlots[targetCount] = this.carriedSlots[k] as number;
          targetShares[targetCount++] = CARRY_SHARE;
        }
      } else toPending = true;
    }
    if (this.syncedSlotCount > 0) {
      for (let slot = 0; slot < this.slotCount; slot++) {
        if (this.isSlotSynced[slot] === 0) continue;
        let inFull = false;
        for (let k = 0; k < targetCount; k++) if (targetSlots[k] === slot && targetShares[k] === 1) inFull = true;
        if (!inFull) this.materialize(slot);
      }
    }
    flushTo(DOCUMENT_SCOPE, 1);
    this.isDocumentTouched = true;
    for (let k = 0; k < targetCount; k++) {
      const slot = targetSlots[k] as number;
      if (this.isSlotSynced[slot] === 0) flushTo(FIRST_SLOT_SCOPE + slot, targetShares[k] as number);
    }
    if (toPending) {
      this.isPendingScopeUsed = true;
      flushTo(PENDING_SCOPE, CARRY_SHARE);
    }
    this.sentenceBuzz[0] = (this.sentenceBuzz[0] as number) + (clauseSums[BUZZ] as number);
    clearClause();
  }

  /** Ends the current sentence after its last clause is flushed: its slots, if any, are carried to the next ones. */
  endSentence(): void {
    const slotCount = this.sentenceSlotCount;
    if (slotCount === 0) return;
    // Plain copies: `subarray` would allocate a typed-array view per sentence, slow in V8.
    this.carriedSlotCount = slotCount;
    for (let k = 0; k < slotCount; k++) this.carriedSlots[k] = this.slotsOfSentence[k] as number;
    if (this.firstNamedSlotCount < 0) {
      this.firstNamedSlotCount = slotCount;
      for (let k = 0; k < slotCount; k++) this.firstNamedSlots[k] = this.slotsOfSentence[k] as number;
    }
  }

  /** After the last sentence: the pending references go to the first assets named. */
  endDocument(): void {
    if (!this.isPendingScopeUsed) return;
    for (let k = 0; k < this.firstNamedSlotCount; k++) {
      const slot = this.firstNamedSlots[k] as number;
      if (this.isSlotSynced[slot] === 1) this.materialize(slot);
      mergeScope(PENDING_SCOPE, FIRST_SLOT_SCOPE + slot);
    }
  }

  /**
   * The scores of each asset of the document, in the order first named (after endDocument; `document` is the
   * document's vector, which a synced asset shares). Leaves every asset scope, and the pending one, zeroed.
   */
  takeAssetScores(matcher: Matcher | undefined, document: ScoreVector): AssetScores[] {
    let assets: AssetScores[] = [];
    if (matcher && this.slotCount > 0) {
      assets = new Array<AssetScores>(this.slotCount);
      let assetCount = 0;
      for (let slot = 0; slot < this.slotCount; slot++) {
        const asset = this.assetOfSlot[slot] as number;
        const isSynced = this.isSlotSynced[slot] === 1;
        const assetId = matcher.assetIds[asset];
        if (assetId === undefined) {
          if (!isSynced) clearScope(FIRST_SLOT_SCOPE + slot);
          continue;
        }
        assets[assetCount++] = {
          assetId,
          assetClass: matcher.assetClasses[asset] as string,
          mentions: this.mentionsOfSlot[slot] ?? 0,
          // A synced asset's sums are the document's: the same (immutable) vector serves both.
          scores: isSynced ? document : takeScope(FIRST_SLOT_SCOPE + slot),
        };
      }
      // Truncating an array is a slow runtime call: only when an asset was left out.
      if (assetCount < assets.length) assets.length = assetCount;
    }
    if (this.isPendingScopeUsed) clearScope(PENDING_SCOPE);
    return assets;
  }
}

/** The one attribution state of the process (see AssetAttribution). */
export const assetAttribution = new AssetAttribution();
