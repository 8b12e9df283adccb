'use client';

import type { AssetClassCode } from '@moodwire/domain';
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

/** The HTTP status of a failed call (the typed client attaches it to the error body), if it had one. */
export function statusOf(error: unknown): number | undefined {
  return error !== null && typeof error === 'object' && 'status' in error
    ? (error as { status?: number }).status
    : undefined;
}

/**
 * The public summary of an asset with its short daily series (GET /public-asset), for the asset and asset chart
 * widgets. A refusal (unknown asset 404, ambiguous code 400) is not retried: the same call would be refused again.
 */
export function useWidgetAsset(asset: string, cls: AssetClassCode | null) {
  return useQuery({
    queryKey: ['widget', 'public-asset', asset, cls],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/public-asset', {
          params: { query: { asset, cls: cls ?? undefined } },
          signal,
        }),
      ),
    retry: (count, error) => count < 1 && (statusOf(error) ?? 500) >= 500,
  });
}

/**
 * A few assets of the data to pick from in the gallery: the most positive and most negative assets of the default
 * groups (the public top lists of /app), each with its group's class so that a shared code ('US') is not ambiguous.
 */
export function useWidgetExampleAssets() {
  return useQuery({
    queryKey: ['widget', 'toplists', 'examples'],
    queryFn: ({ signal }) => readData(getTypedApi().GET('/toplists', { params: { query: { num: 3 } }, signal })),
    select: (lists) =>
      lists.map((list) => ({
        group: list.groupName,
        assets: [...list.top, ...list.bottom]
          .filter((row, index, rows) => rows.findIndex((other) => other.asset === row.asset) === index)
          .map((row) => ({ asset: row.asset, cls: list.class, name: row.name, symbol: row.symbol })),
      })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
