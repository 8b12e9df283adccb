import { CHAR_CLASS, CHAR_DIGIT, CHAR_LOWER, CHAR_SPACE, CHAR_UPPER, CHAR_WORD, FOLD } from './chars';

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

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;

/**
 * The tokens of one text as parallel typed arrays, reused from call to call so that tokenizing allocates
 * nothing once the buffers have grown to the largest document seen.
 * `start`/`end` are UTF-16 offsets of the token (a cashtag's '$' is outside it, a contraction suffix inside);
 * `keyEnd` is where the part that identifies the word ends ("Apple's" -> "Apple", "isn't" -> "is").
 */
export class TokenStream {
  text = '';
  count = 0;
  start = new Int32Array(256);
  end = new Int32Array(256);
  keyEnd = new Int32Array(256);
  hash = new Int32Array(256);
  flags = new Int32Array(256);
  sentence = new Int32Array(256);
  sentenceCount = 0;
  /** first token index of each sentence; sentence s spans tokens [sentenceFirst[s], sentenceFirst[s + 1]) */
  sentenceFirst = new Int32Array(64);
  /** character span of each sentence (trimmed) */
  sentenceStart = new Int32Array(64);
  sentenceEnd = new Int32Array(64);

  growTokens(): void {
    const size = this.start.length * 2;
    this.start = copyInto(new Int32Array(size), this.start);
    this.end = copyInto(new Int32Array(size), this.end);
    this.keyEnd = copyInto(new Int32Array(size), this.keyEnd);
    this.hash = copyInto(new Int32Array(size), this.hash);
    this.flags = copyInto(new Int32Array(size), this.flags);
    this.sentence = copyInto(new Int32Array(size), this.sentence);
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
    const from = this.start[i] ?? 0;
    const to = this.keyEnd[i] ?? 0;
    for (let p = from; p < to; p++) out += String.fromCharCode(FOLD[this.text.charCodeAt(p)] ?? 0);
    return out;
  }
}

function copyInto(target: Int32Array<ArrayBuffer>, source: Int32Array): Int32Array<ArrayBuffer> {
  target.set(source);
  return target;
}

/** Hash of a folded string, identical to the hash the tokenizer computes for the same token. */
export function hashKey(key: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ (FOLD[key.charCodeAt(i)] ?? 0), FNV_PRIME);
  return h;
}

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
 */
