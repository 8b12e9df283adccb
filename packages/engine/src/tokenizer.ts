import { CHAR_CLASS, CHAR_DIGIT, CHAR_LOWER, CHAR_SPACE, CHAR_UPPER, CHAR_WORD, FOLD } from './chars';
import { loadCodeUnits } from './code-units';
import type { Vocabulary } from './vocabulary';

/** Token flags (bit set per token). */
export const T_UPPER = 1; // every cased letter is uppercase (and there is at least one letter)
export const T_CAPITAL = 2; // first character is an uppercase letter
export const T_NUMBER = 4; // starts with a digit
export const T_DOLLAR = 8; // '$' immediately before: a cashtag such as $AAPL
export const T_PAREN = 16; // wrapped as "(AAPL)"
export const T_NEGATED_CONTRACTION = 32; // ends in n't: "isn't", "don't"
export const T_WILL_CONTRACTION = 64; // ends in 'll: "we'll"
export const T_POSSESSIVE = 128; // ends in 's
export const T_CLAUSE_AFTER = 256; // a clause break (, ; : dash bracket) follows the token
export const T_COLON_AFTER = 512; // ':' follows ("NASDAQ: AAPL")
export const T_PERCENT_AFTER = 1024; // '%' follows
export const T_SYMBOL = 2048; // an astral symbol such as an emoji
export const T_HASHTAG = 4096; // '#' immediately before
export const T_SENTENCE_END = 8192; // last token of its sentence

/** Integers per token in TokenStream.tokens (the methods' `i << 3` depends on it). */
export const TOKEN_FIELDS = 8;

// FNV-1a over folded characters: the hash of keys that are not packed (see packHash for the others).
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;

/**
 * The tokens of one text, reused from call to call so that tokenizing allocates nothing once the buffers have
 * grown to the largest document seen. A token is TOKEN_FIELDS consecutive integers in `tokens` (one array rather
 * than one per field: V8 checks and loads a typed array's fields at each access, so one array for all of a token's
 * fields costs a fraction of six), read through the methods below:
 * - `startOf`/`endOf`: UTF-16 offsets of the token (a cashtag's '$' is outside it, a contraction suffix inside);
 * - `keyEndOf`: where the part that identifies the word ends ("Apple's" -> "Apple", "isn't" -> "is");
 * - `flagsOf`: the T_* flags;
 * - `wordOf`: the word id in the vocabulary given to `tokenize` (-1: not a known word);
 * - `lexiconWordOf`: the same id when it is below the `lexiconSize` given to `tokenize`, else -1.
 */
export class TokenStream {
  text = '';
  count = 0;
  /** token i: [start, end, keyEnd, flags, word, lexiconWord, unused, unused] from tokens[i * TOKEN_FIELDS] */
  tokens = new Int32Array(256 * TOKEN_FIELDS);
  sentenceCount = 0;
  /** first token index of each sentence; sentence s spans tokens [sentenceFirst[s], sentenceFirst[s + 1]) */
  sentenceFirst = new Int32Array(64);
  /** character span of each sentence (trimmed) */
  sentenceStart = new Int32Array(64);
  sentenceEnd = new Int32Array(64);

  // The field offsets are literals (0 to 5) in these one-line methods, which V8 always inlines.
  startOf(i: number): number {
    return this.tokens[i << 3] as number;
  }

  endOf(i: number): number {
    return this.tokens[(i << 3) | 1] as number;
  }

  keyEndOf(i: number): number {
    return this.tokens[(i << 3) | 2] as number;
  }

  flagsOf(i: number): number {
    return this.tokens[(i << 3) | 3] as number;
  }

  wordOf(i: number): number {
    return this.tokens[(i << 3) | 4] as number;
  }

  lexiconWordOf(i: number): number {
    return this.tokens[(i << 3) | 5] as number;
  }

  growTokens(): void {
    this.tokens = copyInto(new Int32Array(this.tokens.length * 2), this.tokens);
  }

