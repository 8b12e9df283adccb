'use client';

import { ALL_INDUSTRIES, HEATMAP_DEFAULT_MAXNUM, SCREEN_DEFAULT_SOURCE_NAME, sourceLabelOf } from '@moodwire/domain';
import { clsx } from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import type { AnalyticsContext } from '@/components/analytics/analytics-frame';
import { DataError } from '@/components/analytics/data-error';
import { IndicatorSelect } from '@/components/analytics/pickers/indicator-select';
import { IndustrySelect } from '@/components/analytics/pickers/industry-select';
import { FIELD_CLASS, LabelledField, LabelledSelect } from '@/components/analytics/pickers/labelled-select';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsHref } from '@/lib/analytics/analytics-href';
import { useHeatmap, useHeatmapAssets } from '@/lib/analytics/use-heatmap';
import { useLakeInfo } from '@/lib/analytics/use-lake-info';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { countryName } from '@/lib/geo/world-countries-map';
import { lazyModule, useLazyModule } from '@/lib/lazy/use-lazy-module';
import { ColorLegend } from './color-legend';
import { buildColorScale } from './color-scale';
import { type HeatmapTile, heatmapAriaLabel, heatmapTilesOf } from './heatmap-option';
import { HeatmapSkeleton } from './heatmap-skeleton';
import { describeHeatmap, readHeatmapView } from './heatmap-url';
import { PeriodFields } from './period-fields';
import { ViewToggle } from './view-toggle';

const CHART_HEIGHT_CLASS = 'h-[min(70vh,560px)]';

/** The treemap's code (ECharts): the frame starts loading it with the screen's data (heatmaps-client.tsx). */
const heatmapChartModule = lazyModule(() => import('./heatmap-chart'));
export const loadHeatmapChart = heatmapChartModule.load;

const MAXNUM_CHOICES = [25, 50, 100, 200, 500];
/**
 * GET /heatmaps has no source parameter (spec §7) and reads News and Social Media, the screens' default source,
 * so the heatmap agrees with the other screens as they open; the caption names it in words.
 */
const SOURCE_OF_HEATMAPS = SCREEN_DEFAULT_SOURCE_NAME;

/**
 * The heatmap screen (spec §2 '/ma4/heatmaps'): the group's assets as a treemap sized by one indicator and
 * coloured by another, with sector and exchange-country filters, the number of tiles, the day and the period
 * of the change, and the same data as a table.
 */
