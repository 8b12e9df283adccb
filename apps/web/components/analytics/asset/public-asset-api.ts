/**
 * Server-side reads of the public asset summary (GET /public-asset) for the server-rendered /asset/[assetId]
 * page. Server code calls the API directly at API_URL (the same setting the `/x` proxy forwards to), with no key:
 * the page is public and shows only what the public call gives.
 */
import { ASSET_CLASS_CODES, type AssetClassCode } from '@moodwire/domain';
import { cache } from 'react';
import { readData } from '@/lib/api/typed-client';
import { publicApi } from '@/lib/server/account-api';

export type PublicAssetSummary = Awaited<ReturnType<typeof fetchPublicAsset>>;

export type PublicAssetResult =
  | { kind: 'ok'; asset: PublicAssetSummary }
  | { kind: 'unknown' }
  | { kind: 'error'; error: unknown };

async function fetchPublicAsset(asset: string, cls: string | undefined) {
  // An unknown class is left out: the API then names the classes of an ambiguous code.
  const assetClass = ASSET_CLASS_CODES.find((code): code is AssetClassCode => code === cls);
  return readData(publicApi().GET('/public-asset', { params: { query: { asset, cls: assetClass } } }));
}

/** The summary, or why there is none; cached per request so metadata and page share one call. */
export const readPublicAsset = cache(async (asset: string, cls: string | undefined): Promise<PublicAssetResult> => {
  try {
    return { kind: 'ok', asset: await fetchPublicAsset(asset, cls) };
  } catch (error) {
    const status = error !== null && typeof error === 'object' ? (error as { status?: number }).status : undefined;
    if (status === 404) return { kind: 'unknown' };
    return { kind: 'error', error };
  }
});
