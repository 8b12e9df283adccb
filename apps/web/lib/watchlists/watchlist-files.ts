/**
 * Watchlist import and export (issue 15 '/settings/watchlists-v5'): CSV (RFC 4180, through papaparse) and a
 * TradingView-style symbol list (`###SECTION` lines and `EXCHANGE:SYMBOL` entries separated by commas or new
 * lines). Parsing turns a file into lookups the API resolves (POST /radarv5/assetlookup); a line that cannot be
 * read is reported with its number and the good lines are kept.
 *
 * TradingView symbols: a company is its exchange and its RIC's root (AAPL.O -> NASDAQ:AAPL), a coin CRYPTO:BTCUSD,
 * a currency FX:EURUSD (its display pair); the assets TradingView has no symbol for (countries, country markets,
 * commodities, company groups) are written `MW_<CLASS>:<code>` so that a list exported here reads back whole.
 */
import Papa from 'papaparse';

/** A watchlist's asset as the export writes it. */
export interface WatchlistFileAsset {
  asset: string;
  class: string;
  name: string;
  /** Display symbol (spec §9): RIC, coin code, or currency pair. */
  symbol: string;
}

/** What the API is asked for one line (POST /radarv5/assetlookup). */
export interface AssetLookup {
  by: 'code' | 'ric' | 'ticker';
  value: string;
  cls?: string;
}

/** One readable entry of a file: its line number (1-based), the text read and the lookup for it. */
export interface ParsedEntry {
  line: number;
  text: string;
  lookup: AssetLookup;
  /** The `###SECTION` it stood under (TradingView lists), or null. */
  section: string | null;
}

/** A line that could not be read, with the reason. */
export interface LineProblem {
  line: number;
  text: string;
  message: string;
}

export interface ParsedFile {
  entries: ParsedEntry[];
  problems: LineProblem[];
}

export const CSV_COLUMNS = ['asset', 'class', 'symbol', 'name'] as const;
/** The most entries one import reads (a watchlist holds at most 5,000 assets). */
export const MAX_IMPORT_ENTRIES = 5_000;

