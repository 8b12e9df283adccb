'use client';

import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

/**
 * The public featured content (spec §7 '/featuredchart', '/featuredheatmaps', '/toplists'): anyone may read it,
 * signed in or not. `groups` is a comma-separated list of group ids; without it the API picks the first group of
 * each subject-picker category. The username stays in the key because an admin's answer may differ (watchlists).
 */
export interface FeaturedQuery {
  groups?: string;
}

export function useFeaturedCharts({ groups }: FeaturedQuery = {}) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['featuredchart', user?.username ?? null, groups ?? null],
    queryFn: ({ signal }) => readData(getTypedApi().GET('/featuredchart', { params: { query: { groups } }, signal })),
    staleTime: 5 * 60_000,
  });
}

export function useFeaturedHeatmaps({ groups, maxnum }: FeaturedQuery & { maxnum?: number } = {}) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['featuredheatmaps', user?.username ?? null, groups ?? null, maxnum ?? null],
    queryFn: ({ signal }) =>
      readData(getTypedApi().GET('/featuredheatmaps', { params: { query: { groups, maxnum } }, signal })),
    staleTime: 5 * 60_000,
  });
}

export function useToplists({ groups, num, period }: FeaturedQuery & { num?: number; period?: number } = {}) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['toplists', user?.username ?? null, groups ?? null, num ?? null, period ?? null],
    queryFn: ({ signal }) =>
      readData(getTypedApi().GET('/toplists', { params: { query: { groups, num, period } }, signal })),
    staleTime: 5 * 60_000,
  });
}

export type FeaturedChartData = NonNullable<ReturnType<typeof useFeaturedCharts>['data']>[number];
export type FeaturedHeatmapData = NonNullable<ReturnType<typeof useFeaturedHeatmaps>['data']>[number];
export type ToplistData = NonNullable<ReturnType<typeof useToplists>['data']>[number];
