/**
 * The entries of the global search dialog (spec §2 'Global search dialog', §5): markets, docs, tools, preset
 * groups and assets, each with its type badge, target URL and the disabled-link message when the user may not
 * open it. Pure: the web app fetches the groups and assets and does the fuzzy matching.
 */
import { getAssetClass, PRODUCTS } from './asset-classes';
import { ACCOUNT_MENU, MARKET_COLLECTIONS, MENUS, type MenuEntryDef, OTHER_MENU } from './menus';
import { withQuery } from './query-string';
import { type AccessContext, checkAccess, findRoute, ROUTES, type RouteArea, type RouteDef } from './routes';
import { isAdmin, isLoggedIn } from './user';

export const SEARCH_ENTRY_TYPES = ['market', 'group', 'asset', 'docs', 'tool'] as const;
export type SearchEntryType = (typeof SEARCH_ENTRY_TYPES)[number];

export interface SearchEntry {
  /** Unique across all entries of one result list. */
  id: string;
  type: SearchEntryType;
  /** The text matched and shown. */
  name: string;
  /** Target URL (a path of this site). */
  url: string;
  /** A second searchable text: the group id or the asset code. */
  code?: string;
  /** What the result shows under its name in place of the URL: an asset's ticker (or code) and class. */
  detail?: string;
  /** Set when the user may not open the entry: the tooltip message (spec §6 disabled-link messages). */
  disabledMessage?: string;
}

/** Areas whose pages are the marketing site rather than app tools. */
const MARKETING_AREAS: ReadonlySet<RouteArea> = new Set(['marketing', 'solutions']);
/** Not a tool: the sign-in page is reached from the account menu. */
const NOT_SEARCHABLE = new Set(['/signin']);

const ALL_MENU_ENTRIES: readonly MenuEntryDef[] = [
  ...MENUS.flatMap((menu) => menu.entries),
  ...OTHER_MENU,
  ...ACCOUNT_MENU,
];

/** Spec §3 'Market collection: key with Name': one entry per /markets/[collection] page; all public. */
export function listMarketSearchEntries(): SearchEntry[] {
  return MARKET_COLLECTIONS.map((collection) => ({
    id: `market:${collection.key}`,
    type: 'market',
    name: collection.name,
    url: `/markets/${collection.key}`,
  }));
}

interface RouteTarget {
  route: RouteDef;
  url: string;
  /** Every menu entry that opens the route hides it (rather than disabling it) when not permitted. */
  hideWhenDisabled: boolean;
}

/** A concrete URL for each non-marketing route: its own path, or the first menu link that opens it. */
function listRouteTargets(): RouteTarget[] {
  const targets: RouteTarget[] = [];
  for (const route of ROUTES) {
    if (MARKETING_AREAS.has(route.area) || NOT_SEARCHABLE.has(route.pattern)) continue;
    const menuEntries = ALL_MENU_ENTRIES.filter((entry) => findRoute(entry.href) === route);
    const url = route.pattern.includes('[') ? menuEntries[0]?.href : route.pattern;
    if (!url) continue; // parameterised pages (an asset, a widget) are reached through other entries
    const hideWhenDisabled =
      menuEntries.length > 0
        ? menuEntries.every((entry) => entry.hideWhenDisabled)
        : route.requirement.kind === 'admin';
    targets.push({ route, url, hideWhenDisabled });
  }
  return targets;
}

const ROUTE_TARGETS = listRouteTargets();

/**
 * Docs (routes marked docs) and tools (the other app routes) for a user: entries the menus hide from this
 * user are left out, the others carry the disabled message the menus show (spec §6).
 */
export function listRouteSearchEntries(ctx: AccessContext): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const { route, url, hideWhenDisabled } of ROUTE_TARGETS) {
    const access = checkAccess(route, ctx);
    if (!access.allowed && hideWhenDisabled) continue;
    const type: SearchEntryType = route.docs ? 'docs' : 'tool';
    entries.push({
      id: `${type}:${url}`,
      type,
      name: route.title,
      url,
      ...(access.allowed ? {} : { disabledMessage: access.message }),
    });
  }
  return entries;
}

/** A preset group as the presets list gives it (spec §3 'Group (preset)'); only what search needs. */
export interface PresetGroupSummary {
  Group: string;
  Name: string;
  Class: string;
  Dataset?: string;
  /** 'user' (a watchlist, admin only) or 'system'. */
  type?: string;
}

