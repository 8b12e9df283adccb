'use client';

import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

/** How many matches the asset search lists. */
export const ASSET_SEARCH_LIMIT = 12;

async function searchAssets(search: string, signal: AbortSignal) {
  return readData(
    getTypedApi().GET('/radarv5/assetlist', { signal, params: { query: { search, limit: ASSET_SEARCH_LIMIT } } }),
  );
}

export type RadarAsset = Awaited<ReturnType<typeof searchAssets>>['assets'][number];

/**
 * Assets of every class whose name, symbol or code holds the text, most talked about first (GET /radarv5/assetlist,
 * the Radar's own call: the same masfV5 permission as the alerts).
 */
export function useAssetSearch(search: string) {
  return useQuery({
    queryKey: ['radar-alerts', 'asset-search', search],
    queryFn: ({ signal }) => searchAssets(search, signal),
    enabled: search !== '',
    staleTime: 60_000,
  });
}

/** Names and classes of the assets named by code (the rules list, a watchlist's first asset). */
export function useAssetNames(codes: readonly string[]) {
  const unique = [...new Set(codes)].sort();
  return useQuery({
    queryKey: ['radar-alerts', 'asset-names', unique],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/radarv5/assetlist', {
          signal,
          params: { query: { assets: unique.join(','), limit: Math.max(unique.length, 1) } },
        }),
      ),
    enabled: unique.length > 0,
    staleTime: 5 * 60_000,
    select: (answer) => answer.assets,
  });
}

/** The asset of a code (and class, when known) among the assets named. */
export function findNamedAsset(
  assets: readonly RadarAsset[] | undefined,
  code: string,
  assetClass?: string,
): RadarAsset | undefined {
  return assets?.find((asset) => asset.asset === code && (assetClass === undefined || asset.class === assetClass));
}

async function listWatchlists(signal: AbortSignal) {
  return readData(getTypedApi().GET('/user/watchlistsv5/list', { signal, cache: 'no-store' }));
}

export type RadarWatchlist = Awaited<ReturnType<typeof listWatchlists>>[number];

/** The user's v5 watchlists (the targets of watchlist rules). */
export function useV5Watchlists() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['radar-alerts', 'watchlists', user?.username ?? null],
    queryFn: ({ signal }) => listWatchlists(signal),
    enabled: Boolean(user),
    staleTime: 60_000,
  });
}
