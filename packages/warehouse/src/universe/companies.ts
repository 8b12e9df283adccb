/**
 * Companies (equ): the hand-written list of real large companies, then a seeded synthetic long tail.
 *
 * Asset codes are PermID-style numbers (anchor facts §2: "assetCode for companies = PermID"), but OURS: a real
 * company's code is derived from its RIC (so it never changes when the list grows), a synthetic company's code
 * from its position in the tail, in a separate range so the two can never collide.
 */
import { INDUSTRIES, type Industry } from '@moodwire/domain';
import { hashString, Random } from '../util/random';
import { REAL_COMPANY_LINES } from './companies-real';
import { exchangeCountryOfRic, ricSuffixOfCountry } from './exchanges';

export interface CompanyFact {
  id: string;
  name: string;
  ric: string;
  ticker: string;
  sector: Industry;
  domicile: string;
  exchangeCountry: string;
  aliases: string[];
  prominence: number;
  isSynthetic: boolean;
}

const SECTOR_CODES: Readonly<Record<string, Industry>> = {
  T: 'Technology',
  F: 'Financials',
  H: 'Healthcare',
  CC: 'Consumer cyclicals',
  CN: 'Consumer non-cyclicals',
  E: 'Energy',
  I: 'Industrials',
  B: 'Basic materials',
  U: 'Utilities',
  R: 'Real estate',
  A: 'Academic and educational services',
};

/**
 * Press attention by sector (a simulation input): the largest technology and consumer companies are written about
 * more than the largest utility or education company, so that the head of every sector line is not equally famous.
 */
const SECTOR_ATTENTION: Readonly<Record<Industry, number>> = {
  Technology: 1,
  'Consumer cyclicals': 0.95,
  Financials: 0.85,
  Healthcare: 0.8,
  'Consumer non-cyclicals': 0.75,
  Energy: 0.7,
  Industrials: 0.7,
  'Basic materials': 0.55,
  Utilities: 0.5,
  'Real estate': 0.5,
  'Academic and educational services': 0.2,
};

/** Press attention by home market (a simulation input): the big markets are written about most. */
const MARKET_ATTENTION: Readonly<Record<string, number>> = {
  US: 1,
  GB: 0.7,
  JP: 0.6,
  CN: 0.65,
  HK: 0.55,
  DE: 0.6,
  FR: 0.55,
  CH: 0.5,
  NL: 0.5,
  CA: 0.5,
  IN: 0.5,
  KR: 0.5,
  TW: 0.5,
  AU: 0.45,
};

const REAL_ID_BASE = 4_300_000_000;
const REAL_ID_SPAN = 600_000_000;
const SYNTHETIC_ID_BASE = 5_000_000_001;

let realCache: CompanyFact[] | undefined;

function tickerOfRic(ric: string): string {
  const dot = ric.lastIndexOf('.');
  return dot < 0 ? ric : ric.slice(0, dot);
}

/** Parses the hand-written list; throws on a malformed line so that a typo fails the tests, not the build. */
export function parseRealCompanies(text: string = REAL_COMPANY_LINES): CompanyFact[] {
  const companies: CompanyFact[] = [];
  const usedIds = new Set<number>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(': ');
    const sector = SECTOR_CODES[line.slice(0, colon)];
    if (colon < 0 || !sector) throw new Error(`companies: bad sector in line '${line.slice(0, 40)}'`);
    const entries = line.slice(colon + 2).split(' | ');
    entries.forEach((entry, position) => {
      const match = /^(\S+) ([^@~]+?)(~[^@]+)?(@[A-Z]{2})?$/.exec(entry.trim());
      if (!match) throw new Error(`companies: cannot parse '${entry}'`);
      const [, ric, name, aliasPart, domicilePart] = match as unknown as [string, string, string, string?, string?];
      const exchangeCountry = exchangeCountryOfRic(ric);
      if (!exchangeCountry) throw new Error(`companies: unknown exchange suffix in '${ric}'`);
      const domicile = domicilePart ? domicilePart.slice(1) : exchangeCountry;
      let code = REAL_ID_BASE + (hashString(ric) % REAL_ID_SPAN);
      while (usedIds.has(code)) code += 1;
      usedIds.add(code);
      const attention = MARKET_ATTENTION[exchangeCountry] ?? 0.35;
      companies.push({
        id: String(code),
        name,
        ric,
        ticker: tickerOfRic(ric),
        sector,
        domicile,
        exchangeCountry,
        aliases: [name, ...(aliasPart ? aliasPart.slice(1).split('~') : [])],
        // Lines list the largest companies first: attention decays along a line.
        prominence: (attention * SECTOR_ATTENTION[sector]) / (1 + position * 0.06),
        isSynthetic: false,
      });
    });
  }
  return companies;
}

