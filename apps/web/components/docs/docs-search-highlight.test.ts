import { describe, expect, it } from 'vitest';
import { highlightTerms } from './docs-search-highlight';

describe('highlightTerms', () => {
  it('marks the start of each word a query word begins, case folded', () => {
    expect(highlightTerms('…Price Direction: reports of the price rising', 'price dir')).toEqual([
      { text: '…', hit: false },
      { text: 'Price', hit: true },
      { text: ' ', hit: false },
      { text: 'Dir', hit: true },
      { text: 'ection: reports of the ', hit: false },
      { text: 'price', hit: true },
      { text: ' rising', hit: false },
    ]);
  });

  it('finds a camel-case code by its prefix and leaves words that only contain it', () => {
    expect(highlightTerms('priceDirection and unpriced', 'pricedirection')).toEqual([
      { text: 'priceDirection', hit: true },
      { text: ' and unpriced', hit: false },
    ]);
  });

  it('folds accents as the search does, and gives the snippet whole without query words', () => {
    expect(highlightTerms('Société Générale', 'societe').map((part) => part.hit)).toEqual([true, false]);
    expect(highlightTerms('text', '  ')).toEqual([{ text: 'text', hit: false }]);
  });
});
