/**
 * Assets as the web calls name them. An asset code alone is not always unique: a country and its country market
 * share the ISO code ('US' is both United States (cou) and United States Markets (coumkt)), so a call may say which
 * class it means with `cls` or `group`; a code that is ambiguous without one is refused with a 400 that says so.
 */
import {
  type AssetClassCode,
  getAssetClass,
  getDisplaySymbol,
  type PresetGroup,
  requireAssetClass,
  type UniverseAsset,
  type UniverseClass,
} from '@moodwire/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../http-error';
import type { LoadedLake } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { findGroup } from './caller-groups';
import { datasetClassFor } from './dataset-class';

interface AssetIndex {
  /** Every asset with a code, one entry per class that has it. */
  byId: Map<string, UniverseAsset[]>;
  /** Members of system groups by group id, computed on first use. */
  members: Map<string, Set<string>>;
}

const indexes = new WeakMap<LoadedLake, AssetIndex>();

function indexOf(lake: LoadedLake): AssetIndex {
  let index = indexes.get(lake);
  if (!index) {
    const byId = new Map<string, UniverseAsset[]>();
    for (const asset of lake.universe) {
      const list = byId.get(asset.id);
      if (list) list.push(asset);
      else byId.set(asset.id, [asset]);
    }
    index = { byId, members: new Map() };
    indexes.set(lake, index);
  }
  return index;
}

/** The asset with this code in a base class (a country and its market share a code). */
export function findAssetInClass(lake: LoadedLake, id: string, baseClass: string): UniverseAsset | undefined {
  return indexOf(lake)
    .byId.get(id)
    ?.find((asset) => asset.class === baseClass);
}

/** The codes of a group's members (a system group's are computed once per build). */
export function memberIds(lake: LoadedLake, group: PresetGroup): Set<string> {
  if (group.type !== 'system') return new Set(lake.members(group).map((asset) => asset.id));
  const index = indexOf(lake);
  let ids = index.members.get(group.id);
  if (!ids) {
    ids = new Set(lake.members(group).map((asset) => asset.id));
    index.members.set(group.id, ids);
  }
  return ids;
}

/**
 * The all-assets group of a class (the build writes one per class, with the class code as its id): the ESG and
 * regional classes are subsets of their base class, and this group holds exactly the class's assets.
 */
export function classGroup(lake: LoadedLake, classCode: AssetClassCode): PresetGroup | undefined {
  const group = lake.groupsById.get(classCode);
  return group?.type === 'system' && group.class === classCode ? group : undefined;
}

/** The assets of a class, in universe order. */
export function classMembers(lake: LoadedLake, classCode: AssetClassCode): UniverseAsset[] {
  const group = classGroup(lake, classCode);
  if (group) return lake.members(group);
  const baseClass = requireAssetClass(classCode).baseClass;
  return lake.universe.filter((asset) => asset.class === baseClass);
}

export function isInClass(lake: LoadedLake, asset: UniverseAsset, classCode: AssetClassCode): boolean {
  const assetClass = requireAssetClass(classCode);
  if (assetClass.baseClass !== asset.class) return false;
  if (assetClass.code === assetClass.baseClass) return true;
  const group = classGroup(lake, classCode);
  return group ? memberIds(lake, group).has(asset.id) : false;
}

/** A `cls` parameter as an asset class code, or a 400 naming it. */
export function parseClass(value: string | undefined, parameter = 'cls'): AssetClassCode | undefined {
  if (value === undefined) return undefined;
  const assetClass = getAssetClass(value);
  if (!assetClass) throw badParameter(parameter, `unknown asset class '${value}'`);
  return assetClass.code;
}

