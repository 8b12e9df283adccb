import { getLexicon, phraseKeys, W_EXCHANGE, W_MARKET } from './lexicon/compile';
import { TokenTrie } from './token-trie';
import {
  sentenceOf,
  T_CAPITAL,
  T_COLON_AFTER,
  T_DOLLAR,
  T_PAREN,
  T_SENTENCE_END,
  T_UPPER,
  TokenStream,
  tokenize,
} from './tokenizer';
import { Vocabulary } from './vocabulary';

/**
 * One asset of the caller's reference universe. Every list is optional; `id` is what mentions report.
 * - names, aliases, demonyms: proper names; a word written with a capital in the reference must be capitalised
 *   in the text too ("Apple" matches "Apple" and "APPLE", not "apple").
 * - tickers, symbols (currency codes, crypto symbols, commodity codes): must be written in upper case or as a
 *   cashtag ($aapl); ambiguous ones (see `isAmbiguousSymbol`) also need a financial context.
 * - pairs: currency pairs such as "EUR/USD" or "EURUSD", upper case.
 * - terms: common nouns matched in any case ("gold", "crude oil", "bitcoin").
 */
export interface ReferenceAsset {
  id: string;
  assetClass: string;
  names?: readonly string[];
  aliases?: readonly string[];
  tickers?: readonly string[];
  symbols?: readonly string[];
  pairs?: readonly string[];
  demonyms?: readonly string[];
  terms?: readonly string[];
}

export type MentionKind = 'name' | 'alias' | 'ticker' | 'symbol' | 'pair' | 'demonym' | 'term';

export interface EntityMention {
  assetId: string;
  assetClass: string;
  kind: MentionKind;
  /** UTF-16 offsets into the analysed text (a cashtag's '$' included) */
  start: number;
  end: number;
  /** the reference form that matched */
  matched: string;
}

export interface MatcherOptions {
  /** derive short names from company names by dropping legal suffixes ("Apple Inc." -> "Apple"); default true */
  deriveShortNames?: boolean;
  /** extra symbols to treat as ambiguous (need a financial context) */
  ambiguousSymbols?: readonly string[];
}

const KIND_NAME = 0;
const KIND_ALIAS = 1;
const KIND_TICKER = 2;
const KIND_SYMBOL = 3;
const KIND_PAIR = 4;
const KIND_DEMONYM = 5;
const KIND_TERM = 6;
const KIND_NAMES: readonly MentionKind[] = ['name', 'alias', 'ticker', 'symbol', 'pair', 'demonym', 'term'];

/** How far (in tokens, same sentence) a market word may sit from an upper-case ambiguous ticker. */
const MARKET_CONTEXT_WINDOW = 6;

const LEGAL_SUFFIXES = new Set(
  (
    'inc incorporated corp corporation co company cos ltd limited plc llc lp llp ag sa se nv bv spa s.p.a sas ' +
    'ab asa as oyj kk kgaa gmbh pte bhd tbk holdings holding group the class a b c adr ord shares'
  ).split(' '),
);

// Short English words that double as tickers or codes ("ALL", "NOW", "ON"): they need a financial context.
const COMMON_SHORT_WORDS = new Set(
  (
    'a i am an as at be by do go he if in is it me my no of oh ok on or so to up us we all and any are art ' +
    'big bit box boy but buy can car cat day did dog eat end far few fit fly for fun get got has her him his hot how ' +
    'its job key kid law let lot low man map may new not now off old one our out own pay per put ran red run saw say ' +
    'see she sit six sky son sun ten the too top try two use van war was way who why win yes yet you life love live ' +
    'good gold well fast cash free blue safe hope core real next very ever nice open play post rare rock ship sure ' +
    'true wish work zone arch best beat bill bond camp care ceo cfo eps ipo etf gdp cpi fed ai ml ev'
  ).split(' '),
);

interface PatternTarget {
  asset: number;
  kind: number;
  /** bit k set: word k must be capitalised in the text */
  capitals: number;
  ambiguous: boolean;
  matched: string;
}

/**
 * Finds references to a caller-supplied universe of assets in text, with one token-level automaton built once
 * at construction (see TokenTrie): O(text) per document, independent of the number of assets.
 */
