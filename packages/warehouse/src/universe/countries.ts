/**
 * Countries and territories (~250) from the `world-countries` package: ISO codes, names, demonyms, regions.
 * Region follows the reference product's three company regions (spec §3 regional classes): the Americas;
 * Europe, the Middle East (Western Asia) and Africa; Asia-Pacific (the rest of Asia and Oceania).
 */
import type { Region } from '@moodwire/domain';
import worldCountries from 'world-countries';

export interface CountryFact {
  code: string;
  iso3: string;
  name: string;
  officialName: string;
  demonym: string | undefined;
  region: Region | undefined;
  subregion: string;
  currencies: string[];
  altSpellings: string[];
}

function regionOf(region: string, subregion: string): Region | undefined {
  if (region === 'Americas') return 'amer';
  if (region === 'Europe' || region === 'Africa') return 'emea';
  if (region === 'Asia') return subregion === 'Western Asia' ? 'emea' : 'apac';
  if (region === 'Oceania') return 'apac';
  // Antarctic territories belong to no market region.
  return undefined;
}

/** Every country and territory, sorted by code. */
export const COUNTRIES: readonly CountryFact[] = worldCountries
  .map((country) => ({
    code: country.cca2,
    iso3: country.cca3,
    name: country.name.common,
    officialName: country.name.official,
    demonym: country.demonyms?.eng?.m || undefined,
    region: regionOf(country.region, country.subregion),
    subregion: country.subregion,
    currencies: Object.keys(country.currencies ?? {}),
    altSpellings: country.altSpellings.filter((spelling) => /^[A-Za-z .'-]{4,}$/.test(spelling)),
  }))
  .sort((a, b) => a.code.localeCompare(b.code));

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

export function getCountry(code: string): CountryFact | undefined {
  return BY_CODE.get(code);
}

/**
 * How much the world's financial press writes about a country, 0..1 (a simulation input, not a data fact):
 * the largest economies first, then the rest of the G20, then everyone else by region.
 */
const PROMINENT = ['US', 'CN', 'GB', 'JP', 'DE', 'FR', 'IN', 'RU', 'IT', 'CA', 'BR', 'KR', 'AU', 'ES', 'MX', 'SA'];
const SECOND = ['TR', 'ZA', 'AR', 'ID', 'CH', 'NL', 'SE', 'IL', 'UA', 'IR', 'PL', 'SG', 'HK', 'TW', 'AE', 'EG'];

export function countryProminence(code: string): number {
  const first = PROMINENT.indexOf(code);
  if (first >= 0) return 1 - first * 0.03;
  const second = SECOND.indexOf(code);
  if (second >= 0) return 0.45 - second * 0.01;
  return 0.08 + (BY_CODE.get(code)?.region ? 0.04 : 0);
}
