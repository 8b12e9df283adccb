'use client';

import {
  type AssetClassCode,
  formatCount,
  formatIndicatorChange,
  formatIndicatorValue,
  GROUP_ASSETS_MAX,
  getClassIndicator,
  getDefaultSentimentIndicator,
  getFeaturedIndicator,
  isEsgCoreClass,
  requireAssetClass,
  type SourceName,
  sourceLabelOf,
} from '@moodwire/domain';
import { Download } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import type { AnalyticsContext } from '@/components/analytics/analytics-frame';
import { DataError } from '@/components/analytics/data-error';
import { IndustrySelect } from '@/components/analytics/pickers/industry-select';
import { periodLabel } from '@/components/analytics/pickers/period-options';
import { PeriodSelect } from '@/components/analytics/pickers/period-select';
import {
  PICKER_LABEL_CLASS,
  PICKER_LABEL_TEXT_CLASS,
  PICKER_SELECT_CLASS,
} from '@/components/analytics/pickers/picker-styles';
import { EsgCoreSourceNote, SourceSelect } from '@/components/analytics/pickers/source-select';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsHref } from '@/lib/analytics/analytics-href';
import { ESG_CORE_SOURCE, sourceParam } from '@/lib/analytics/screen-source';
import { type CsvColumn, screenerCsvData, sortScreenerRows } from '@/lib/analytics/screener-rows';
import {
  columnsPatch,
  encodeSortKey,
  parseScreenerState,
  parseSortKey,
  type SortDir,
  type SortKey,
  sortPatch,
} from '@/lib/analytics/screener-state';
import { useHeatmapAssets } from '@/lib/analytics/use-heatmap';
import { useScreener } from '@/lib/analytics/use-screener';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { countryName } from '@/lib/geo/world-countries-map';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import { ColumnEditor } from './column-editor';
import type { ScreenerColumn } from './screener-table';

// The table (TanStack Table + the virtualiser) loads after the route's first JavaScript, like the charts.
const ScreenerTable = lazyComponent(
  () => import('./screener-table').then((module) => module.ScreenerTable),
  () => <Skeleton className="h-96 w-full" />,
);

const BUTTON_CLASS =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-1 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

