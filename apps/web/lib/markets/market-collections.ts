/**
 * The market collections (spec §3 'Market collection: key with Name', the /markets/[collection] pages) and the
 * system group each one shows: the class's group of every asset, or for companies the largest top-buzz set.
 */
import { type AssetClassCode, getAssetClass, MARKET_COLLECTIONS, withQuery } from '@moodwire/domain';

export type MarketCollectionKey = (typeof MARKET_COLLECTIONS)[number]['key'];

export interface MarketCollection {
  key: MarketCollectionKey;
  name: string;
  assetClass: AssetClassCode;
  /** The preset group whose members the page lists (spec §3 groups; all of them system groups). */
  groupId: string;
}

const COLLECTION_GROUPS: Record<MarketCollectionKey, { assetClass: AssetClassCode; groupId: string }> = {
  companies: { assetClass: 'equ', groupId: 'equ_top500' },
  'company-groups': { assetClass: 'etf', groupId: 'etf' },
  countries: { assetClass: 'cou', groupId: 'cou' },
  'country-markets': { assetClass: 'coumkt', groupId: 'coumkt' },
  currencies: { assetClass: 'cur', groupId: 'cur' },
  cryptocurrencies: { assetClass: 'crypto', groupId: 'crypto' },
  agriculture: { assetClass: 'agr', groupId: 'agr' },
  'energy-and-materials': { assetClass: 'enm', groupId: 'enm' },
};

export const MARKETS: readonly MarketCollection[] = MARKET_COLLECTIONS.map((collection) => ({
  key: collection.key,
  name: collection.name,
  ...COLLECTION_GROUPS[collection.key],
}));

export function getMarketCollection(key: string): MarketCollection | undefined {
  return MARKETS.find((collection) => collection.key === key);
}

/** The market collection of a class, for links from the data overview; undefined for classes without one. */
export function marketOfClass(assetClass: string): MarketCollection | undefined {
  return MARKETS.find((collection) => collection.assetClass === assetClass);
}

/** The public page of an asset (server-rendered summary); the class disambiguates codes such as 'US'. */
export function publicAssetHref(asset: string, assetClass: string): string {
  return withQuery(`/asset/${encodeURIComponent(asset)}`, getAssetClass(assetClass) ? { cls: assetClass } : {});
}
