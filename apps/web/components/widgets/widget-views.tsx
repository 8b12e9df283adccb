'use client';

import { type AssetClassCode, getIndicator } from '@moodwire/domain';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { buildColorScale, formatIndicatorValue } from '@/components/analytics/heatmaps/color-scale';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import { statusOf, useWidgetAsset, useWidgetChart, useWidgetHeatmap, useWidgetToplist } from './use-widget-data';
import { WidgetShell } from './widget-shell';

const WidgetLineChart = lazyComponent(
  () => import('./widget-line-chart').then((module) => module.default),
  () => <Skeleton className="h-[280px] w-full" />,
);
const HeatmapChart = lazyComponent(
  () => import('@/components/analytics/heatmaps/heatmap-chart').then((module) => module.default),
  () => <Skeleton className="h-[300px] w-full" />,
);

const indicatorName = (code: string) => getIndicator(code)?.name ?? code;
const assetHref = (asset: string, cls: AssetClassCode | null = null) =>
  `/asset/${encodeURIComponent(asset)}${cls ? `?cls=${cls}` : ''}`;

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Skeleton className="h-[280px] w-full" />
    </div>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="py-8 text-center text-slate-500 text-sm dark:text-slate-400">{children}</p>;
}

/** A failed asset call: an unknown asset said plainly (the embedding page may name a wrong code), else the error. */
function AssetError({ asset, error }: { asset: string; error: unknown }) {
  return (
    <ErrorMessage
      error={statusOf(error) === 404 ? `Unknown asset '${asset}': there is no such asset in the data.` : error}
    />
  );
}

export function ChartWidget({ group }: { group: string }) {
  const chart = useWidgetChart(group);
  const data = chart.data;
  return (
    <WidgetShell
      title={data?.name ? `${data.name} (${data.symbol}) · ${data.groupName}` : 'Sentiment chart'}
      href={data?.asset ? assetHref(data.asset) : '/app'}
    >
      {chart.isPending ? (
        <Loading label="Loading the chart" />
      ) : chart.isError ? (
        <ErrorMessage error={chart.error} />
      ) : !data || data.points.length === 0 ? (
        <Empty>No data for this group.</Empty>
      ) : (
        <WidgetLineChart
          points={data.points}
          barName={indicatorName(data.featuredIndicator)}
          lineName={indicatorName(data.indicator)}
          ariaLabel={`${data.name}: daily ${indicatorName(data.featuredIndicator)} and ${indicatorName(data.indicator)}`}
        />
      )}
    </WidgetShell>
  );
}

/** One asset's daily buzz and default sentiment over the public window of GET /public-asset. */
export function AssetChartWidget({ asset, cls }: { asset: string; cls: AssetClassCode | null }) {
  const summary = useWidgetAsset(asset, cls);
  const data = summary.data;
  const points = useMemo(
    () => data?.series.points.map((point) => ({ date: point.date, featured: point.buzz, value: point.value })) ?? [],
    [data],
  );
  return (
    <WidgetShell title={data ? `${data.name} (${data.symbol})` : 'Asset chart'} href={assetHref(asset, cls)}>
      {summary.isPending ? (
        <Loading label="Loading the chart" />
      ) : summary.isError ? (
        <AssetError asset={asset} error={summary.error} />
      ) : (
        <div className="flex flex-col gap-1">
          <p className="text-slate-500 text-xs dark:text-slate-400">
            {summary.data.className} · last {summary.data.series.days} days, {summary.data.series.start} to{' '}
            {summary.data.series.end}
          </p>
          {points.some((point) => point.featured > 0) ? (
            <WidgetLineChart
              points={points}
              barName="Buzz"
              lineName={summary.data.sentiment.name}
              ariaLabel={`${summary.data.name}: daily buzz and ${summary.data.sentiment.name} over the last ${summary.data.series.days} days`}
            />
          ) : (
            <Empty>{`No news or social media buzz about this asset in the last ${summary.data.series.days} days.`}</Empty>
          )}
        </div>
      )}
    </WidgetShell>
  );
}

