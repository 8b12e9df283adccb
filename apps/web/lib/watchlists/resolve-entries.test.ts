import { describe, expect, it } from 'vitest';
import { resolveEntries } from './resolve-entries';
import { parseTradingViewList } from './watchlist-files';

describe('resolveEntries', () => {
  it('keeps the found assets once each and reports unreadable and unknown lines by number', () => {
    const file = parseTradingViewList('NASDAQ:AAPL\nFX:EURO\nCRYPTO:BTCUSD,NASDAQ:NOPE\nNASDAQ:AAPL\n');
    const apple = { asset: '4295905573', class: 'equ' };
    const bitcoin = { asset: 'BTC', class: 'crypto' };
    const result = resolveEntries(file, [apple, bitcoin, null, apple]);
    expect(result.assets).toEqual([apple, bitcoin]);
    expect(result.duplicates).toBe(1);
    expect(result.problems.map((problem) => problem.message)).toEqual([
      "line 2: 'EURO' is not a currency pair (six letters, EURUSD)",
      "line 3: 'NASDAQ:NOPE' was not found",
    ]);
  });
});
