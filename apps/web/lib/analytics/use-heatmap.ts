'use client';

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';
import { type HeatmapQuery, heatmapCallQuery } from './heatmap-call';

/** The /heatmaps query of one account (the screen's, and the frame's prefetch). */
export function heatmapQuery(username: string | null, query: HeatmapQuery) {
  return queryOptions({
    queryKey: ['heatmaps', username, query],
    queryFn: ({ signal }) =>
      readData(getTypedApi().GET('/heatmaps', { params: { query: heatmapCallQuery(query) }, signal })),
  });
}

/** A group's heatmap tiles (largest first). Keeps the previous answer on screen while a changed one loads. */
export function useHeatmap(query: HeatmapQuery) {
  const { user } = useSession();
  return useQuery({ ...heatmapQuery(user?.username ?? null, query), placeholderData: keepPreviousData });
}

/**
 * The group's members with display symbol and exchange country (GET /assetlist): the heatmap's tiles carry
 * neither, and the exchange-country filter offers the countries the group has.
 */
export function heatmapAssetsQuery(username: string | null, group: string) {
  return queryOptions({
    queryKey: ['assetlist', username, group, 'all'],
    queryFn: ({ signal }) =>
      readData(getTypedApi().GET('/assetlist', { params: { query: { group, limit: 10_000 } }, signal })),
    staleTime: 5 * 60_000,
  });
}

export function useHeatmapAssets(group: string) {
  const { user } = useSession();
  return useQuery(heatmapAssetsQuery(user?.username ?? null, group));
}
