import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSET_CLASSES, SUBJECT_PICKER_CATEGORIES } from './asset-classes';
import { DEFAULT_OVERVIEW } from './menus';
import {
  buildGroupPicker,
  buildPresetGroups,
  COUNTRY_SETS,
  findPresetGroup,
  type PresetGroup,
  selectGroupAssets,
  toPresetRecord,
  type UniverseAsset,
  WATCHLISTS_SECTION_TITLE,
  watchlistGroup,
} from './presets';

const company = (id: string, domicile: string, extra: Partial<UniverseAsset> = {}): UniverseAsset => ({
  id,
  name: `Company ${id}`,
  class: 'equ',
  domicile,
  ...extra,
});

const UNIVERSE: UniverseAsset[] = [
  { id: 'US', name: 'United States', class: 'cou', esgCoverage: ['esgcor', 'esgadv'], buzzRank: 1 },
  { id: 'DE', name: 'Germany', class: 'cou', esgCoverage: ['esgcor'], buzzRank: 3 },
  { id: 'FR', name: 'France', class: 'cou', buzzRank: 4 },
  { id: 'BR', name: 'Brazil', class: 'cou', buzzRank: 5 },
  { id: 'JP', name: 'Japan', class: 'cou', buzzRank: 2 },
  { id: 'US', name: 'United States Markets', class: 'coumkt' },
  { id: 'BR', name: 'Brazil Markets', class: 'coumkt' },
  { id: 'USD', name: 'US Dollar', class: 'cur' },
  { id: 'EUR', name: 'Euro', class: 'cur', buzzRank: 1 },
  { id: 'BTC', name: 'Bitcoin', class: 'crypto', buzzRank: 1 },
  { id: 'CORN', name: 'Corn', class: 'agr' },
  { id: 'ALU', name: 'Aluminium', class: 'enm' },
  { id: 'CPPR', name: 'Copper', class: 'enm' },
  company('1', 'US', { buzzRank: 2, region: 'amer', esgCoverage: ['esgcor', 'esgadv'], memberOf: ['.SPX'] }),
  company('2', 'US', { buzzRank: 1, region: 'amer', esgCoverage: ['esgadv'], memberOf: ['.SPX'] }),
  company('3', 'US', { buzzRank: 5, region: 'amer', esgCoverage: ['esgcor'] }),
  company('4', 'US', { region: 'amer' }),
  company('5', 'US', { buzzRank: 7, region: 'amer', memberOf: ['.SPX'] }),
  company('6', 'DE', { buzzRank: 3, region: 'emea', esgCoverage: ['esgcor'], memberOf: ['.GDAXI'] }),
  company('7', 'DE', { buzzRank: 6, region: 'emea' }),
  company('8', 'BR', { buzzRank: 4, region: 'amer' }),
  company('9', 'JP', { region: 'apac' }),
  company('10', 'KY', { region: 'amer' }),
  { id: '.SPX', name: 'S&P 500', class: 'etf', companyGroupKind: 'indexAggregated', buzzRank: 1 },
  { id: '.GDAXI', name: 'DAX', class: 'etf', companyGroupKind: 'indexAggregated' },
  { id: 'SPY', name: 'SPDR S&P 500', class: 'etf', companyGroupKind: 'indexReference' },
  { id: 'SEC-ENERGY', name: 'Energy', class: 'etf', companyGroupKind: 'sectorAggregated' },
  { id: 'SEC-TECH', name: 'Technology', class: 'etf', companyGroupKind: 'sectorAggregated' },
  { id: 'XLE', name: 'Energy Select', class: 'etf', companyGroupKind: 'sectorReference' },
];

const groups = buildPresetGroups(UNIVERSE);
const group = (id: string): PresetGroup => {
  const found = findPresetGroup(groups, id);
  if (!found) throw new Error(`no group ${id}`);
  return found;
};
const memberIds = (id: string) => selectGroupAssets(group(id), UNIVERSE).map((asset) => asset.id);