export class Matcher {
  readonly assets: readonly ReferenceAsset[];
  /**
   * Each asset's id and class in plain arrays: the caller's asset objects come in many shapes (some with tickers,
   * some with pairs or terms), and reading a property across many shapes is a slow, megamorphic access.
   */
  readonly assetIds: readonly string[];
  readonly assetClasses: readonly string[];
  readonly patternCount: number;
  /** lexicon words first (same ids), then every word of the universe's forms */
  readonly vocabulary = new Vocabulary();
  private readonly trie: TokenTrie;
  // The targets of pattern group g are targetAsset[k]... for k in [groupFirst[g], groupFirst[g + 1]): flat typed
  // arrays rather than objects, read in the scan's inner loop.
  private readonly groupFirst: Int32Array;
  private readonly targetAsset: Int32Array;
  private readonly targetKind: Int32Array;
  /** bit k set: word k must be capitalised in the text */
  private readonly targetCapitals: Int32Array;
  /** 1: an ambiguous ticker or symbol that needs a financial context */
  private readonly targetAmbiguous: Uint8Array;
  private readonly targetMatched: string[] = [];
  private readonly wordFlags: Uint8Array;
  private readonly stream = new TokenStream();
  private words = new Int32Array(256);
  /** the matcher's vocabulary starts with the lexicon's words under the same ids, so one lookup serves both */
  readonly lexiconSize: number;
  private candidates = new Int32Array(8);
  private candidateEnds = new Int32Array(8);
  /** mention buffer filled by `scan`: token span, asset, target */
  mentionCount = 0;
  mentionFirstToken = new Int32Array(64);
  mentionEndToken = new Int32Array(64);
  mentionAsset = new Int32Array(64);
  mentionKind = new Int32Array(64);
  mentionMatched: string[] = [];

  constructor(assets: readonly ReferenceAsset[], options: MatcherOptions = {}) {
    this.assets = assets;
    this.assetIds = assets.map((asset) => asset.id);
    this.assetClasses = assets.map((asset) => asset.assetClass);
    const lexicon = getLexicon();
    for (const word of lexicon.vocabulary.words) this.vocabulary.add(word);
    this.lexiconSize = lexicon.vocabulary.size;
    const extraAmbiguous = new Set((options.ambiguousSymbols ?? []).map((s) => s.toLowerCase()));
    const byKey = new Map<string, number>();
    const patterns: number[][] = [];
    const targets: PatternTarget[][] = [];
    const add = (assetIndex: number, kind: number, form: string) => {
      const trimmed = form.trim();
      if (trimmed === '') return;
      const { keys, capitals } = this.keysOf(trimmed, kind);
      if (keys.length === 0 || keys.length > 30) return;
      const key = keys.join(' ');
      let group = byKey.get(key);
      if (group === undefined) {
        group = targets.length;
        byKey.set(key, group);
        targets.push([]);
        patterns.push(keys.map((word) => this.vocabulary.add(word)));
      }
      const list = targets[group] as PatternTarget[];
      if (list.some((t) => t.asset === assetIndex && t.kind === kind)) return;
      const single = keys.length === 1 ? (keys[0] as string) : '';
      const ambiguous =
        (kind === KIND_TICKER || kind === KIND_SYMBOL) &&
        (single.length <= 2 ||
          COMMON_SHORT_WORDS.has(single) ||
          extraAmbiguous.has(single) ||
          isEnglishWord(lexicon.vocabulary.find(single), lexicon.wordFlags));
      list.push({ asset: assetIndex, kind, capitals, ambiguous, matched: trimmed });
    };
    assets.forEach((asset, i) => {
      for (const name of asset.names ?? []) {
        add(i, KIND_NAME, name);
        if (options.deriveShortNames !== false) {
          const short = shortName(name);
          if (short && short !== name) add(i, KIND_ALIAS, short);
        }
      }
      for (const alias of asset.aliases ?? []) add(i, KIND_ALIAS, alias);
      for (const ticker of asset.tickers ?? []) add(i, KIND_TICKER, ticker);
      for (const symbol of asset.symbols ?? []) add(i, KIND_SYMBOL, symbol);
      for (const pair of asset.pairs ?? []) add(i, KIND_PAIR, pair);
      for (const demonym of asset.demonyms ?? []) add(i, KIND_DEMONYM, demonym);
      for (const term of asset.terms ?? []) add(i, KIND_TERM, term);
    });
    this.patternCount = patterns.length;
    this.wordFlags = lexicon.wordFlags;
    const targetCount = targets.reduce((sum, list) => sum + list.length, 0);
    this.groupFirst = new Int32Array(targets.length + 1);
    this.targetAsset = new Int32Array(targetCount);
    this.targetKind = new Int32Array(targetCount);
    this.targetCapitals = new Int32Array(targetCount);
    this.targetAmbiguous = new Uint8Array(targetCount);
    let k = 0;
    targets.forEach((list, group) => {
      this.groupFirst[group] = k;
      for (const target of list) {
        this.targetAsset[k] = target.asset;
        this.targetKind[k] = target.kind;
        this.targetCapitals[k] = target.capitals;
        this.targetAmbiguous[k] = target.ambiguous ? 1 : 0;
        this.targetMatched[k] = target.matched;
        k++;
      }
    });
    this.groupFirst[targets.length] = k;
    this.trie = new TokenTrie(
      patterns,
      patterns.map((_, i) => i),
      this.vocabulary.size,
    );
  }

