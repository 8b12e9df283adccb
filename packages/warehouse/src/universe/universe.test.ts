import { COUNTRY_SETS, INDUSTRIES } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { buildUniverse } from './build-universe';
import { COMMODITIES } from './commodities';
import { listCompanies, listRealCompanies, parseRealCompanies, syntheticCompany } from './companies';
import { COUNTRIES } from './countries';
import { listCryptocurrencies } from './cryptocurrencies';
import { CURRENCIES } from './currencies';

const demo = buildUniverse({ scale: 'demo' });
const tiny = buildUniverse({ scale: 'tiny' });

function countByClass(assets: { class: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const asset of assets) counts[asset.class] = (counts[asset.class] ?? 0) + 1;
  return counts;
}

describe('countries', () => {
  it('lists about 250 countries and territories with unique ISO alpha-2 and alpha-3 codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.iso3)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it('places the well-known countries in the right market region', () => {
    const region = (code: string) => COUNTRIES.find((c) => c.code === code)?.region;
    expect([region('US'), region('BR'), region('DE'), region('SA'), region('ZA'), region('JP'), region('AU')]).toEqual([
      'amer',
      'amer',
      'emea',
      'emea',
      'emea',
      'apac',
      'apac',
    ]);
  });

  it('has every member of every country set of the domain in the demo universe', () => {
    const countries = new Set(demo.assets.filter((a) => a.class === 'cou').map((a) => a.id));
    for (const set of COUNTRY_SETS) for (const member of set.members) expect(countries).toContain(member);
  });
});

describe('companies', () => {
  const real = listRealCompanies();

  it('has at least 500 real companies with unique RICs, names and PermID-style numeric codes', () => {
    expect(real.length).toBeGreaterThanOrEqual(500);
    expect(new Set(real.map((c) => c.ric)).size).toBe(real.length);
    expect(new Set(real.map((c) => c.name)).size).toBe(real.length);
    expect(new Set(real.map((c) => c.id)).size).toBe(real.length);
    for (const company of real) expect(company.id).toMatch(/^\d{10}$/);
  });

  it('gives every company a sector of the spec industry list and a known domicile and exchange country', () => {
    const codes = new Set(COUNTRIES.map((c) => c.code));
    for (const company of real) {
      expect(INDUSTRIES).toContain(company.sector);
      expect(codes.has(company.domicile), `${company.ric} domicile ${company.domicile}`).toBe(true);
      expect(codes.has(company.exchangeCountry), company.ric).toBe(true);
    }
    const byRic = new Map(real.map((c) => [c.ric, c]));
    expect(byRic.get('AAPL.O')).toMatchObject({ name: 'Apple', ticker: 'AAPL', sector: 'Technology', domicile: 'US' });
    expect(byRic.get('ASML.AS')).toMatchObject({ exchangeCountry: 'NL', domicile: 'NL' });
    expect(byRic.get('ACN.N')).toMatchObject({ exchangeCountry: 'US', domicile: 'IE' });
  });

  it('keeps a real company code when the list is reordered (codes come from the RIC)', () => {
    const swapped = parseRealCompanies('T: MSFT.O Microsoft | AAPL.O Apple');
    const apple = real.find((c) => c.ric === 'AAPL.O');
    expect(swapped.find((c) => c.ric === 'AAPL.O')?.id).toBe(apple?.id);
  });

  it('rejects a malformed line of the hand-written list', () => {
    expect(() => parseRealCompanies('ZZ: AAPL.O Apple')).toThrow(/bad sector/);
    expect(() => parseRealCompanies('T: AAPL.XX Apple')).toThrow(/unknown exchange suffix/);
  });

  it('generates the same synthetic tail for the same seed, a different one for another seed', () => {
    expect(syntheticCompany('s1', 7)).toEqual(syntheticCompany('s1', 7));
    expect(syntheticCompany('s1', 7).name).not.toBe(syntheticCompany('s2', 7).name);
  });

  it('labels the synthetic tail, with unique names, tickers and codes apart from the real ones', () => {
    const companies = listCompanies('moodwire', real.length + 3_000);
    const tail = companies.filter((c) => c.isSynthetic);
    expect(tail).toHaveLength(3_000);
    expect(new Set(tail.map((c) => c.name)).size).toBe(3_000);
    expect(new Set(companies.map((c) => c.ric)).size).toBe(companies.length);
    expect(new Set(companies.map((c) => c.id)).size).toBe(companies.length);
  });
});

