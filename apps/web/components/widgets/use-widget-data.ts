'use client';

import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';

// Public calls only: a widget on another site has no session, so the query keys carry no user.

export function useWidgetChart(group: string) {
  return useQuery({
    queryKey: ['widget', 'featuredchart', group],
    queryFn: ({ signal }) =>
      readData(getTypedApi().GET('/featuredchart', { params: { query: { groups: group } }, signal })),
    select: (charts) => charts[0] ?? null,
  });
}

export function useWidgetHeatmap(group: string, num: number) {
  return useQuery({
    queryKey: ['widget', 'featuredheatmaps', group, num],
    queryFn: ({ signal }) =>
      readData(getTypedApi().GET('/featuredheatmaps', { params: { query: { groups: group, maxnum: num } }, signal })),
    select: (maps) => maps[0] ?? null,
  });
}

export function useWidgetToplist(group: string, num: number) {
  return useQuery({
    queryKey: ['widget', 'toplists', group, num],
    queryFn: ({ signal }) =>
      readData(getTypedApi().GET('/toplists', { params: { query: { groups: group, num } }, signal })),
    select: (lists) => lists[0] ?? null,
  });
}

export function useWidgetAsset(asset: string) {
  return useQuery({
    queryKey: ['widget', 'public-asset', asset],
    queryFn: ({ signal }) => readData(getTypedApi().GET('/public-asset', { params: { query: { asset } }, signal })),
  });
}
