'use client';

import type { AssetClassCode, ProductCode } from '@moodwire/domain';
import { AnalyticsFrame } from '@/components/analytics/analytics-frame';
import { planChart, provisionalChartAsset } from '@/lib/analytics/chart-series-plan';
import { parseChartUrl, resolveFetchRange, withChartDefaults } from '@/lib/analytics/chart-url-state';
import type { ScreenPrefetch } from '@/lib/analytics/use-analytics-prefetch';
import { chartSeriesQuery } from '@/lib/analytics/use-chart-series';
import { ChartsView, loadChartCanvas } from './charts-view';

/** The chart's series calls, planned from the link as the view plans them, while the session is checked. */
const prefetchChart: ScreenPrefetch = ({ queryClient, username, group, lake, searchParams, pathname }) => {
  const segments = pathname.split('/charts/')[1]?.split('/').filter(Boolean) ?? [];
  const groupClass = group.Class as AssetClassCode;
  const state = withChartDefaults(parseChartUrl(segments, searchParams).state, {
    Featured: group.Featured,
    Class: groupClass,
  });
  const range = { ...resolveFetchRange(state, lake), frequency: state.frequency, window: state.window };
  const planned = planChart(
    state.assets.map((ref) => provisionalChartAsset(ref, groupClass)),
    state.indicators,
    { group: { id: group.Group, assetClass: groupClass }, source: state.source, frequency: state.frequency },
  );
  for (const one of planned) {
    if (one.request) {
      void queryClient.prefetchQuery(chartSeriesQuery({ one, planned, range, groupClass, username, queryClient }));
    }
  }
};

/** The Charts screen of one product (/ma4/charts or /esg4/charts) inside the analytics frame. */
export function ChartsClient({ product }: { product: ProductCode }) {
  return (
    <AnalyticsFrame product={product} screen="charts" preload={loadChartCanvas} prefetch={prefetchChart}>
      {(context) => <ChartsView {...context} />}
    </AnalyticsFrame>
  );
}
