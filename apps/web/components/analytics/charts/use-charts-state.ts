'use client';

import type { AssetClassCode } from '@moodwire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import type { AnalyticsContext } from '@/components/analytics/analytics-frame';
import { type ChartAsset, planChart, provisionalChartAsset } from '@/lib/analytics/chart-series-plan';
import {
  type ChartUrlState,
  chartPath,
  chartQuery,
  parseChartUrl,
  resolveFetchRange,
  withChartDefaults,
} from '@/lib/analytics/chart-url-state';
import { chartAssetQueryKey, useChartAssets, useChartSeries } from '@/lib/analytics/use-chart-series';
import { useFirstView } from '@/lib/analytics/use-first-view';
import { useLakeInfo } from '@/lib/analytics/use-lake-info';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { lazyModule, useLazyModule } from '@/lib/lazy/use-lazy-module';
import { useSession } from '@/lib/session/use-session';
import { type CanvasSeries, canvasSeriesOf, seriesColours, type ZoomWindow } from './chart-option';

/** The chart's code (ECharts): the frame starts loading it with the screen's data (charts-client.tsx). */
const chartCanvasModule = lazyModule(() => import('./chart-canvas'));
export const loadChartCanvas = chartCanvasModule.load;

export type ChartsNavigate = (patch: Partial<ChartUrlState>, options?: { push?: boolean }) => void;

/**
 * The state of the Charts screen: the URL's choices with the group's defaults, the planned and loaded series, the
 * chosen assets' summaries, what is plotted, and `navigate`, which writes a change back to the URL (every choice
 * lives there, chart-url-state.ts).
 */
export function useChartsState({ product, group, snapshot }: AnalyticsContext) {
  const params = useParams<{ assetId?: string | string[] }>();
  const { searchParams, set } = useUrlState();

  const segments = useMemo(() => {
    const raw = params.assetId;
    return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  }, [params.assetId]);
  const parsed = useMemo(() => parseChartUrl(segments, searchParams), [segments, searchParams]);
  const groupClass = group.Class as AssetClassCode;

  // The default view (no asset in the path): the group's featured asset with the default sentiment indicator and
  // buzz (spec §9); no indicator in the query: the same two indicators.
  const state: ChartUrlState = useMemo(
    () => withChartDefaults(parsed.state, { Featured: group.Featured, Class: groupClass }),
    [parsed.state, group.Featured, groupClass],
  );

  const navigate: ChartsNavigate = useCallback(
    (patch, options = {}) => {
      const next = { ...state, ...patch };
      set(
        { group: group.Group, ...chartQuery(next) },
        { push: options.push, pathname: chartPath(product.base, next.assets) },
      );
    },
    [state, set, group.Group, product.base],
  );

  const lake = useLakeInfo();
  const firstView = useFirstView(snapshot);
  const canvasCode = useLazyModule(chartCanvasModule);
  const range = useMemo(
    () =>
      lake.data ? { ...resolveFetchRange(state, lake.data), frequency: state.frequency, window: state.window } : null,
    [lake.data, state],
  );

  // The series are planned from the path at once (the class it names, else the group's) and their calls go out
  // first; an asset's summary (name, symbol, class) usually comes with its series' answers (useChartSeries fills
  // the cache), so its own call is held back until the series have loaded and then rarely made.
  const queryClient = useQueryClient();
  const { user, hideESG } = useSession();
  const username = user?.username ?? null;
  const assets = state.assets.flatMap((ref): ChartAsset[] => {
    const summary = queryClient.getQueryState<ChartAsset>(chartAssetQueryKey(username, ref, groupClass));
    if (summary?.data) return [summary.data];
    // An asset the summary call does not know is listed with its error, not charted.
    if (summary?.status === 'error') return [];
    return [provisionalChartAsset(ref, groupClass)];
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: assets are rebuilt per render; their ids and classes decide the plan
  const planned = useMemo(
    () =>
      planChart(assets, state.indicators, {
        group: { id: group.Group, assetClass: groupClass },
        source: state.source,
        frequency: state.frequency,
        hideEsg: hideESG,
      }),
    [
      assets.map((asset) => `${asset.ref}:${asset.assetClass}:${asset.name}:${asset.symbol}`).join(','),
      state.indicators,
      state.source,
      state.frequency,
      group.Group,
      groupClass,
      hideESG,
    ],
  );
  const loaded = useChartSeries(planned, range, groupClass);
  const assetQueries = useChartAssets(state.assets, groupClass, (index) => {
    const ref = state.assets[index];
    const own = loaded.filter((one) => one.planned.asset.ref === ref);
    // Held back while its series load, unless none of them is a series call that names the asset.
    return !own.some((one) => one.planned.request?.kind === 'trmi' && one.isPending);
  });
  const isAssetsFetching = assetQueries.some((query) => query.isFetching);
  const assetErrors = state.assets.flatMap((id, index) => {
    const error = assetQueries[index]?.error;
    return error ? [{ id, error }] : [];
  });
  const hidden = new Set(state.hidden);

  const colours = seriesColours(planned);
  const plotted = loaded.filter(
    (one) => one.planned.request !== null && !hidden.has(one.planned.key) && !one.error && one.points.length > 0,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the plotted list is rebuilt per render; its keys, colours and data versions decide
  const canvasSeries: CanvasSeries[] = useMemo(
    () => canvasSeriesOf(plotted, colours, state.frequency),
    [
      plotted.map((one) => `${one.planned.key}@${one.updatedAt}@${colours.get(one.planned.key)}`).join(','),
      state.frequency,
    ],
  );

  // A summary call in flight may still move an asset to another class (and its series with it).
  const isPending =
    lake.isPending || isAssetsFetching || loaded.some((one) => one.isPending && !hidden.has(one.planned.key));
  const wanted = loaded.filter((one) => one.planned.request !== null && !hidden.has(one.planned.key));
  const failed = wanted.filter((one) => one.error);

  const zoom: ZoomWindow = { start: state.start, end: state.end };
  const onZoom = useCallback(
    (window: ZoomWindow) => {
      if (window.start === state.start && window.end === state.end) return;
      navigate({ start: window.start, end: window.end });
    },
    [navigate, state.start, state.end],
  );

  return {
    parsed,
    state,
    groupClass,
    navigate,
    lake,
    range,
    firstView,
    ChartCanvas: canvasCode.module?.default,
    canvasError: canvasCode.error,
    assets,
    planned,
    loaded,
    assetQueries,
    isAssetsFetching,
    assetErrors,
    hidden,
    colours,
    plotted,
    canvasSeries,
    isPending,
    wanted,
    failed,
    zoom,
    onZoom,
  };
}

export type ChartsState = ReturnType<typeof useChartsState>;
