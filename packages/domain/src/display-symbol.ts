/**
 * The symbol shown for an asset (spec §9): cryptocurrencies show the asset code, currencies show it against the
 * US dollar (and USD itself against the euro), everything else shows its RIC.
 */
import type { AssetClassCode } from './asset-classes';

export interface DisplaySymbolAsset {
  /** The asset code: ISO code for currencies, coin code for cryptocurrencies, PermID for companies. */
  id: string;
  class: AssetClassCode;
  ric?: string | null;
}

export function getDisplaySymbol(asset: DisplaySymbolAsset): string {
  if (asset.class === 'crypto') return asset.id;
  if (asset.class === 'cur') return asset.id === 'USD' ? 'USD/EUR' : `${asset.id}/USD`;
  // An asset without a RIC (a synthetic or very new listing) falls back to its code rather than showing nothing.
  return asset.ric || asset.id;
}
