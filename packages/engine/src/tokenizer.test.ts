import { describe, expect, it } from 'vitest';
import {
  T_DOLLAR,
  T_NEGATED_CONTRACTION,
  T_PAREN,
  T_POSSESSIVE,
  T_UPPER,
  T_WILL_CONTRACTION,
  TokenStream,
  tokenize,
  tokenizeToObjects,
} from './tokenizer';
import { Vocabulary } from './vocabulary';

const keys = (text: string) => tokenizeToObjects(text).tokens.map((t) => t.key);

describe('tokenizer', () => {
  it('splits words, folds case and reports offsets', () => {
    const { tokens } = tokenizeToObjects('Apple SURGES today');
    expect(tokens.map((t) => t.key)).toEqual(['apple', 'surges', 'today']);
    expect(tokens.map((t) => [t.start, t.end])).toEqual([
      [0, 5],
      [6, 12],
      [13, 18],
    ]);
    // SURGES is all capitals; Apple and today are not.
    expect(tokens.map((t) => (t.flags & T_UPPER) !== 0)).toEqual([false, true, false]);
  });

  it('keeps contractions and possessives as one token keyed by their stem', () => {
    const { tokens } = tokenizeToObjects("Apple's profit isn't bad; we'll see. Don’t panic");
    expect(tokens.map((t) => t.key)).toEqual(['apple', 'profit', 'is', 'bad', 'we', 'see', 'do', 'panic']);
    expect((tokens[0]?.flags ?? 0) & T_POSSESSIVE).toBeTruthy();
    expect((tokens[2]?.flags ?? 0) & T_NEGATED_CONTRACTION).toBeTruthy();
    expect((tokens[4]?.flags ?? 0) & T_WILL_CONTRACTION).toBeTruthy();
    expect((tokens[6]?.flags ?? 0) & T_NEGATED_CONTRACTION).toBeTruthy();
    expect(tokens[2]?.text).toBe("isn't");
  });

  it('keeps dotted abbreviations, decimals, thousands and ampersands inside a word and splits hyphens', () => {
    expect(keys('U.S. GDP rose 3.5% to 1,200 at S&P in short-term trade')).toEqual([
      'u.s',
      'gdp',
      'rose',
      '3.5',
      'to',
      '1,200',
      'at',
      's&p',
      'in',
      'short',
      'term',
      'trade',
    ]);
  });

  it('folds accents and other scripts', () => {
    expect(keys('Société Générale ÉLAN Müller')).toEqual(['societe', 'generale', 'elan', 'muller']);
    expect(keys('日本 株価')).toEqual(['日本', '株価']);
  });

  it('marks cashtags and parenthesised tickers', () => {
    const { tokens } = tokenizeToObjects('$AAPL and (MSFT) rose');
    expect((tokens[0]?.flags ?? 0) & T_DOLLAR).toBeTruthy();
    expect((tokens[2]?.flags ?? 0) & T_PAREN).toBeTruthy();
  });

  it('treats an emoji as a token of its own', () => {
    expect(tokenizeToObjects('to the moon 🚀🚀').tokens.map((t) => t.text)).toEqual(['to', 'the', 'moon', '🚀', '🚀']);
  });

  it('splits sentences but not after abbreviations, initials or decimals', () => {
    const { sentences } = tokenizeToObjects(
      'Apple Inc. said sales rose 3.5 percent. J. Smith, the CEO, was pleased! Was it enough? Analysts think so.\nNext headline here',
    );
    expect(sentences.map((s) => s.text)).toEqual([
      'Apple Inc. said sales rose 3.5 percent.',
      'J. Smith, the CEO, was pleased!',
      'Was it enough?',
      'Analysts think so.',
      'Next headline here',
    ]);
  });

  it('handles empty and punctuation-only text', () => {
    expect(tokenizeToObjects('').tokens).toEqual([]);
    expect(tokenizeToObjects(' ... !!! ').sentences).toEqual([]);
  });

  it('reads concatenated and sliced strings like flat ones', () => {
    const text = "Apple's profit isn't bad; we'll see. Société Générale rose 3.5% 🚀";
    const concatenated = `${text.slice(0, 20)}${text.slice(20)}`;
    const sliced = `__${text}__`.slice(2, -2);
    expect(tokenizeToObjects(concatenated)).toEqual(tokenizeToObjects(text));
    expect(tokenizeToObjects(sliced)).toEqual(tokenizeToObjects(text));
  });

  it('finds the word of every token shape in a vocabulary, and no word for a token that is not in it', () => {
    const text =
      "Société Générale isn't bad; we'll see. Don’t panic: U.S. S&P 3.5% AT&T's shareholders " +
      'downgrade downgrades ABCDEFGH xABCDEFGH ABCDEFGHIJKL xABCDEFGHIJKL Москва 日本 ŁÓDŹ \u{1F680} rally';
    const all = tokenize(text, new TokenStream());
    const keys = Array.from({ length: all.count }, (_, i) => all.key(i));
    const vocabulary = new Vocabulary();
    // Every other distinct key, so that both hits and misses are checked (including 'xabcdefgh' and
    // 'xabcdefghijkl', whose last 8 and 12 characters are words of the vocabulary).
    const distinct = [...new Set(keys)];
    distinct.forEach((key, k) => {
      if (key === 'abcdefgh' || key === 'abcdefghijkl' || (k % 2 === 0 && !key.startsWith('x'))) vocabulary.add(key);
    });
    const stream = tokenize(text, new TokenStream(), vocabulary);
    const found = keys.map((_, i) => stream.wordOf(i));
    expect(found).toEqual(keys.map((key) => vocabulary.find(key)));
    expect(found.filter((id) => id === -1).length).toBeGreaterThan(0);
    expect(vocabulary.find('xabcdefgh')).toBe(-1);
    expect(vocabulary.find('xabcdefghijkl')).toBe(-1);
  });
});