export function HeatmapsView({ product, group }: AnalyticsContext) {
  const url = useUrlState();
  const router = useRouter();
  const lake = useLakeInfo();
  const chartCode = useLazyModule(heatmapChartModule);
  const HeatmapChart = chartCode.module?.default;
  const {
    dataClass,
    isCompanyClass,
    varsize,
    varcolor,
    sector,
    exchangeCountry,
    maxnum,
    rawBuzz,
    start,
    end,
    view,
    inputError,
    query,
  } = readHeatmapView(url.get, group);
  const heatmap = useHeatmap(query);
  const assets = useHeatmapAssets(group.Group);

  const { sizeIndicator, colorIndicator, isChange, sizeLabel, colorLabel } = describeHeatmap({
    dataClass,
    varsize,
    varcolor,
    start,
  });

  const symbolOf = useMemo(
    () => new Map((assets.data?.assets ?? []).map((asset) => [asset.asset, asset.symbol])),
    [assets.data],
  );
  const exchangeCountries = useMemo(() => {
    const codes = new Set<string>();
    for (const asset of assets.data?.assets ?? []) if (asset.exchangeCountry) codes.add(asset.exchangeCountry);
    if (exchangeCountry) codes.add(exchangeCountry);
    return [...codes]
      .map((code) => ({ value: code, label: `${countryName(code)} (${code})` }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [assets.data, exchangeCountry]);

  const tiles = useMemo(
    () =>
      heatmapTilesOf(heatmap.data?.tiles ?? [], symbolOf, {
        size: sizeIndicator?.rangeKind ?? 'count',
        color: colorIndicator?.rangeKind ?? 'bipolar',
        isChange,
      }),
    [heatmap.data, symbolOf, sizeIndicator, colorIndicator, isChange],
  );

  const scale = useMemo(
    () =>
      buildColorScale({
        values: tiles.map((tile) => tile.color),
        rangeKind: colorIndicator?.rangeKind ?? 'bipolar',
        polarity: colorIndicator?.polarity ?? 1,
        isChange,
      }),
    [tiles, colorIndicator, isChange],
  );

  const groupRef = useMemo(() => ({ id: group.Group, assetClass: group.Class }), [group.Group, group.Class]);
  const openAsset = useCallback(
    (asset: string) => router.push(analyticsHref(product, 'asset', groupRef, {}, asset)),
    [router, product, groupRef],
  );

  const maxnumOptions = [...new Set([...MAXNUM_CHOICES, ...(inputError ? [] : [maxnum])])]
    .sort((a, b) => a - b)
    .map((n) => ({ value: String(n), label: String(n) }));

  // Symbols arrive with the group's asset list; wait for it (or its failure) so the tiles are drawn once.
  const isLoading = heatmap.isPending || assets.isPending;
  const day = heatmap.data?.date.slice(0, 10);

  return (
    <section aria-label="Heatmap" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <IndicatorSelect
          assetClass={dataClass}
          label="Size by"
          value={varsize}
          onChange={(value) => url.set({ varsize: value === 'buzz' ? null : value })}
        />
        <IndicatorSelect
          assetClass={dataClass}
          label="Colour by"
          value={varcolor}
          onChange={(value) => url.set({ varcolor: value })}
        />
        {isCompanyClass ? (
          <>
            <IndustrySelect
              label="Sector"
              value={sector || ALL_INDUSTRIES}
              onChange={(value) => url.set({ sector: value === ALL_INDUSTRIES ? null : value })}
            />
            <LabelledSelect
              label="Exchange country"
              value={exchangeCountry}
              options={[{ value: '', label: 'All' }, ...exchangeCountries]}
              onChange={(value) => url.set({ exchange_country: value })}
            />
          </>
        ) : null}
        <PeriodFields
          end={end}
          start={start}
          from={lake.data?.from}
          to={lake.data?.to}
          onChange={(patch) => url.set(patch)}
        />
        <LabelledSelect
          label="Tiles (most first)"
          value={inputError ? String(HEATMAP_DEFAULT_MAXNUM) : String(maxnum)}
          options={maxnumOptions}
          onChange={(value) => url.set({ maxnum: value === String(HEATMAP_DEFAULT_MAXNUM) ? null : value })}
        />
        <LabelledField label="Least buzz">
          <input
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            className={`${FIELD_CLASS} w-24`}
            defaultValue={rawBuzz ?? ''}
            placeholder="Any"
            onBlur={(event) => url.set({ buzz: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') url.set({ buzz: event.currentTarget.value });
            }}
          />
        </LabelledField>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600 text-sm dark:text-slate-300">
          {day ? <>Day {day} · </> : null}Source {sourceLabelOf(SOURCE_OF_HEATMAPS)} · tiles sized by {sizeLabel},
          coloured by {colorLabel}
          {heatmap.isFetching && !heatmap.isPending ? <span className="ml-2 text-slate-400">Updating…</span> : null}
        </p>
        <ViewToggle value={view} onChange={(next) => url.set({ view: next === 'table' ? 'table' : null })} />
      </div>

      {inputError ? <ErrorMessage error={inputError} /> : null}
      {heatmap.isError ? (
        <DataError error={heatmap.error} />
      ) : isLoading ? (
        <HeatmapSkeleton />
      ) : tiles.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-6 text-center text-slate-600 text-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          No result. No asset of {group.Name} has a value of {sizeLabel} on this day with these filters.
        </p>
      ) : (
        <>
          {view === 'chart' ? (
            <div className="rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900">
              {!HeatmapChart ? (
                chartCode.error ? (
                  <ErrorMessage error={chartCode.error} />
                ) : (
                  <Skeleton className={clsx(CHART_HEIGHT_CLASS, 'w-full')} />
                )
              ) : (
                <HeatmapChart
                  tiles={tiles}
                  scale={scale}
                  sizeLabel={sizeLabel}
                  colorLabel={colorLabel}
                  ariaLabel={heatmapAriaLabel(group.Name, tiles.length, sizeLabel, colorLabel)}
                  onOpenAsset={openAsset}
                />
              )}
            </div>
          ) : (
            <HeatmapTable
              tiles={tiles}
              caption={`${group.Name}: ${tiles.length} assets`}
              sizeLabel={sizeLabel}
              colorLabel={colorLabel}
              hrefOf={(asset) => analyticsHref(product, 'asset', groupRef, {}, asset)}
            />
          )}
          <ColorLegend
            scale={scale}
            label={colorLabel}
            rangeKind={colorIndicator?.rangeKind ?? 'bipolar'}
            isChange={isChange}
          />
        </>
      )}
    </section>
  );
}

function HeatmapTable({
  tiles,
  caption,
  sizeLabel,
  colorLabel,
  hrefOf,
}: {
  tiles: readonly HeatmapTile[];
  caption: string;
  sizeLabel: string;
  colorLabel: string;
  hrefOf: (asset: string) => string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600 text-xs uppercase dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-2">
              Symbol
            </th>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {sizeLabel}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {colorLabel}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {tiles.map((tile) => (
            <tr key={tile.asset} className="text-slate-800 dark:text-slate-100">
              <td className="px-3 py-1.5 font-medium">
                <Link
                  className="text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
                  href={hrefOf(tile.asset)}
                >
                  {tile.symbol}
                </Link>
              </td>
              <td className="px-3 py-1.5">{tile.name}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{tile.sizeText}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{tile.colorText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
