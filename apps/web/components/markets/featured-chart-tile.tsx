'use client';

import Link from 'next/link';
import { DataCard, EmptyNote } from '@/components/analytics/data-card';
import { indicatorName } from '@/components/analytics/overview/featured-chart-card';
import { LazyFeaturedChart } from '@/components/analytics/overview/lazy-featured-chart';
import { publicAssetHref } from '@/lib/markets/market-collections';
import type { FeaturedChartData } from '@/lib/markets/use-featured';

const CHART_HEIGHT = 220;

/** One group's featured chart, compact: its featured asset's buzz bars and default sentiment line. */
export function FeaturedChartTile({ chart, title }: { chart: FeaturedChartData; title?: string }) {
  const bars = indicatorName(chart.featuredIndicator);
  const line = indicatorName(chart.indicator);
  const first = chart.points[0]?.date.slice(0, 10);
  const last = chart.points.at(-1)?.date.slice(0, 10);
  return (
    <DataCard
      title={title ?? chart.groupName}
      subtitle={
        chart.asset ? (
          <>
            <Link
              className="text-brand-600 underline dark:text-brand-100"
              href={publicAssetHref(chart.asset, chart.class)}
            >
              {chart.name} ({chart.symbol})
            </Link>
            : {bars} and {line}
            {first && last ? `, ${first} to ${last}` : ''}
          </>
        ) : null
      }
    >
      {!chart.asset ? (
        <EmptyNote>This group has no featured asset.</EmptyNote>
      ) : chart.points.length === 0 ? (
        <EmptyNote>No data for {chart.name} in the period.</EmptyNote>
      ) : (
        <div style={{ height: CHART_HEIGHT }}>
          <LazyFeaturedChart
            points={chart.points}
            featuredName={bars}
            indicatorName={line}
            height={CHART_HEIGHT}
            compact
            ariaLabel={`${chart.groupName}, ${chart.name}: daily ${bars} (bars) and ${line} (line)`}
          />
        </div>
      )}
    </DataCard>
  );
}
