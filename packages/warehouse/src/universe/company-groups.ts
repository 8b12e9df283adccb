/**
 * Company groups (etf, spec §3): stock indices and sectors, each either aggregated from its member companies or
 * scored from direct references in the text ("tech stocks", "the Nikkei"). Membership of the aggregated indices
 * is OUR approximation (the most prominent companies listed in the index's market), not the real constituents.
 */
import { type CompanyGroupKind, INDUSTRIES, type Industry, type Region } from '@moodwire/domain';
import type { CompanyFact } from './companies';

export interface CompanyGroupFact {
  id: string;
  name: string;
  kind: CompanyGroupKind;
  aliases: string[];
  /** Member company ids (aggregated kinds only). */
  members: string[];
  sector?: Industry;
  region?: Region;
  /** The country whose market the group covers, if any. */
  country?: string;
  prominence: number;
}

interface IndexRule {
  id: string;
  name: string;
  aliases: string[];
  /** Exchange countries whose companies may be members; empty = every market. */
  countries: string[];
  size: number;
  /** Only companies listed on Nasdaq (RIC suffix .O). */
  nasdaqOnly?: boolean;
}

const EUROZONE_MARKETS = ['DE', 'FR', 'NL', 'ES', 'IT', 'BE', 'FI', 'IE', 'PT', 'AT'];
const EUROPE_MARKETS = [...EUROZONE_MARKETS, 'GB', 'CH', 'SE', 'DK', 'NO', 'PL'];

const INDEX_RULES: readonly IndexRule[] = [
  { id: 'SPX', name: 'S&P 500', aliases: ['S&P 500', 'S&P500'], countries: ['US'], size: 500 },
  {
    id: 'NDX',
    name: 'Nasdaq 100',
    aliases: ['Nasdaq 100', 'Nasdaq-100'],
    countries: ['US'],
    size: 100,
    nasdaqOnly: true,
  },
  { id: 'DJI', name: 'Dow Jones Industrial Average', aliases: ['Dow Jones', 'the Dow'], countries: ['US'], size: 30 },
  { id: 'RUT', name: 'Russell 2000', aliases: ['Russell 2000', 'small caps'], countries: ['US'], size: 2000 },
  { id: 'GSPTSE', name: 'S&P/TSX 60', aliases: ['TSX 60'], countries: ['CA'], size: 60 },
  { id: 'BVSP', name: 'Ibovespa', aliases: ['Ibovespa', 'Bovespa'], countries: ['BR'], size: 80 },
  { id: 'MXX', name: 'S&P/BMV IPC', aliases: ['IPC index'], countries: ['MX'], size: 35 },
  { id: 'FTSE', name: 'FTSE 100', aliases: ['FTSE 100', 'Footsie'], countries: ['GB'], size: 100 },
  { id: 'FTMC', name: 'FTSE 250', aliases: ['FTSE 250'], countries: ['GB'], size: 250 },
  { id: 'GDAXI', name: 'DAX', aliases: ['DAX'], countries: ['DE'], size: 40 },
  { id: 'FCHI', name: 'CAC 40', aliases: ['CAC 40', 'CAC'], countries: ['FR'], size: 40 },
  {
    id: 'STOXX50E',
    name: 'Euro Stoxx 50',
    aliases: ['Euro Stoxx 50', 'EuroStoxx 50'],
    countries: EUROZONE_MARKETS,
    size: 50,
  },
  { id: 'STOXX', name: 'Stoxx Europe 600', aliases: ['Stoxx 600', 'STOXX 600'], countries: EUROPE_MARKETS, size: 600 },
  { id: 'SSMI', name: 'Swiss Market Index', aliases: ['SMI'], countries: ['CH'], size: 20 },
  { id: 'AEX', name: 'AEX', aliases: ['AEX index'], countries: ['NL'], size: 25 },
  { id: 'IBEX', name: 'IBEX 35', aliases: ['IBEX 35'], countries: ['ES'], size: 35 },
  { id: 'FTMIB', name: 'FTSE MIB', aliases: ['FTSE MIB'], countries: ['IT'], size: 40 },
  { id: 'OMXS30', name: 'OMX Stockholm 30', aliases: ['OMXS30'], countries: ['SE'], size: 30 },
  { id: 'N225', name: 'Nikkei 225', aliases: ['Nikkei 225', 'Nikkei'], countries: ['JP'], size: 225 },
  { id: 'TOPX', name: 'Topix', aliases: ['Topix'], countries: ['JP'], size: 500 },
  { id: 'HSI', name: 'Hang Seng Index', aliases: ['Hang Seng'], countries: ['HK'], size: 80 },
  { id: 'CSI300', name: 'CSI 300', aliases: ['CSI 300'], countries: ['CN'], size: 300 },
  { id: 'KS11', name: 'KOSPI', aliases: ['KOSPI'], countries: ['KR'], size: 200 },
  { id: 'TWII', name: 'TAIEX', aliases: ['TAIEX'], countries: ['TW'], size: 100 },
  { id: 'NSEI', name: 'Nifty 50', aliases: ['Nifty 50', 'Nifty'], countries: ['IN'], size: 50 },
  { id: 'BSESN', name: 'BSE Sensex', aliases: ['Sensex'], countries: ['IN'], size: 30 },
  { id: 'AXJO', name: 'S&P/ASX 200', aliases: ['ASX 200'], countries: ['AU'], size: 200 },
  { id: 'STI', name: 'Straits Times Index', aliases: ['Straits Times Index'], countries: ['SG'], size: 30 },
  { id: 'JTOPI', name: 'FTSE/JSE Top 40', aliases: ['JSE Top 40'], countries: ['ZA'], size: 40 },
  { id: 'TASI', name: 'Tadawul All Share', aliases: ['Tadawul'], countries: ['SA'], size: 200 },
  { id: 'XU100', name: 'BIST 100', aliases: ['BIST 100'], countries: ['TR'], size: 100 },
  { id: 'MIWD', name: 'MSCI World', aliases: ['MSCI World'], countries: [], size: 1500 },
  {
    id: 'MIEF',
    name: 'MSCI Emerging Markets',
    aliases: ['MSCI Emerging Markets', 'emerging markets index'],
    countries: ['CN', 'IN', 'TW', 'KR', 'BR', 'SA', 'ZA', 'MX', 'ID', 'TH', 'MY', 'TR', 'PL', 'AE', 'QA', 'CL', 'PH'],
    size: 1400,
  },
];