describe('preset-group catalogue (spec §3)', () => {
  it('has an all-asset-class group per class, counted from the universe', () => {
    expect(group('equ')).toMatchObject({ name: 'All Companies', class: 'equ', count: 10, dataset: 'rma' });
    expect(group('cou')).toMatchObject({ name: 'All Countries', count: 5 });
    expect(group('crypto')).toMatchObject({ name: 'All Cryptocurrencies', count: 1 });
    expect(group('etf')).toMatchObject({ name: 'All Company Groups', count: 6 });
    expect(group('enm').count).toBe(2);
    expect(group('cur').count).toBe(2);
    expect(group('coumkt').count).toBe(2);
    expect(group('agr').count).toBe(1);
  });

  it('offers every group the subject pickers and the default overviews use', () => {
    for (const category of SUBJECT_PICKER_CATEGORIES) {
      for (const id of category.groupIds) expect(findPresetGroup(groups, id), id).toBeDefined();
    }
    for (const url of Object.values(DEFAULT_OVERVIEW)) {
      const [, , groupClass, groupId] = url.split('/');
      expect(findPresetGroup(groups, groupId ?? '')?.class).toBe(groupClass);
    }
  });

  it('builds ESG Core and ESG Adv variants with the suffixes cor and esg, counting only covered assets', () => {
    expect(group('equcor')).toMatchObject({
      name: 'All Companies (ESG Core)',
      count: 3,
      dataset: 'esgcor',
      product: 'esg',
    });
    expect(group('equesg')).toMatchObject({ name: 'All Companies (ESG Adv)', count: 2, dataset: 'esgadv' });
    expect(group('coucor').count).toBe(2);
    expect(group('couesg').count).toBe(1);
    expect(group('equcor_top500').class).toBe('equcor');
    expect(memberIds('equcor_top500')).toEqual(['1', '6', '3']);
    expect(group('equesg_us')).toMatchObject({ name: 'United States (ESG Adv)', count: 2, class: 'equesg' });
  });

  it('top-N buzz groups take the most-buzzed companies in buzz order; only Top 100 is public', () => {
    expect(memberIds('equ_top500')).toEqual(['2', '1', '6', '8', '3', '7', '5']);
    expect(group('equ_top100')).toMatchObject({ isPublic: true, featured: '2' });
    expect(group('equ_top500').isPublic).toBe(false);
    expect(group('equcor_top100').isPublic).toBe(true);
  });

  it('top-N groups stop at N in a universe larger than N', () => {
    const large = Array.from({ length: 2300 }, (_, i) =>
      company(`c${i}`, 'US', { buzzRank: 2300 - i, esgCoverage: i % 2 === 0 ? ['esgcor'] : [] }),
    );
    const built = buildPresetGroups(large);
    const count = (id: string) => findPresetGroup(built, id)?.count;
    expect([count('equ_top100'), count('equ_top500'), count('equ_top2000'), count('equ_top5000')]).toEqual([
      100, 500, 2000, 2300,
    ]);
    expect(count('equcor_top2000')).toBe(1150);
    expect(findPresetGroup(built, 'equ_top100')?.featured).toBe('c2299');
  });

  it('offers each country set, under its name, as the countries, markets and companies of its member countries', () => {
    for (const set of COUNTRY_SETS) {
      const inSet = (country: string | undefined) =>
        country !== undefined && (set.members as readonly string[]).includes(country);
      const expected = {
        cou: UNIVERSE.filter((a) => a.class === 'cou' && inSet(a.id)),
        coumkt: UNIVERSE.filter((a) => a.class === 'coumkt' && inSet(a.id)),
        equ: UNIVERSE.filter((a) => a.class === 'equ' && inSet(a.domicile)),
      };
      for (const [base, members] of Object.entries(expected)) {
        const found = findPresetGroup(groups, `${base}_${set.id}`);
        // a set without members in this universe is left out (see below)
        expect(found?.name ?? set.name, `${base}_${set.id}`).toBe(set.name);
        expect(found ? memberIds(found.id).sort() : [], `${base}_${set.id}`).toEqual(members.map((a) => a.id).sort());
      }
    }
    expect(memberIds('cou_eurozone')).toEqual(['DE', 'FR']);
    expect(memberIds('cou_g10')).toEqual(['US', 'DE', 'FR', 'JP']);
    expect(memberIds('cou_latam')).toEqual(['BR']);
    expect(memberIds('coumkt_g20')).toEqual(['US', 'BR']);
    expect(memberIds('equ_eurozone')).toEqual(['6', '7']);
    expect(group('cou_g20').name).toBe('G20');
    expect(memberIds('coucor_eurozone')).toEqual(['DE']);
  });

  it('has one country equity group per domicile with companies, named after the country', () => {
    expect(group('equ_us')).toMatchObject({ name: 'United States', count: 5, class: 'equ', featured: '2' });
    expect(group('equ_de')).toMatchObject({ name: 'Germany', count: 2 });
    // no country record for the Cayman Islands in this universe: the ISO code stands in for the name
    expect(group('equ_ky')).toMatchObject({ name: 'KY', count: 1 });
    expect(findPresetGroup(groups, 'equ_fr')).toBeUndefined();
  });

  it('has the company-group kinds and the constituents of each company-aggregated index', () => {
    expect(group('etf_idx')).toMatchObject({ name: 'Indices (company-aggregated)', count: 2, featured: '.SPX' });
    expect(group('etf_idxref').count).toBe(1);
    expect(group('etf_secs')).toMatchObject({ name: 'Sectors (company-aggregated)', count: 2 });
    expect(group('etf_secsref').count).toBe(1);
    expect(group('equ_idx_spx')).toMatchObject({ name: 'S&P 500 Constituents', count: 3, class: 'equ' });
    expect(memberIds('equ_idx_gdaxi')).toEqual(['6']);
  });

  it('has the regional company groups', () => {
    expect(group('equamer').count).toBe(7);
    expect(group('equemea').count).toBe(2);
    expect(memberIds('equapac')).toEqual(['9']);
  });

  it('features the member with the most buzz, or the first member when none is ranked', () => {
    expect(group('cou').featured).toBe('US');
    expect(group('cur').featured).toBe('EUR');
    expect(group('enm').featured).toBe('ALU');
  });

  it('leaves out groups without members unless asked to keep them', () => {
    expect(findPresetGroup(groups, 'couesg_eurozone')).toBeUndefined();
    const kept = findPresetGroup(buildPresetGroups(UNIVERSE, { keepEmpty: true }), 'couesg_eurozone');
    expect(kept).toMatchObject({ count: 0, featured: null, class: 'couesg' });
  });

  it('gives unique ids, type system, and orders groups by the class order of spec §3', () => {
    expect(new Set(groups.map((g) => g.id)).size).toBe(groups.length);
    expect(groups.every((g) => g.type === 'system')).toBe(true);
    const classes = [...new Set(groups.map((g) => g.class))];
    expect(classes).toEqual(ASSET_CLASSES.map((c) => c.code).filter((code) => classes.includes(code)));
    // each class appears as one contiguous run
    const runs = groups.map((g) => g.class).filter((c, i, all) => i === 0 || all[i - 1] !== c);
    expect(runs).toEqual(classes);
  });

  it('counts exactly the members it selects, for any universe', () => {
    const assetArb = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      name: fc.string(),
      class: fc.constantFrom('equ', 'cou', 'cur', 'etf' as const),
      domicile: fc.constantFrom('US', 'DE', 'BR', 'JP'),
      buzzRank: fc.option(fc.nat(50), { nil: undefined }),
      esgCoverage: fc.subarray(['esgcor', 'esgadv'] as const),
    });
    fc.assert(
      fc.property(fc.array(assetArb, { maxLength: 40 }), (universe) => {
        const built = buildPresetGroups(universe as UniverseAsset[]);
        for (const g of built) {
          expect(g.count).toBe(selectGroupAssets(g, universe as UniverseAsset[]).length);
          expect(g.count).toBeGreaterThan(0);
        }
        const equ = findPresetGroup(built, 'equ');
        expect(equ?.count ?? 0).toBe(universe.filter((a) => a.class === 'equ').length);
      }),
      { numRuns: 50 },
    );
  });

  it('maps a group to the presets-list record with the spec field names', () => {
    expect(toPresetRecord(group('equ_us'))).toEqual({
      Group: 'equ_us',
      Name: 'United States',
      Class: 'equ',
      Count: 5,
      Dataset: 'rma',
      Featured: '2',
      type: 'system',
    });
  });
});

