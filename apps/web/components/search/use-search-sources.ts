'use client';

import {
  ASSET_SEARCH_CACHE_MS,
  type AssetSummary,
  type PresetGroupSummary,
  parseAssetSummaries,
  parsePresetGroups,
  withQuery,
} from '@moodwire/domain';
import { useQuery } from '@tanstack/react-query';

/** How many assets the server search returns into the mixed list. */
const ASSET_SEARCH_LIMIT = 20;

/**
 * Reads `.data` of a web-API answer. The preset list and group-asset search are served by a later issue:
 * until then (404) or on any failure the dialog shows the other result types and no error (spec §2 asks for
 * a result list, not an error display, in the search dialog).
 */
async function getData(url: string, signal: AbortSignal): Promise<unknown> {
  try {
    const response = await fetch(url, { signal, credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  } catch {
    return undefined;
  }
}

export async function getPresetGroups(signal: AbortSignal): Promise<PresetGroupSummary[]> {
  return parsePresetGroups(await getData('/x/presets/list', signal));
}

export async function getAssetSearch(search: string, signal: AbortSignal): Promise<AssetSummary[]> {
  return parseAssetSummaries(
    await getData(withQuery('/x/groupassets2', { search, limit: ASSET_SEARCH_LIMIT }), signal),
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