/** Direct-reference indices: scored from text that names the index itself. */
const INDEX_REFERENCE: readonly [string, string, string[]][] = [
  ['SPX_REF', 'S&P 500 (direct reference)', ['S&P 500 futures', 'S&P futures']],
  ['NDX_REF', 'Nasdaq 100 (direct reference)', ['Nasdaq futures', 'tech-heavy Nasdaq']],
  ['DJI_REF', 'Dow Jones (direct reference)', ['Dow futures', 'blue chips']],
  ['FTSE_REF', 'FTSE 100 (direct reference)', ['London blue chips']],
  ['N225_REF', 'Nikkei 225 (direct reference)', ['Nikkei futures']],
  ['STOXX_REF', 'Stoxx Europe 600 (direct reference)', ['European shares', 'European stocks']],
];

/** The press's names for a sector as a whole (direct references). */
const SECTOR_PHRASES: Readonly<Record<Industry, string[]>> = {
  'Academic and educational services': ['education stocks', 'edtech stocks'],
  'Basic materials': ['mining stocks', 'miners', 'chemical makers'],
  'Consumer cyclicals': ['retail stocks', 'automakers', 'carmakers', 'retailers'],
  'Consumer non-cyclicals': ['consumer staples', 'food companies', 'grocers'],
  Energy: ['energy stocks', 'oil majors', 'oil companies'],
  Financials: ['bank stocks', 'banks', 'lenders', 'insurers'],
  Healthcare: ['healthcare stocks', 'drugmakers', 'pharma stocks', 'biotech stocks'],
  Industrials: ['industrial stocks', 'defense stocks', 'airlines'],
  'Real estate': ['property stocks', 'REITs', 'property developers'],
  Technology: ['tech stocks', 'chipmakers', 'technology stocks', 'telecom stocks'],
  Utilities: ['utility stocks', 'utilities'],
};

