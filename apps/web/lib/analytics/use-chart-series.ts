'use client';

import { type AssetClassCode, getAssetClass, isAssetClassCode } from '@moodwire/domain';
import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';
import {
  type ChartAsset,
  type ChartPoint,
  type PlannedSeries,
  type SeriesRequest,
  smoothBuzzWeighted,
} from './chart-series-plan';
import { type ChartFrequency, parseAssetRef } from './chart-url-state';

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

export interface SeriesWindow {
  start: string;
  end: string;
  frequency: ChartFrequency;
  window: number;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

type TrmiRequest = Extract<SeriesRequest, { kind: 'trmi' }>;
type TrmiAnswer = Awaited<ReturnType<typeof readTrmi>>;

function readTrmi(request: TrmiRequest, range: SeriesWindow, signal?: AbortSignal) {
  const api = getTypedApi();
  const query = {
    asset: request.asset,
    cvar: request.indicator,
    src: request.source,
    start: range.start,
    end: range.end,
    window: range.window,
    ...(request.group ? { group: request.group } : {}),
  };
  return readData(
    range.frequency === 'hourly'
      ? api.GET('/asset-trmi-hou', { params: { query }, signal })
      : api.GET('/asset-trmi3', { params: { query }, signal }),
  );
}

/**
 * Series calls in flight, so that two series of one answer (an indicator and, unsmoothed, the buzz every answer
 * carries) make one request. Without an abort signal: the other series may still want the answer.
 */
const trmiInFlight = new Map<string, Promise<TrmiAnswer>>();

function readTrmiShared(request: TrmiRequest, range: SeriesWindow): Promise<TrmiAnswer> {
  const key = JSON.stringify([request, range]);
  let answer = trmiInFlight.get(key);
  if (!answer) {
    answer = readTrmi(request, range).finally(() => trmiInFlight.delete(key));
    trmiInFlight.set(key, answer);
  }
  return answer;
}

/**
 * The indicator whose answer also gives a buzz series: unsmoothed, every /asset-trmi3 answer carries the window's
 * buzz, equal to the buzz series itself, so buzz beside another indicator of the same asset costs no call.
 */
function buzzCarrier(request: SeriesRequest, all: readonly PlannedSeries[], range: SeriesWindow): TrmiRequest | null {
  if (request.kind !== 'trmi' || request.indicator !== 'buzz' || range.window !== 1) return null;
  for (const other of all) {
    const candidate = other.request;
    if (
      candidate?.kind === 'trmi' &&
      candidate.indicator !== 'buzz' &&
      candidate.asset === request.asset &&
      candidate.source === request.source &&
      candidate.group === request.group
    ) {
      return candidate;
    }
  }
  return null;
}

interface FetchContext {
  range: SeriesWindow;
  signal: AbortSignal;
  /** Another series of the same asset whose answer carries this (buzz) series. */
  carrier: TrmiRequest | null;
  /** Receives what a series answer says of its asset (name, symbol, class). */
  onAsset: (answer: TrmiAnswer) => void;
}

async function fetchSeries(request: SeriesRequest, context: FetchContext): Promise<ChartPoint[]> {
  const api = getTypedApi();
  const { range, signal } = context;
  const { start, end } = range;
  switch (request.kind) {
    case 'trmi': {
      if (context.carrier) {
        const carried = await readTrmiShared(context.carrier, range);
        context.onAsset(carried);
        return carried.points.map((point) => [Date.parse(point.date), point.buzz]);
      }
      const series = await readTrmiShared(request, range);
      context.onAsset(series);
      return series.points.map((point) => [Date.parse(point.date), point.value]);
    }
    case 'esg': {
      const product = getAssetClass(request.assetClass)?.product === 'esg' ? 'esg' : 'rma';
      const path = {
        asset_class: request.assetClass,
        freq: range.frequency === 'hourly' ? 'hou' : 'dai',
        asset_code: request.asset,
      };
      const query = {
        datacols: request.indicator,
        datatype: request.source,
        start_date: start,
        end_date: nextDay(end),
        format: 'json' as const,
      };
      const answer =
        product === 'esg'
          ? await readData(
              api.GET('/esg/v4/data/{asset_class}/{freq}/{asset_code}', { params: { path, query }, signal }),
            )
          : await readData(
              api.GET('/rma/v4/data/{asset_class}/{freq}/{asset_code}', { params: { path, query }, signal }),
            );
      // format=json answers rows of column -> value (the route's JSON variant; the CSV variant is a string).
      const rows = Array.isArray(answer) ? (answer as Record<string, string | number | null>[]) : [];
      const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
      return smoothBuzzWeighted(
        rows.map((row) => ({
          time: Date.parse(String(row.windowTimestamp)),
          value: numberOf(row[request.indicator]),
          buzz: numberOf(row.buzz),
        })),
        range.window,
      );
    }
    case 'price': {
      const series = await readData(
        api.GET('/asset-price', {
          params: {
            query: {
              asset: request.asset,
              cls: request.assetClass,
              start,
              end,
              ...(range.frequency === 'hourly' ? { hourly: true } : {}),
            },
          },
          signal,
        }),
      );
      return series.points.map((point) => [Date.parse(point.date), point[request.field] ?? null]);
    }
    case 'bondprice': {
      const series = await readData(
        api.GET('/asset-bondprice', { params: { query: { asset: request.asset, start, end } }, signal }),
      );
      return series.points.map((point) => [Date.parse(point.date), point.bondPrice ?? null]);
    }
  }
}

/** The query key of a request: price and Return of one asset share one /asset-price call. */
function requestKey(request: SeriesRequest, range: SeriesWindow): unknown[] {
  const dates = [range.start, range.end, range.frequency];
  switch (request.kind) {
    case 'price':
      return ['chart-series', 'price', request.asset, request.assetClass, request.field, ...dates];
    case 'bondprice':
      return ['chart-series', 'bondprice', request.asset, range.start, range.end];
    default:
      return ['chart-series', request, ...dates, range.window];
  }
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
