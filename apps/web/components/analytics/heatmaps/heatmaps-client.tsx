'use client';

import type { ProductCode } from '@moodwire/domain';
import { AnalyticsFrame } from '@/components/analytics/analytics-frame';
import type { ScreenPrefetch } from '@/lib/analytics/use-analytics-prefetch';
import { heatmapAssetsQuery, heatmapQuery } from '@/lib/analytics/use-heatmap';
import { readHeatmapView } from './heatmap-url';
import { HeatmapsView, loadHeatmapChart } from './heatmaps-view';

/** The screen's two calls, asked as the view will ask them (readHeatmapView), while the session is checked. */
const prefetchHeatmap: ScreenPrefetch = ({ queryClient, username, group, searchParams }) => {
  const { query } = readHeatmapView((key) => searchParams.get(key), group);
  void queryClient.prefetchQuery(heatmapQuery(username, query));
  void queryClient.prefetchQuery(heatmapAssetsQuery(username, group.Group));
};

/** /ma4/heatmaps and /esg4/heatmaps: one screen for both products. */
export function HeatmapsClient({ product }: { product: ProductCode }) {
  return (
    <AnalyticsFrame product={product} screen="heatmaps" preload={loadHeatmapChart} prefetch={prefetchHeatmap}>
      {(context) => <HeatmapsView {...context} />}
    </AnalyticsFrame>
  );
}
