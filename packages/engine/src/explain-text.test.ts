import { describe, expect, it } from 'vitest';
import { explainText } from './explain-text';
import { GOLDEN_UNIVERSE } from './golden/golden-universe';
import { createMatcher } from './matcher';

const matcher = createMatcher(GOLDEN_UNIVERSE);

describe('explainText', () => {
  it('marks a negated tone word with its offsets and a flipped weight', () => {
    const text = 'The results were not good enough to reassure investors.';
    const result = explainText(text, { matcher });
    const good = result.terms.find((term) => term.term === 'good');
    expect(good).toBeDefined();
    expect(text.slice(good?.start, good?.end)).toBe('good');
    expect(good?.negated).toBe(true);
    expect(good?.sentiment).toBeLessThan(0);
    // the negated word drives sentiment (and its negative part)
    const index = result.terms.indexOf(good as (typeof result.terms)[number]);
    expect(result.drivers.sentiment).toContain(index);
    expect(result.drivers.negative).toContain(index);
    expect(result.terms.find((term) => term.term === 'reassure')?.negated).toBe(false);
  });

  it('finds the assets with their mentions and their own scores', () => {
    const text = 'Apple shares rose strongly. The euro fell.';
    const result = explainText(text, { matcher });
    const apple = result.assets.find((asset) => asset.assetId === 'AAPL');
    expect(apple?.mentions[0]).toMatchObject({ start: 0, end: 5, matched: 'Apple' });
    expect(apple?.scores.sentiment).toBeGreaterThan(0);
    expect(result.document.buzz).toBeGreaterThan(0);
    expect(result.length).toBe(text.length);
  });

  it('every driver points at a term that carries the indicator or its sentiment', () => {
    const result = explainText('Investors are not worried about the debt load, but layoffs loom at the plant.', {
      matcher,
    });
    for (const [code, indices] of Object.entries(result.drivers)) {
      expect(result.document[code]).toBeDefined();
      for (const index of indices) expect(result.terms[index]).toBeDefined();
    }
    expect(result.keyphrases.length).toBeGreaterThan(0);
    expect(result.summary.length).toBeGreaterThan(0);
  });

  it('answers an empty text with no terms and no scores', () => {
    const result = explainText('');
    expect(result.terms).toEqual([]);
    expect(result.assets).toEqual([]);
    expect(result.summary).toBe('');
  });
});

describe('explainText, forward-looking clauses', () => {
  it('drives the forecast twin and optimism with a term of a forward-looking clause, not its plain direction', () => {
    const result = explainText('Analysts expect prices to rise strongly next year.');
    const rise = result.terms.findIndex((term) => term.term === 'rise');
    expect(rise).toBeGreaterThanOrEqual(0);
    expect(result.terms[rise]?.future).toBe(true);
    if (result.document.priceForecast !== undefined) expect(result.drivers.priceForecast).toContain(rise);
    expect(result.drivers.priceDirection ?? []).not.toContain(rise);
    expect(result.drivers.optimism).toContain(rise);
  });
});
