/**
 * The reference universe in the engine's matcher vocabulary: proper names must keep their capitals in the text,
 * commodities are common nouns matched in any case ("gold", "crude oil"), and tickers, ISO codes and coin symbols
 * are symbols (upper case or cashtag, with a financial context when ambiguous).
 */
import type { ReferenceAsset as EngineAsset } from '@moodwire/engine';
import type { ReferenceAsset } from '../universe/types';

export function toEngineAsset(asset: ReferenceAsset): EngineAsset {
  if (asset.class === 'agr' || asset.class === 'enm') {
    return { id: asset.id, assetClass: asset.class, terms: asset.aliases.map((alias) => alias.toLowerCase()) };
  }
  if (asset.class === 'equ') {
    return { id: asset.id, assetClass: asset.class, names: asset.aliases, tickers: asset.symbols };
  }
  if (asset.class === 'etf') {
    // Sector phrases ("bank stocks", "chipmakers") are common nouns; index names are proper names.
    const isPhrase = asset.companyGroupKind === 'sectorReference';
    return isPhrase
      ? { id: asset.id, assetClass: asset.class, terms: asset.aliases.map((alias) => alias.toLowerCase()) }
      : { id: asset.id, assetClass: asset.class, aliases: asset.aliases };
  }
  return { id: asset.id, assetClass: asset.class, names: asset.aliases, symbols: asset.symbols };
}

export function toEngineAssets(assets: readonly ReferenceAsset[]): EngineAsset[] {
  return assets.map(toEngineAsset);
}
