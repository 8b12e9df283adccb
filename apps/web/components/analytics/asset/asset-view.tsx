'use client';

import {
  formatIndicatorValue,
  formatPrice,
  getIndicator,
  isEsgCoreClass,
  isSourceName,
  requireAssetClass,
  sourceLabelOf,
} from '@moodwire/domain';
import Link from 'next/link';
import type { AnalyticsContext } from '@/components/analytics/analytics-frame';
import { DataError } from '@/components/analytics/data-error';
import { PeriodSelect } from '@/components/analytics/pickers/period-select';
import { EsgCoreSourceNote, SourceSelect } from '@/components/analytics/pickers/source-select';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsHref } from '@/lib/analytics/analytics-href';
import { screenSourceOf, sourceLinkQuery, sourceParam } from '@/lib/analytics/screen-source';
import { type AssetContext, isUnknownAsset, useAssetSummary } from '@/lib/analytics/use-asset-page';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { formatDay } from '@/lib/format/format-number';
import { ActivityCard } from './activity-card';
import { ArticlesCard } from './articles-card';
import { AssetChartCard } from './asset-chart-card';
import { RanksPanel } from './ranks-panel';

const CHART_PERIODS = [30, 90, 365];
const CHANGE_PERIODS = [1, 7, 30, 90];

function parseDays(value: string | null, allowed: number[], fallback: number): number {
  const days = Number(value);
  return allowed.includes(days) ? days : fallback;
}

/** The asset details screen (spec §2): header, chart, indicator panel, articles, events and activity. */
export function AssetView({ product, group, assetId }: AnalyticsContext & { assetId: string }) {
  const url = useUrlState();
  const source = screenSourceOf(url.get('src'));
  const period = parseDays(url.get('period'), CHANGE_PERIODS, 1);
  const chartDays = parseDays(url.get('days'), CHART_PERIODS, 90);
  const summary = useAssetSummary(assetId, group.Group, source);
  const groupRef = { id: group.Group, assetClass: group.Class };

  if (summary.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the asset" className="flex flex-col gap-4">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  if (summary.isError) {
    if (isUnknownAsset(summary.error)) {
      return (
        <div className="flex flex-col gap-3">
          <ErrorMessage error={`Unknown asset '${assetId}': there is no such asset in the data.`} />
          <Link
            className="text-brand-600 text-sm underline dark:text-brand-100"
            href={analyticsHref(product, 'assets', groupRef)}
          >
            Browse the assets of {group.Name}
          </Link>
        </div>
      );
    }
    return <DataError error={summary.error} />;
  }

  const { summary: data, group: contextGroup } = summary.data;
  const context: AssetContext = { asset: data.asset, group: contextGroup };
  const assetClass = requireAssetClass(data.class);
  const className = assetClass.name;
  // The class's own dataset names the indicator: ESG (an ESG Core rank, a whole number 1-100), community (ESG Adv).
  const sentiment =
    getIndicator(data.sentiment.indicator, assetClass.dataset) ?? getIndicator(data.sentiment.indicator);
  const sentimentName = sentiment?.name ?? data.sentiment.indicator;
  // ESG Core ranks come from News and Social Media only (spec §3): the panel has no source to pick.
  const isCore = isEsgCoreClass(assetClass.code);
  // The source the figures are of (the answer's: ESG Core answers News_Social whatever was asked).
  const shownSource = isSourceName(data.source) ? data.source : source;
  const facts: [string, string | null][] = [
    ['Symbol', data.symbol],
    ['Class', className],
    ['Sector', data.sector],
    ['Domicile', data.domicile],
  ];

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 md:flex-row md:items-start md:justify-between dark:border-slate-800 dark:bg-slate-900">
        <div className="flex min-w-0 flex-col gap-2">
          <h2 className="font-semibold text-2xl text-slate-900 dark:text-slate-50">
            {data.name} <span className="font-normal text-lg text-slate-500 dark:text-slate-400">{data.symbol}</span>
          </h2>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="flex gap-1.5">
                <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
                <dd className="font-medium text-slate-800 dark:text-slate-100">{value ?? '–'}</dd>
              </div>
            ))}
          </dl>
          {contextGroup === null ? (
            <p className="text-slate-500 text-xs dark:text-slate-400">
              Not of the class of {group.Name}: read and ranked among all {className}.
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-start gap-2 md:items-end">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            <dt className="text-slate-500 dark:text-slate-400">Buzz</dt>
            <dd className="text-right font-medium tabular-nums">{formatIndicatorValue('count', data.buzz.value)}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{sentimentName}</dt>
            <dd className="text-right font-medium tabular-nums">
              {formatIndicatorValue(sentiment?.rangeKind ?? 'bipolar', data.sentiment.value)}
            </dd>
            {data.price ? (
              <>
                <dt className="text-slate-500 dark:text-slate-400">Price</dt>
                <dd className="text-right font-medium tabular-nums">{formatPrice(data.price.price)}</dd>
              </>
            ) : null}
          </dl>
          <p className="text-slate-500 text-xs dark:text-slate-400">Source: {sourceLabelOf(shownSource)}</p>
          {/* Each figure is of its own day (issue 13): the day of the values, or NA when the asset had none. */}
          <p className="text-slate-500 text-xs dark:text-slate-400">
            {data.buzz.date
              ? `Values of ${formatDay(data.buzz.date)}`
              : `No data on ${formatDay(data.date)}: the values are NA`}
          </p>
          <Link
            href={analyticsHref(
              product,
              'charts',
              contextGroup ? groupRef : null,
              sourceLinkQuery(shownSource),
              data.asset,
            )}
            className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-sm text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
          >
            Open in Charts
          </Link>
        </div>
      </header>

      <AssetChartCard
        context={context}
        assetClass={data.class}
        days={chartDays}
        periods={CHART_PERIODS}
        onDaysChange={(days) => url.set({ days })}
        sentimentName={sentimentName}
        sentimentKind={sentiment?.rangeKind ?? 'bipolar'}
        assetName={data.name}
      />

      <RanksPanel
        context={context}
        source={source}
        period={period}
        fallbackGroupName={group.Name}
        controls={
          <div className="flex flex-wrap items-end gap-3">
            {isCore ? (
              <EsgCoreSourceNote />
            ) : (
              <SourceSelect value={source} onChange={(next) => url.set({ src: sourceParam(next) })} />
            )}
            <PeriodSelect
              label="Change over"
              value={period}
              options={CHANGE_PERIODS}
              onChange={(days) => url.set({ period: days === 1 ? null : days })}
            />
          </div>
        }
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <ArticlesCard asset={data.asset} assetClass={data.class} />
        <ActivityCard context={context} />
      </div>
    </div>
  );
}
