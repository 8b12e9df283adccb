import { describe, expect, it } from 'vitest';
import { createMatcher, shortName } from './matcher';

const matcher = createMatcher([
  { id: 'AAPL', assetClass: 'CMPNY', names: ['Apple Inc.'], tickers: ['AAPL'] },
  { id: 'NOW', assetClass: 'CMPNY', names: ['ServiceNow, Inc.'], tickers: ['NOW'] },
  { id: 'T', assetClass: 'CMPNY', names: ['AT&T Inc.'], tickers: ['T'] },
  { id: 'BAC', assetClass: 'CMPNY', names: ['Bank of America Corporation'], tickers: ['BAC'] },
  { id: 'US', assetClass: 'COU', names: ['United States', 'America'], demonyms: ['American'] },
  { id: 'JPY', assetClass: 'CUR', symbols: ['JPY'], pairs: ['USD/JPY'], terms: ['yen'] },
  { id: 'GOLD', assetClass: 'COM', terms: ['gold'] },
  { id: 'SG', assetClass: 'CMPNY', names: ['Société Générale SA'] },
]);

const ids = (text: string) => matcher.match(text).map((m) => m.assetId);

describe('matcher', () => {
  it('finds names, short names, tickers, pairs and terms with exact offsets', () => {
    const text = 'Apple and $AAPL rose; USD/JPY fell while gold climbed in America.';
    const mentions = matcher.match(text);
    expect(mentions.map((m) => [m.assetId, m.kind, text.slice(m.start, m.end)])).toEqual([
      ['AAPL', 'alias', 'Apple'],
      ['AAPL', 'ticker', '$AAPL'],
      ['JPY', 'pair', 'USD/JPY'],
      ['GOLD', 'term', 'gold'],
      ['US', 'name', 'America'],
    ]);
  });

  it('prefers the longest name at a position', () => {
    expect(ids('Bank of America shares rose')).toEqual(['BAC']);
    expect(ids('Bank of America and America')).toEqual(['BAC', 'US']);
  });

  it('requires capitals for proper names and upper case for tickers', () => {
    expect(ids('an apple a day')).toEqual([]);
    expect(ids('aapl is a ticker')).toEqual([]);
    expect(ids('APPLE SHARES SURGE')).toEqual(['AAPL']);
  });

  it('accepts an ambiguous short ticker only in a financial context', () => {
    expect(ids('We need to act now.')).toEqual([]);
    expect(ids('The time is NOW and we act.')).toEqual([]);
    expect(ids('NOW is the time to buy stocks.')).toEqual([]);
    expect(ids('Bought $NOW today')).toEqual(['NOW']);
    expect(ids('ServiceNow (NOW) gained')).toEqual(['NOW', 'NOW']);
    expect(ids('NYSE: NOW fell')).toEqual(['NOW']);
    expect(ids('Traders sold NOW shares after the report')).toEqual(['NOW']);
    expect(ids('I want a T shirt')).toEqual([]);
    expect(ids('Shares of AT&T (T) slipped')).toEqual(['T', 'T']);
  });

  it('matches across accents and ignores possessives', () => {
    expect(ids('Societe Generale posted a profit')).toEqual(['SG']);
    expect(ids("Apple's results")).toEqual(['AAPL']);
  });

  it('derives short names by dropping legal suffixes', () => {
    expect(shortName('Apple Inc.')).toBe('Apple');
    expect(shortName('Toyota Motor Corp')).toBe('Toyota Motor');
    expect(shortName('The Boeing Company')).toBe('Boeing');
    expect(shortName('Inc.')).toBeUndefined();
  });

  it('is built once and scales to a large universe', () => {
    const universe = Array.from({ length: 5000 }, (_, i) => ({
      id: `C${i}`,
      assetClass: 'CMPNY',
      names: [`Company${i} Holdings`],
    }));
    const big = createMatcher(universe);
    expect(big.match('Company4999 and Company12 rallied').map((m) => m.assetId)).toEqual(['C4999', 'C12']);
  });
});