export function tokenize(text: string, out: TokenStream): TokenStream {
  out.text = text;
  out.count = 0;
  out.sentenceCount = 0;
  const length = text.length;
  let sentenceOpen = false;
  let pos = 0;
  while (pos < length) {
    let code = text.charCodeAt(pos);
    if (code === 32) {
      pos++;
      continue;
    }
    let cls = CHAR_CLASS[code] as number;
    const isBmpSymbol = code >= 0x2600 && code <= 0x27bf;
    if (cls & CHAR_WORD || isBmpSymbol || (code >= 0xd800 && code <= 0xdbff && pos + 1 < length)) {
      if (out.count === out.start.length) out.growTokens();
      const index = out.count;
      const starts = out.start;
      const ends = out.end;
      const keyEnds = out.keyEnd;
      const tokenStart = pos;
      let flags = 0;
      let h = FNV_OFFSET;
      if (!(cls & CHAR_WORD)) {
        // A pictograph (emoji): one token of its one or two code units; a variation selector is skipped.
        h = Math.imul(h ^ code, FNV_PRIME);
        if (isBmpSymbol) pos += 1;
        else {
          h = Math.imul(h ^ text.charCodeAt(pos + 1), FNV_PRIME);
          pos += 2;
        }
        flags |= T_SYMBOL;
        starts[index] = tokenStart;
        ends[index] = pos;
        keyEnds[index] = pos;
        if (pos < length && text.charCodeAt(pos) === 0xfe0f) pos++;
      } else {
        let hasLower = false;
        let hasUpper = false;
        let apostrophe = -1;
        let hashAtApostrophe = 0;
        if (cls & CHAR_UPPER) flags |= T_CAPITAL;
        if (cls & CHAR_DIGIT) flags |= T_NUMBER;
        while (pos < length) {
          code = text.charCodeAt(pos);
          // Fast path: ASCII lower-case letters need no table lookup and fold to themselves.
          if (code >= 97 && code <= 122) {
            hasLower = true;
            h = Math.imul(h ^ code, FNV_PRIME);
            pos++;
            continue;
          }
          cls = CHAR_CLASS[code] as number;
          if (cls & CHAR_WORD) {
            if (cls & CHAR_UPPER) hasUpper = true;
            else if (cls & CHAR_LOWER) hasLower = true;
            h = Math.imul(h ^ (FOLD[code] ?? 0), FNV_PRIME);
            pos++;
            continue;
          }
          const next = pos + 1 < length ? text.charCodeAt(pos + 1) : 0;
          const nextCls = CHAR_CLASS[next] ?? 0;
          const prevCls = CHAR_CLASS[text.charCodeAt(pos - 1)] ?? 0;
          let joins = false;
          if (code === 39 || code === 0x2019) {
            joins = (nextCls & CHAR_WORD) !== 0 && (nextCls & CHAR_DIGIT) === 0;
            if (joins) {
              apostrophe = pos;
              hashAtApostrophe = h;
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
          } else if (code === 38) {
            joins = (prevCls & CHAR_WORD) !== 0 && (nextCls & CHAR_WORD) !== 0 && (prevCls & CHAR_DIGIT) === 0;
          }
          if (!joins) break;
          h = Math.imul(h ^ (FOLD[code] ?? 0), FNV_PRIME);
          pos++;
        }
        starts[index] = tokenStart;
        ends[index] = pos;
        let keyEnd = pos;
        if (apostrophe > 0) {
          const suffixLength = pos - apostrophe - 1;
          const s1 = FOLD[text.charCodeAt(apostrophe + 1)] ?? 0;
          const s2 = suffixLength > 1 ? (FOLD[text.charCodeAt(apostrophe + 2)] ?? 0) : 0;
          const beforeApostrophe = FOLD[text.charCodeAt(apostrophe - 1)] ?? 0;
          if (suffixLength === 1 && s1 === 116 && beforeApostrophe === 110 && apostrophe - tokenStart >= 2) {
            // n't: the key is the auxiliary ("is", "do", "ca") and the token negates what follows.
            flags |= T_NEGATED_CONTRACTION;
            keyEnd = apostrophe - 1;
            h = hashRange(text, tokenStart, keyEnd);
          } else if (suffixLength === 1 && (s1 === 115 || s1 === 100 || s1 === 109)) {
            if (s1 === 115) flags |= T_POSSESSIVE;
            keyEnd = apostrophe;
            h = hashAtApostrophe;
          } else if (
            suffixLength === 2 &&
            ((s1 === 108 && s2 === 108) || (s1 === 114 && s2 === 101) || (s1 === 118 && s2 === 101))
          ) {
            if (s1 === 108) flags |= T_WILL_CONTRACTION;
            keyEnd = apostrophe;
            h = hashAtApostrophe;
          }
        }
        keyEnds[index] = keyEnd;
        if (hasUpper && !hasLower) flags |= T_UPPER;
      }
      if (tokenStart > 0) {
        const before = text.charCodeAt(tokenStart - 1);
        if (before === 36) flags |= T_DOLLAR;
        else if (before === 35) flags |= T_HASHTAG;
        else if (before === 40 && text.charCodeAt(pos) === 41) flags |= T_PAREN;
      }
      out.hash[index] = h;
      out.flags[index] = flags;
      if (!sentenceOpen) {
        if (out.sentenceCount === out.sentenceStart.length) out.growSentences();
        out.sentenceFirst[out.sentenceCount] = index;
        out.sentenceStart[out.sentenceCount] =
          tokenStart > 0 && text.charCodeAt(tokenStart - 1) === 36 ? tokenStart - 1 : tokenStart;
        out.sentenceCount++;
        sentenceOpen = true;
      }
      out.sentence[index] = out.sentenceCount - 1;
      out.count++;
      continue;
    }
    // Not a word character: punctuation, space, symbols.
    if (out.count > 0 && sentenceOpen) {
      const last = out.count - 1;
      if (code === 44 || code === 59 || code === 40 || code === 41 || code === 0x2014 || code === 0x2013) {
        out.flags[last] = (out.flags[last] ?? 0) | T_CLAUSE_AFTER;
      } else if (code === 58) {
        out.flags[last] = (out.flags[last] ?? 0) | T_CLAUSE_AFTER | T_COLON_AFTER;
      } else if (code === 37 && pos === out.end[last]) {
        out.flags[last] = (out.flags[last] ?? 0) | T_PERCENT_AFTER;
      } else if (code === 45 && pos > 0 && (CHAR_CLASS[text.charCodeAt(pos - 1)] ?? 0) & CHAR_SPACE) {
        out.flags[last] = (out.flags[last] ?? 0) | T_CLAUSE_AFTER;
      } else if (code === 10 || code === 13) {
        if (pos + 1 < length && (text.charCodeAt(pos + 1) === 10 || text.charCodeAt(pos + 1) === 13)) {
          closeSentence(out, last);
          sentenceOpen = false;
        } else if (isLineBreakBoundary(text, pos, out, last)) {
          closeSentence(out, last);
          sentenceOpen = false;
        }
      } else if (code === 33 || code === 63 || code === 46 || code === 0x2026) {
        if (isSentenceBoundary(text, pos, out, last, code)) {
          let endPos = pos + 1;
          while (endPos < length && (text.charCodeAt(endPos) === code || isClosingQuote(text.charCodeAt(endPos))))
            endPos++;
          closeSentence(out, last, endPos);
          sentenceOpen = false;
          pos = endPos;
          continue;
        }
      }
    }
    pos++;
  }
  if (sentenceOpen && out.count > 0) closeSentence(out, out.count - 1);
  if (out.sentenceFirst.length <= out.sentenceCount) out.growSentences();
  out.sentenceFirst[out.sentenceCount] = out.count;
  return out;
}

function hashRange(text: string, from: number, to: number): number {
  let h = FNV_OFFSET;
  for (let p = from; p < to; p++) h = Math.imul(h ^ (FOLD[text.charCodeAt(p)] ?? 0), FNV_PRIME);
  return h;
}

function closeSentence(out: TokenStream, lastToken: number, endPos?: number): void {
  out.flags[lastToken] = (out.flags[lastToken] ?? 0) | T_SENTENCE_END;
  out.sentenceEnd[out.sentenceCount - 1] = endPos ?? out.end[lastToken] ?? 0;
}

/** A single line break ends a sentence when the line looks finished (a headline, a list item). */
function isLineBreakBoundary(text: string, pos: number, out: TokenStream, last: number): boolean {
  let next = pos + 1;
  while (next < text.length && (CHAR_CLASS[text.charCodeAt(next)] ?? 0) & CHAR_SPACE) next++;
  if (next >= text.length) return true;
  const cls = CHAR_CLASS[text.charCodeAt(next)] ?? 0;
  // A line that continues in lower case is a wrapped sentence; otherwise the break ends the sentence.
  void out;
  void last;
  return !(cls & CHAR_LOWER);
}

function isSentenceBoundary(text: string, pos: number, out: TokenStream, last: number, code: number): boolean {
  // The punctuation must follow the last token (allowing closing quotes and brackets in between).
  let next = pos + 1;
  while (next < text.length && (text.charCodeAt(next) === code || isClosingQuote(text.charCodeAt(next)))) next++;
  if (next < text.length && !((CHAR_CLASS[text.charCodeAt(next)] ?? 0) & CHAR_SPACE)) return false;
  while (next < text.length && (CHAR_CLASS[text.charCodeAt(next)] ?? 0) & CHAR_SPACE) next++;
  if (next >= text.length) return true;
  const following = text.charCodeAt(next);
  const followingCls = CHAR_CLASS[following] ?? 0;
  if (followingCls & CHAR_LOWER) return false;
  if (code !== 46) return true;
  // A period after an abbreviation or an initial ("J. Smith") does not end the sentence.
  const lastLength = (out.keyEnd[last] ?? 0) - (out.start[last] ?? 0);
  if (lastLength === 1 && (out.flags[last] ?? 0) & T_CAPITAL) return false;
  if (ABBREVIATIONS.has(out.hash[last] ?? 0)) return false;
  return true;
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
    const start = stream.start[i] ?? 0;
    const end = stream.end[i] ?? 0;
    tokens.push({
      text: text.slice(start, end),
      key: stream.key(i),
      start,
      end,
      sentence: stream.sentence[i] ?? 0,
      flags: stream.flags[i] ?? 0,
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
