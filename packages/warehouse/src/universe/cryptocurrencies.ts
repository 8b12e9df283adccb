/**
 * Cryptocurrencies (crypto). The well-known coins are listed here in rough order of attention; the long tail
 * takes real coin names and symbols from the `cryptocurrencies` package (a JSON list of ~12,000 symbols),
 * drawn with a fixed seed. Only the order of attention (prominence) of the tail is simulated.
 */
import { createRequire } from 'node:module';
import { Random } from '../util/random';

export interface CryptoFact {
  symbol: string;
  name: string;
  aliases: string[];
  /** From this hand-written list of well-known coins (true) or drawn from the package's list (false). */
  isWellKnown: boolean;
}

// [symbol, name, other names separated by '/'] in rough order of press attention.
const WELL_KNOWN: readonly [string, string, string][] = [
  ['BTC', 'Bitcoin', 'bitcoins'],
  ['ETH', 'Ethereum', 'Ether'],
  ['USDT', 'Tether', ''],
  ['BNB', 'BNB', 'Binance Coin'],
  ['SOL', 'Solana', ''],
  ['XRP', 'XRP', 'Ripple'],
  ['USDC', 'USD Coin', ''],
  ['DOGE', 'Dogecoin', ''],
  ['ADA', 'Cardano', ''],
  ['TRX', 'TRON', ''],
  ['AVAX', 'Avalanche', ''],
  ['SHIB', 'Shiba Inu', ''],
  ['DOT', 'Polkadot', ''],
  ['LINK', 'Chainlink', ''],
  ['TON', 'Toncoin', ''],
  ['MATIC', 'Polygon', ''],
  ['LTC', 'Litecoin', ''],
  ['BCH', 'Bitcoin Cash', ''],
  ['XLM', 'Stellar', 'Stellar Lumens'],
  ['ATOM', 'Cosmos', ''],
  ['UNI', 'Uniswap', ''],
  ['XMR', 'Monero', ''],
  ['ETC', 'Ethereum Classic', ''],
  ['ICP', 'Internet Computer', ''],
  ['FIL', 'Filecoin', ''],
  ['HBAR', 'Hedera', ''],
  ['APT', 'Aptos', ''],
  ['NEAR', 'NEAR Protocol', ''],
  ['ARB', 'Arbitrum', ''],
  ['OP', 'Optimism', ''],
  ['VET', 'VeChain', ''],
  ['ALGO', 'Algorand', ''],
  ['AAVE', 'Aave', ''],
  ['MKR', 'Maker', 'MakerDAO'],
  ['DAI', 'Dai', ''],
  ['SUI', 'Sui', ''],
  ['INJ', 'Injective', ''],
  ['RNDR', 'Render', ''],
  ['GRT', 'The Graph', ''],
  ['SAND', 'The Sandbox', ''],
  ['MANA', 'Decentraland', ''],
  ['AXS', 'Axie Infinity', ''],
  ['EOS', 'EOS', ''],
  ['XTZ', 'Tezos', ''],
  ['THETA', 'Theta Network', ''],
  ['FTM', 'Fantom', ''],
  ['EGLD', 'MultiversX', 'Elrond'],
  ['FLOW', 'Flow', ''],
  ['CHZ', 'Chiliz', ''],
  ['KAVA', 'Kava', ''],
  ['NEO', 'Neo', ''],
  ['ZEC', 'Zcash', ''],
  ['DASH', 'Dash', ''],
  ['IOTA', 'IOTA', ''],
  ['CRV', 'Curve DAO', 'Curve Finance'],
  ['COMP', 'Compound', ''],
  ['SNX', 'Synthetix', ''],
  ['LDO', 'Lido DAO', 'Lido'],
  ['PEPE', 'Pepe', ''],
  ['BONK', 'Bonk', ''],
  ['WIF', 'dogwifhat', ''],
  ['KAS', 'Kaspa', ''],
  ['STX', 'Stacks', ''],
  ['IMX', 'Immutable', 'Immutable X'],
  ['SEI', 'Sei', ''],
  ['TIA', 'Celestia', ''],
  ['QNT', 'Quant', ''],
  ['GALA', 'Gala', ''],
  ['ENS', 'Ethereum Name Service', ''],
  ['1INCH', '1inch', ''],
  ['CAKE', 'PancakeSwap', ''],
  ['ZIL', 'Zilliqa', ''],
  ['ENJ', 'Enjin Coin', ''],
  ['BAT', 'Basic Attention Token', ''],
  ['KSM', 'Kusama', ''],
  ['WAVES', 'Waves', ''],
  ['XEM', 'NEM', ''],
  ['QTUM', 'Qtum', ''],
  ['ONE', 'Harmony', ''],
  ['CELO', 'Celo', ''],
];

const RESERVED = new Set(['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'CHF', 'CAD', 'AUD', 'NZD', 'HKD', 'SGD', 'KRW', 'INR']);
const SYMBOL_RE = /^[A-Z][A-Z0-9]{2,5}$/;
const NAME_RE = /^[A-Za-z][A-Za-z0-9 .'-]{2,30}$/;

let cachedTail: CryptoFact[] | undefined;

/** The package's coins with a plain symbol and name, minus the well-known ones, in a seeded order. */
function packageTail(): CryptoFact[] {
  if (cachedTail) return cachedTail;
  const require = createRequire(import.meta.url);
  // The package's entry point uses top-level await; its data file is plain JSON.
  const list = require('cryptocurrencies/cryptocurrencies.json') as Record<string, string>;
  const known = new Set(WELL_KNOWN.map(([symbol]) => symbol));
  const seenNames = new Set(WELL_KNOWN.map(([, name]) => name.toLowerCase()));
  const candidates: CryptoFact[] = [];
  for (const symbol of Object.keys(list).sort()) {
    const name = (list[symbol] ?? '').trim();
    if (known.has(symbol) || RESERVED.has(symbol) || !SYMBOL_RE.test(symbol) || !NAME_RE.test(name)) continue;
    const key = name.toLowerCase();
    if (seenNames.has(key) || /\b(old|token v\d|wrapped|test)\b/i.test(name)) continue;
    seenNames.add(key);
    candidates.push({ symbol, name, aliases: [], isWellKnown: false });
  }
  cachedTail = new Random('crypto-tail').shuffle(candidates);
  return cachedTail;
}

/** The first `count` coins: the well-known list, then the package's tail. */
export function listCryptocurrencies(count: number): CryptoFact[] {
  const wellKnown = WELL_KNOWN.map(([symbol, name, aliases]) => ({
    symbol,
    name,
    aliases: aliases ? aliases.split('/') : [],
    isWellKnown: true,
  }));
  if (count <= wellKnown.length) return wellKnown.slice(0, count);
  return [...wellKnown, ...packageTail().slice(0, count - wellKnown.length)];
}
