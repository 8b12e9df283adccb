'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api/api-client';
import { fetchJson } from '@/lib/api/fetch-json';
import type { ApiPaths } from '@/lib/api/typed-client';
import { getData } from '@/lib/downloads/pull-fetch';
import type { AssetLookup } from './watchlist-files';

/** The `data` of a GET call's answer, from the API's OpenAPI document. */
type GetAnswer<Path extends keyof ApiPaths> = ApiPaths[Path] extends {
  get: { responses: { 200: { content: { 'application/json': { data: infer Data } } } } };
}
  ? Data
  : never;

/** A v5 watchlist (GET /user/watchlistsv5/list). */
export type Watchlist = GetAnswer<'/user/watchlistsv5/list'>[number];

/** An asset as the Radar calls describe it (GET /radarv5/assetlist, without its buzz). */
export type AssetRecord = Omit<GetAnswer<'/radarv5/assetlist'>['assets'][number], 'buzz'>;

/** The stored order of the watchlists (a preference: the API lists them by name). */
const ORDER_CATEGORY = 'watchlists-v5';
const ORDER_KEY = 'order';
export const WATCHLISTS_KEY = ['watchlists-v5'] as const;
const ORDER_QUERY_KEY = ['watchlists-v5-order'] as const;

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const answer = await fetchJson<{ data: T }>(apiUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answer.data;
}

/** The watchlists in the user's order: the stored order first, then any not in it by name. */
export function orderWatchlists(lists: readonly Watchlist[], order: readonly string[]): Watchlist[] {
  const rank = new Map(order.map((key, index) => [key, index]));
  return [...lists].sort(
    (a, b) =>
      (rank.get(a.key) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.key) ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  );
}

/** The user's v5 watchlists, in their order. */
export function useWatchlists(enabled = true) {
  const lists = useQuery({
    queryKey: WATCHLISTS_KEY,
    queryFn: ({ signal }) => getData<Watchlist[]>('/user/watchlistsv5/list', signal),
    enabled,
    staleTime: 60_000,
  });
  const order = useQuery({
    queryKey: ORDER_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const stored = await getData<{ value: unknown } | null>(
        `/user/prefs/get?category=${ORDER_CATEGORY}&key=${ORDER_KEY}`,
        signal,
      );
      const value = stored?.value;
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    },
    enabled,
    staleTime: 60_000,
  });
  return {
    ...lists,
    data: lists.data ? orderWatchlists(lists.data, order.data ?? []) : undefined,
  };
}

/** Create (no key) or replace a watchlist: its name and its assets in their order. */
export function useSaveWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watchlist: { key?: string; name: string; assets: string[] }) =>
      postJson<Watchlist>('/user/watchlistsv5/insert', { ...watchlist, type: 'watchlist' }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Watchlist[]>(WATCHLISTS_KEY, (old) =>
        old ? [...old.filter((list) => list.key !== saved.key), saved] : [saved],
      );
      void queryClient.invalidateQueries({ queryKey: WATCHLISTS_KEY });
    },
  });
}

export function useDeleteWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      postJson<{ deleted: boolean }>(`/user/watchlistsv5/delete?key=${encodeURIComponent(key)}`, {}),
    onSuccess: (_answer, key) => {
      queryClient.setQueryData<Watchlist[]>(WATCHLISTS_KEY, (old) => old?.filter((list) => list.key !== key));
      void queryClient.invalidateQueries({ queryKey: WATCHLISTS_KEY });
    },
  });
}

/** Stores the order of the watchlists (their keys). */
export function useSaveWatchlistOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) =>
      postJson(`/user/prefs/insert?category=${ORDER_CATEGORY}&key=${ORDER_KEY}`, { value: keys }),
    onMutate: (keys) => queryClient.setQueryData(ORDER_QUERY_KEY, keys),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ORDER_QUERY_KEY }),
  });
}

/** The assets of codes (a watchlist's), each with its class and names; codes not in the lake are left out. */
export function useWatchlistAssets(codes: readonly string[]) {
  return useQuery({
    queryKey: ['watchlist-assets', codes],
    queryFn: async () => {
      if (codes.length === 0) return [] as (AssetRecord | null)[];
      return lookupAssets(codes.map((code) => ({ by: 'code', value: code })));
    },
    staleTime: 5 * 60_000,
  });
}

/** POST /radarv5/assetlookup: the asset of each lookup, in order (null when none). */
export async function lookupAssets(lookups: readonly AssetLookup[]): Promise<(AssetRecord | null)[]> {
  if (lookups.length === 0) return [];
  const answer = await postJson<{ assets: (AssetRecord | null)[] }>('/radarv5/assetlookup', { lookups });
  return answer.assets;
}

/** An asset named in a pasted text (POST /radarv5/assetmatch) with where it is mentioned. */
export interface MatchedAsset extends AssetRecord {
  mentions: { start: number; end: number; matched: string; kind: string }[];
}

export function useAssetMatch() {
  return useMutation({
    mutationFn: (text: string) => postJson<{ length: number; assets: MatchedAsset[] }>('/radarv5/assetmatch', { text }),
  });
}

/** Search-and-add: assets whose name, code, ticker or RIC match (GET /radarv5/assetlist). */
export function useAssetSearch(search: string) {
  const needle = search.trim();
  return useQuery({
    queryKey: ['radar-asset-search', needle],
    queryFn: ({ signal }) =>
      getData<{ total: number; assets: (AssetRecord & { buzz: number })[] }>(
        `/radarv5/assetlist?search=${encodeURIComponent(needle)}&limit=20`,
        signal,
      ),
    enabled: needle.length >= 2,
    staleTime: 60_000,
  });
}