  private keysOf(form: string, kind: number): { keys: string[]; capitals: number } {
    const stream = tokenize(form, this.stream);
    const keys: string[] = [];
    let capitals = 0;
    for (let i = 0; i < stream.count; i++) {
      keys.push(stream.key(i));
      const flags = stream.flagsOf(i);
      if ((kind === KIND_NAME || kind === KIND_ALIAS || kind === KIND_DEMONYM) && flags & T_CAPITAL && i < 31)
        capitals |= 1 << i;
    }
    return { keys, capitals };
  }

  /**
   * Sets the word ids of a stream tokenised without this matcher's vocabulary: the id of every token in the matcher's
   * vocabulary, and the same id as its lexicon word when it is below `lexiconSize` (the lexicon's words have the same
   * ids), so a document needs one hash lookup per token in all.
   */
  fillWords(stream: TokenStream): void {
    const vocabulary = this.vocabulary;
    const lexiconSize = this.lexiconSize;
    for (let i = 0; i < stream.count; i++) {
      const id = vocabulary.find(stream.key(i));
      stream.tokens[(i << 3) | 4] = id; // wordOf
      stream.tokens[(i << 3) | 5] = id < lexiconSize ? id : -1; // lexiconWordOf
    }
  }

  /**
   * Scans a tokenised text whose word ids are known (`tokenize` with this matcher's vocabulary, or `fillWords`)
   * and fills the mention buffer (leftmost-longest, non-overlapping).
   */
  scan(stream: TokenStream): number {
    const count = stream.count;
    this.mentionCount = 0;
    const trie = this.trie;
    const terminal = trie.terminal;
    const rootNext = trie.rootNext;
    const depth = trie.maxDepth;
    if (this.candidates.length <= depth) {
      this.candidates = new Int32Array(depth + 1);
      this.candidateEnds = new Int32Array(depth + 1);
    }
    const candidates = this.candidates;
    const candidateEnds = this.candidateEnds;
    let i = 0;
    while (i < count) {
      const word = stream.wordOf(i);
      let node = word >= 0 ? (rootNext[word] as number) : 0;
      if (node === 0) {
        i++;
        continue;
      }
      let found = 0;
      let j = i;
      for (;;) {
        const group = terminal[node] ?? -1;
        if (group >= 0) {
          candidates[found] = group;
          candidateEnds[found] = j + 1;
          found++;
        }
        if (trie.hasChildren[node] === 0 || stream.flagsOf(j) & T_SENTENCE_END || j + 1 >= count) break;
        node = trie.next(node, stream.wordOf(j + 1));
        if (node === 0) break;
        j++;
      }
      let matchedEnd = -1;
      // Longest first; a longer candidate that fails its case or context rule yields to a shorter one.
      for (let c = found - 1; c >= 0 && matchedEnd < 0; c--) {
        const end = candidateEnds[c] ?? 0;
        const group = candidates[c] as number;
        const before = this.mentionCount;
        const last = this.groupFirst[group + 1] as number;
        for (let target = this.groupFirst[group] as number; target < last; target++) {
          if (!this.accepts(target, stream, i, end)) continue;
          // One mention per asset per span, even when two of its forms fold to the same words.
          const asset = this.targetAsset[target] as number;
          let duplicate = false;
          for (let m = before; m < this.mentionCount; m++) if (this.mentionAsset[m] === asset) duplicate = true;
          if (duplicate) continue;
          this.push(i, end, target);
          matchedEnd = end;
        }
      }
      i = matchedEnd > 0 ? matchedEnd : i + 1;
    }
    return this.mentionCount;
  }

