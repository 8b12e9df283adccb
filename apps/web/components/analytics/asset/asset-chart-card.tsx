'use client';

import { type RangeKind, type SourceName, sourceLabelOf } from '@moodwire/domain';
import { DataCard } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { PeriodSelect } from '@/components/analytics/pickers/period-select';
import { Skeleton } from '@/components/ui/skeleton';
import { sparseNote } from '@/lib/analytics/series-coverage';
import { type AssetContext, useAssetChartData, useAssetPrice } from '@/lib/analytics/use-asset-page';
import { lazyComponent } from '@/lib/lazy/lazy-component';

// ECharts loads on demand so that it stays out of the route's first-load JavaScript.
const AssetChart = lazyComponent(
  () => import('./asset-chart').then((module) => module.AssetChart),
  () => <Skeleton className="h-[340px] w-full" />,
);

/**
 * The chart's one source whatever the page's picker says: its call answers the News_Social sentiment and the
 * News and Social buzz that make up News_Social's (asset-chart.tsx stacks them).
 */
const CHART_SOURCE: SourceName = 'News_Social';

/** Buzz bars with the default sentiment line and the price over the last `days` days. */
export function AssetChartCard({
  context,
  assetClass,
  days,
  periods,
  onDaysChange,
  sentimentName,
  sentimentKind,
  assetName,
}: {
  context: AssetContext;
  assetClass: string;
  days: number;
  periods: number[];
  onDaysChange: (days: number) => void;
  sentimentName: string;
  sentimentKind: RangeKind;
  assetName: string;
}) {
  const chart = useAssetChartData(context, days);
  const price = useAssetPrice(context.asset, assetClass, days);
  const isEmpty = chart.data !== undefined && chart.data.buzz.points.length === 0;
  // A sentiment with data on fewer than half the days says so (issue 13).
  const sentimentNote = chart.data
    ? sparseNote(
        { withData: chart.data.sentiments.points.filter((point) => point.News_Social !== null).length, periods: days },
        'daily',
      )
    : null;
  return (
    <DataCard
      title="Buzz, sentiment and price"
      subtitle={`${sourceLabelOf(CHART_SOURCE)}, buzz bars by source`}
      actions={<PeriodSelect label="Chart span" value={days} options={periods} onChange={onDaysChange} />}
    >
      {chart.isPending || price.isPending ? (
        <Skeleton className="h-[340px] w-full" />
      ) : chart.isError ? (
        <DataError error={chart.error} />
      ) : isEmpty ? (
        <p className="py-10 text-center text-slate-500 text-sm dark:text-slate-400">
          No buzz for this asset in the last {days} days.
        </p>
      ) : (
        <AssetChart
          buzz={chart.data.buzz.points}
          sentiment={chart.data.sentiments.points.map((point) => ({ date: point.date, value: point.News_Social }))}
          sentimentName={sentimentName}
          sentimentKind={sentimentKind}
          price={price.data?.points ?? []}
          priceLabel={price.data?.label ?? 'Price'}
          ariaLabel={`${assetName}: daily buzz (bars), ${sentimentName} (line) and price over the last ${days} days`}
        />
      )}
      {sentimentNote ? <p className="text-amber-700 text-xs dark:text-amber-300">{sentimentNote}</p> : null}
      {price.isError ? (
        <p className="text-slate-500 text-xs dark:text-slate-400">No price series for this asset.</p>
      ) : null}
    </DataCard>
  );
}