const SECTOR_CODE: Readonly<Record<Industry, string>> = {
  'Academic and educational services': 'EDU',
  'Basic materials': 'BMAT',
  'Consumer cyclicals': 'CCYC',
  'Consumer non-cyclicals': 'CNCY',
  Energy: 'ENER',
  Financials: 'FINL',
  Healthcare: 'HLTH',
  Industrials: 'INDU',
  'Real estate': 'REAL',
  Technology: 'TECH',
  Utilities: 'UTIL',
};

const REGIONS: readonly [Region | 'global', string][] = [
  ['global', 'Global'],
  ['amer', 'Americas'],
  ['emea', 'EMEA'],
  ['apac', 'Asia-Pacific'],
];
const SECTOR_COUNTRIES: readonly [string, string][] = [
  ['US', 'US'],
  ['JP', 'Japan'],
  ['CN', 'China'],
  ['GB', 'UK'],
  ['DE', 'Germany'],
  ['IN', 'India'],
];

export interface CompanyGroupOptions {
  companies: readonly CompanyFact[];
  regionOf: (country: string) => Region | undefined;
  /** Leave out groups with fewer members than this (aggregated kinds). */
  minMembers: number;
}

/** Builds the company groups over a set of companies; ids are stable across scales. */
export function buildCompanyGroups(options: CompanyGroupOptions): CompanyGroupFact[] {
  const byProminence = [...options.companies].sort((a, b) => b.prominence - a.prominence || a.id.localeCompare(b.id));
  const groups: CompanyGroupFact[] = [];
  for (const rule of INDEX_RULES) {
    const countries = new Set(rule.countries);
    const members = byProminence
      .filter((company) => countries.size === 0 || countries.has(company.exchangeCountry))
      .filter((company) => !rule.nasdaqOnly || company.ric.endsWith('.O'))
      .slice(0, rule.size)
      .map((company) => company.id);
    if (members.length < options.minMembers) continue;
    groups.push({
      id: rule.id,
      name: rule.name,
      kind: 'indexAggregated',
      aliases: rule.aliases,
      members,
      country: rule.countries.length === 1 ? rule.countries[0] : undefined,
      prominence: Math.min(1, 0.3 + members.length / 500),
    });
  }
  for (const [id, name, aliases] of INDEX_REFERENCE) {
    groups.push({ id, name, kind: 'indexReference', aliases, members: [], prominence: 0.5 });
  }
  for (const sector of INDUSTRIES) {
    const code = SECTOR_CODE[sector];
    const inSector = byProminence.filter((company) => company.sector === sector);
    const scopes: [string, string, (company: CompanyFact) => boolean, Region | undefined, string | undefined][] = [
      ...REGIONS.map(
        ([region, label]) =>
          [
            region === 'global' ? code : `${code}_${region.toUpperCase()}`,
            `${sector} (${label})`,
            (company: CompanyFact) => region === 'global' || options.regionOf(company.domicile) === region,
            region === 'global' ? undefined : region,
            undefined,
          ] as [string, string, (company: CompanyFact) => boolean, Region | undefined, string | undefined],
      ),
      ...SECTOR_COUNTRIES.map(
        ([country, label]) =>
          [
            `${code}_${country}`,
            `${sector} (${label})`,
            (company: CompanyFact) => company.domicile === country,
            undefined,
            country,
          ] as [string, string, (company: CompanyFact) => boolean, Region | undefined, string | undefined],
      ),
    ];
    for (const [id, name, test, region, country] of scopes) {
      const members = inSector.filter(test).map((company) => company.id);
      if (members.length < options.minMembers) continue;
      groups.push({
        id,
        name,
        kind: 'sectorAggregated',
        aliases: [],
        members,
        sector,
        region,
        country,
        prominence: Math.min(1, 0.2 + members.length / 300),
      });
    }
    groups.push({
      id: `${code}_REF`,
      name: `${sector} (direct reference)`,
      kind: 'sectorReference',
      aliases: SECTOR_PHRASES[sector],
      members: [],
      sector,
      prominence: 0.4,
    });
  }
  return groups;
}
