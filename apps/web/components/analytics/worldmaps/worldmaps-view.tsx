'use client';

import {
  type AssetClassCode,
  formatIndicatorChange,
  formatIndicatorValue,
  getClassIndicator,
  getDefaultSentimentIndicator,
  isCountryClass,
  isEsgCoreClass,
  requireAssetClass,
  type SourceName,
  sourceLabelOf,
} from '@moodwire/domain';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import type { AnalyticsContext } from '@/components/analytics/analytics-frame';
import { DataError } from '@/components/analytics/data-error';
import { buildColorScale, formatTileValue } from '@/components/analytics/heatmaps/color-scale';
import { isDay } from '@/components/analytics/heatmaps/heatmap-period';
import { PeriodFields } from '@/components/analytics/heatmaps/period-fields';
import { IndicatorSelect } from '@/components/analytics/pickers/indicator-select';
import { EsgCoreSourceNote, SourceSelect } from '@/components/analytics/pickers/source-select';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsHref } from '@/lib/analytics/analytics-href';
import { ESG_CORE_SOURCE, screenSourceOf, sourceParam } from '@/lib/analytics/screen-source';
import { useLakeInfo } from '@/lib/analytics/use-lake-info';
import type { AnalyticsGroup } from '@/lib/analytics/use-presets';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { useWorldmap } from '@/lib/analytics/use-worldmap';
import { countryName, listMappedCountries } from '@/lib/geo/world-countries-map';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import type { WorldmapCountry } from './worldmap-chart';

const MAP_HEIGHT_CLASS = 'h-[min(60vh,480px)]';

const WorldmapChart = lazyComponent(
  () => import('./worldmap-chart').then((module) => module.default),
  () => <Skeleton className={clsx(MAP_HEIGHT_CLASS, 'w-full')} />,
);

interface CountryRow extends WorldmapCountry {
  level: number | null;
  levelText: string;
  delta: number | null;
  deltaText: string;
  buzz: number;
  isOnMap: boolean;
}

type SortKey = 'name' | 'value' | 'buzz';

/**
 * The world map screen (spec §2 '/ma4/worldmaps'): the countries of a country group coloured by an indicator on a
 * day (or by its change over a span), with a legend, hover values, click through to the country's asset page and
 * a sortable table of the same values beside it.
 */
export function WorldmapsView(context: AnalyticsContext) {
  if (!isCountryClass(context.group.Class)) return <NotACountryGroup {...context} />;
  return <CountryWorldmap {...context} />;
}

