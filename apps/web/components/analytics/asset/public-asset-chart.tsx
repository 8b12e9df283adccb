'use client';

import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import type { PublicAssetSummary } from './public-asset-api';

// ECharts loads after the server-rendered page, so the page stays light and indexable.
const WidgetLineChart = lazyComponent(
  () => import('@/components/widgets/widget-line-chart').then((module) => module.default),
  () => <Skeleton className="h-[280px] w-full" />,
);

/** The public asset page's teaser chart: daily buzz bars and the default sentiment line of the recent window. */
export function PublicAssetChart({ asset }: { asset: PublicAssetSummary }) {
  const { series } = asset;
  if (series.points.length === 0) {
    return (
      <p className="text-slate-500 text-sm dark:text-slate-400">
        No news or social media buzz about this asset between {series.start} and {series.end}.
      </p>
    );
  }
  return (
    <WidgetLineChart
      points={series.points.map((point) => ({ date: point.date, featured: point.buzz, value: point.value }))}
      barName="Buzz"
      lineName={asset.sentiment.name}
      ariaLabel={`${asset.name}: daily buzz and ${asset.sentiment.name} from ${series.start} to ${series.end}`}
    />
  );
}
