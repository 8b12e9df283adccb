import { W_STOP } from './lexicon/compile';
import { T_CLAUSE_AFTER, T_NUMBER, T_SENTENCE_END, T_SYMBOL, type TokenStream } from './tokenizer';

export interface Keyphrase {
  /** the phrase as first written in the text */
  phrase: string;
  /** folded form, the identity of the phrase */
  key: string;
  count: number;
  score: number;
}

const MAX_PHRASE_WORDS = 4;

/**
 * Keyphrases in the manner of RAKE (rapid automatic keyword extraction): candidates are runs of content words
 * between stopwords and punctuation; a word scores degree / frequency (words that keep company in longer phrases
 * score higher), a phrase the sum of its words, plus a little for each repetition.
 */
export function extractKeyphrases(stream: TokenStream, wordFlags: Uint8Array, limit: number): Keyphrase[] {
  const text = stream.text;
  const runs: [number, number][] = [];
  let runStart = -1;
  const close = (end: number) => {
    if (runStart >= 0 && end > runStart) {
      // Split over-long runs into chunks of at most MAX_PHRASE_WORDS words.
      for (let from = runStart; from < end; from += MAX_PHRASE_WORDS)
        runs.push([from, Math.min(end, from + MAX_PHRASE_WORDS)]);
    }
    runStart = -1;
  };
  for (let i = 0; i < stream.count; i++) {
    const flags = stream.flagsOf(i);
    const w = stream.lexiconWordOf(i);
    const length = stream.keyEndOf(i) - stream.startOf(i);
    const isContent = !(flags & (T_NUMBER | T_SYMBOL)) && length >= 2 && !(w >= 0 && (wordFlags[w] ?? 0) & W_STOP);
    if (isContent) {
      if (runStart < 0) runStart = i;
      if (flags & (T_CLAUSE_AFTER | T_SENTENCE_END)) close(i + 1);
    } else close(i);
  }
  close(stream.count);
  if (runs.length === 0) return [];
  const frequency = new Map<string, number>();
  const degree = new Map<string, number>();
  const phrases = new Map<string, { first: [number, number]; count: number; words: string[] }>();
  for (const [from, to] of runs) {
    const words: string[] = [];
    for (let i = from; i < to; i++) words.push(stream.key(i));
    for (const word of words) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
      degree.set(word, (degree.get(word) ?? 0) + words.length);
    }
    const key = words.join(' ');
    const existing = phrases.get(key);
    if (existing) existing.count++;
    else phrases.set(key, { first: [from, to], count: 1, words });
  }
  const scored: Keyphrase[] = [];
  for (const [key, phrase] of phrases) {
    let score = 0;
    for (const word of phrase.words) score += (degree.get(word) ?? 0) / (frequency.get(word) ?? 1);
    score += 0.5 * (phrase.count - 1);
    const [from, to] = phrase.first;
    scored.push({
      phrase: text.slice(stream.startOf(from), stream.endOf(to - 1)),
      key,
      count: phrase.count,
      score,
    });
  }
  scored.sort((a, b) => b.score - a.score || b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return scored.slice(0, limit);
}