  growSentences(): void {
    const size = this.sentenceFirst.length * 2;
    this.sentenceFirst = copyInto(new Int32Array(size + 1), this.sentenceFirst);
    this.sentenceStart = copyInto(new Int32Array(size), this.sentenceStart);
    this.sentenceEnd = copyInto(new Int32Array(size), this.sentenceEnd);
  }

  /** The folded key of token i as a string (allocates; for keyphrases and tests, not the hot loop). */
  key(i: number): string {
    let out = '';
    const to = this.keyEndOf(i);
    for (let p = this.startOf(i); p < to; p++) out += String.fromCharCode(FOLD[this.text.charCodeAt(p)] ?? 0);
    return out;
  }
}

function copyInto(target: Int32Array<ArrayBuffer>, source: Int32Array): Int32Array<ArrayBuffer> {
  target.set(source);
  return target;
}

/** FNV hash of a folded string, identical to hashRange over the same characters in a text. */
export function hashKey(key: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ (FOLD[key.charCodeAt(i)] ?? 0), FNV_PRIME);
  return h;
}

/** Keys of up to this many characters (each in 1..U+00FF) are packed into three integers (see packKey). */
export const MAX_PACKED = 12;

/** Spreads a hash over the bits a hash table's slot index takes (FNV's low bits are weak for short keys). */
export function mixHash(h: number): number {
  const x = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return x ^ (x >>> 16);
}

/**
 * Hash of a packed key (see packKey) for a vocabulary slot: a key of up to MAX_PACKED characters is hashed from its
 * pack once, not character by character as it is read (the FNV hash is only computed for the other keys).
 */
export function packHash(pack0: number, pack1: number, pack2: number): number {
  return mixHash(pack0 ^ Math.imul(pack1, 0x9e3779b1) ^ Math.imul(pack2, 0x85ebca6b));
}

const EMPTY_TABLE = new Int32Array(0);

// Abbreviations whose trailing period does not end a sentence (folded keys).
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof sen rep gov gen lt col sgt st jr sr inc corp co ltd plc llc bros vs etc approx est dept ' +
    'no nos fig jan feb mar apr jun jul aug sep sept oct nov dec mt ft e.g i.e u.s u.k u.n e.u'
  )
    .split(' ')
    .map(hashKey),
);

function isClosingQuote(code: number): boolean {
  return code === 34 || code === 39 || code === 0x201d || code === 0x2019 || code === 41 || code === 93;
}

/**
 * Splits text into word tokens and sentences in one pass over its UTF-16 code units.
 * Words are runs of letters, digits and marks of any script; inside a word we keep apostrophes before a letter
 * (contractions, possessives), dots between letters ("U.S.", "Amazon.com"), '&' between letters ("S&P"), and
 * '.' or ',' between digits ("3.5", "1,000"). Hyphens split ("short-term" -> short, term).
 * With a vocabulary, each token's word id (or -1) is looked up as soon as the token ends, while its characters
 * are still in cache (`wordOf`); without one, every id is -1. `lexiconSize`: ids at or above it are -1 in
 * `lexiconWordOf` (a matcher's vocabulary extends the lexicon's; see Matcher.vocabulary).
 */