/** An asset as the group-assets search gives it (spec §3 'Asset record: Name, Asset', plus its class and ticker). */
export interface AssetSummary {
  Asset: string;
  Name: string;
  /** The asset class code (e.g. equ, enm, crypto). */
  Class?: string;
  /** The exchange ticker of a company; other assets have none. */
  Ticker?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Reads the preset list's `data` defensively: records without id, name or class are skipped. */
export function parsePresetGroups(data: unknown): PresetGroupSummary[] {
  if (!Array.isArray(data)) return [];
  const groups: PresetGroupSummary[] = [];
  for (const item of data) {
    if (!isRecord(item) || !nonEmptyString(item.Group) || !nonEmptyString(item.Name) || !nonEmptyString(item.Class))
      continue;
    groups.push({
      Group: item.Group,
      Name: item.Name,
      Class: item.Class,
      ...(nonEmptyString(item.Dataset) ? { Dataset: item.Dataset } : {}),
      ...(nonEmptyString(item.type) ? { type: item.type } : {}),
    });
  }
  return groups;
}

/** Reads the group-assets search's `data` defensively: records without code or name are skipped. */
export function parseAssetSummaries(data: unknown): AssetSummary[] {
  if (!Array.isArray(data)) return [];
  const assets: AssetSummary[] = [];
  for (const item of data) {
    if (!isRecord(item) || !nonEmptyString(item.Asset) || !nonEmptyString(item.Name)) continue;
    assets.push({
      Asset: item.Asset,
      Name: item.Name,
      ...(nonEmptyString(item.Class) ? { Class: item.Class } : {}),
      ...(nonEmptyString(item.Ticker) ? { Ticker: item.Ticker } : {}),
    });
  }
  return assets;
}

/** The group overview page of a preset group: ESG datasets open under /esg4, the others under /ma4. */
export function getGroupOverviewUrl(group: Pick<PresetGroupSummary, 'Group' | 'Class' | 'Dataset'>): string {
  const prefix = group.Dataset === 'esgcor' || group.Dataset === 'esgadv' ? 'esg4' : 'ma4';
  return `/${prefix}/${encodeURIComponent(group.Class)}/${encodeURIComponent(group.Group)}/overview`;
}

/** Group entries: watchlist-type groups only for admins (spec §6); v4 data pages need a login. */
export function toGroupSearchEntries(groups: readonly PresetGroupSummary[], ctx: AccessContext): SearchEntry[] {
  const admin = isAdmin(ctx.user);
  const entries: SearchEntry[] = [];
  for (const group of groups) {
    if (group.type === 'user' && !admin) continue;
    const url = getGroupOverviewUrl(group);
    const route = findRoute(url);
    const access = route ? checkAccess(route, ctx) : { allowed: true as const };
    entries.push({
      id: `group:${group.Dataset ?? ''}:${group.Group}`,
      type: 'group',
      name: group.Name,
      code: group.Group,
      url,
      ...(access.allowed ? {} : { disabledMessage: access.message }),
    });
  }
  return entries;
}

/** The fields an asset is found by: its name, ticker, code and RIC. */
export interface AssetMatchFields {
  name: string;
  code: string;
  ticker?: string | null;
  ric?: string | null;
}

/**
 * How well an asset matches search text, best 0, or null when it does not match: 0 an exact name, ticker, code
 * or RIC; 1 a name or RIC that starts with the text; 2 a word of the name that does; 3 the text
 * anywhere in the name. So 'gold' finds Gold before tGOLD and 'apple' finds Apple before Pineapple Inc.
 */
export function rankAssetMatch(asset: AssetMatchFields, text: string): number | null {
  const needle = text.trim().toLowerCase();
  if (needle === '') return null;
  const name = asset.name.toLowerCase();
  const ticker = asset.ticker?.toLowerCase();
  const ric = asset.ric?.toLowerCase();
  if (name === needle || asset.code.toLowerCase() === needle || ticker === needle || ric === needle) return 0;
  if (name.startsWith(needle) || ric?.startsWith(needle)) return 1;
  const at = name.indexOf(needle);
  if (at === -1) return null;
  return name.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(needle)) ? 2 : 3;
}

/**
 * The assets that match search text, best first (rankAssetMatch); equally good ones keep their given order.
 * The one ranking of the global search: the API's asset search applies it before its limit.
 */
export function findAssetMatches<T>(assets: readonly T[], text: string, fieldsOf: (asset: T) => AssetMatchFields): T[] {
  const ranked: { asset: T; rank: number }[] = [];
  for (const asset of assets) {
    const rank = rankAssetMatch(fieldsOf(asset), text);
    if (rank !== null) ranked.push({ asset, rank });
  }
  // Array.prototype.sort is stable: within a rank the given order stays.
  return ranked.sort((a, b) => a.rank - b.rank).map(({ asset }) => asset);
}

/** The web prefix of the product that sells an asset class: /esg4 for the ESG classes, /ma4 for the others. */
function productPrefixOf(assetClass: string | undefined): string {
  const product = assetClass ? getAssetClass(assetClass)?.product : undefined;
  return (PRODUCTS.find((candidate) => candidate.code === product) ?? PRODUCTS[0]).webPrefix;
}

/**
 * Where an asset result leads: signed in, the asset page of its product, within the all-assets group of its
 * class (whose id is the class code), so that a code shared by two classes opens the right asset; signed out,
 * the public asset page (spec §2 'Login for Full Access').
 */
export function getAssetSearchUrl(asset: AssetSummary, ctx: AccessContext): string {
  const assetClass = asset.Class && getAssetClass(asset.Class) ? asset.Class : undefined;
  const id = encodeURIComponent(asset.Asset);
  if (!isLoggedIn(ctx.user)) return withQuery(`/asset/${id}`, assetClass ? { cls: assetClass } : {});
  return withQuery(`/${productPrefixOf(assetClass)}/asset/${id}`, assetClass ? { group: assetClass } : {});
}

/** Asset entries: they open the page getAssetSearchUrl names and show their ticker (or code) and class. */
export function toAssetSearchEntries(assets: readonly AssetSummary[], ctx: AccessContext): SearchEntry[] {
  const seen = new Set<string>();
  const entries: SearchEntry[] = [];
  for (const asset of assets) {
    const key = `${asset.Class ?? ''}:${asset.Asset}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const url = getAssetSearchUrl(asset, ctx);
    const route = findRoute(url);
    const access = route ? checkAccess(route, ctx) : { allowed: true as const };
    const className = asset.Class ? getAssetClass(asset.Class)?.name : undefined;
    entries.push({
      id: `asset:${key}`,
      type: 'asset',
      name: asset.Name,
      code: asset.Asset,
      detail: [asset.Ticker ?? asset.Asset, className].filter(Boolean).join(' · '),
      url,
      ...(access.allowed ? {} : { disabledMessage: access.message }),
    });
  }
  return entries;
}