  private accepts(target: number, stream: TokenStream, first: number, end: number): boolean {
    const kind = this.targetKind[target] as number;
    if (kind === KIND_TERM) return true;
    if (kind === KIND_NAME || kind === KIND_ALIAS || kind === KIND_DEMONYM) {
      const capitals = this.targetCapitals[target] as number;
      for (let k = first; k < end; k++) {
        if (capitals & (1 << (k - first)) && !(stream.flagsOf(k) & (T_CAPITAL | T_UPPER))) return false;
      }
      return true;
    }
    // Tickers, symbols, pairs: upper case or cashtag.
    const firstFlags = stream.flagsOf(first);
    const isCashtag = (firstFlags & T_DOLLAR) !== 0;
    if (!isCashtag) {
      for (let k = first; k < end; k++) {
        const flags = stream.flagsOf(k);
        if (!(flags & T_UPPER) && !((flags & 4) /* T_NUMBER */)) return false;
      }
    }
    if (this.targetAmbiguous[target] === 0 || isCashtag) return true;
    if (firstFlags & T_PAREN && end === first + 1) return true;
    const wordFlags = this.wordFlags;
    if (first > 0) {
      const previous = first - 1;
      const w = stream.lexiconWordOf(previous);
      if (stream.flagsOf(previous) & T_COLON_AFTER && w >= 0 && (wordFlags[w] ?? 0) & W_EXCHANGE) return true;
    }
    // Upper case plus a market word nearby in the same sentence; not for a sentence's first word, which is often
    // written in capitals for emphasis ("NOW is the time...").
    const sentence = sentenceOf(stream, first);
    if (first === stream.sentenceFirst[sentence]) return false;
    const from = Math.max(stream.sentenceFirst[sentence] ?? 0, first - MARKET_CONTEXT_WINDOW);
    const to = Math.min(stream.sentenceFirst[sentence + 1] ?? stream.count, end + MARKET_CONTEXT_WINDOW);
    for (let k = from; k < to; k++) {
      if (k >= first && k < end) continue;
      const w = stream.lexiconWordOf(k);
      if (w >= 0 && (wordFlags[w] ?? 0) & W_MARKET) return true;
    }
    return false;
  }

  private push(first: number, end: number, target: number): void {
    if (this.mentionCount === this.mentionAsset.length) {
      const size = this.mentionAsset.length * 2;
      this.mentionFirstToken = grow(this.mentionFirstToken, size);
      this.mentionEndToken = grow(this.mentionEndToken, size);
      this.mentionAsset = grow(this.mentionAsset, size);
      this.mentionKind = grow(this.mentionKind, size);
    }
    const m = this.mentionCount++;
    this.mentionFirstToken[m] = first;
    this.mentionEndToken[m] = end;
    this.mentionAsset[m] = this.targetAsset[target] as number;
    this.mentionKind[m] = this.targetKind[target] as number;
    this.mentionMatched[m] = this.targetMatched[target] as string;
  }

  /** Mention number m of the last scan as an object (offsets include a cashtag's '$'). */
  mention(m: number, stream: TokenStream): EntityMention {
    const asset = this.mentionAsset[m] as number;
    const first = this.mentionFirstToken[m] ?? 0;
    let start = stream.startOf(first);
    if (stream.flagsOf(first) & T_DOLLAR) start--;
    return {
      assetId: this.assetIds[asset] as string,
      assetClass: this.assetClasses[asset] as string,
      kind: KIND_NAMES[this.mentionKind[m] ?? 0] as MentionKind,
      start,
      end: stream.endOf((this.mentionEndToken[m] ?? 1) - 1),
      matched: this.mentionMatched[m] ?? '',
    };
  }

  /** Standalone use: every mention of a reference asset in `text`. */
  match(text: string): EntityMention[] {
    const stream = tokenize(text, new TokenStream(), this.vocabulary, this.lexiconSize);
    const count = this.scan(stream);
    const out: EntityMention[] = [];
    for (let m = 0; m < count; m++) out.push(this.mention(m, stream));
    return out;
  }
}

function isEnglishWord(id: number, wordFlags: Uint8Array): boolean {
  // Any word the lexicon knows (stopword or scored term) is English text first and a ticker second.
  void wordFlags;
  return id >= 0;
}

function grow(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(size);
  out.set(array);
  return out;
}

/** "Apple Inc." -> "Apple", "Toyota Motor Corp" -> "Toyota Motor"; undefined when nothing would be left. */
export function shortName(name: string): string | undefined {
  const words = name.replace(/[,]/g, ' ').split(/\s+/).filter(Boolean);
  while (words.length > 1 && LEGAL_SUFFIXES.has((words[words.length - 1] as string).toLowerCase().replace(/\.$/, '')))
    words.pop();
  if (words.length > 1 && (words[0] as string).toLowerCase() === 'the') words.shift();
  if (words.length === 1 && LEGAL_SUFFIXES.has((words[0] as string).toLowerCase().replace(/\.$/, ''))) return undefined;
  const short = words.join(' ').replace(/[.]$/, '');
  if (short.length < 3 || phraseKeys(short).length === 0) return undefined;
  return short;
}

/** Builds the matcher once for a universe; reuse it for every document. */
export function createMatcher(assets: readonly ReferenceAsset[], options: MatcherOptions = {}): Matcher {
  return new Matcher(assets, options);
}