export function tokenize(
  text: string,
  out: TokenStream,
  vocabulary?: Vocabulary,
  lexiconSize = Number.MAX_SAFE_INTEGER,
): TokenStream {
  // Typed-array reads instead of charCodeAt: see code-units.ts. units[length] is 0, a non-word character.
  const units = loadCodeUnits(text);
  // Module-level tables in locals: one context load per call instead of one per character.
  const classes = CHAR_CLASS;
  const fold = FOLD;
  const vocabularyTable = vocabulary === undefined ? EMPTY_TABLE : vocabulary.table;
  const vocabularyMask = vocabulary === undefined ? 0 : vocabulary.mask;
  const maxPacked = MAX_PACKED;
  // An int32 limit (the default is not one), so that comparing a word id with it needs no conversion.
  const lexiconLimit = Math.min(lexiconSize, 0x7fffffff) | 0;
  out.text = text;
  out.count = 0;
  out.sentenceCount = 0;
  const length = text.length;
  // The token array in a local (reloaded when it grows): the loop then does no property load per token.
  let tokens = out.tokens;
  let count = 0;
  let sentenceOpen = false;
  let pos = 0;
  while (pos < length) {
    let code = units[pos] as number;
    if (code === 32) {
      pos++;
      continue;
    }
    let cls = classes[code] as number;
    const isBmpSymbol = code >= 0x2600 && code <= 0x27bf;
    if (cls & CHAR_WORD || isBmpSymbol || (code >= 0xd800 && code <= 0xdbff && pos + 1 < length)) {
      if (count << 3 === tokens.length) {
        out.growTokens();
        tokens = out.tokens;
      }
      const index = count;
      const tokenStart = pos;
      let keyEnd: number;
      let tokenEnd: number;
      let flags = 0;
      // The key's folded characters packed a byte each, as the vocabulary packs its words (see packKey): the last
      // character in the low byte of pack0, earlier ones shifted up and on into pack1 and pack2. `wide` collects
      // the characters that do not fit a byte.
      let pack0 = 0;
      let pack1 = 0;
      let pack2 = 0;
      let wide = 0;
      if (!(cls & CHAR_WORD)) {
        // A pictograph (emoji): one token of its one or two code units; a variation selector is skipped.
        if (isBmpSymbol) pos += 1;
        else pos += 2;
        wide = code;
        flags |= T_SYMBOL;
        keyEnd = pos;
        tokenEnd = pos;
        if (units[pos] === 0xfe0f) pos++;
      } else {
        let hasLower = false;
        let hasUpper = false;
        let apostrophe = -1;
        let pack0AtApostrophe = 0;
        let pack1AtApostrophe = 0;
        let pack2AtApostrophe = 0;
        let wideAtApostrophe = 0;
        if (cls & CHAR_UPPER) flags |= T_CAPITAL;
        if (cls & CHAR_DIGIT) flags |= T_NUMBER;
        for (;;) {
          // A run of ASCII lower-case letters (most of any text) in a loop of its own, whose few variables stay in
          // registers (in the loop below, with every case, V8 kept them on the stack).
          const runStart = pos;
          code = units[pos] as number;
          while (code >= 97 && code <= 122) {
            pack2 = (pack2 << 8) | (pack1 >>> 24);
            pack1 = (pack1 << 8) | (pack0 >>> 24);
            pack0 = (pack0 << 8) | code;
            code = units[++pos] as number;
          }
          if (pos > runStart) hasLower = true;
          // ASCII capitals fold with arithmetic, no table lookup.
          if (code >= 65 && code <= 90) {
            hasUpper = true;
            pack2 = (pack2 << 8) | (pack1 >>> 24);
            pack1 = (pack1 << 8) | (pack0 >>> 24);
            pack0 = (pack0 << 8) | (code + 32);
            pos++;
            continue;
          }
          cls = classes[code] as number;
          if (cls & CHAR_WORD) {
            if (cls & CHAR_UPPER) hasUpper = true;
            else if (cls & CHAR_LOWER) hasLower = true;
            const folded = fold[code] as number;
            wide |= folded;
            pack2 = (pack2 << 8) | (pack1 >>> 24);
            pack1 = (pack1 << 8) | (pack0 >>> 24);
            pack0 = (pack0 << 8) | (folded & 0xff);
            pos++;
            continue;
          }
          // Punctuation that may join two word parts. (pos >= 1 here: the token started before it.)
          if (code !== 39 && code !== 0x2019 && code !== 46 && code !== 44 && code !== 38) break;
          const nextCls = classes[units[pos + 1] as number] as number;
          const prevCls = classes[units[pos - 1] as number] as number;
          let joins = false;
          if (code === 39 || code === 0x2019) {
            joins = (nextCls & CHAR_WORD) !== 0 && (nextCls & CHAR_DIGIT) === 0;
            if (joins) {
              apostrophe = pos;
              pack0AtApostrophe = pack0;
              pack1AtApostrophe = pack1;
              pack2AtApostrophe = pack2;
              wideAtApostrophe = wide;
            }
          } else if (code === 46) {
            joins =
              ((prevCls & CHAR_DIGIT) !== 0 && (nextCls & CHAR_DIGIT) !== 0) ||
              ((prevCls & CHAR_WORD) !== 0 &&
                (prevCls & CHAR_DIGIT) === 0 &&
                (nextCls & CHAR_WORD) !== 0 &&
                (nextCls & CHAR_DIGIT) === 0);
          } else if (code === 44) {
            joins = (prevCls & CHAR_DIGIT) !== 0 && (nextCls & CHAR_DIGIT) !== 0;
          } else {
            joins = (prevCls & CHAR_WORD) !== 0 && (nextCls & CHAR_WORD) !== 0 && (prevCls & CHAR_DIGIT) === 0;
          }
          if (!joins) break;
          const folded = fold[code] as number;
          pack2 = (pack2 << 8) | (pack1 >>> 24);
          pack1 = (pack1 << 8) | (pack0 >>> 24);
          pack0 = (pack0 << 8) | folded;
          pos++;
        }
        tokenEnd = pos;
        keyEnd = pos;
        if (apostrophe > 0) {
          const suffixLength = pos - apostrophe - 1;
          const s1 = fold[units[apostrophe + 1] as number] as number;
          const s2 = suffixLength > 1 ? (fold[units[apostrophe + 2] as number] as number) : 0;
          const beforeApostrophe = fold[units[apostrophe - 1] as number] as number;
          if (suffixLength === 1 && s1 === 116 && beforeApostrophe === 110 && apostrophe - tokenStart >= 2) {
            // n't: the key is the auxiliary ("is", "do", "ca") and the token negates what follows.
            flags |= T_NEGATED_CONTRACTION;
            keyEnd = apostrophe - 1;
            pack0 = 0;
            pack1 = 0;
            pack2 = 0;
            wide = 0;
            for (let p = tokenStart; p < keyEnd; p++) {
              const folded = fold[units[p] as number] as number;
              wide |= folded;
              pack2 = (pack2 << 8) | (pack1 >>> 24);
              pack1 = (pack1 << 8) | (pack0 >>> 24);
              pack0 = (pack0 << 8) | (folded & 0xff);
            }
          } else if (suffixLength === 1 && (s1 === 115 || s1 === 100 || s1 === 109)) {
            if (s1 === 115) flags |= T_POSSESSIVE;
            keyEnd = apostrophe;
            pack0 = pack0AtApostrophe;
            pack1 = pack1AtApostrophe;
            pack2 = pack2AtApostrophe;
            wide = wideAtApostrophe;
          } else if (
            suffixLength === 2 &&
            ((s1 === 108 && s2 === 108) || (s1 === 114 && s2 === 101) || (s1 === 118 && s2 === 101))
          ) {
            if (s1 === 108) flags |= T_WILL_CONTRACTION;
            keyEnd = apostrophe;
            pack0 = pack0AtApostrophe;
            pack1 = pack1AtApostrophe;
            pack2 = pack2AtApostrophe;
            wide = wideAtApostrophe;
          }
        }
        if (hasUpper && !hasLower) flags |= T_UPPER;
      }
      if (tokenStart > 0) {
        const before = units[tokenStart - 1];
        if (before === 36) flags |= T_DOLLAR;
        else if (before === 35) flags |= T_HASHTAG;
        else if (before === 40 && units[pos] === 41) flags |= T_PAREN;
      }
      let id = -1;
      if (vocabulary !== undefined) {
        if (keyEnd - tokenStart <= maxPacked && wide <= 0xff) {
          // A packed key (most words): the vocabulary probe, inlined (see Vocabulary.lookupToken). A packed key has a
          // non-zero low byte, so it never equals the 0 of a word that is not packed.
          const table = vocabularyTable;
          let slot = packHash(pack0, pack1, pack2) & vocabularyMask;
          for (;;) {
            const at = slot << 2;
            const entry = table[at] as number;
            if (entry === 0) break;
            if (table[at + 1] === pack0 && table[at + 2] === pack1 && table[at + 3] === pack2) {
              id = entry - 1;
              break;
            }
            slot = (slot + 1) & vocabularyMask;
          }
        } else {
          // `| 0`: an int32, not tagged
          id = vocabulary.lookupToken(hashRange(units, tokenStart, keyEnd), units, tokenStart, keyEnd) | 0;
        }
      }
      const at = index << 3; // TOKEN_FIELDS
      tokens[at] = tokenStart;
      tokens[at | 1] = tokenEnd;
      tokens[at | 2] = keyEnd;
      tokens[at | 3] = flags;
      tokens[at | 4] = id;
      tokens[at | 5] = id < lexiconLimit ? id : -1;
      if (!sentenceOpen) {
        if (out.sentenceCount === out.sentenceStart.length) out.growSentences();
        out.sentenceFirst[out.sentenceCount] = index;
        out.sentenceStart[out.sentenceCount] =
          tokenStart > 0 && units[tokenStart - 1] === 36 ? tokenStart - 1 : tokenStart;
        out.sentenceCount++;
        sentenceOpen = true;
      }
      count++;
      continue;
    }
    // Not a word character: punctuation, space, symbols.
    if (sentenceOpen) {
      const last = count - 1;
      const lastFlags = ((count - 1) << 3) | 3; // the flags of the last token
      if (code === 44 || code === 59 || code === 40 || code === 41 || code === 0x2014 || code === 0x2013) {
        tokens[lastFlags] = (tokens[lastFlags] as number) | T_CLAUSE_AFTER;
      } else if (code === 58) {
        tokens[lastFlags] = (tokens[lastFlags] as number) | T_CLAUSE_AFTER | T_COLON_AFTER;
      } else if (code === 37 && pos === tokens[(last << 3) | 1]) {
        tokens[lastFlags] = (tokens[lastFlags] as number) | T_PERCENT_AFTER;
      } else if (code === 45 && pos > 0 && (classes[units[pos - 1] as number] as number) & CHAR_SPACE) {
        tokens[lastFlags] = (tokens[lastFlags] as number) | T_CLAUSE_AFTER;
      } else if (code === 10 || code === 13) {
        if (pos + 1 < length && (units[pos + 1] === 10 || units[pos + 1] === 13)) {
          closeSentence(out, last);
          sentenceOpen = false;
        } else if (isLineBreakBoundary(units, length, pos)) {
          closeSentence(out, last);
          sentenceOpen = false;
        }
      } else if (code === 33 || code === 63 || code === 46 || code === 0x2026) {
        if (isSentenceBoundary(units, length, pos, out, last, code)) {
          let endPos = pos + 1;
          while (endPos < length && (units[endPos] === code || isClosingQuote(units[endPos] as number))) endPos++;
          closeSentence(out, last, endPos);
          sentenceOpen = false;
          pos = endPos;
          continue;
        }
      }
    }
    pos++;
  }
  // The epilogue is a function of its own: compare operations here, after the loop, were a deoptimisation loop
  // when tokenize was first optimised on-stack in a long text (V8 lacked their type feedback).
  out.count = count;
  finishStream(out, sentenceOpen);
  return out;
}

