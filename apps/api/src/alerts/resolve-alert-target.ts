/**
 * The assets a rule's target stands for in the published lake: one asset, a preset group's members, or the assets
 * of one of the user's v5 watchlists. Each asset comes with its base class (the rma dataset it is read from).
 */
import { type AssetClassCode, getAssetClass, requireAssetClass, type UniverseAsset } from '@moodwire/domain';
import { HttpError } from '../http-error';
import type { LoadedLake } from '../lake/open-lake';
import { findAssetInClass, isInClass } from '../routes/web/web-assets';
import type { AccountsDb } from '../store/database-schema';
import { listWatchlists } from '../store/watchlists/list-watchlists';
import { type AlertTarget, MAX_TARGET_ASSETS } from './alert-rule';

export interface TargetAsset {
  /** The base class whose rma dataset holds the asset's rows. */
  assetClass: AssetClassCode;
  code: string;
  name: string;
}

function invalid(field: string, reason: string): HttpError {
  return new HttpError(400, `Invalid parameter '${field}': ${reason}`);
}

const firstOfId = new WeakMap<LoadedLake, Map<string, UniverseAsset>>();

/** The first asset of the universe with a code (a country before its market, as the universe lists them). */
function assetById(lake: LoadedLake, id: string): UniverseAsset | undefined {
  let index = firstOfId.get(lake);
  if (!index) {
    index = new Map();
    for (const asset of lake.universe) if (!index.has(asset.id)) index.set(asset.id, asset);
    firstOfId.set(lake, index);
  }
  return index.get(id);
}

const toTargetAsset = (asset: UniverseAsset): TargetAsset => ({
  assetClass: asset.class as AssetClassCode,
  code: asset.id,
  name: asset.name,
});

export interface ResolveAlertTargetOptions {
  lake: LoadedLake;
  db: AccountsDb;
  userId: string;
  target: AlertTarget;
  /** Refuse what cannot be resolved with a 400 naming the field (saving a rule); otherwise resolve what can be. */
  strict: boolean;
}

/** The target's assets; with `strict`, an unknown asset, group or watchlist is a 400 naming the target field. */
export async function resolveAlertTarget(options: ResolveAlertTargetOptions): Promise<TargetAsset[]> {
  const { lake, target, strict } = options;
  if (target.type === 'asset') {
    const baseClass = requireAssetClass(target.class).baseClass;
    const asset = findAssetInClass(lake, target.code, baseClass);
    if (!asset || !isInClass(lake, asset, target.class)) {
      if (strict) throw invalid('target.code', `no asset '${target.code}' in the class '${target.class}'`);
      return [];
    }
    return [toTargetAsset(asset)];
  }
  if (target.type === 'group') {
    const group = lake.groupsById.get(target.group);
    if (!group) {
      if (strict) throw invalid('target.group', `no preset group '${target.group}'`);
      return [];
    }
    if (getAssetClass(group.class)?.dataset !== 'rma') {
      if (strict) throw invalid('target.group', `alerts read the market indices; '${target.group}' is an ESG group`);
      return [];
    }
    const members = lake.members(group);
    if (members.length > MAX_TARGET_ASSETS) {
      if (strict) {
        throw invalid('target.group', `'${target.group}' has ${members.length} assets; at most ${MAX_TARGET_ASSETS}`);
      }
      return members.slice(0, MAX_TARGET_ASSETS).map(toTargetAsset);
    }
    return members.map(toTargetAsset);
  }
  const watchlists = await listWatchlists(options.db, { userId: options.userId, version: 5 });
  const watchlist = watchlists.find((item) => item.key === target.key);
  if (!watchlist) {
    if (strict) throw invalid('target.key', `no v5 watchlist with the key '${target.key}'`);
    return [];
  }
  const assets: TargetAsset[] = [];
  for (const code of watchlist.assets.slice(0, MAX_TARGET_ASSETS)) {
    const asset = assetById(lake, code);
    if (asset) assets.push(toTargetAsset(asset));
  }
  if (strict && assets.length === 0) {
    throw invalid('target.key', `the watchlist '${watchlist.name}' holds no asset of the published data`);
  }
  return assets;
}
