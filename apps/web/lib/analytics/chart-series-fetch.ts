/**
 * How a chart series is read from the API: the call of each planned request (sentiment series, ESG rows, price,
 * bond price), buzz carried by a sibling answer, and the cache key of a request. No React and no browser globals,
 * so the Charts screen's hooks and the server's first-view snapshot ask exactly the same questions.
 */
import { addDays, getAssetClass } from '@moodwire/domain';
import { readData, type TypedApiClient } from '@/lib/api/typed-client';
import { type ChartPoint, type PlannedSeries, type SeriesRequest, smoothBuzzWeighted } from './chart-series-plan';
import type { ChartFrequency } from './chart-url-state';

export interface SeriesWindow {
  start: string;
  end: string;
  frequency: ChartFrequency;
  window: number;
}

type TrmiRequest = Extract<SeriesRequest, { kind: 'trmi' }>;
export type TrmiAnswer = Awaited<ReturnType<typeof readTrmi>>;

function readTrmi(api: TypedApiClient, request: TrmiRequest, range: SeriesWindow, signal?: AbortSignal) {
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
 * carries) make one request. Without an abort signal: the other series may still want the answer. One map per
 * account's client (the browser's, or one server request's), so that answers are never shared between keys.
 */
export type SeriesInFlight = Map<string, Promise<TrmiAnswer>>;

function readTrmiShared(context: FetchContext, request: TrmiRequest): Promise<TrmiAnswer> {
  const { api, inFlight, range } = context;
  const key = JSON.stringify([request, range]);
  let answer = inFlight.get(key);
  if (!answer) {
    answer = readTrmi(api, request, range).finally(() => inFlight.delete(key));
    inFlight.set(key, answer);
  }
  return answer;
}

/**
 * The indicator whose answer also gives a buzz series: unsmoothed, every /asset-trmi3 answer carries the window's
 * buzz, equal to the buzz series itself, so buzz beside another indicator of the same asset costs no call.
 */
export function buzzCarrier(
  request: SeriesRequest,
  all: readonly PlannedSeries[],
  range: SeriesWindow,
): TrmiRequest | null {
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

export interface FetchContext {
  api: TypedApiClient;
  inFlight: SeriesInFlight;
  range: SeriesWindow;
  signal?: AbortSignal;
  /** Another series of the same asset whose answer carries this (buzz) series. */
  carrier: TrmiRequest | null;
  /** Receives what a series answer says of its asset (name, symbol, class). */
  onAsset: (answer: TrmiAnswer) => void;
}

/** The points of one planned series (the browser's hooks and the server's chart snapshot). */
export async function fetchSeries(request: SeriesRequest, context: FetchContext): Promise<ChartPoint[]> {
  const { api, range, signal } = context;
  const { start, end } = range;
  switch (request.kind) {
    case 'trmi': {
      if (context.carrier) {
        const carried = await readTrmiShared(context, context.carrier);
        context.onAsset(carried);
        return carried.points.map((point) => [Date.parse(point.date), point.buzz]);
      }
      const series = await readTrmiShared(context, request);
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
        end_date: addDays(end, 1),
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
export function requestKey(request: SeriesRequest, range: SeriesWindow): unknown[] {
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
