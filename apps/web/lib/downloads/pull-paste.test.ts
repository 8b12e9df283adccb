import { describe, expect, it } from 'vitest';
import { indexMaster, resolvePasted, splitPasted, unknownAssetsMessage } from './pull-paste';

const master = [
  { assetCode: '4295905573', name: 'Apple', RIC: 'AAPL.O', Ticker: 'AAPL' },
  { assetCode: '4295907168', name: 'Microsoft', RIC: 'MSFT.O', Ticker: 'MSFT' },
];

describe('a pasted list of assets', () => {
  it('finds codes, tickers and RICs whatever the case and separators, each once, in order', () => {
    const entries = splitPasted('msft.o; aapl\n4295905573, "MSFT"');
    expect(entries).toEqual(['msft.o', 'aapl', '4295905573', 'MSFT']);
    expect(resolvePasted(entries, indexMaster(master))).toEqual({ found: ['4295907168', '4295905573'], unknown: [] });
  });

  it('keeps the entries that are no asset of the class, and names them', () => {
    const result = resolvePasted(splitPasted('AAPL NOPE nope2 NOPE'), indexMaster(master));
    expect(result).toEqual({ found: ['4295905573'], unknown: ['NOPE', 'nope2'] });
    expect(unknownAssetsMessage(result.unknown, 'Companies')).toBe(
      'NOPE, nope2 are not assets of Companies (not a known asset code, ticker or RIC).',
    );
    expect(unknownAssetsMessage(['X'], 'Companies')).toMatch(/^X is not an asset of Companies/);
    expect(unknownAssetsMessage([], 'Companies')).toBeNull();
  });
});
