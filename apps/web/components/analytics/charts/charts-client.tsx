'use client';

import type { ProductCode } from '@moodwire/domain';
import { AnalyticsFrame } from '@/components/analytics/analytics-frame';
import { ChartsView, loadChartCanvas } from './charts-view';

/** The Charts screen of one product (/ma4/charts or /esg4/charts) inside the analytics frame. */
export function ChartsClient({ product }: { product: ProductCode }) {
  return (
    <AnalyticsFrame product={product} screen="charts" preload={loadChartCanvas}>
      {(context) => <ChartsView {...context} />}
    </AnalyticsFrame>
  );
}