function finishStream(out: TokenStream, sentenceOpen: boolean): void {
  if (sentenceOpen && out.count > 0) closeSentence(out, out.count - 1);
  if (out.sentenceFirst.length <= out.sentenceCount) out.growSentences();
  out.sentenceFirst[out.sentenceCount] = out.count;
}

/** FNV hash of the folded units[from, to): the same as hashKey of that key. */
export function hashRange(units: Uint16Array, from: number, to: number): number {
  let h = FNV_OFFSET;
  for (let p = from; p < to; p++) h = Math.imul(h ^ (FOLD[units[p] as number] as number), FNV_PRIME);
  return h;
}

function closeSentence(out: TokenStream, lastToken: number, endPos?: number): void {
  const at = (lastToken << 3) | 3;
  out.tokens[at] = (out.tokens[at] as number) | T_SENTENCE_END;
  out.sentenceEnd[out.sentenceCount - 1] = endPos ?? out.endOf(lastToken);
}

/** A single line break ends a sentence when the line looks finished (a headline, a list item). */
function isLineBreakBoundary(units: Uint16Array, length: number, pos: number): boolean {
  let next = pos + 1;
  while (next < length && (CHAR_CLASS[units[next] as number] as number) & CHAR_SPACE) next++;
  if (next >= length) return true;
  // A line that continues in lower case is a wrapped sentence; otherwise the break ends the sentence.
  return !((CHAR_CLASS[units[next] as number] as number) & CHAR_LOWER);
}