function downloadCsv(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The screener (spec §2 '/ma4/screener'): the group's assets with chosen indicator columns, each its level and
 * change over a period, filtered by least buzz, sector and exchange country, sorted by any column (the largest
 * absolute change of the default sentiment indicator first), exported as CSV, each name a link to the asset.
 */
export function ScreenerView({ product, group }: AnalyticsContext) {
  const url = useUrlState();
  const assetClass = requireAssetClass(group.Class as AssetClassCode);
  // /overview-topn reads an ESG group's own dataset (ESG Core ranks, ESG Advanced scores) and a regional group's
  // base class: the columns and spec §9 defaults are those of that class (ESG, community for ESG groups).
  const dataClass = (assetClass.dataset === 'rma' ? assetClass.baseClass : assetClass.code) as AssetClassCode;
  const isCore = isEsgCoreClass(assetClass.code);
  const isCompanyClass = assetClass.kind === 'company';
  const defaults = useMemo(
    () => ({ columns: [getFeaturedIndicator(dataClass), getDefaultSentimentIndicator(dataClass)] }),
    [dataClass],
  );
  const { searchParams } = url;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state is a function of the query string
  const { state, problems } = useMemo(() => parseScreenerState(url, defaults), [searchParams, defaults]);
  const { columns, sort, dir } = state;
  const source: SourceName = isCore ? ESG_CORE_SOURCE : state.source;

  const data = useScreener({
    group: group.Group,
    columns,
    source,
    period: state.period,
    minBuzz: state.minBuzz,
    sector: isCompanyClass ? state.sector : undefined,
    exchangeCountry: isCompanyClass ? state.exchangeCountry : undefined,
  });
  const assets = useHeatmapAssets(group.Group);
  const symbols = useMemo(
    () => new Map((assets.data?.assets ?? []).map((asset) => [asset.asset, asset.symbol])),
    [assets.data],
  );
  const symbolOf = useCallback((asset: string) => symbols.get(asset), [symbols]);
  const exchangeCountries = useMemo(() => {
    const codes = new Set<string>();
    for (const asset of assets.data?.assets ?? []) if (asset.exchangeCountry) codes.add(asset.exchangeCountry);
    if (state.exchangeCountry) codes.add(state.exchangeCountry);
    return [...codes]
      .map((code) => ({ value: code, label: `${countryName(code)} (${code})` }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [assets.data, state.exchangeCountry]);

  const rows = useMemo(() => sortScreenerRows(data.rows, sort, dir), [data.rows, sort, dir]);
  const period = periodLabel(state.period);

  const nameOf = useCallback((code: string) => getClassIndicator(dataClass, code)?.name ?? code, [dataClass]);
  const tableColumns = useMemo<ScreenerColumn[]>(() => {
    const shown: ScreenerColumn[] = [];
    if (isCompanyClass) shown.push({ id: 'sector', header: 'Sector', text: (row) => row.sector ?? '–' });
    for (const code of columns) {
      const rangeKind = getClassIndicator(dataClass, code)?.rangeKind ?? 'bipolar';
      shown.push({
        id: `${code}:level`,
        header: nameOf(code),
        sortKey: { kind: 'indicator', code, field: 'level' },
        align: 'right',
        text: (row) => formatIndicatorValue(rangeKind, row.cells[code]?.value),
      });
      shown.push({
        id: `${code}:change`,
        header: `${nameOf(code)} change (${period})`,
        sortKey: { kind: 'indicator', code, field: 'change' },
        align: 'right',
        text: (row) => formatIndicatorChange(rangeKind, row.cells[code]?.delta),
      });
    }
    return shown;
  }, [columns, dataClass, isCompanyClass, nameOf, period]);

  const groupRef = useMemo(() => ({ id: group.Group, assetClass: group.Class }), [group.Group, group.Class]);
  const hrefOf = useCallback(
    (asset: string) => analyticsHref(product, 'asset', groupRef, {}, asset),
    [product, groupRef],
  );

  const setSort = (key: SortKey, nextDir: SortDir) => url.set(sortPatch(key, nextDir, columns));
  const onHeaderSort = (key: SortKey) => {
    // The same header again flips the order; another header sorts by it, largest first.
    if (encodeSortKey(key) === encodeSortKey(sort)) setSort(key, dir === 'desc' ? 'asc' : 'desc');
    else setSort(key, 'desc');
  };
  const setColumns = (next: string[]) => {
    // A sort by a removed column goes back to the default sort of the new columns.
    const patch: Record<string, string | string[] | null> = { ...columnsPatch(next, defaults) };
    if (sort.kind === 'indicator' && !next.includes(sort.code)) Object.assign(patch, { sort: null, dir: null });
    url.set(patch);
  };

  const sortOptions = [
    { value: 'name', label: 'Name' },
    ...columns.flatMap((code) => [
      { value: `${code}:abs`, label: `${nameOf(code)}: absolute change` },
      { value: `${code}:change`, label: `${nameOf(code)}: change` },
      { value: `${code}:level`, label: `${nameOf(code)}: level` },
    ]),
  ];

  const exportCsv = async () => {
    // papaparse loads on the first export, keeping it out of the route's first-load JavaScript.
    const { unparse } = await import('papaparse');
    const csvColumns: CsvColumn[] = [
      { header: 'Name', value: (row) => row.name },
      { header: 'Symbol', value: (row) => symbols.get(row.asset) ?? row.asset },
      ...(isCompanyClass ? [{ header: 'Sector', value: (row) => row.sector } satisfies CsvColumn] : []),
      ...columns.flatMap<CsvColumn>((code) => [
        { header: nameOf(code), value: (row) => row.cells[code]?.value ?? null },
        { header: `${nameOf(code)} change (${period})`, value: (row) => row.cells[code]?.delta ?? null },
      ]),
    ];
    const day = data.date?.slice(0, 10) ?? 'latest';
    downloadCsv(`screener-${group.Group}-${day}.csv`, unparse(screenerCsvData(rows, csvColumns)));
  };

  const day = data.date?.slice(0, 10);
  const previousDay = data.previousDate?.slice(0, 10);
  // Every group of the demo lake fits one call; at the full scale all companies and the largest country groups
  // (spec §3) do not, and their screener says which of their assets it lists.
  const isCapped = group.Count > GROUP_ASSETS_MAX;

  return (
    <section aria-label="Screener" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
        {isCore ? (
          <EsgCoreSourceNote />
        ) : (
          <SourceSelect value={state.source} onChange={(next) => url.set({ src: sourceParam(next) })} />
        )}
        <PeriodSelect value={state.period} onChange={(days) => url.set({ period: days === 1 ? null : days })} />
        <div className={PICKER_LABEL_CLASS}>
          <label htmlFor="screener-minbuzz" className={PICKER_LABEL_TEXT_CLASS}>
            Minimum buzz
          </label>
          <input
            id="screener-minbuzz"
            key={state.minBuzz ?? 'none'}
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            placeholder="Any"
            defaultValue={state.minBuzz ?? ''}
            className={`${PICKER_SELECT_CLASS} w-28`}
            onBlur={(event) => url.set({ minbuzz: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') url.set({ minbuzz: event.currentTarget.value });
            }}
          />
        </div>
        {isCompanyClass ? (
          <>
            <IndustrySelect
              label="Sector"
              value={state.sector ?? 'All'}
              onChange={(industry) => url.set({ sector: industry === 'All' ? null : industry })}
            />
            <div className={PICKER_LABEL_CLASS}>
              <label htmlFor="screener-country" className={PICKER_LABEL_TEXT_CLASS}>
                Exchange country
              </label>
              <select
                id="screener-country"
                className={PICKER_SELECT_CLASS}
                value={state.exchangeCountry ?? ''}
                onChange={(event) => url.set({ exchange_country: event.target.value })}
              >
                <option value="">All</option>
                {exchangeCountries.map((country) => (
                  <option key={country.value} value={country.value}>
                    {country.label}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
        <div className={PICKER_LABEL_CLASS}>
          <label htmlFor="screener-sort" className={PICKER_LABEL_TEXT_CLASS}>
            Sort by
          </label>
          <select
            id="screener-sort"
            className={PICKER_SELECT_CLASS}
            value={encodeSortKey(sort)}
            onChange={(event) => setSort(parseSortKey(event.target.value) ?? sort, dir)}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <select
            aria-label="Sort order"
            className={PICKER_SELECT_CLASS}
            value={dir}
            onChange={(event) => setSort(sort, event.target.value === 'asc' ? 'asc' : 'desc')}
          >
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </select>
        </div>
      </div>

      <ColumnEditor assetClass={dataClass} columns={columns} onChange={setColumns} />

      {problems.length > 0 ? <ErrorMessage error={`${problems.join(' ')} The defaults are used instead.`} /> : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600 text-sm dark:text-slate-300" aria-live="polite">
          {data.isPending ? (
            'Loading assets…'
          ) : (
            <>
              <strong className="font-semibold text-slate-900 dark:text-white">
                {rows.length} {rows.length === 1 ? 'asset' : 'assets'}
              </strong>
              {day ? (
                <>
                  {' '}
                  · day {day}
                  {previousDay ? <>, change since {previousDay}</> : null}
                </>
              ) : null}{' '}
              · source {sourceLabelOf(source)}
              {isCapped ? (
                <>
                  {' '}
                  · the {formatCount(GROUP_ASSETS_MAX)} assets with the most buzz of {formatCount(group.Count)}
                </>
              ) : null}
              {data.isFetching ? <span className="ml-2 text-slate-400">Updating…</span> : null}
            </>
          )}
        </p>
        <button
          type="button"
          className={BUTTON_CLASS}
          disabled={data.isPending || rows.length === 0}
          onClick={exportCsv}
        >
          <Download aria-hidden className="size-4" />
          Export CSV
        </button>
      </div>

      {data.error ? (
        <DataError error={data.error} />
      ) : data.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading screener" className="flex flex-col gap-1.5">
          <Skeleton className="h-9 w-full" />
          {Array.from({ length: 10 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={index} className="h-8 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-6 text-center text-slate-600 text-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          No result. No asset of {group.Name} matches these filters.
        </p>
      ) : (
        <ScreenerTable
          rows={rows}
          columns={tableColumns}
          caption={`${group.Name}: ${rows.length} assets, sorted by ${sortOptions.find((o) => o.value === encodeSortKey(sort))?.label ?? 'name'} (${dir === 'asc' ? 'ascending' : 'descending'})`}
          sort={sort}
          dir={dir}
          onSort={onHeaderSort}
          hrefOf={hrefOf}
          symbolOf={symbolOf}
        />
      )}
    </section>
  );
}
