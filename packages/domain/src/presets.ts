/**
 * The preset-group catalogue (spec §3 'Group (preset)') and the group picker (spec §2 'Subject pickers and group
 * picker'). The catalogue is BUILT from whatever universe it is given, so its Counts and Featured members are
 * always those of the data actually loaded (tiny test lake, demo lake or full-size lake alike).
 */
import {
  ASSET_CLASSES,
  type AssetClassCode,
  type Dataset,
  esgVariantClass,
  type ProductCode,
  REGIONAL_COMPANY_CLASSES,
  type Region,
  requireAssetClass,
} from './asset-classes';
import { TOP_BUZZ_SETS } from './constants';

/** Spec §3 company-group (etf) kinds: indices and sectors, company-aggregated or direct reference. */
export const COMPANY_GROUP_KINDS = [
  { kind: 'indexAggregated', groupId: 'etf_idx', name: 'Indices (company-aggregated)' },
  { kind: 'indexReference', groupId: 'etf_idxref', name: 'Indices (direct reference)' },
  { kind: 'sectorAggregated', groupId: 'etf_secs', name: 'Sectors (company-aggregated)' },
  { kind: 'sectorReference', groupId: 'etf_secsref', name: 'Sectors (direct reference)' },
] as const;
export type CompanyGroupKind = (typeof COMPANY_GROUP_KINDS)[number]['kind'];

/**
 * Country sets of spec §3, as ISO 3166-1 alpha-2 codes.
 * Euro-Zone: the 21 euro-area members (Croatia joined 2023, Bulgaria on 1 January 2026).
 * G10: the eleven countries of the Group of Ten. G20: its 19 member countries (the EU and the African Union are
 * members too but are not countries). Latin America: Spanish- and Portuguese-speaking America plus Haiti and
 * Puerto Rico.
 */
export const COUNTRY_SETS = [
  {
    id: 'eurozone',
    name: 'Euro-Zone',
    members: [
      'AT',
      'BE',
      'BG',
      'CY',
      'DE',
      'EE',
      'ES',
      'FI',
      'FR',
      'GR',
      'HR',
      'IE',
      'IT',
      'LT',
      'LU',
      'LV',
      'MT',
      'NL',
      'PT',
      'SI',
      'SK',
    ],
  },
  { id: 'g10', name: 'G10', members: ['BE', 'CA', 'CH', 'DE', 'FR', 'GB', 'IT', 'JP', 'NL', 'SE', 'US'] },
  {
    id: 'g20',
    name: 'G20',
    members: [
      'AR',
      'AU',
      'BR',
      'CA',
      'CN',
      'DE',
      'FR',
      'GB',
      'ID',
      'IN',
      'IT',
      'JP',
      'KR',
      'MX',
      'RU',
      'SA',
      'TR',
      'US',
      'ZA',
    ],
  },
  {
    id: 'latam',
    name: 'Latin America',
    members: [
      'AR',
      'BO',
      'BR',
      'CL',
      'CO',
      'CR',
      'CU',
      'DO',
      'EC',
      'GT',
      'HN',
      'HT',
      'MX',
      'NI',
      'PA',
      'PE',
      'PR',
      'PY',
      'SV',
      'UY',
      'VE',
    ],
  },
] as const;
export type CountrySetId = (typeof COUNTRY_SETS)[number]['id'];

/** The classes a universe asset can belong to: the base classes (ESG and regional classes are subsets). */
export type UniverseClass = 'equ' | 'etf' | 'cou' | 'coumkt' | 'cur' | 'crypto' | 'agr' | 'enm';

/** One asset of the reference universe, as the data build provides it. */
export interface UniverseAsset {
  /** Asset code: PermID for companies, ISO alpha-2 for countries and country markets, ISO 4217 for currencies. */
  id: string;
  name: string;
  class: UniverseClass;
  ric?: string;
  ticker?: string;
  /** ISO alpha-2 country of domicile (companies); for countries and country markets the country itself. */
  domicile?: string;
  exchangeCountry?: string;
  /** TRBC economic sector, spelled as the industry filter (spec §3). */
  sector?: string;
  region?: Region;
  /** 1 = the most buzz in the ranking window; absent = not ranked (never in a top-N group). */
  buzzRank?: number;
  /** Ids of the company-group (etf) assets a company belongs to, e.g. the indices it is a constituent of. */
  memberOf?: readonly string[];
  /** For class etf: which kind of company group the asset is. */
  companyGroupKind?: CompanyGroupKind;
  /** ESG datasets that cover this company or country. */
  esgCoverage?: readonly ('esgcor' | 'esgadv')[];
}

