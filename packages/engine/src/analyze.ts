/**
 * The document walk: tokenizes a document, finds its asset mentions, walks the lexicon over its words sentence by
 * sentence and clause by clause (negation, intensifiers, forward-looking and inverted topics), and hands every term
 * to the attribution (attribute-to-assets.ts), which sums it into the document's and the assets' scopes.
 */
import { type AssetScores, assetAttribution } from './attribute-to-assets';
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
import { type MatchedTerm, matchedTerm } from './matched-terms';
import type { EntityMention, Matcher } from './matcher';
import { clauseIndicatorCount, DOCUMENT_SCOPE, takeScope } from './scopes';
import type { ScoreVector } from './scores';
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

const lexicon = getLexicon();
const { trie, entryFlags, entryWeight, entryMultiplier } = lexicon;
const terminal = trie.terminal;
const rootNext = trie.rootNext;
const hasChildren = trie.hasChildren;
const WILL_ENTRY = terminal[trie.next(0, lexicon.vocabulary.find('will'))] ?? -1;

// Working buffers, reused by every call (analyze is synchronous, so one set per process is enough).
const tokenStream = new TokenStream();
/** per sentence of the document: its buzz, and its number of asset mentions (what the summary ranks by) */
let buzzOfSentence = new Float64Array(64);
let mentionsOfSentence = new Int32Array(64);
const NO_MENTIONS = new Int32Array(0);
/** the terms list of a call that does not report terms (never added to) */
const NO_TERMS: MatchedTerm[] = [];
// A term's weight goes to the attribution, and its sentiment comes back, in one-element arrays (see
// AssetAttribution.termWeight); held here too, which saves a load per term.
const { termWeight, termSentiment } = assetAttribution;

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
  if (buzzOfSentence.length < sentenceCount) {
    buzzOfSentence = new Float64Array(sentenceCount * 2);
    mentionsOfSentence = new Int32Array(sentenceCount * 2);
  }
  let mentionCount = 0;
  let entities: EntityMention[] = [];
  if (matcher) {
    mentionCount = matcher.scan(tokenStream);
    // Arrays of the exact length (an empty array grown by push reserves 17 slots): fewer bytes to allocate.
    if (mentionCount > 0) entities = new Array<EntityMention>(mentionCount);
    for (let m = 0; m < mentionCount; m++) entities[m] = matcher.mention(m, tokenStream);
  }
  const terms: MatchedTerm[] = wantTerms ? [] : NO_TERMS;
  // The token records in a local: token i's flags are tokens[i * 8 + 3], its lexicon word tokens[i * 8 + 5] (see
  // TokenStream; read directly in this loop, where every instruction counts).
  const tokens = tokenStream.tokens;

  // The mention arrays are read after the scan, which may have grown them.
  const mentionFirst = matcher ? matcher.mentionFirstToken : NO_MENTIONS;
  const mentionEnd = matcher ? matcher.mentionEndToken : NO_MENTIONS;
  assetAttribution.startDocument(
    matcher ? matcher.assets.length : 0,
    mentionFirst,
    matcher ? matcher.mentionAsset : NO_MENTIONS,
  );
  // The lexicon walk skips the tokens of entity mentions: `span` is the first mention that does not end before the
  // current token, `spanStart` its first token (sorted, non-overlapping spans within one sentence each).
  let span = 0;
  let mentionPointer = 0;

  for (let s = 0; s < sentenceCount; s++) {
    const first = tokenStream.sentenceFirst[s] ?? 0;
    const last = tokenStream.sentenceFirst[s + 1] ?? tokenCount;
    // The assets this sentence names.
    const mentionFrom = mentionPointer;
    mentionPointer = assetAttribution.startSentence(mentionFrom, last, mentionCount);
    mentionsOfSentence[s] = mentionPointer - mentionFrom;
    // A sentence naming two assets or more is attributed clause by clause.
    const splitsClauses = assetAttribution.sentenceSlotCount > 1;
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
          if (clauseIndicatorCount > 0) assetAttribution.flushClause(clauseFirst, i);
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
          assetAttribution.addTerm(best, isFuture, isInverted);
          const sentiment = termSentiment[0] as number;
          if (negated) negationUntil = -1; // a negation reaches the first term it meets
          lastContentInverted = isInverted;
          lastContentEntry = best;
          lastContentEnd = bestEnd;
          lastContentWeight = weight;
          lastContentFuture = isFuture;
          if (wantTerms)
            terms.push(
              matchedTerm(
                tokenStream.startOf(i),
                tokenStream.endOf(bestEnd - 1),
                best,
                weight,
                sentiment,
                negated,
                isFuture,
              ),
            );
        }
        if (entryFlag & E_NEGATOR) negationUntil = bestEnd + NEGATION_WINDOW;
        if (entryFlag & E_MULTIPLIER) {
          const factor = entryMultiplier[best] ?? 1;
          if (i === lastContentEnd && lastContentEntry >= 0) {
            // A post-modifier ("fell sharply", "rose slightly") rescales the term right before it. Contributions
            // are linear in the weight, so adding weight * (factor - 1) gives exactly weight * factor.
            const extra = lastContentWeight * (factor - 1);
            termWeight[0] = extra;
            assetAttribution.addTerm(lastContentEntry, lastContentFuture, lastContentInverted);
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
        assetAttribution.addTerm(WILL_ENTRY, true, false);
      }
      if (lastFlags & T_CLAUSE_AFTER) {
        negationUntil = -1;
        multiplier = 1;
        isInverted = false;
        clauseShare = 1;
        if (splitsClauses) {
          if (clauseIndicatorCount > 0) assetAttribution.flushClause(clauseFirst, i);
          clauseFirst = i;
        }
      }
    }
    // (a direct sentence has added its references already: nothing to flush, and the call is skipped)
    if (clauseIndicatorCount > 0) assetAttribution.flushClause(clauseFirst, last);
    buzzOfSentence[s] = assetAttribution.sentenceBuzz[0] as number;
    assetAttribution.endSentence();
  }
  assetAttribution.endDocument();

  const document = takeScope(DOCUMENT_SCOPE);
  const assets = assetAttribution.takeAssetScores(matcher, document);
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
