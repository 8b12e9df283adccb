'use client';

import {
  ASSET_SEARCH_CACHE_MS,
  type AssetSummary,
  type PresetGroupSummary,
  parseAssetSummaries,
  parsePresetGroups,
} from '@moodwire/domain';
import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';

/** How many assets the server search returns into the mixed list. */
const ASSET_SEARCH_LIMIT = 20;

/**
 * The preset list and group-asset search are served by a later issue: until then (404) or on any failure the
 * dialog shows the other result types and no error (the search dialog has a result list, not an error display).
 */
async function getDataOrNothing(read: () => Promise<unknown>, signal: AbortSignal): Promise<unknown> {
  try {
    return await read();
  } catch (error) {
    if (signal.aborted) throw error; // a superseded search: let the query library drop it instead of caching []
    return undefined;
  }
}

export async function getPresetGroups(signal: AbortSignal): Promise<PresetGroupSummary[]> {
  return parsePresetGroups(
    await getDataOrNothing(() => readData(getTypedApi().GET('/presets/list', { signal })), signal),
  );
}

export async function getAssetSearch(search: string, signal: AbortSignal): Promise<AssetSummary[]> {
  return parseAssetSummaries(
    await getDataOrNothing(
      () =>
        readData(
          getTypedApi().GET('/groupassets2', { params: { query: { search, limit: ASSET_SEARCH_LIMIT } }, signal }),
        ),
      signal,
    ),
  );
}

/** The preset groups, loaded once the dialog opens; per user, since watchlist groups are per account. */
export function usePresetGroups(enabled: boolean, username: string | undefined) {
  return useQuery({
    queryKey: ['search', 'presets', username ?? null],
    queryFn: ({ signal }) => getPresetGroups(signal),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** Server-side asset search for the debounced text (spec §9: asset search cached 60000 ms). */
export function useAssetSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: ['search', 'assets', search],
    queryFn: ({ signal }) => getAssetSearch(search, signal),
    enabled: search !== '',
    retry: false,
    staleTime: ASSET_SEARCH_CACHE_MS,
    gcTime: ASSET_SEARCH_CACHE_MS,
  });
}