describe('other classes', () => {
  it('has 51 commodities with unique codes, split into agr and enm, including the reference codes', () => {
    expect(COMMODITIES).toHaveLength(51);
    expect(new Set(COMMODITIES.map((c) => c.code)).size).toBe(51);
    const codes = COMMODITIES.map((c) => c.code);
    for (const code of ['ALU', 'CPPR', 'PALL', 'PLAT', 'SLVR', 'ZNC', 'USCRU']) expect(codes).toContain(code);
    expect(new Set(COMMODITIES.map((c) => c.class))).toEqual(new Set(['agr', 'enm']));
  });

  it('has 44 currencies with ISO names, USD first', () => {
    expect(CURRENCIES).toHaveLength(44);
    expect(CURRENCIES[0]?.code).toBe('USD');
    expect(CURRENCIES.find((c) => c.code === 'JPY')?.name).toBe('Yen');
  });

  it('lists the well-known coins first, then unique coins from the package', () => {
    const coins = listCryptocurrencies(710);
    expect(coins).toHaveLength(710);
    expect(coins.slice(0, 2).map((c) => c.symbol)).toEqual(['BTC', 'ETH']);
    expect(new Set(coins.map((c) => c.symbol)).size).toBe(710);
    expect(coins.filter((c) => !c.isWellKnown).length).toBeGreaterThan(500);
  });
});

describe('scales', () => {
  it('builds a tiny universe of about 150-250 assets with every class', () => {
    const counts = countByClass(tiny.assets);
    expect(tiny.assets.length).toBeGreaterThanOrEqual(150);
    expect(tiny.assets.length).toBeLessThanOrEqual(250);
    for (const cls of ['equ', 'etf', 'cou', 'coumkt', 'cur', 'crypto', 'agr', 'enm'])
      expect(counts[cls]).toBeGreaterThan(0);
  });

  it('builds a demo universe of at least 5,000 companies with every class and a synthetic tail', () => {
    const counts = countByClass(demo.assets);
    expect(demo.assets.length).toBeGreaterThanOrEqual(5_000);
    expect(counts).toMatchObject({ equ: 5_600, cur: 44, agr: 22, enm: 29 });
    expect(counts.crypto).toBe(300);
    expect(demo.assets.some((a) => a.isSynthetic)).toBe(true);
  });

  it('has unique asset codes within each class', () => {
    const keys = demo.assets.map((a) => `${a.class}:${a.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds the preset groups of the domain from the universe, with index constituents and top-N groups', () => {
    const group = (id: string) => demo.presetGroups.find((g) => g.id === id);
    expect(group('equ_top100')?.count).toBe(100);
    expect(group('equ_top500')?.count).toBe(500);
    expect(group('cou')?.count).toBe(demo.assets.filter((a) => a.class === 'cou').length);
    expect(group('equ_idx_spx')?.count).toBe(500);
    expect(group('etf_secsref')?.count).toBe(11);
    expect(group('equcor')?.count).toBeGreaterThan(5_000);
    expect(group('equcor')?.count).toBeLessThan(5_600);
    // Every top-N group of spec §3 is full, in every dataset (issue 13).
    for (const group of demo.presetGroups.filter((g) => g.rule.kind === 'topBuzz')) {
      expect(group.count, group.id).toBe(group.rule.kind === 'topBuzz' ? group.rule.size : 0);
    }
  });

  it('makes aggregated company groups from companies of the right market and sector', () => {
    const companies = new Map(demo.assets.filter((a) => a.class === 'equ').map((a) => [a.id, a]));
    const ftse = demo.companyGroups.find((g) => g.id === 'FTSE');
    expect(ftse?.members.length).toBeGreaterThan(10);
    for (const id of ftse?.members ?? []) expect(companies.get(id)?.exchangeCountry).toBe('GB');
    const tech = demo.companyGroups.find((g) => g.id === 'TECH_US');
    for (const id of tech?.members ?? [])
      expect(companies.get(id)).toMatchObject({ sector: 'Technology', domicile: 'US' });
  });
});
