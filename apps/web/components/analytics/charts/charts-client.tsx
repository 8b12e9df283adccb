'use client';

import type { AssetClassCode, ProductCode } from '@moodwire/domain';
import type { ReactNode } from 'react';
import { AnalyticsFrame } from '@/components/analytics/analytics-frame';
import { planLinkedChart } from '@/lib/analytics/chart-series-plan';
import type { ScreenPrefetch } from '@/lib/analytics/use-analytics-prefetch';
import { chartSeriesQuery } from '@/lib/analytics/use-chart-series';
import { ChartsView } from './charts-view';
import { loadChartCanvas } from './use-charts-state';

/** The chart's series calls, planned from the link as the view plans them, while the session is checked. */
const prefetchChart: ScreenPrefetch = ({ queryClient, username, group, lake, searchParams, pathname }) => {
  const segments = pathname.split('/charts/')[1]?.split('/').filter(Boolean) ?? [];
  const groupClass = group.Class as AssetClassCode;
  // Whether ESG is hidden is not known yet: the view decides what it shows (and lists hidden ESG series with the
  // message), the prefetch only warms its cache.
  const { range, planned } = planLinkedChart(segments, searchParams, group, lake, { hideEsg: false });
  for (const one of planned) {
    if (one.request) {
      void queryClient.prefetchQuery(chartSeriesQuery({ one, planned, range, groupClass, username, queryClient }));
    }
  }
};

/** The Charts screen of one product (/ma4/charts or /esg4/charts) inside the analytics frame. */
export function ChartsClient({ product, snapshot }: { product: ProductCode; snapshot?: ReactNode }) {
  return (
    <AnalyticsFrame
      product={product}
      screen="charts"
      preload={loadChartCanvas}
      prefetch={prefetchChart}
      snapshot={snapshot}
    >
      {(context) => <ChartsView {...context} />}
    </AnalyticsFrame>
  );
}