export function listRealCompanies(): CompanyFact[] {
  realCache ??= parseRealCompanies();
  return realCache;
}

// Synthetic names: invented stems and sector words, never a real company's name on purpose.
const STEM_HEADS = ['Al', 'Bre', 'Cor', 'Dal', 'Es', 'Fen', 'Gal', 'Hal', 'Is', 'Jor', 'Kel', 'Lum', 'Mar', 'Nor'];
const STEM_MIDS = ['ba', 've', 'ri', 'to', 'na', 'lo', 'sen', 'ta', 'mi', 'dra', 'qu', 'zo', 'ne', 'ga'];
const STEM_TAILS = ['nix', 'ra', 'lis', 'tec', 'von', 'dor', 'mar', 'wyn', 'sa', 'rium', 'ton', 'vel', 'ix', 'ant'];
const SECTOR_WORDS: Readonly<Record<Industry, readonly string[]>> = {
  'Academic and educational services': ['Learning', 'Education', 'Academies', 'Schools'],
  'Basic materials': ['Mining', 'Chemicals', 'Materials', 'Metals', 'Paper'],
  'Consumer cyclicals': ['Motors', 'Retail', 'Apparel', 'Leisure', 'Homes', 'Media'],
  'Consumer non-cyclicals': ['Foods', 'Beverages', 'Brands', 'Farms', 'Household'],
  Energy: ['Energy', 'Petroleum', 'Resources', 'Oil & Gas', 'Solar'],
  Financials: ['Bancorp', 'Financial', 'Capital', 'Insurance', 'Asset Management'],
  Healthcare: ['Pharma', 'Therapeutics', 'Medical', 'Biosciences', 'Health'],
  Industrials: ['Industries', 'Engineering', 'Logistics', 'Aerospace', 'Machinery'],
  'Real estate': ['Realty', 'Properties', 'REIT', 'Land'],
  Technology: ['Technologies', 'Software', 'Systems', 'Networks', 'Semiconductor', 'Telecom'],
  Utilities: ['Power', 'Utilities', 'Water', 'Electric'],
};
const SUFFIXES = ['Inc', 'Corp', 'Group', 'Holdings', 'plc', 'AG', 'SA', 'Ltd', 'NV', 'Co'];
/** Where the synthetic tail is domiciled, in rough proportion to listed companies by country. */
const TAIL_DOMICILES: readonly [string, number][] = [
  ['US', 30],
  ['CN', 12],
  ['JP', 9],
  ['IN', 7],
  ['GB', 5],
  ['KR', 4],
  ['CA', 4],
  ['TW', 3],
  ['AU', 3],
  ['DE', 3],
  ['FR', 2],
  ['HK', 2],
  ['BR', 2],
  ['SE', 2],
  ['CH', 1.5],
  ['IT', 1.5],
  ['ES', 1],
  ['NL', 1],
  ['ZA', 1],
  ['MX', 1],
  ['SA', 1],
  ['TR', 1],
  ['ID', 1],
  ['TH', 1],
  ['MY', 1],
  ['SG', 1],
  ['PL', 1],
  ['IL', 1],
];
const SECTOR_WEIGHTS = [0.2, 1.2, 1.6, 1, 0.7, 1.6, 1.1, 1.6, 0.8, 1.8, 0.5];

