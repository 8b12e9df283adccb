import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';

const sentiment = (text: string) => analyze(text, { keyphrases: false, summary: false }).document.get('sentiment') ?? 0;
const term = (text: string, word: string) =>
  analyze(text, { keyphrases: false, summary: false }).terms.find((t) => t.term === word);

describe('negation, intensifiers and clauses', () => {
  it('flips a negated term', () => {
    expect(sentiment('The results were good.')).toBeGreaterThan(0);
    expect(sentiment('The results were not good.')).toBeLessThan(0);
    expect(sentiment("The results weren't good.")).toBeLessThan(0);
    expect(sentiment('Investors are not worried.')).toBeGreaterThan(0);
    expect(term('The results were not good.', 'good')?.negated).toBe(true);
  });

  it('lets a negation reach a few words, but not past a clause break or the first term it meets', () => {
    expect(term('Sales did not really look very strong', 'strong')?.negated).toBe(true);
    expect(term('Sales did not rise, and profit was strong', 'strong')?.negated).toBe(false);
    expect(term('Shell never recovered from the accounting scandal', 'accounting scandal')?.negated).toBe(false);
  });

  it('does not treat pseudo-negations as negations', () => {
    expect(sentiment('It is not only profitable but also growing fast.')).toBeGreaterThan(0);
    expect(sentiment('No doubt the outlook is excellent.')).toBeGreaterThan(0);
    expect(sentiment('Tesla has never been more profitable.')).toBeGreaterThan(0);
  });

  it('scales terms with intensifiers and diminishers, before or after the term', () => {
    const plain = term('Shares rose.', 'rose')?.weight ?? 0;
    expect(term('Shares rose sharply.', 'rose')?.weight ?? 0).toBeGreaterThan(plain);
    expect(term('Shares rose slightly.', 'rose')?.weight ?? 0).toBeLessThan(plain);
    expect(term('A very strong quarter.', 'strong')?.weight ?? 0).toBeGreaterThan(
      term('A strong quarter.', 'strong')?.weight ?? 0,
    );
  });

  it('halves a concessive clause and flips movement after an inverted topic', () => {
    expect(sentiment('Despite strong sales, the company posted a loss.')).toBeLessThan(0);
    expect(sentiment('Costs soared.')).toBeLessThan(0);
    expect(sentiment('Inflation eased.')).toBeGreaterThan(0);
    expect(sentiment('Unemployment did not rise.')).toBeGreaterThan(0);
  });

  it('routes direction topics in a forward-looking clause to their forecast twin and tone to optimism', () => {
    const now = analyze('The stock rose.').document;
    const later = analyze('The stock will rise.').document;
    expect(now.get('priceDirection')).toBeGreaterThan(0);
    expect(now.get('priceForecast') ?? 0).toBe(0);
    expect(later.get('priceForecast')).toBeGreaterThan(0);
    expect(later.get('optimism')).toBeGreaterThan(0);
    expect(later.get('futureVsPast')).toBeGreaterThan(0);
    expect(now.get('futureVsPast')).toBeLessThan(0);
  });
});