function NotACountryGroup({ product, group, groups }: AnalyticsContext) {
  const countryGroups = groups.filter((candidate) => isCountryClass(candidate.Class));
  return (
    <section
      aria-label="World map"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6 text-slate-700 text-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
    >
      <h2 className="font-semibold text-base text-slate-900 dark:text-slate-100">World maps show country groups</h2>
      <p>
        {group.Name} is a group of {requireAssetClass(group.Class).name.toLowerCase()}, which a world map cannot show.
        Pick a country group:
      </p>
      {countryGroups.length > 0 ? (
        [...new Set(countryGroups.map((candidate) => candidate.Class))].map((classCode) => (
          <div key={classCode} className="flex flex-col gap-2">
            <h3 className="font-medium text-slate-600 text-xs uppercase dark:text-slate-400">
              {requireAssetClass(classCode).name}
            </h3>
            <ul className="flex flex-wrap gap-2">
              {countryGroups
                .filter((candidate) => candidate.Class === classCode)
                .map((candidate) => (
                  <li key={candidate.Group}>
                    <Link
                      href={analyticsHref(product, 'worldmaps', { id: candidate.Group, assetClass: candidate.Class })}
                      className="inline-block rounded-md border border-slate-300 px-3 py-1.5 text-brand-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:text-brand-100 dark:hover:bg-slate-800"
                    >
                      {candidate.Name}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))
      ) : (
        <p>No result.</p>
      )}
    </section>
  );
}

function CountryWorldmap({ product, group }: { product: AnalyticsContext['product']; group: AnalyticsGroup }) {
  const url = useUrlState();
  const router = useRouter();
  const lake = useLakeInfo();
  // /overview-topn reads an ESG country group's own dataset (coucor ranks, couesg scores), with its own indicators.
  const groupClass = requireAssetClass(group.Class as AssetClassCode);
  const dataClass = groupClass.dataset === 'rma' ? groupClass.baseClass : groupClass.code;
  const indicatorCode = url.get('cvar') || getDefaultSentimentIndicator(dataClass);
  const source: SourceName = isEsgCoreClass(groupClass.code) ? ESG_CORE_SOURCE : screenSourceOf(url.get('src'));
  const end = url.get('end') || undefined;
  const start = url.get('start') || undefined;
  const inputError =
    (end && !isDay(end)) || (start && !isDay(start)) ? 'Dates must be calendar days (YYYY-MM-DD).' : null;
  const worldmap = useWorldmap({
    group: group.Group,
    indicator: indicatorCode,
    source,
    end: inputError ? undefined : end,
    start: inputError ? undefined : start,
  });
  const indicator = getClassIndicator(dataClass, indicatorCode);
  const rangeKind = indicator?.rangeKind ?? 'bipolar';
  const isChange = !!start;
  const valueLabel = `${indicator?.name ?? indicatorCode}${isChange ? ' (change)' : ''}`;

  const rows = useMemo<CountryRow[]>(() => {
    const mapped = new Set(listMappedCountries());
    return (worldmap.data?.rows ?? []).map((row) => {
      const value = isChange ? row.delta : row.value;
      return {
        code: row.asset,
        name: row.name,
        value,
        valueText: formatTileValue(value, rangeKind, isChange),
        level: row.value,
        levelText: formatIndicatorValue(rangeKind, row.value),
        delta: row.delta,
        deltaText: formatIndicatorChange(rangeKind, row.delta),
        buzz: row.buzz,
        isOnMap: mapped.has(row.asset),
      };
    });
  }, [worldmap.data, isChange, rangeKind]);
  const withValue = rows.filter((row) => row.value !== null);
  const scale = useMemo(
    () =>
      buildColorScale({
        values: rows.map((row) => row.value),
        rangeKind,
        polarity: indicator?.polarity ?? 1,
        isChange,
      }),
    [rows, rangeKind, indicator, isChange],
  );

  const groupRef = useMemo(() => ({ id: group.Group, assetClass: group.Class }), [group.Group, group.Class]);
  const hrefOf = useCallback(
    (code: string) => analyticsHref(product, 'asset', groupRef, {}, code),
    [product, groupRef],
  );
  const openCountry = useCallback((code: string) => router.push(hrefOf(code)), [router, hrefOf]);

  const day = worldmap.data?.date.slice(0, 10);
  const offMap = withValue.filter((row) => !row.isOnMap);

  return (
    <section aria-label="World map" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <IndicatorSelect assetClass={dataClass} value={indicatorCode} onChange={(value) => url.set({ cvar: value })} />
        {isEsgCoreClass(groupClass.code) ? (
          <EsgCoreSourceNote />
        ) : (
          <SourceSelect value={source} onChange={(value) => url.set({ src: sourceParam(value) })} />
        )}
        <PeriodFields
          end={end}
          start={start}
          from={lake.data?.from}
          to={lake.data?.to}
          onChange={(patch) => url.set(patch)}
        />
      </div>
      <p className="text-slate-600 text-sm dark:text-slate-300">
        {day ? <>Day {day} · </> : null}
        {group.Name} coloured by {valueLabel} ({sourceLabelOf(source)}).{' '}
        {indicator
          ? indicator.polarity === -1
            ? 'A higher value is worse (red).'
            : 'A higher value is better (green).'
          : null}
        {worldmap.isFetching && !worldmap.isPending ? <span className="ml-2 text-slate-400">Updating…</span> : null}
      </p>
      {inputError ? <ErrorMessage error={inputError} /> : null}
      {worldmap.isError ? (
        <DataError error={worldmap.error} />
      ) : worldmap.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading world map" className="grid gap-4 lg:grid-cols-3">
          <Skeleton className={clsx(MAP_HEIGHT_CLASS, 'w-full lg:col-span-2')} />
          <Skeleton className={clsx(MAP_HEIGHT_CLASS, 'w-full')} />
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="rounded-lg border border-slate-200 bg-white p-2 lg:col-span-2 dark:border-slate-800 dark:bg-slate-900">
            {withValue.length === 0 ? (
              <p className="p-6 text-center text-slate-600 text-sm dark:text-slate-300">
                No result. No country of {group.Name} has a value of {valueLabel} on this day.
              </p>
            ) : (
              <WorldmapChart
                countries={rows}
                scale={scale}
                valueLabel={valueLabel}
                minText={formatTileValue(scale.min, rangeKind, isChange)}
                maxText={formatTileValue(scale.max, rangeKind, isChange)}
                ariaLabel={`World map of ${group.Name} coloured by ${valueLabel}; the table beside it lists the values.`}
                onOpenCountry={openCountry}
              />
            )}
            {offMap.length > 0 ? (
              <p className="px-2 pb-1 text-slate-500 text-xs dark:text-slate-400">
                Too small for this map, listed in the table: {offMap.map((row) => row.name).join(', ')}.
              </p>
            ) : null}
          </div>
          <CountryTable
            rows={rows}
            isChange={isChange}
            valueLabel={indicator?.name ?? indicatorCode}
            caption={`${group.Name}: ${valueLabel} by country`}
            hrefOf={hrefOf}
          />
        </div>
      )}
    </section>
  );
}

function compareRows(a: CountryRow, b: CountryRow, key: SortKey): number {
  if (key === 'name') return a.name.localeCompare(b.name);
  const x = key === 'buzz' ? a.buzz : a.value;
  const y = key === 'buzz' ? b.buzz : b.value;
  // Countries without a value go last whichever the direction.
  if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
  return x - y || a.name.localeCompare(b.name);
}

function CountryTable({
  rows,
  isChange,
  valueLabel,
  caption,
  hrefOf,
}: {
  rows: readonly CountryRow[];
  isChange: boolean;
  valueLabel: string;
  caption: string;
  hrefOf: (code: string) => string;
}) {
  const [sort, setSort] = useState<{ key: SortKey; isDescending: boolean }>({ key: 'value', isDescending: true });
  const sorted = useMemo(() => {
    const list = [...rows].sort((a, b) => compareRows(a, b, sort.key));
    if (!sort.isDescending) return list;
    // Reverse the order of the values, keep the countries without one at the end.
    const known = list.filter((row) => (sort.key === 'value' ? row.value !== null : true));
    const unknown = list.filter((row) => sort.key === 'value' && row.value === null);
    return [...known.reverse(), ...unknown];
  }, [rows, sort]);

  const header = (key: SortKey, text: string, className?: string) => {
    const isSorted = sort.key === key;
    return (
      <th
        scope="col"
        aria-sort={isSorted ? (sort.isDescending ? 'descending' : 'ascending') : 'none'}
        className={clsx('px-3 py-2', className)}
      >
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded font-semibold uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white"
          onClick={() =>
            setSort((current) => ({
              key,
              isDescending: current.key === key ? !current.isDescending : key !== 'name',
            }))
          }
        >
          {text}
          {isSorted ? (
            sort.isDescending ? (
              <ArrowDown aria-hidden className="size-3" />
            ) : (
              <ArrowUp aria-hidden className="size-3" />
            )
          ) : null}
        </button>
      </th>
    );
  };

  return (
    <div className="max-h-[min(60vh,480px)] overflow-auto rounded-lg border border-slate-200 bg-white lg:max-h-[496px] dark:border-slate-800 dark:bg-slate-900">
      {rows.length === 0 ? (
        <p className="p-6 text-center text-slate-600 text-sm dark:text-slate-300">No result.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-600 text-xs dark:bg-slate-800 dark:text-slate-300">
            <tr>
              {header('name', 'Country')}
              {header('value', isChange ? `${valueLabel} change` : valueLabel, 'text-right')}
              {header('buzz', 'Buzz', 'text-right')}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {sorted.map((row) => (
              <tr key={row.code} className="text-slate-800 dark:text-slate-100">
                <td className="px-3 py-1.5">
                  <Link
                    href={hrefOf(row.code)}
                    className="text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
                  >
                    {row.name || countryName(row.code)}
                  </Link>
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {row.valueText}
                  {isChange ? (
                    <span className="block text-slate-500 text-xs dark:text-slate-400">level {row.levelText}</span>
                  ) : null}
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatIndicatorValue('count', row.buzz)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