const CLASS_CODE = /^[a-z_]{2,20}$/;
const ASSET_CODE = /^[^\s",]{1,64}$/;

/** RIC suffixes and the TradingView exchange prefix of their market. */
const RIC_EXCHANGES: readonly (readonly [string, string])[] = [
  ['O', 'NASDAQ'],
  ['OQ', 'NASDAQ'],
  ['N', 'NYSE'],
  ['A', 'AMEX'],
  ['K', 'NYSE'],
  ['P', 'NYSEARCA'],
  ['L', 'LSE'],
  ['T', 'TSE'],
  ['DE', 'XETR'],
  ['F', 'FWB'],
  ['PA', 'EURONEXT'],
  ['AS', 'EURONEXT'],
  ['BR', 'EURONEXT'],
  ['LS', 'EURONEXT'],
  ['MI', 'MIL'],
  ['MC', 'BME'],
  ['SW', 'SIX'],
  ['S', 'SIX'],
  ['VI', 'VIE'],
  ['ST', 'OMXSTO'],
  ['CO', 'OMXCOP'],
  ['HE', 'OMXHEX'],
  ['OL', 'OSL'],
  ['HK', 'HKEX'],
  ['SS', 'SSE'],
  ['SZ', 'SZSE'],
  ['KS', 'KRX'],
  ['TW', 'TWSE'],
  ['SI', 'SGX'],
  ['AX', 'ASX'],
  ['NZ', 'NZX'],
  ['TO', 'TSX'],
  ['V', 'TSXV'],
  ['NS', 'NSE'],
  ['BO', 'BSE'],
  ['SA', 'BMFBOVESPA'],
  ['MX', 'BMV'],
  ['J', 'JSE'],
  ['JK', 'IDX'],
  ['BK', 'SET'],
  ['KL', 'MYX'],
  ['IS', 'BIST'],
  ['SE', 'TADAWUL'],
];
const EXCHANGE_OF_SUFFIX = new Map(RIC_EXCHANGES);
/** An exchange's RIC suffixes, the first the most common. */
const SUFFIXES_OF_EXCHANGE = new Map<string, string[]>();
for (const [suffix, exchange] of RIC_EXCHANGES) {
  SUFFIXES_OF_EXCHANGE.set(exchange, [...(SUFFIXES_OF_EXCHANGE.get(exchange) ?? []), suffix]);
}
/** Exchange prefixes of coins and currencies on TradingView. */
const CRYPTO_EXCHANGES = new Set(['CRYPTO', 'BINANCE', 'COINBASE', 'BITSTAMP', 'KRAKEN', 'BITFINEX', 'GEMINI', 'OKX']);
const FX_EXCHANGES = new Set(['FX', 'FX_IDC', 'OANDA', 'FOREXCOM', 'SAXO', 'FXCM', 'ICE']);
const QUOTE_CURRENCIES = ['USDT', 'USDC', 'USD', 'EUR'];
const OWN_PREFIX = 'MW_';

// ---------- CSV ----------

/** The CSV of a watchlist's assets: a header row, then one asset per row (RFC 4180 quoting). */
export function formatWatchlistCsv(assets: readonly WatchlistFileAsset[]): string {
  return Papa.unparse(
    {
      fields: [...CSV_COLUMNS],
      data: assets.map((asset) => [asset.asset, asset.class, asset.symbol, asset.name]),
    },
    { newline: '\r\n', quotes: false },
  );
}

/**
 * The entries of a CSV: a header naming an `asset` column (and optionally `class`, `symbol`), or rows without a
 * header whose first field is the asset code. Each row is looked up by code in its class.
 */
export function parseWatchlistCsv(text: string): ParsedFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const rows = parsed.data;
  const entries: ParsedEntry[] = [];
  const problems: LineProblem[] = [];
  const header = (rows[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const hasHeader = header.includes('asset') || header.includes('symbol');
  const column = (name: string) => (hasHeader ? header.indexOf(name) : -1);
  const assetAt = hasHeader ? column('asset') : 0;
  const classAt = hasHeader ? column('class') : 1;
  const symbolAt = column('symbol');
  for (const error of parsed.errors) {
    if (error.row !== undefined && error.type === 'Quotes') {
      problems.push({ line: error.row + 1, text: '', message: `line ${error.row + 1}: ${error.message}` });
    }
  }
  rows.forEach((row, index) => {
    const line = index + 1;
    if (hasHeader && index === 0) return;
    const text = row.join(',');
    if (row.every((cell) => cell.trim() === '')) return;
    const code = (assetAt >= 0 ? row[assetAt] : undefined)?.trim() ?? '';
    const assetClass = (classAt >= 0 ? row[classAt] : undefined)?.trim().toLowerCase() ?? '';
    const symbol = (symbolAt >= 0 ? row[symbolAt] : undefined)?.trim() ?? '';
    if (code === '' && symbol !== '') {
      entries.push({ line, text, lookup: { by: 'ric', value: symbol }, section: null });
      return;
    }
    if (!ASSET_CODE.test(code)) {
      problems.push({
        line,
        text,
        message: `line ${line}: column 'asset' ${code === '' ? 'is empty' : `'${code}' is not an asset code`}`,
      });
      return;
    }
    if (assetClass !== '' && !CLASS_CODE.test(assetClass)) {
      problems.push({ line, text, message: `line ${line}: column 'class' '${assetClass}' is not an asset class` });
      return;
    }
    entries.push({
      line,
      text,
      lookup: assetClass ? { by: 'code', value: code, cls: assetClass } : { by: 'code', value: code },
      section: null,
    });
  });
  return limitEntries({ entries, problems });
}

// ---------- TradingView ----------

/** The TradingView symbol of one of our assets. */
export function toTradingViewSymbol(asset: WatchlistFileAsset): string {
  if (asset.class === 'crypto') return `CRYPTO:${asset.asset}USD`;
  if (asset.class === 'cur') {
    const pair = asset.symbol.replace('/', '');
    return /^[A-Z]{6}$/.test(pair) ? `FX:${pair}` : `FX:${asset.asset}USD`;
  }
  if (asset.class === 'equ') {
    const dot = asset.symbol.lastIndexOf('.');
    if (dot > 0) {
      const exchange = EXCHANGE_OF_SUFFIX.get(asset.symbol.slice(dot + 1));
      if (exchange) return `${exchange}:${asset.symbol.slice(0, dot)}`;
    }
  }
  return `${OWN_PREFIX}${asset.class.toUpperCase()}:${asset.asset}`;
}

/** The section a class's assets are listed under. */
function sectionOf(assetClass: string): string {
  const names: Record<string, string> = {
    equ: 'Companies',
    etf: 'Company groups',
    cou: 'Countries',
    coumkt: 'Country markets',
    cur: 'Currencies',
    crypto: 'Cryptocurrencies',
    agr: 'Agriculture',
    enm: 'Energy and material',
  };
  return names[assetClass] ?? assetClass;
}

/** A TradingView list: one `###SECTION` per class (in the order met), then its symbols, one per line. */
export function formatTradingViewList(assets: readonly WatchlistFileAsset[]): string {
  const sections = new Map<string, string[]>();
  for (const asset of assets) {
    const section = sectionOf(asset.class);
    sections.set(section, [...(sections.get(section) ?? []), toTradingViewSymbol(asset)]);
  }
  const lines: string[] = [];
  for (const [section, symbols] of sections) lines.push(`###${section}`, ...symbols);
  return `${lines.join('\n')}\n`;
}

/** The lookup of one `EXCHANGE:SYMBOL` (or a bare symbol), or the reason it cannot be read. */
export function lookupOfTradingViewSymbol(entry: string): AssetLookup | string {
  const text = entry.trim().toUpperCase();
  const colon = text.indexOf(':');
  const exchange = colon >= 0 ? text.slice(0, colon) : '';
  const symbol = colon >= 0 ? text.slice(colon + 1) : text;
  if (!/^[A-Z0-9._!&/-]{1,40}$/.test(symbol)) return `'${entry.trim()}' is not a symbol`;
  if (exchange !== '' && !/^[A-Z0-9_]{1,30}$/.test(exchange)) return `'${exchange}' is not an exchange`;
  if (exchange.startsWith(OWN_PREFIX)) {
    return { by: 'code', value: entry.trim().slice(colon + 1), cls: exchange.slice(OWN_PREFIX.length).toLowerCase() };
  }
  if (CRYPTO_EXCHANGES.has(exchange)) {
    const quote = QUOTE_CURRENCIES.find((code) => symbol.endsWith(code) && symbol.length > code.length);
    return { by: 'code', value: quote ? symbol.slice(0, -quote.length) : symbol, cls: 'crypto' };
  }
  if (FX_EXCHANGES.has(exchange)) {
    if (!/^[A-Z]{6}$/.test(symbol)) return `'${symbol}' is not a currency pair (six letters, EURUSD)`;
    const base = symbol.slice(0, 3);
    const quote = symbol.slice(3);
    // Our currencies are quoted against USD (USD itself against EUR): the pair's non-dollar side.
    return { by: 'code', value: base === 'USD' && quote !== 'EUR' ? quote : base, cls: 'cur' };
  }
  const suffixes = SUFFIXES_OF_EXCHANGE.get(exchange);
  if (suffixes?.[0]) return { by: 'ric', value: `${symbol}.${suffixes[0]}` };
  if (exchange !== '') return { by: 'ticker', value: symbol };
  return { by: 'ticker', value: symbol };
}

/** The entries of a TradingView list: sections kept, symbols split on commas and new lines. */
export function parseTradingViewList(text: string): ParsedFile {
  const entries: ParsedEntry[] = [];
  const problems: LineProblem[] = [];
  let section: string | null = null;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    if (trimmed.startsWith('###')) {
      section = trimmed.slice(3).trim() || null;
      return;
    }
    for (const part of trimmed.split(',')) {
      const item = part.trim();
      if (item === '') continue;
      const lookup = lookupOfTradingViewSymbol(item);
      if (typeof lookup === 'string') problems.push({ line, text: item, message: `line ${line}: ${lookup}` });
      else entries.push({ line, text: item, lookup, section });
    }
  });
  return limitEntries({ entries, problems });
}