/** Syllable tables in a seed-dependent order, so that two seeds name their tails differently. */
function syllables(seed: string): [string[], string[], string[]] {
  const random = new Random(`${seed}:syllables`);
  return [random.shuffle([...STEM_HEADS]), random.shuffle([...STEM_MIDS]), random.shuffle([...STEM_TAILS])];
}

/**
 * A made-up word that is unique per index: the index's digits in base 14 pick the syllables (three for the
 * first 14^3 indices, four for the next 14^4, and so on), so no two tail companies share a name.
 */
function stemOf(seed: string, index: number): string {
  const [heads, mids, tails] = syllables(seed);
  let rest = index;
  let middles = 1;
  let block = 14 ** 3;
  while (rest >= block) {
    rest -= block;
    middles += 1;
    block *= 14;
  }
  let word = tails[rest % 14] as string;
  rest = Math.floor(rest / 14);
  for (let i = 0; i < middles; i++) {
    word = `${mids[rest % 14]}${word}`;
    rest = Math.floor(rest / 14);
  }
  return `${heads[rest % 14]}${word}`;
}

/**
 * The synthetic company at position `index` of the tail. It depends only on (seed, index), so the demo tail is
 * a prefix of the full tail and a company keeps its code across scales.
 */
export function syntheticCompany(seed: string, index: number): CompanyFact {
  const random = new Random(`${seed}:company:${index}`);
  const sector = INDUSTRIES[random.weightedIndex(SECTOR_WEIGHTS)] as Industry;
  const domicile = (TAIL_DOMICILES[random.weightedIndex(TAIL_DOMICILES.map(([, weight]) => weight))] ?? ['US'])[0];
  const stem = stemOf(seed, index);
  const name = `${stem} ${random.pick(SECTOR_WORDS[sector])} ${random.pick(SUFFIXES)}`;
  // The index in base 36 keeps tickers unique without a global registry.
  const ticker = `${stem.slice(0, 3).toUpperCase()}${index.toString(36).toUpperCase()}`;
  const exchangeSuffix = domicile === 'US' ? (random.chance(0.5) ? 'O' : 'N') : (ricSuffixOfCountry(domicile) ?? 'O');
  return {
    id: String(SYNTHETIC_ID_BASE + index),
    name,
    ric: `${ticker}.${exchangeSuffix}`,
    ticker,
    sector,
    domicile,
    exchangeCountry: exchangeCountryOfRic(`${ticker}.${exchangeSuffix}`) ?? 'US',
    aliases: [name, stem],
    // A long tail: most synthetic companies are rarely written about.
    prominence: 0.02 + 0.25 * random.next() ** 3,
    isSynthetic: true,
  };
}

/**
 * A small selection that still spans markets: half from the US (where most of the press is), the rest taken in
 * turn from every other exchange country, most prominent first.
 */
function mostProminentMix(real: readonly CompanyFact[], count: number): CompanyFact[] {
  const sorted = [...real].sort((a, b) => b.prominence - a.prominence || a.ric.localeCompare(b.ric));
  const us = sorted.filter((company) => company.exchangeCountry === 'US').slice(0, Math.ceil(count / 2));
  const queues = new Map<string, CompanyFact[]>();
  for (const company of sorted) {
    if (company.exchangeCountry === 'US') continue;
    const queue = queues.get(company.exchangeCountry) ?? [];
    queue.push(company);
    queues.set(company.exchangeCountry, queue);
  }
  const chosen = [...us];
  while (chosen.length < count && [...queues.values()].some((queue) => queue.length > 0)) {
    for (const queue of queues.values()) {
      const next = queue.shift();
      if (next && chosen.length < count) chosen.push(next);
    }
  }
  return chosen;
}

/**
 * `count` companies: the real ones first (all of them, or the most prominent when count is smaller), then the
 * synthetic tail.
 */
export function listCompanies(seed: string, count: number): CompanyFact[] {
  const real = listRealCompanies();
  if (count <= real.length) return mostProminentMix(real, count);
  const tail: CompanyFact[] = [];
  for (let i = 0; i < count - real.length; i++) tail.push(syntheticCompany(seed, i));
  return [...real, ...tail];
}