export interface ResolvedAsset {
  asset: UniverseAsset;
  /** The class the call is about: `cls`, the group's class, or the asset's own class. */
  classCode: AssetClassCode;
  /** The index class of the asset in the universe (its reference, prices and pulse events). */
  baseClass: UniverseClass;
  /**
   * The class whose dataset the asset page reads (`datasetClassFor`, which checks the caller may read it): an
   * ESG class's own ESG dataset, otherwise the base class's rma dataset; the base class with `baseClassOnly`.
   */
  dataClass: AssetClassCode;
  group: PresetGroup | null;
  /** Distinguishes answers that depend on the caller's groups (an admin's watchlists) in the ETag. */
  variant: string;
}

export interface ResolveAssetOptions {
  asset: string;
  cls?: string;
  group?: string;
  /**
   * The call reads the base class's data only (prices, the public teaser), whatever class it names: no dataset
   * class is resolved, so it needs no data permission of that class.
   */
  baseClassOnly?: boolean;
}

/**
 * The asset a call names, in the class it names: 404 for a code the lake does not know (or a group it does not
 * have), 400 naming `asset` for an asset outside the given class or group's class, or an ambiguous code.
 */
export async function resolveAsset(
  ctx: AppContext,
  request: FastifyRequest,
  lake: LoadedLake,
  options: ResolveAssetOptions,
): Promise<ResolvedAsset> {
  const candidates = indexOf(lake).byId.get(options.asset) ?? [];
  if (candidates.length === 0) {
    throw new HttpError(404, 'Unknown asset', { message: `There is no asset '${options.asset}'.` });
  }
  let classCode = parseClass(options.cls);
  let group: PresetGroup | null = null;
  let variant = '';
  if (options.group !== undefined) {
    const found = await findGroup(ctx, request, lake, options.group);
    group = found.group;
    variant = found.variant;
    if (classCode !== undefined && classCode !== group.class) {
      throw badParameter('cls', `group '${group.id}' is of class ${group.class}, not ${classCode}`);
    }
    classCode = group.class;
  }
  if (classCode === undefined) {
    const [only, other] = candidates;
    if (!only) throw new HttpError(404, 'Unknown asset', { message: `There is no asset '${options.asset}'.` });
    if (other) {
      const classes = candidates.map((asset) => asset.class).join(', ');
      throw badParameter('asset', `'${options.asset}' is in several classes (${classes}): name one with cls`);
    }
    return { asset: only, classCode: only.class, baseClass: only.class, dataClass: only.class, group, variant };
  }
  const wanted = classCode;
  const asset = candidates.find((candidate) => isInClass(lake, candidate, wanted));
  if (!asset) {
    const where = group ? `group '${group.id}' (class ${wanted})` : `class ${wanted}`;
    throw badParameter('asset', `'${options.asset}' is not an asset of ${where}`);
  }
  const dataClass = options.baseClassOnly ? asset.class : datasetClassFor(ctx, request, wanted);
  return { asset, classCode: wanted, baseClass: asset.class, dataClass, group, variant };
}

/** The reference fields of an asset as the web calls show them (display symbol per spec §9). */
export interface AssetRecord {
  asset: string;
  name: string;
  symbol: string;
  class: string;
  sector: string | null;
  domicile: string | null;
  exchangeCountry: string | null;
}

export function toAssetRecord(asset: UniverseAsset, classCode: AssetClassCode = asset.class): AssetRecord {
  return {
    asset: asset.id,
    name: asset.name,
    symbol: getDisplaySymbol({ id: asset.id, class: asset.class, ric: asset.ric }),
    class: classCode,
    sector: asset.sector ?? null,
    domicile: asset.domicile ?? null,
    exchangeCountry: asset.exchangeCountry ?? null,
  };
}

/** A search over names and codes: a part of the name, or the code, ticker or start of the RIC (case-insensitive). */
export function matchesSearch(asset: UniverseAsset, needle: string): boolean {
  return (
    asset.name.toLowerCase().includes(needle) ||
    asset.id.toLowerCase() === needle ||
    asset.ticker?.toLowerCase() === needle ||
    (asset.ric?.toLowerCase().startsWith(needle) ?? false)
  );
}