/** How a group selects its members from the universe; serialisable, so the API can store and re-apply it. */
export type GroupRule =
  | { kind: 'class' }
  | { kind: 'region'; region: Region }
  | { kind: 'countrySet'; set: CountrySetId }
  | { kind: 'domicile'; country: string }
  | { kind: 'topBuzz'; size: number }
  | { kind: 'companyGroupKind'; companyGroupKind: CompanyGroupKind }
  | { kind: 'constituents'; of: string }
  | { kind: 'assets'; assetIds: readonly string[] };

export type GroupType = 'system' | 'user';

/** Spec §3 'Group (preset)': Group, Name, Class, Count, Dataset, Featured; plus type and product. */
export interface PresetGroup {
  id: string;
  name: string;
  class: AssetClassCode;
  count: number;
  dataset: Dataset;
  product: ProductCode;
  /** Id of the featured member (the member with the most buzz), null for an empty group. */
  featured: string | null;
  type: GroupType;
  rule: GroupRule;
  /** Open to visitors who are not signed in (spec §3 'Top 100 public'). */
  isPublic: boolean;
}

const ESG_SUFFIX_NAMES = { cor: ' (ESG Core)', esg: ' (ESG Adv)' } as const;
const ALL_GROUP_NAMES: Record<UniverseClass, string> = {
  equ: 'All Companies',
  etf: 'All Company Groups',
  cou: 'All Countries',
  coumkt: 'All Country Markets',
  cur: 'All Currencies',
  crypto: 'All Cryptocurrencies',
  agr: 'All Agriculture',
  enm: 'All Energy and Material',
};

function countryOf(asset: UniverseAsset): string | undefined {
  return asset.class === 'cou' || asset.class === 'coumkt' ? (asset.domicile ?? asset.id) : asset.domicile;
}

function byBuzz(a: UniverseAsset, b: UniverseAsset): number {
  return (a.buzzRank ?? Number.POSITIVE_INFINITY) - (b.buzzRank ?? Number.POSITIVE_INFINITY);
}

/** A test for membership of the group's class (with the ESG coverage its dataset needs). */
function classFilter(group: Pick<PresetGroup, 'class' | 'dataset'>): (asset: UniverseAsset) => boolean {
  const baseClass = requireAssetClass(group.class).baseClass;
  const dataset = group.dataset;
  if (dataset === 'rma') return (asset) => asset.class === baseClass;
  return (asset) => asset.class === baseClass && (asset.esgCoverage?.includes(dataset) ?? false);
}

/** Per-class views of a universe, computed once and shared by every group of one build. */
interface ClassPool {
  members: UniverseAsset[];
  byCountry: Map<string, UniverseAsset[]>;
  byParent: Map<string, UniverseAsset[]>;
  byId: Map<string, UniverseAsset>;
  /** Ranked members, most buzz first. */
  ranked: UniverseAsset[];
}

function push<K>(map: Map<K, UniverseAsset[]>, key: K, asset: UniverseAsset): void {
  const list = map.get(key);
  if (list) list.push(asset);
  else map.set(key, [asset]);
}

class UniverseIndex {
  private readonly pools = new Map<string, ClassPool>();

  constructor(private readonly universe: readonly UniverseAsset[]) {}

  pool(group: Pick<PresetGroup, 'class' | 'dataset'>): ClassPool {
    const key = `${group.class}|${group.dataset}`;
    let pool = this.pools.get(key);
    if (!pool) {
      const members = this.universe.filter(classFilter(group));
      pool = { members, byCountry: new Map(), byParent: new Map(), byId: new Map(), ranked: [] };
      for (const asset of members) {
        const country = countryOf(asset);
        if (country) push(pool.byCountry, country, asset);
        for (const parent of asset.memberOf ?? []) push(pool.byParent, parent, asset);
        if (!pool.byId.has(asset.id)) pool.byId.set(asset.id, asset);
        if (asset.buzzRank !== undefined) pool.ranked.push(asset);
      }
      pool.ranked.sort(byBuzz);
      this.pools.set(key, pool);
    }
    return pool;
  }
}

function selectWithIndex(
  group: Pick<PresetGroup, 'class' | 'dataset' | 'rule'>,
  index: UniverseIndex,
): UniverseAsset[] {
  const rule = group.rule;
  const pool = index.pool(group);
  switch (rule.kind) {
    case 'assets':
      // A watchlist may name an asset twice or name assets no longer in the universe: count each member once.
      return [...new Set(rule.assetIds)].flatMap((id) => {
        const asset = pool.byId.get(id);
        return asset ? [asset] : [];
      });
    case 'class':
      return pool.members;
    case 'region':
      return pool.members.filter((asset) => asset.region === rule.region);
    case 'countrySet': {
      const set = COUNTRY_SETS.find((candidate) => candidate.id === rule.set);
      const countries = new Set<string>(set?.members ?? []);
      return pool.members.filter((asset) => countries.has(countryOf(asset) ?? ''));
    }
    case 'domicile':
      return pool.byCountry.get(rule.country) ?? [];
    case 'topBuzz':
      return pool.ranked.slice(0, rule.size);
    case 'companyGroupKind':
      return pool.members.filter((asset) => asset.companyGroupKind === rule.companyGroupKind);
    case 'constituents':
      return pool.byParent.get(rule.of) ?? [];
  }
}