function limitEntries(file: ParsedFile): ParsedFile {
  if (file.entries.length <= MAX_IMPORT_ENTRIES) return file;
  const dropped = file.entries.slice(MAX_IMPORT_ENTRIES);
  return {
    entries: file.entries.slice(0, MAX_IMPORT_ENTRIES),
    problems: [
      ...file.problems,
      ...dropped.map((entry) => ({
        line: entry.line,
        text: entry.text,
        message: `line ${entry.line}: over the ${MAX_IMPORT_ENTRIES.toLocaleString('en')} assets a watchlist holds`,
      })),
    ],
  };
}

/** Which format a file is: a TradingView list when its entries look like `EXCHANGE:SYMBOL` or it has sections. */
export function detectWatchlistFormat(text: string): 'csv' | 'tradingview' {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.some((line) => line.trim().startsWith('###'))) return 'tradingview';
  const first = lines[0] ?? '';
  return /^[A-Z0-9_]+:[^,\s]+/i.test(first.trim()) ? 'tradingview' : 'csv';
}

// ---------- Pasted tickers ----------

/** Pasted tickers or codes, one per line or separated by commas, semicolons or spaces: looked up by ticker. */
export function parsePastedTickers(text: string): ParsedFile {
  const entries: ParsedEntry[] = [];
  const problems: LineProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    for (const part of raw.split(/[,;\s]+/)) {
      const item = part.trim().replace(/^\$/, '');
      if (item === '') continue;
      if (item.includes(':')) {
        const lookup = lookupOfTradingViewSymbol(item);
        if (typeof lookup === 'string') problems.push({ line, text: item, message: `line ${line}: ${lookup}` });
        else entries.push({ line, text: item, lookup, section: null });
      } else if (!ASSET_CODE.test(item)) {
        problems.push({ line, text: item, message: `line ${line}: '${item}' is not a ticker` });
      } else if (item.includes('.')) {
        entries.push({ line, text: item, lookup: { by: 'ric', value: item }, section: null });
      } else {
        entries.push({ line, text: item, lookup: { by: 'ticker', value: item.toUpperCase() }, section: null });
      }
    }
  });
  return limitEntries({ entries, problems });
}