function isSentenceBoundary(
  units: Uint16Array,
  length: number,
  pos: number,
  out: TokenStream,
  last: number,
  code: number,
): boolean {
  // The punctuation must follow the last token (allowing closing quotes and brackets in between).
  let next = pos + 1;
  while (next < length && (units[next] === code || isClosingQuote(units[next] as number))) next++;
  if (next < length && !((CHAR_CLASS[units[next] as number] as number) & CHAR_SPACE)) return false;
  while (next < length && (CHAR_CLASS[units[next] as number] as number) & CHAR_SPACE) next++;
  if (next >= length) return true;
  if ((CHAR_CLASS[units[next] as number] as number) & CHAR_LOWER) return false;
  if (code !== 46) return true;
  // A period after an abbreviation or an initial ("J. Smith") does not end the sentence.
  const lastLength = out.keyEndOf(last) - out.startOf(last);
  if (lastLength === 1 && out.flagsOf(last) & T_CAPITAL) return false;
  if (ABBREVIATIONS.has(hashRange(units, out.startOf(last), out.keyEndOf(last)))) return false;
  return true;
}

/** The sentence that token i belongs to (a binary search over the sentence starts). */
export function sentenceOf(stream: TokenStream, i: number): number {
  let low = 0;
  let high = stream.sentenceCount - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((stream.sentenceFirst[mid] as number) <= i) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** A token as a plain object, for callers who want readable output rather than the typed-array stream. */
export interface Token {
  text: string;
  key: string;
  start: number;
  end: number;
  sentence: number;
  flags: number;
}

/** Convenience wrapper returning tokens and sentences as objects (allocates; not used by `analyze`). */
export function tokenizeToObjects(text: string): {
  tokens: Token[];
  sentences: { start: number; end: number; text: string }[];
} {
  const stream = tokenize(text, new TokenStream());
  const tokens: Token[] = [];
  for (let i = 0; i < stream.count; i++) {
    const start = stream.startOf(i);
    const end = stream.endOf(i);
    tokens.push({
      text: text.slice(start, end),
      key: stream.key(i),
      start,
      end,
      sentence: sentenceOf(stream, i),
      flags: stream.flagsOf(i),
    });
  }
  const sentences = [];
  for (let s = 0; s < stream.sentenceCount; s++) {
    const start = stream.sentenceStart[s] ?? 0;
    const end = stream.sentenceEnd[s] ?? 0;
    sentences.push({ start, end, text: text.slice(start, end) });
  }
  return { tokens, sentences };
}