/**
 * The members of a group, in the order the group presents them: by buzz for top-N groups, in watchlist order
 * for watchlists, otherwise in universe order.
 */
export function selectGroupAssets(
  group: Pick<PresetGroup, 'class' | 'dataset' | 'rule'>,
  universe: readonly UniverseAsset[],
): UniverseAsset[] {
  return [...selectWithIndex(group, new UniverseIndex(universe))];
}

/** The member with the most buzz (lowest buzzRank); the first member when none is ranked. */
function featuredOf(members: readonly UniverseAsset[]): string | null {
  let best: UniverseAsset | undefined;
  for (const asset of members) {
    if (!best || byBuzz(asset, best) < 0) best = asset;
  }
  return best?.id ?? null;
}

interface GroupSpec {
  id: string;
  name: string;
  class: AssetClassCode;
  rule: GroupRule;
  isPublic?: boolean;
}

function slug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** A group spec for a base class and, when the class has them, its ESG Core and ESG Adv variants. */
function withEsgVariants(spec: GroupSpec): GroupSpec[] {
  const specs = [spec];
  const base = spec.class;
  for (const variant of ['cor', 'esg'] as const) {
    const variantClass = esgVariantClass(base, variant);
    if (!variantClass) continue;
    specs.push({
      ...spec,
      // spec §3: ESG variants carry the suffix on the class part of the id, e.g. equ_top500 -> equcor_top500.
      id: `${variantClass}${spec.id.slice(base.length)}`,
      name: `${spec.name}${ESG_SUFFIX_NAMES[variant]}`,
      class: variantClass,
    });
  }
  return specs;
}

export interface BuildPresetGroupsOptions {
  /** Keep groups that have no members in this universe (default false: they are left out). */
  keepEmpty?: boolean;
}

/** Builds the system preset-group catalogue for a universe (spec §3). */
export function buildPresetGroups(
  universe: readonly UniverseAsset[],
  options: BuildPresetGroupsOptions = {},
): PresetGroup[] {
  const specs: GroupSpec[] = [];
  const countryNames = new Map<string, string>();
  for (const asset of universe) if (asset.class === 'cou') countryNames.set(asset.id, asset.name);

  // All-asset-class groups: the group id is the class code (spec §2 picker ids cou, cur, crypto, agr, enm, ...).
  for (const baseClass of Object.keys(ALL_GROUP_NAMES) as UniverseClass[]) {
    specs.push(
      ...withEsgVariants({
        id: baseClass,
        name: ALL_GROUP_NAMES[baseClass],
        class: baseClass,
        rule: { kind: 'class' },
      }),
    );
  }
  for (const { code, region } of REGIONAL_COMPANY_CLASSES) {
    specs.push({ id: code, name: requireAssetClass(code).name, class: code, rule: { kind: 'region', region } });
  }
  // Top-N buzz groups; Top 100 is the public one.
  for (const size of TOP_BUZZ_SETS) {
    specs.push(
      ...withEsgVariants({
        id: `equ_top${size}`,
        name: `Top ${size} by Buzz`,
        class: 'equ',
        rule: { kind: 'topBuzz', size },
        isPublic: size === TOP_BUZZ_SETS[0],
      }),
    );
  }
  // Country sets, for countries, country markets and companies domiciled there.
  for (const set of COUNTRY_SETS) {
    for (const base of ['cou', 'coumkt', 'equ'] as const) {
      specs.push(
        ...withEsgVariants({
          id: `${base}_${set.id}`,
          name: set.name,
          class: base,
          rule: { kind: 'countrySet', set: set.id },
        }),
      );
    }
  }
  // Country equity groups: one per domicile that has companies, named after the country.
  const domiciles = [...new Set(universe.flatMap((a) => (a.class === 'equ' && a.domicile ? [a.domicile] : [])))];
  domiciles.sort((a, b) => (countryNames.get(a) ?? a).localeCompare(countryNames.get(b) ?? b));
  for (const country of domiciles) {
    specs.push(
      ...withEsgVariants({
        id: `equ_${slug(country)}`,
        name: countryNames.get(country) ?? country,
        class: 'equ',
        rule: { kind: 'domicile', country },
      }),
    );
  }
  // Company groups (etf) by kind, and the constituents of each company-aggregated index.
  for (const { kind, groupId, name } of COMPANY_GROUP_KINDS) {
    specs.push({ id: groupId, name, class: 'etf', rule: { kind: 'companyGroupKind', companyGroupKind: kind } });
  }
  for (const index of universe) {
    if (index.class !== 'etf' || index.companyGroupKind !== 'indexAggregated') continue;
    specs.push({
      id: `equ_idx_${slug(index.id)}`,
      name: `${index.name} Constituents`,
      class: 'equ',
      rule: { kind: 'constituents', of: index.id },
    });
  }

  const classOrder = new Map<string, number>(ASSET_CLASSES.map((assetClass, i) => [assetClass.code, i]));
  const groups: PresetGroup[] = [];
  const seen = new Set<string>();
  const index = new UniverseIndex(universe);
  for (const spec of specs) {
    if (seen.has(spec.id)) continue;
    seen.add(spec.id);
    const group = makeGroup(spec, index, 'system');
    if (group.count > 0 || options.keepEmpty) groups.push(group);
  }
  // Stable sort: class order of spec §3, insertion order within a class.
  return groups.sort((a, b) => (classOrder.get(a.class) ?? 0) - (classOrder.get(b.class) ?? 0));
}

