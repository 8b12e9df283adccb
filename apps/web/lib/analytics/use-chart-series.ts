'use client';

import { type AssetClassCode, getAssetClass, isAssetClassCode } from '@moodwire/domain';
import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';
import {
  buzzCarrier,
  fetchSeries,
  requestKey,
  type SeriesInFlight,
  type SeriesWindow,
  type TrmiAnswer,
} from './chart-series-fetch';
import type { ChartAsset, ChartPoint, PlannedSeries } from './chart-series-plan';
import { parseAssetRef } from './chart-url-state';

/** The browser's series calls in flight (chart-series-fetch.ts). */
const seriesInFlight: SeriesInFlight = new Map();

const STALE_MS = 60_000;

function statusOf(error: unknown): number | undefined {
  if (error !== null && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

async function getChartAsset(ref: string, groupClass: AssetClassCode, signal: AbortSignal): Promise<ChartAsset> {
  const api = getTypedApi();
  const { id, assetClass: namedClass } = parseAssetRef(ref);
  let summary: Awaited<ReturnType<typeof readSummary>>;
  // The class the path names, else the group's (a country and its market share a code: 'US'); an asset of
  // another class falls back to its own.
  try {
    summary = await readSummary(id, namedClass ?? groupClass, signal);
  } catch (error) {
    if (statusOf(error) !== 400 || namedClass) throw error;
    summary = await readSummary(id, undefined, signal);
  }
  const assetClass = isAssetClassCode(summary.class) ? summary.class : groupClass;
  return {
    ref,
    id: summary.asset,
    name: summary.name,
    symbol: summary.symbol ?? summary.asset,
    assetClass,
    className: getAssetClass(assetClass)?.name ?? summary.class,
  };

  function readSummary(asset: string, cls: AssetClassCode | undefined, abort: AbortSignal) {
    return readData(
      api.GET('/asset-summary', { params: { query: { asset, ...(cls ? { cls } : {}) } }, signal: abort }),
    );
  }
}

const ASSET_STALE_MS = 5 * 60_000;

/** The cache key of a chart asset's summary (the series answers fill it too, see useChartSeries). */
export function chartAssetQueryKey(username: string | null, ref: string, groupClass: AssetClassCode) {
  return ['chart-asset', username, ref, groupClass] as const;
}

/**
 * The chart's assets (name, display symbol, class), one query each, in path order. `isEnabled(index)` holds an
 * asset's summary call back while its series load: their answers name the asset, so the call is usually not
 * needed, and the browser's few connections go to the series first.
 */
export function useChartAssets(
  ids: readonly string[],
  groupClass: AssetClassCode,
  isEnabled: (index: number) => boolean = () => true,
) {
  const { user } = useSession();
  return useQueries({
    queries: ids.map((id, index) => ({
      queryKey: chartAssetQueryKey(user?.username ?? null, id, groupClass),
      queryFn: ({ signal }: { signal: AbortSignal }) => getChartAsset(id, groupClass, signal),
      enabled: isEnabled(index),
      staleTime: ASSET_STALE_MS,
      retry: false,
    })),
  });
}

export interface LoadedSeries {
  planned: PlannedSeries;
  points: ChartPoint[];
  /** When the points were fetched (changes with new data; a cheap identity for memos). */
  updatedAt: number;
  isPending: boolean;
  error: unknown;
}

/**
 * Fills an asset's summary from a series answer (name, symbol, class) unless the cache has it, when the answer
 * is of the class the chart planned the asset in; the summary call is then not made.
 */
function seedChartAsset(
  queryClient: QueryClient,
  username: string | null,
  groupClass: AssetClassCode,
  asset: ChartAsset,
  answer: TrmiAnswer,
) {
  if (answer.asset !== asset.id || answer.class !== asset.assetClass) return;
  const key = chartAssetQueryKey(username, asset.ref, groupClass);
  if (queryClient.getQueryData(key) !== undefined) return;
  const seeded: ChartAsset = { ...asset, name: answer.name, symbol: answer.symbol };
  queryClient.setQueryData(key, seeded);
}

/**
 * The query of one planned series (the screen's, and the frame's prefetch, which must ask the same): series that
 * do not apply to their asset are not fetched.
 */
export function chartSeriesQuery(options: {
  one: PlannedSeries;
  planned: readonly PlannedSeries[];
  range: SeriesWindow | null;
  groupClass: AssetClassCode;
  username: string | null;
  queryClient: QueryClient;
}) {
  const { one, planned, range, groupClass, username, queryClient } = options;
  return {
    queryKey: [...(one.request && range ? requestKey(one.request, range) : ['chart-series', 'none']), username],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      one.request && range
        ? fetchSeries(one.request, {
            api: getTypedApi(),
            inFlight: seriesInFlight,
            range,
            signal,
            carrier: buzzCarrier(one.request, planned, range),
            onAsset: (answer) => seedChartAsset(queryClient, username, groupClass, one.asset, answer),
          })
        : Promise.resolve<ChartPoint[]>([]),
    enabled: one.request !== null && range !== null,
    staleTime: STALE_MS,
    retry: false,
  };
}

/** The planned series' points. */
export function useChartSeries(
  planned: readonly PlannedSeries[],
  range: SeriesWindow | null,
  groupClass: AssetClassCode,
): LoadedSeries[] {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const username = user?.username ?? null;
  const results = useQueries({
    queries: planned.map((one) => chartSeriesQuery({ one, planned, range, groupClass, username, queryClient })),
  });
  return planned.map((one, index) => {
    const result = results[index];
    return {
      planned: one,
      points: result?.data ?? [],
      updatedAt: result?.dataUpdatedAt ?? 0,
      isPending: one.request !== null && (range === null || (result?.isPending ?? true)),
      error: result?.error ?? null,
    };
  });
}

export interface AssetSearchHit {
  id: string;
  /** The asset's class when the search gives it (the universe search). */
  assetClass: AssetClassCode | null;
  name: string;
  /** Display symbol and class, when the call gives them. */
  detail: string | null;
}

/**
 * The asset picker's two searches: the group's assets (/groupassets2 with search) and the whole universe
 * (/assetlist without class or group, each row with its own class). Off until there is text.
 */
export function useChartAssetSearch(groupId: string, text: string) {
  const { user } = useSession();
  const search = text.trim();
  const enabled = search.length > 0;
  const [inGroup, inUniverse] = useQueries({
    queries: [
      {
        queryKey: ['chart-asset-search', 'group', user?.username ?? null, groupId, search],
        queryFn: async ({ signal }: { signal: AbortSignal }): Promise<AssetSearchHit[]> => {
          const rows = await readData(
            getTypedApi().GET('/groupassets2', { params: { query: { group: groupId, search, limit: 8 } }, signal }),
          );
          return rows.map((row) => ({ id: row.Asset, assetClass: null, name: row.Name, detail: null }));
        },
        enabled,
        staleTime: STALE_MS,
      },
      {
        queryKey: ['chart-asset-search', 'universe', user?.username ?? null, search],
        queryFn: async ({ signal }: { signal: AbortSignal }): Promise<AssetSearchHit[]> => {
          const answer = await readData(
            getTypedApi().GET('/assetlist', { params: { query: { search, limit: 8 } }, signal }),
          );
          return answer.assets.map((row) => ({
            id: row.asset,
            assetClass: isAssetClassCode(row.class) ? row.class : null,
            name: row.name,
            detail: `${row.symbol ?? row.asset} · ${getAssetClass(row.class)?.name ?? row.class}`,
          }));
        },
        enabled,
        staleTime: STALE_MS,
      },
    ],
  });
  return { inGroup, inUniverse, enabled };
}
