import { describe, expect, it } from 'vitest';
import {
  detectWatchlistFormat,
  formatTradingViewList,
  formatWatchlistCsv,
  lookupOfTradingViewSymbol,
  parsePastedTickers,
  parseTradingViewList,
  parseWatchlistCsv,
  type WatchlistFileAsset,
} from './watchlist-files';

const ASSETS: WatchlistFileAsset[] = [
  { asset: '4295905573', class: 'equ', name: 'Apple Inc', symbol: 'AAPL.O' },
  { asset: '4295903091', class: 'equ', name: 'Acme, "the" Co', symbol: 'ACME.ZZ' },
  { asset: 'BTC', class: 'crypto', name: 'Bitcoin', symbol: 'BTC' },
  { asset: 'EUR', class: 'cur', name: 'Euro', symbol: 'EUR/USD' },
  { asset: 'US', class: 'coumkt', name: 'United States', symbol: 'US' },
];

describe('watchlist CSV', () => {
  it('round-trips assets with commas and quotes in their names', () => {
    const csv = formatWatchlistCsv(ASSETS);
    expect(csv.split('\r\n')[0]).toBe('asset,class,symbol,name');
    expect(csv).toContain('"Acme, ""the"" Co"');
    const parsed = parseWatchlistCsv(csv);
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries.map((entry) => entry.lookup)).toEqual(
      ASSETS.map((asset) => ({ by: 'code', value: asset.asset, cls: asset.class })),
    );
  });

  it('reports each bad line by number and column and keeps the good ones', () => {
    const parsed = parseWatchlistCsv('asset,class\nBTC,crypto\n,crypto\nEUR,Not A Class!\nbad code,cur\nUSD,cur\n');
    expect(parsed.entries.map((entry) => [entry.line, entry.lookup.value])).toEqual([
      [2, 'BTC'],
      [6, 'USD'],
    ]);
    expect(parsed.problems.map((problem) => problem.message)).toEqual([
      "line 3: column 'asset' is empty",
      "line 4: column 'class' 'not a class!' is not an asset class",
      "line 5: column 'asset' 'bad code' is not an asset code",
    ]);
  });

  it('reads a file without a header as code, class', () => {
    const parsed = parseWatchlistCsv('BTC,crypto\nEUR\n');
    expect(parsed.entries.map((entry) => entry.lookup)).toEqual([
      { by: 'code', value: 'BTC', cls: 'crypto' },
      { by: 'code', value: 'EUR' },
    ]);
  });
});

describe('TradingView lists', () => {
  it('writes sections and EXCHANGE:SYMBOL lines, and reads them back to the same assets', () => {
    const text = formatTradingViewList(ASSETS);
    expect(text).toBe(
      [
        '###Companies',
        'NASDAQ:AAPL',
        'MW_EQU:4295903091',
        '###Cryptocurrencies',
        'CRYPTO:BTCUSD',
        '###Currencies',
        'FX:EURUSD',
        '###Country markets',
        'MW_COUMKT:US',
        '',
      ].join('\n'),
    );
    const parsed = parseTradingViewList(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries.map((entry) => [entry.section, entry.lookup])).toEqual([
      ['Companies', { by: 'ric', value: 'AAPL.O' }],
      ['Companies', { by: 'code', value: '4295903091', cls: 'equ' }],
      ['Cryptocurrencies', { by: 'code', value: 'BTC', cls: 'crypto' }],
      ['Currencies', { by: 'code', value: 'EUR', cls: 'cur' }],
      ['Country markets', { by: 'code', value: 'US', cls: 'coumkt' }],
    ]);
  });

  it('reads comma-separated symbols and reports bad entries per line, keeping the good ones', () => {
    const parsed = parseTradingViewList('###Mixed\nNYSE:IBM, BINANCE:ETHUSDT,FX:EURO\nbad symbol!,LSE:VOD\n');
    expect(parsed.entries.map((entry) => [entry.line, entry.lookup])).toEqual([
      [2, { by: 'ric', value: 'IBM.N' }],
      [2, { by: 'code', value: 'ETH', cls: 'crypto' }],
      [3, { by: 'ric', value: 'VOD.L' }],
    ]);
    expect(parsed.problems.map((problem) => problem.message)).toEqual([
      "line 2: 'EURO' is not a currency pair (six letters, EURUSD)",
      "line 3: 'bad symbol!' is not a symbol",
    ]);
  });

  it('maps a dollar pair to its other currency and an unknown exchange to a ticker', () => {
    expect(lookupOfTradingViewSymbol('FX:USDJPY')).toEqual({ by: 'code', value: 'JPY', cls: 'cur' });
    expect(lookupOfTradingViewSymbol('FX:USDEUR')).toEqual({ by: 'code', value: 'USD', cls: 'cur' });
    expect(lookupOfTradingViewSymbol('OTC:ABCD')).toEqual({ by: 'ticker', value: 'ABCD' });
  });

  it('tells the formats apart', () => {
    expect(detectWatchlistFormat(formatTradingViewList(ASSETS))).toBe('tradingview');
    expect(detectWatchlistFormat('NASDAQ:AAPL,NYSE:IBM')).toBe('tradingview');
    expect(detectWatchlistFormat(formatWatchlistCsv(ASSETS))).toBe('csv');
  });
});

describe('pasted tickers', () => {
  it('splits on new lines, commas and spaces; cashtags, RICs and EXCHANGE:SYMBOL too', () => {
    const parsed = parsePastedTickers('AAPL, msft\n$TSLA  IBM.N\nNASDAQ:NVDA;BTC\n"x"');
    expect(parsed.entries.map((entry) => entry.lookup)).toEqual([
      { by: 'ticker', value: 'AAPL' },
      { by: 'ticker', value: 'MSFT' },
      { by: 'ticker', value: 'TSLA' },
      { by: 'ric', value: 'IBM.N' },
      { by: 'ric', value: 'NVDA.O' },
      { by: 'ticker', value: 'BTC' },
    ]);
    expect(parsed.problems).toEqual([{ line: 4, text: '"x"', message: `line 4: '"x"' is not a ticker` }]);
  });
});
