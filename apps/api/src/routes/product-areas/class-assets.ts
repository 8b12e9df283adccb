/** The asset class and the asset a product-area call names, found in the domain and the lake, or a 404. */
import { type AssetClass, type AssetClassCode, getAssetClass, type UniverseAsset } from '@moodwire/domain';
import { HttpError } from '../../http-error';
import type { LoadedLake } from '../../lake/open-lake';

export function unknownClass(code: string, known: readonly string[]): HttpError {
  return new HttpError(404, 'Unknown asset class', {
    message: `There is no asset class '${code}' here (use ${known.join(', ')}).`,
  });
}

/** An asset class of the domain among the allowed ones, or a 404. */
export function findClass(code: string, allowed: readonly string[]): AssetClass {
  const assetClass = getAssetClass(code);
  if (!assetClass || !allowed.includes(code)) throw unknownClass(code, allowed);
  return assetClass;
}

const memberIndex = new WeakMap<readonly UniverseAsset[], Map<string, UniverseAsset>>();

/** The assets of a class (ESG classes: the covered companies or countries; regional classes: their region). */
export function classAssets(lake: LoadedLake, code: AssetClassCode): UniverseAsset[] {
  const group = lake.groupsById.get(code);
  if (group?.type === 'system' && group.class === code) return lake.members(group);
  const baseClass = getAssetClass(code)?.baseClass;
  return lake.universe.filter((asset) => asset.class === baseClass);
}

/** An asset of the class, or a 404 naming it. */
export function findClassAsset(lake: LoadedLake, code: AssetClassCode, assetCode: string): UniverseAsset {
  const members = classAssets(lake, code);
  let index = memberIndex.get(members);
  if (!index) {
    index = new Map(members.map((asset) => [asset.id, asset]));
    memberIndex.set(members, index);
  }
  const asset = index.get(assetCode);
  if (!asset) {
    throw new HttpError(404, 'Unknown asset', { message: `There is no asset '${assetCode}' in class '${code}'.` });
  }
  return asset;
}