describe('watchlists (user groups)', () => {
  it('keeps the watchlist order and skips assets not in its class', () => {
    const list = watchlistGroup(
      { id: 'wl-1', name: 'My list', class: 'equ', assetIds: ['6', 'US', '1', 'gone'] },
      UNIVERSE,
    );
    expect(list).toMatchObject({ type: 'user', count: 2, dataset: 'rma', featured: '1' });
    expect(selectGroupAssets(list, UNIVERSE).map((a) => a.id)).toEqual(['6', '1']);
  });

  it('counts an asset listed twice once', () => {
    const list = watchlistGroup({ id: 'wl-2', name: 'Twice', class: 'cur', assetIds: ['EUR', 'USD', 'EUR'] }, UNIVERSE);
    expect(list.count).toBe(2);
  });
});

describe('group picker (spec §2)', () => {
  const watchlist = watchlistGroup({ id: 'wl-1', name: 'My list', class: 'equ', assetIds: ['1'] }, UNIVERSE);
  const all = [watchlist, ...groups];

  it("lists 'Watchlists (admin only)' first for admins", () => {
    const sections = buildGroupPicker({ groups: all, isAdmin: true });
    expect(sections[0]).toMatchObject({ title: WATCHLISTS_SECTION_TITLE, type: 'user' });
    expect(sections[0]?.groups.map((g) => g.id)).toEqual(['wl-1']);
    expect(WATCHLISTS_SECTION_TITLE).toBe('Watchlists (admin only)');
  });

  it('never shows watchlists to other users', () => {
    const sections = buildGroupPicker({ groups: all, isAdmin: false });
    expect(sections.some((s) => s.type === 'user')).toBe(false);
    expect(sections.flatMap((s) => s.groups).some((g) => g.type === 'user')).toBe(false);
  });

  it('then lists system groups per asset class in class order, hiding classes without groups', () => {
    const sections = buildGroupPicker({ groups: all, isAdmin: true });
    // every class of this universe has groups: one section each, in the order of the class table (spec §3)
    expect(sections.slice(1).map((s) => s.id)).toEqual(ASSET_CLASSES.map((c) => c.code));
    const withoutCrypto = buildGroupPicker({ groups: groups.filter((g) => g.class !== 'crypto'), isAdmin: false });
    expect(withoutCrypto.map((s) => s.id)).not.toContain('crypto');
  });

  it('hides the watchlists section when there are none', () => {
    expect(buildGroupPicker({ groups, isAdmin: true })[0]?.id).toBe('agr');
  });

  it('drops ESG sections when hideESG, and keeps one product when asked', () => {
    const hidden = buildGroupPicker({ groups: all, isAdmin: false, hideESG: true });
    expect(hidden.every((s) => s.product === 'rma')).toBe(true);
    const esgOnly = buildGroupPicker({ groups: all, isAdmin: true, product: 'esg' });
    expect(esgOnly.map((s) => s.id)).toEqual(ASSET_CLASSES.filter((c) => c.product === 'esg').map((c) => c.code));
    expect(esgOnly.length).toBeGreaterThan(0);
  });
});
