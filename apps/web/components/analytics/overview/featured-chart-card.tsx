'use client';

import { getIndicator, rangeKindOfIndicator } from '@moodwire/domain';
import Link from 'next/link';
import { DataCard, EmptyNote } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { Skeleton } from '@/components/ui/skeleton';
import { sourceInWords } from '@/lib/analytics/screen-source';
import { FEATURED_MIN_DAYS, type OverviewQuery, useOverviewFeatured } from '@/lib/analytics/use-overview';
import { LazyFeaturedChart } from './lazy-featured-chart';

/** An indicator's display name; the code when the catalogue does not know it. */
export function indicatorName(code: string): string {
  return getIndicator(code)?.name ?? code;
}

/** The group's featured chart (spec §7 '/overview-featured'): its featured asset's buzz bars and default sentiment. */
export function FeaturedChartCard({
  query,
  assetHref,
  chartsHref,
  className,
}: {
  query: OverviewQuery;
  assetHref: (asset: string) => string;
  chartsHref: (asset: string) => string;
  className?: string;
}) {
  const featured = useOverviewFeatured(query);
  const days = Math.max(query.period, FEATURED_MIN_DAYS);
  const chart = featured.data;
  const bars = chart ? indicatorName(chart.featuredIndicator) : '';
  const line = chart ? indicatorName(chart.indicator) : '';
  return (
    <DataCard
      title="Featured chart"
      className={className}
      subtitle={
        chart?.asset ? (
          <>
            <Link className="text-brand-600 underline dark:text-brand-100" href={assetHref(chart.asset)}>
              {chart.name} ({chart.symbol})
            </Link>
            : {bars} (bars) and {line} (line), {sourceInWords(chart.source)}, last {days} days
          </>
        ) : null
      }
      actions={
        chart?.asset ? (
          <Link className="text-brand-600 text-sm underline dark:text-brand-100" href={chartsHref(chart.asset)}>
            Open in Charts
          </Link>
        ) : null
      }
    >
      {featured.isPending ? (
        <Skeleton className="h-[320px] w-full" />
      ) : featured.isError ? (
        <DataError error={featured.error} />
      ) : !chart?.asset ? (
        <EmptyNote>This group has no featured asset.</EmptyNote>
      ) : chart.points.length === 0 ? (
        <EmptyNote>
          No data for {chart.name} in the last {days} days.
        </EmptyNote>
      ) : (
        <div className="h-[320px]">
          <LazyFeaturedChart
            points={chart.points}
            featuredName={bars}
            indicatorName={line}
            featuredKind={rangeKindOfIndicator(chart.featuredIndicator)}
            indicatorKind={rangeKindOfIndicator(chart.indicator)}
            height={320}
            ariaLabel={`${chart.name}: daily ${bars} (bars) and ${line} (line) over the last ${days} days`}
          />
        </div>
      )}
    </DataCard>
  );
}