export function HeatmapWidget({ group, num }: { group: string; num: number }) {
  const heatmap = useWidgetHeatmap(group, num);
  const data = heatmap.data;
  const view = useMemo(() => {
    if (!data) return null;
    const color = getIndicator(data.varcolor);
    const scale = buildColorScale({
      values: data.tiles.map((tile) => tile.color),
      rangeKind: color?.rangeKind ?? 'bipolar',
      polarity: color?.polarity ?? 1,
    });
    const tiles = data.tiles.map((tile) => ({
      asset: tile.asset,
      name: tile.name,
      symbol: tile.symbol,
      size: tile.size,
      color: tile.color,
      sizeText: formatIndicatorValue(tile.size, 'count'),
      colorText: formatIndicatorValue(tile.color, color?.rangeKind ?? 'bipolar'),
    }));
    return { scale, tiles };
  }, [data]);
  return (
    <WidgetShell title={data ? `${data.groupName}: heatmap` : 'Heatmap'} href="/app">
      {heatmap.isPending ? (
        <Loading label="Loading the heatmap" />
      ) : heatmap.isError ? (
        <ErrorMessage error={heatmap.error} />
      ) : !data || !view || view.tiles.length === 0 ? (
        <Empty>No assets with buzz in this group on the latest day.</Empty>
      ) : (
        <HeatmapChart
          tiles={view.tiles}
          scale={view.scale}
          sizeLabel={indicatorName(data.varsize)}
          colorLabel={indicatorName(data.varcolor)}
          ariaLabel={`${data.groupName}: assets sized by ${indicatorName(data.varsize)}, coloured by ${indicatorName(data.varcolor)}`}
          onOpenAsset={(asset) => window.open(assetHref(asset), '_blank', 'noopener')}
        />
      )}
    </WidgetShell>
  );
}

export function ToplistWidget({ group, num }: { group: string; num: number }) {
  const toplist = useWidgetToplist(group, num);
  const data = toplist.data;
  return (
    <WidgetShell title={data ? `${data.groupName}: ${indicatorName(data.indicator)}` : 'Top list'} href="/app">
      {toplist.isPending ? (
        <Loading label="Loading the top list" />
      ) : toplist.isError ? (
        <ErrorMessage error={toplist.error} />
      ) : !data || (data.top.length === 0 && data.bottom.length === 0) ? (
        <Empty>No assets talked about in this group over the period.</Empty>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-slate-500 text-xs dark:text-slate-400">
            {data.start} to {data.end}, averaged buzz-weighted
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {(
              [
                ['Most positive', data.top],
                ['Most negative', data.bottom],
              ] as const
            ).map(([title, rows]) => (
              <section key={title} aria-label={title}>
                <h2 className="mb-1 font-medium text-slate-600 text-xs dark:text-slate-300">{title}</h2>
                <ol className="flex flex-col text-sm">
                  {rows.map((row) => (
                    <li
                      key={row.asset}
                      className="flex justify-between gap-2 border-slate-100 border-b py-1 dark:border-slate-800"
                    >
                      <a
                        href={assetHref(row.asset)}
                        target="_blank"
                        rel="noopener"
                        className="truncate hover:underline"
                        title={row.name}
                      >
                        {row.name} <span className="text-slate-500 text-xs dark:text-slate-400">{row.symbol}</span>
                      </a>
                      <span
                        className={clsx(
                          'tabular-nums',
                          row.value > 0 ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400',
                        )}
                      >
                        {row.value.toFixed(3)}
                      </span>
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        </div>
      )}
    </WidgetShell>
  );
}

export function AssetWidget({ asset, cls }: { asset: string; cls: AssetClassCode | null }) {
  const summary = useWidgetAsset(asset, cls);
  const data = summary.data;
  return (
    <WidgetShell title={data ? `${data.name} (${data.symbol})` : 'Asset sentiment'} href={assetHref(asset, cls)}>
      {summary.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the asset">
          <Skeleton className="h-24 w-full" />
        </div>
      ) : summary.isError ? (
        <AssetError asset={asset} error={summary.error} />
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-slate-500 text-xs dark:text-slate-400">
            {summary.data.className}
            {summary.data.date ? ` · ${summary.data.date.slice(0, 10)}` : ' · no buzz in the last 30 days'}
          </p>
          <dl className="grid grid-cols-2 gap-2">
            {(
              [
                ['Buzz', summary.data.buzz === null ? '–' : summary.data.buzz.toFixed(1)],
                [
                  summary.data.sentiment.name,
                  summary.data.sentiment.value === null ? '–' : summary.data.sentiment.value.toFixed(3),
                ],
              ] as const
            ).map(([term, value]) => (
              <div key={term} className="rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-900">
                <dt className="text-slate-500 text-xs dark:text-slate-400">{term}</dt>
                <dd className="font-semibold text-xl tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </WidgetShell>
  );
}