function makeGroup(spec: GroupSpec, index: UniverseIndex, type: GroupType): PresetGroup {
  const assetClass = requireAssetClass(spec.class);
  const members = selectWithIndex({ class: spec.class, dataset: assetClass.dataset, rule: spec.rule }, index);
  return {
    id: spec.id,
    name: spec.name,
    class: spec.class,
    count: members.length,
    dataset: assetClass.dataset,
    product: assetClass.product,
    featured: featuredOf(members),
    type,
    rule: spec.rule,
    isPublic: spec.isPublic ?? false,
  };
}

export interface WatchlistInput {
  id: string;
  name: string;
  class: AssetClassCode;
  assetIds: readonly string[];
}

/** A watchlist as a user-type group (spec §3 'Group type: user (watchlist, admin-only)'). */
export function watchlistGroup(watchlist: WatchlistInput, universe: readonly UniverseAsset[]): PresetGroup {
  return makeGroup(
    {
      id: watchlist.id,
      name: watchlist.name,
      class: watchlist.class,
      rule: { kind: 'assets', assetIds: watchlist.assetIds },
    },
    new UniverseIndex(universe),
    'user',
  );
}

/** The wire record of the presets list (spec §3 field names: Group, Name, Class, Count, Dataset, Featured). */
export interface PresetRecord {
  Group: string;
  Name: string;
  Class: AssetClassCode;
  Count: number;
  Dataset: Dataset;
  Featured: string | null;
  type: GroupType;
}

export function toPresetRecord(group: PresetGroup): PresetRecord {
  return {
    Group: group.id,
    Name: group.name,
    Class: group.class,
    Count: group.count,
    Dataset: group.dataset,
    Featured: group.featured,
    type: group.type,
  };
}

export function findPresetGroup(groups: readonly PresetGroup[], id: string): PresetGroup | undefined {
  return groups.find((group) => group.id === id);
}

export const WATCHLISTS_SECTION_TITLE = 'Watchlists (admin only)';

export interface GroupPickerSection {
  id: string;
  title: string;
  type: GroupType;
  /** The asset class of a system section; undefined for the watchlists section. */
  assetClass?: AssetClassCode;
  product?: ProductCode;
  groups: PresetGroup[];
}

export interface GroupPickerOptions {
  groups: readonly PresetGroup[];
  isAdmin: boolean;
  /** Hide ESG (product esg) sections (spec §6 hideESG). */
  hideESG?: boolean;
  /** Only sections of one product (the group dropdown of a product page). */
  product?: ProductCode;
}

/**
 * Spec §2: the group picker lists 'Watchlists (admin only)' first (user-type groups, admins only), then the
 * system groups per asset class; sections with no groups are hidden.
 */
export function buildGroupPicker(options: GroupPickerOptions): GroupPickerSection[] {
  const visible = options.groups.filter(
    (group) => (!options.product || group.product === options.product) && !(options.hideESG && group.product === 'esg'),
  );
  const sections: GroupPickerSection[] = [];
  const watchlists = visible.filter((group) => group.type === 'user');
  if (options.isAdmin && watchlists.length > 0) {
    sections.push({ id: 'watchlists', title: WATCHLISTS_SECTION_TITLE, type: 'user', groups: watchlists });
  }
  for (const assetClass of ASSET_CLASSES) {
    const groups = visible.filter((group) => group.type === 'system' && group.class === assetClass.code);
    if (groups.length === 0) continue;
    sections.push({
      id: assetClass.code,
      title: assetClass.name,
      type: 'system',
      assetClass: assetClass.code,
      product: assetClass.product,
      groups,
    });
  }
  return sections;
}
