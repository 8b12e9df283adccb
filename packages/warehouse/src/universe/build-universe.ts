/**
 * The reference universe of one build: every asset of every class as `ReferenceAsset` (the domain's
 * `UniverseAsset` plus matcher and simulation fields), the company groups, and the preset groups built by the
 * domain's builder over it.
 */
import { buildPresetGroups, type PresetGroup, type Region } from '@moodwire/domain';
import { COMMODITIES } from './commodities';
import { listCompanies } from './companies';
import { buildCompanyGroups, type CompanyGroupFact } from './company-groups';
import { COUNTRIES, countryProminence, getCountry } from './countries';
import { COUNTRY_MARKETS } from './country-markets';
import { listCryptocurrencies } from './cryptocurrencies';
import { CURRENCIES } from './currencies';
import { SCALES } from './scales';
import type { ReferenceAsset, ScaleName } from './types';

export interface Universe {
  scale: ScaleName;
  seed: string;
  assets: ReferenceAsset[];
  companyGroups: CompanyGroupFact[];
  presetGroups: PresetGroup[];
}

export interface BuildUniverseOptions {
  scale: ScaleName;
  /** Seed of the synthetic parts (default 'moodwire'). */
  seed?: string;
}

function regionOf(country: string): Region | undefined {
  return getCountry(country)?.region;
}

/** Ranks assets within each class by a score, most first: the `buzzRank` the top-N preset groups use. */
export function assignBuzzRanks(assets: ReferenceAsset[], scoreOf: (asset: ReferenceAsset) => number): void {
  const byClass = new Map<string, ReferenceAsset[]>();
  for (const asset of assets) {
    const list = byClass.get(asset.class) ?? [];
    list.push(asset);
    byClass.set(asset.class, list);
  }
  for (const list of byClass.values()) {
    const scored = list.map((asset) => ({ asset, score: scoreOf(asset) }));
    scored.sort((a, b) => b.score - a.score || a.asset.id.localeCompare(b.asset.id));
    scored.forEach(({ asset, score }, i) => {
      if (score > 0) asset.buzzRank = i + 1;
      else delete asset.buzzRank;
    });
  }
}

export function buildUniverse(options: BuildUniverseOptions): Universe {
  const preset = SCALES[options.scale];
  const seed = options.seed ?? 'moodwire';
  const assets: ReferenceAsset[] = [];

  const companies = listCompanies(seed, preset.companies);
  const companyGroups = buildCompanyGroups({ companies, regionOf, minMembers: preset.minGroupMembers });
  const groupsOfCompany = new Map<string, string[]>();
  for (const group of companyGroups) {
    for (const member of group.members) {
      const list = groupsOfCompany.get(member) ?? [];
      list.push(group.id);
      groupsOfCompany.set(member, list);
    }
  }

  // Countries: the most prominent ones, always including every company's domicile.
  const needed = new Set(companies.map((company) => company.domicile));
  const rankedCountries = [...COUNTRIES].sort(
    (a, b) => countryProminence(b.code) - countryProminence(a.code) || a.code.localeCompare(b.code),
  );
  const chosenCountries = rankedCountries.filter((country, i) => i < preset.countries || needed.has(country.code));
  for (const country of chosenCountries) {
    assets.push({
      id: country.code,
      name: country.name,
      class: 'cou',
      domicile: country.code,
      region: country.region,
      iso3: country.iso3,
      aliases: [country.name, ...(country.demonym ? [country.demonym] : []), ...country.altSpellings],
      symbols: [],
      prominence: countryProminence(country.code),
      isSynthetic: false,
      esgCoverage: ['esgcor', 'esgadv'],
    });
  }
  const chosenCountryCodes = new Set(chosenCountries.map((country) => country.code));

  for (const market of COUNTRY_MARKETS.filter((m) => chosenCountryCodes.has(m.country)).slice(
    0,
    preset.countryMarkets,
  )) {
    const country = getCountry(market.country);
    assets.push({
      id: market.country,
      name: `${country?.name ?? market.country} Markets`,
      class: 'coumkt',
      ric: market.ric,
      domicile: market.country,
      region: country?.region,
      stockIndex: market.stockIndex,
      bond: market.bond,
      aliases: [market.stockIndex, ...market.indexAliases, market.bond],
      symbols: [],
      prominence: countryProminence(market.country) * 0.8,
      isSynthetic: false,
    });
  }

  for (const currency of CURRENCIES.slice(0, preset.currencies)) {
    assets.push({
      id: currency.code,
      name: currency.name,
      class: 'cur',
      domicile: currency.country === 'EU' ? undefined : currency.country,
      aliases: currency.aliases,
      symbols: [currency.code],
      prominence: currency.prominence,
      isSynthetic: false,
    });
  }

  listCryptocurrencies(preset.cryptocurrencies).forEach((coin, i) => {
    assets.push({
      id: coin.symbol,
      name: coin.name,
      class: 'crypto',
      aliases: [coin.name, ...coin.aliases],
      symbols: [coin.symbol],
      prominence: coin.isWellKnown ? 1 / (1 + i * 0.12) : 0.03,
      isSynthetic: false,
    });
  });

  const agriculture = COMMODITIES.filter((c) => c.class === 'agr')
    .sort((a, b) => b.prominence - a.prominence)
    .slice(0, preset.agriculture);
  const energy = COMMODITIES.filter((c) => c.class === 'enm')
    .sort((a, b) => b.prominence - a.prominence)
    .slice(0, preset.energyAndMaterials);
  for (const commodity of [...agriculture, ...energy]) {
    assets.push({
      id: commodity.code,
      name: commodity.name,
      class: commodity.class,
      family: commodity.family,
      aliases: [commodity.name, ...commodity.aliases],
      symbols: [],
      prominence: commodity.prominence,
      isSynthetic: false,
    });
  }

  for (const company of companies) {
    // Every real company is in both ESG datasets; the synthetic tail mostly (nine in ten for ESG Core, thirteen in
    // fourteen for ESG Adv), by a fixed rule on its code, so that the ESG variants of 'Top 5000 by Buzz' are full.
    const code = Number(company.id);
    const esgCoverage: ('esgcor' | 'esgadv')[] = company.isSynthetic
      ? [...(code % 10 !== 0 ? (['esgcor'] as const) : []), ...(code % 14 !== 0 ? (['esgadv'] as const) : [])]
      : ['esgcor', 'esgadv'];
    assets.push({
      id: company.id,
      name: company.name,
      class: 'equ',
      ric: company.ric,
      ticker: company.ticker,
      domicile: company.domicile,
      exchangeCountry: company.exchangeCountry,
      sector: company.sector,
      region: regionOf(company.domicile),
      memberOf: groupsOfCompany.get(company.id) ?? [],
      aliases: company.aliases,
      symbols: [company.ticker],
      prominence: company.prominence,
      isSynthetic: company.isSynthetic,
      esgCoverage,
    });
  }

  for (const group of companyGroups) {
    assets.push({
      id: group.id,
      name: group.name,
      class: 'etf',
      companyGroupKind: group.kind,
      sector: group.sector,
      region: group.region,
      domicile: group.country,
      aliases: group.aliases,
      symbols: [],
      prominence: group.prominence,
      isSynthetic: false,
    });
  }

  // Until a build has measured buzz, rank by prominence; the build re-ranks by the buzz it measured.
  assignBuzzRanks(assets, (asset) => asset.prominence);
  return { scale: options.scale, seed, assets, companyGroups, presetGroups: buildPresetGroups(assets) };
}
