'use client';

import type { ProductCode } from '@moodwire/domain';
import { AnalyticsFrame } from '@/components/analytics/analytics-frame';
import { HeatmapsView, loadHeatmapChart } from './heatmaps-view';

/** /ma4/heatmaps and /esg4/heatmaps: one screen for both products. */
export function HeatmapsClient({ product }: { product: ProductCode }) {
  return (
    <AnalyticsFrame product={product} screen="heatmaps" preload={loadHeatmapChart}>
      {(context) => <HeatmapsView {...context} />}
    </AnalyticsFrame>
  );
}
