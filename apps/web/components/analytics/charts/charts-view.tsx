'use client';

import {
  type AssetClassCode,
  getAssetClass,
  getErrorMessage,
  getIndicator,
  getSpecialSeries,
  isEsgClass,
  listIndicators,
  parseIndicatorCode,
  SOURCES,
  type SourceName,
  SPECIAL_SERIES,
  sourceNameOf,
} from '@moodwire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Download, ImageDown, X } from 'lucide-react';
import { useParams } from 'next/navigation';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { AnalyticsContext } from '@/components/analytics/analytics-frame';
import type { EChartsType } from '@/components/charts/echart';
import { ErrorMessage } from '@/components/ui/error-message';
import { type ChartAsset, chartCsvRows, planChart, provisionalChartAsset } from '@/lib/analytics/chart-series-plan';
import {
  assetRef,
  type ChartUrlState,
  chartPath,
  chartQuery,
  MAX_CHART_ASSETS,
  MAX_CHART_INDICATORS,
  parseChartUrl,
  RANGE_PRESETS,
  resolveFetchRange,
  withChartDefaults,
} from '@/lib/analytics/chart-url-state';
import { chartAssetQueryKey, useChartAssets, useChartSeries } from '@/lib/analytics/use-chart-series';
import { useFirstView } from '@/lib/analytics/use-first-view';
import { useLakeInfo } from '@/lib/analytics/use-lake-info';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { lazyModule, useLazyModule } from '@/lib/lazy/use-lazy-module';
import { useSession } from '@/lib/session/use-session';
import { useTheme } from '@/lib/theme/use-theme';
import { AssetPicker } from './asset-picker';
import {
  type CanvasSeries,
  CHART_HEIGHT,
  canvasSeriesOf,
  chartAriaLabel,
  seriesColours,
  seriesText,
  type ZoomWindow,
} from './chart-option';
import { ChartSkeleton } from './chart-skeleton';

/** The chart's code (ECharts): the frame starts loading it with the screen's data (charts-client.tsx). */
const chartCanvasModule = lazyModule(() => import('./chart-canvas'));
export const loadChartCanvas = chartCanvasModule.load;

const SMOOTHING_CHOICES = [1, 3, 5, 7, 14, 30, 60, 90];

function indicatorName(code: string): string {
  const special = getSpecialSeries(code);
  if (special) return special.name;
  const parsed = parseIndicatorCode(code);
  const name = getIndicator(parsed?.code ?? code)?.name ?? code;
  return parsed?.source ? `${name} (${sourceNameOf(parsed.source)})` : name;
}

function download(href: string, filename: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

const selectClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
const buttonClass =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1.5 font-medium text-sm hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child (a select or an input) the label wraps
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-slate-700 dark:text-slate-200">{label}</span>
      {children}
    </label>
  );
}

function Chip({ children, removeLabel, onRemove }: { children: ReactNode; removeLabel: string; onRemove: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3 text-sm dark:border-slate-700 dark:bg-slate-800">
      {children}
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="rounded-full p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900 dark:hover:bg-slate-700 dark:hover:text-white"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </li>
  );
}

/**
 * The Charts screen (spec §2 '/ma4/charts/[[...assetId]]'): up to 8 assets and several indicators on one time
 * axis, with price, Return or bond price overlays, source, daily or hourly, smoothing, date presets and zoom,
 * hover values and PNG/CSV export. Every choice lives in the URL (chart-url-state.ts).
 */
export function ChartsView({ product, group, snapshot }: AnalyticsContext) {
  const params = useParams<{ assetId?: string | string[] }>();
  const { searchParams, set } = useUrlState();
  const { theme } = useTheme();
  const chartRef = useRef<EChartsType | null>(null);
  const [exportError, setExportError] = useState<unknown>(null);

  const segments = useMemo(() => {
    const raw = params.assetId;
    return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  }, [params.assetId]);
  const parsed = useMemo(() => parseChartUrl(segments, searchParams), [segments, searchParams]);
  const groupClass = group.Class as AssetClassCode;

  // The default view (no asset in the path): the group's featured asset with the default sentiment indicator and
  // buzz (spec §9); no indicator in the query: the same two indicators.
  const state: ChartUrlState = useMemo(
    () => withChartDefaults(parsed.state, { Featured: group.Featured, Class: groupClass }),
    [parsed.state, group.Featured, groupClass],
  );

  const navigate = useCallback(
    (patch: Partial<ChartUrlState>, options: { push?: boolean } = {}) => {
      const next = { ...state, ...patch };
      set(
        { group: group.Group, ...chartQuery(next) },
        { push: options.push, pathname: chartPath(product.base, next.assets) },
      );
    },
    [state, set, group.Group, product.base],
  );

  const lake = useLakeInfo();
  const firstView = useFirstView(snapshot);
  const canvasCode = useLazyModule(chartCanvasModule);
  const ChartCanvas = canvasCode.module?.default;
  const range = useMemo(
    () =>
      lake.data ? { ...resolveFetchRange(state, lake.data), frequency: state.frequency, window: state.window } : null,
    [lake.data, state],
  );

  // The series are planned from the path at once (the class it names, else the group's) and their calls go out
  // first; an asset's summary (name, symbol, class) usually comes with its series' answers (useChartSeries fills
  // the cache), so its own call is held back until the series have loaded and then rarely made.
  const queryClient = useQueryClient();
  const { user, hideESG } = useSession();
  const username = user?.username ?? null;
  const assets = state.assets.flatMap((ref): ChartAsset[] => {
    const summary = queryClient.getQueryState<ChartAsset>(chartAssetQueryKey(username, ref, groupClass));
    if (summary?.data) return [summary.data];
    // An asset the summary call does not know is listed with its error, not charted.
    if (summary?.status === 'error') return [];
    return [provisionalChartAsset(ref, groupClass)];
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: assets are rebuilt per render; their ids and classes decide the plan
  const planned = useMemo(
    () =>
      planChart(assets, state.indicators, {
        group: { id: group.Group, assetClass: groupClass },
        source: state.source,
        frequency: state.frequency,
        hideEsg: hideESG,
      }),
    [
      assets.map((asset) => `${asset.ref}:${asset.assetClass}:${asset.name}:${asset.symbol}`).join(','),
      state.indicators,
      state.source,
      state.frequency,
      group.Group,
      groupClass,
      hideESG,
    ],
  );
  const loaded = useChartSeries(planned, range, groupClass);
  const assetQueries = useChartAssets(state.assets, groupClass, (index) => {
    const ref = state.assets[index];
    const own = loaded.filter((one) => one.planned.asset.ref === ref);
    // Held back while its series load, unless none of them is a series call that names the asset.
    return !own.some((one) => one.planned.request?.kind === 'trmi' && one.isPending);
  });
  const isAssetsFetching = assetQueries.some((query) => query.isFetching);
  const assetErrors = state.assets.flatMap((id, index) => {
    const error = assetQueries[index]?.error;
    return error ? [{ id, error }] : [];
  });
  const hidden = new Set(state.hidden);

  const colours = seriesColours(planned);
  const plotted = loaded.filter(
    (one) => one.planned.request !== null && !hidden.has(one.planned.key) && !one.error && one.points.length > 0,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the plotted list is rebuilt per render; its keys, colours and data versions decide
  const canvasSeries: CanvasSeries[] = useMemo(
    () => canvasSeriesOf(plotted, colours),
    [plotted.map((one) => `${one.planned.key}@${one.updatedAt}@${colours.get(one.planned.key)}`).join(',')],
  );

  // A summary call in flight may still move an asset to another class (and its series with it).
  const isPending =
    lake.isPending || isAssetsFetching || loaded.some((one) => one.isPending && !hidden.has(one.planned.key));
  const wanted = loaded.filter((one) => one.planned.request !== null && !hidden.has(one.planned.key));
  const failed = wanted.filter((one) => one.error);

  const zoom: ZoomWindow = { start: state.start, end: state.end };
  const onZoom = useCallback(
    (window: ZoomWindow) => {
      if (window.start === state.start && window.end === state.end) return;
      navigate({ start: window.start, end: window.end });
    },
    [navigate, state.start, state.end],
  );

  const exportCsv = async () => {
    setExportError(null);
    try {
      const { unparse } = await import('papaparse');
      const from = state.start ? Date.parse(`${state.start}T00:00:00Z`) : Number.NEGATIVE_INFINITY;
      const to = state.end ? Date.parse(`${state.end}T23:59:59Z`) : Number.POSITIVE_INFINITY;
      const rows = chartCsvRows(
        plotted.map((one) => ({ label: one.planned.label, points: one.points })),
        state.frequency,
        { from, to },
      );
      const url = URL.createObjectURL(new Blob([unparse(rows)], { type: 'text/csv;charset=utf-8' }));
      download(url, `chart-${state.frequency}-${range?.end ?? 'data'}.csv`);
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setExportError(error);
    }
  };

  const exportPng = () => {
    setExportError(null);
    const chart = chartRef.current;
    if (!chart) return;
    const url = chart.getDataURL({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: theme === 'dark' ? '#0f172a' : '#ffffff',
    });
    download(url, `chart-${state.frequency}-${range?.end ?? 'data'}.png`);
  };

  // Indicator choices: the classes on the chart (the group's first), ESG classes with their rma base, then the
  // special series.
  const classes = [...new Set<AssetClassCode>([groupClass, ...assets.map((asset) => asset.assetClass)])];
  const optionGroups = classes.flatMap((assetClass) => {
    const info = getAssetClass(assetClass);
    const base = info?.baseClass;
    const own = { label: info?.name ?? assetClass, codes: listIndicators({ assetClass }).map((entry) => entry.code) };
    return isEsgClass(assetClass) && base
      ? [
          own,
          {
            label: `${getAssetClass(base)?.name ?? base} (sentiment)`,
            codes: listIndicators({ assetClass: base }).map((entry) => entry.code),
          },
        ]
      : [own];
  });
  const seenCodes = new Set<string>();
  const indicatorGroups = optionGroups
    .map((entry) => ({
      label: entry.label,
      codes: entry.codes.filter((code) => {
        if (seenCodes.has(code) || state.indicators.includes(code)) return false;
        seenCodes.add(code);
        return true;
      }),
    }))
    .filter((entry) => entry.codes.length > 0);
  const isIndicatorsFull = state.indicators.length >= MAX_CHART_INDICATORS;
  const isAssetsFull = state.assets.length >= MAX_CHART_ASSETS;

  const rangeStart = range?.start;
  const lakeFrom = state.frequency === 'hourly' ? lake.data?.hourlyFrom : lake.data?.from;

  return (
    <div className="flex flex-col gap-4">
      {parsed.droppedAssets.length > 0 ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <span>
            A chart compares at most {MAX_CHART_ASSETS} assets: {parsed.droppedAssets.join(', ')}{' '}
            {parsed.droppedAssets.length === 1 ? 'is' : 'are'} in the link but not shown.
          </span>
          <button type="button" className={buttonClass} onClick={() => navigate({}, { push: false })}>
            Keep the first {MAX_CHART_ASSETS}
          </button>
        </div>
      ) : null}
      {parsed.problems.length > 0 ? (
        <p
          role="status"
          className="rounded-md bg-slate-100 p-2 text-slate-700 text-sm dark:bg-slate-800 dark:text-slate-200"
        >
          Ignored in the link: {parsed.problems.join('; ')}.
        </p>
      ) : null}

      <section aria-label="Assets and indicators" className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <AssetPicker
            groupId={group.Group}
            groupName={group.Name}
            chosen={state.assets}
            groupClass={groupClass}
            isFull={isAssetsFull}
            onAdd={(hit) =>
              navigate({ assets: [...state.assets, assetRef(hit.id, hit.assetClass, groupClass)] }, { push: true })
            }
          />
          <Field label="Add indicator">
            <select
              className={clsx(selectClass, 'sm:w-72')}
              value=""
              disabled={isIndicatorsFull}
              onChange={(event) => {
                const code = event.target.value;
                if (code) navigate({ indicators: [...state.indicators, code] }, { push: true });
              }}
            >
              <option value="">{isIndicatorsFull ? `At most ${MAX_CHART_INDICATORS} indicators` : 'Choose…'}</option>
              {indicatorGroups.map((entry) => (
                <optgroup key={entry.label} label={entry.label}>
                  {entry.codes.map((code) => (
                    <option key={code} value={code}>
                      {indicatorName(code)}
                    </option>
                  ))}
                </optgroup>
              ))}
              <optgroup label="Market series">
                {SPECIAL_SERIES.filter((special) => !state.indicators.includes(special.code)).map((special) => (
                  <option key={special.code} value={special.code}>
                    {special.name}
                  </option>
                ))}
              </optgroup>
            </select>
          </Field>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-600 text-sm dark:text-slate-300">Assets:</span>
            <ul aria-label="Chosen assets" className="flex flex-wrap gap-1.5">
              {state.assets.map((id, index) => {
                const asset = assetQueries[index]?.data;
                const name = asset ? `${asset.name} (${asset.symbol})` : id;
                return (
                  <Chip
                    key={id}
                    removeLabel={`Remove asset ${asset?.name ?? id}`}
                    onRemove={() =>
                      navigate(
                        {
                          assets: state.assets.filter((other) => other !== id),
                          hidden: state.hidden.filter((key) => !key.startsWith(`${id}|`)),
                        },
                        { push: true },
                      )
                    }
                  >
                    {name}
                  </Chip>
                );
              })}
            </ul>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-600 text-sm dark:text-slate-300">Indicators:</span>
            <ul aria-label="Chosen indicators" className="flex flex-wrap gap-1.5">
              {state.indicators.map((code) => (
                <Chip
                  key={code}
                  removeLabel={`Remove indicator ${indicatorName(code)}`}
                  onRemove={() =>
                    navigate(
                      {
                        indicators: state.indicators.filter((other) => other !== code),
                        hidden: state.hidden.filter((key) => !key.endsWith(`|${code}`)),
                      },
                      { push: true },
                    )
                  }
                >
                  {indicatorName(code)}
                </Chip>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-label="Chart settings" className="flex flex-wrap items-end gap-3">
        <Field label="Source">
          <select
            className={selectClass}
            value={state.source}
            onChange={(event) => navigate({ source: event.target.value as SourceName })}
          >
            {SOURCES.map((source) => (
              <option key={source.name} value={source.name}>
                {source.label}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="mb-1 font-medium text-slate-700 dark:text-slate-200">Frequency</legend>
          <div className="inline-flex rounded-md border border-slate-300 dark:border-slate-700">
            {(['daily', 'hourly'] as const).map((frequency) => (
              <button
                key={frequency}
                type="button"
                aria-pressed={state.frequency === frequency}
                onClick={() =>
                  navigate({ frequency, range: frequency === 'hourly' ? 'All' : '1Y', start: null, end: null })
                }
                className={clsx(
                  'px-3 py-1.5 font-medium first:rounded-l-md last:rounded-r-md',
                  state.frequency === frequency
                    ? 'bg-brand-600 text-white'
                    : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                )}
              >
                {frequency === 'daily' ? 'Daily' : 'Hourly'}
              </button>
            ))}
          </div>
        </fieldset>
        <Field label="Smoothing (buzz-weighted)">
          <select
            className={selectClass}
            value={state.window}
            onChange={(event) => navigate({ window: Number(event.target.value) })}
          >
            {[...new Set([...SMOOTHING_CHOICES, state.window])]
              .sort((a, b) => a - b)
              .map((window) => (
                <option key={window} value={window}>
                  {window === 1 ? 'None' : `${window} ${state.frequency === 'hourly' ? 'hours' : 'days'}`}
                </option>
              ))}
          </select>
        </Field>
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="mb-1 font-medium text-slate-700 dark:text-slate-200">Date range</legend>
          <div className="inline-flex flex-wrap rounded-md border border-slate-300 dark:border-slate-700">
            {RANGE_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                aria-pressed={state.range === preset && !state.start && !state.end}
                onClick={() => navigate({ range: preset, start: null, end: null })}
                className={clsx(
                  'px-2.5 py-1.5 font-medium first:rounded-l-md last:rounded-r-md',
                  state.range === preset && !state.start && !state.end
                    ? 'bg-brand-600 text-white'
                    : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                )}
              >
                {preset}
              </button>
            ))}
          </div>
        </fieldset>
        <Field label="From">
          <input
            type="date"
            className={selectClass}
            value={state.start ?? rangeStart ?? ''}
            min={lakeFrom}
            max={state.end ?? lake.data?.to}
            onChange={(event) => navigate({ start: event.target.value || null })}
          />
        </Field>
        <Field label="To">
          <input
            type="date"
            className={selectClass}
            value={state.end ?? lake.data?.to ?? ''}
            min={state.start ?? lakeFrom}
            max={lake.data?.to}
            onChange={(event) => navigate({ end: event.target.value || null })}
          />
        </Field>
        {state.start || state.end ? (
          <button type="button" className={buttonClass} onClick={() => navigate({ start: null, end: null })}>
            Reset zoom
          </button>
        ) : null}
        <div className="flex gap-2 sm:ml-auto">
          <button type="button" className={buttonClass} disabled={plotted.length === 0} onClick={exportPng}>
            <ImageDown aria-hidden className="size-4" /> Export PNG
          </button>
          <button
            type="button"
            className={buttonClass}
            disabled={plotted.length === 0}
            onClick={() => void exportCsv()}
          >
            <Download aria-hidden className="size-4" /> Export CSV
          </button>
        </div>
      </section>
      {exportError ? <ErrorMessage error={exportError} /> : null}

      <section aria-label="Chart" className="rounded-lg border border-slate-200 p-2 sm:p-4 dark:border-slate-800">
        {lake.isError ? (
          <ErrorMessage error={lake.error} />
        ) : state.assets.length === 0 ? (
          <p className="py-16 text-center text-slate-500 text-sm dark:text-slate-400">
            No asset to chart yet: add one with the search above.
          </p>
        ) : isPending ? (
          (firstView ?? <ChartSkeleton label="Loading the series" />)
        ) : failed.length > 0 && failed.length === wanted.length ? (
          <ErrorMessage error={failed[0]?.error} />
        ) : plotted.length === 0 ? (
          <p className="py-16 text-center text-slate-500 text-sm dark:text-slate-400">
            No data for this selection between {range?.start} and {range?.end}. Try another date range, source or
            indicator.
          </p>
        ) : !ChartCanvas ? (
          canvasCode.error ? (
            <ErrorMessage error={canvasCode.error} />
          ) : (
            (firstView ?? <ChartSkeleton label="Loading the chart" />)
          )
        ) : (
          <ChartCanvas
            series={canvasSeries}
            zoom={zoom}
            onZoom={onZoom}
            chartRef={chartRef}
            height={CHART_HEIGHT}
            ariaLabel={chartAriaLabel(canvasSeries, state.frequency, range)}
          />
        )}
      </section>

      <section aria-label="Series" className="flex flex-col gap-2">
        <h2 className="font-semibold text-slate-800 text-sm dark:text-slate-100">Series</h2>
        {assetErrors.map(({ id, error }) => (
          <ErrorMessage key={id} error={`Asset '${id}': ${getErrorMessage(error)}`} />
        ))}
        {planned.length === 0 && !isAssetsFetching ? (
          <p className="text-slate-500 text-sm dark:text-slate-400">No series: add an asset and an indicator.</p>
        ) : (
          <ul aria-label="Plotted series" className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
            {loaded
              .filter((one) => !hidden.has(one.planned.key))
              .map((one) => (
                <li key={one.planned.key} className="flex items-start justify-between gap-3 py-1.5 text-sm">
                  <span className="flex min-w-0 items-start gap-2">
                    <span
                      aria-hidden
                      className="mt-1 inline-block size-3 shrink-0 rounded-sm"
                      style={{
                        backgroundColor: one.planned.request ? colours.get(one.planned.key) : 'transparent',
                        border: one.planned.request ? undefined : '1px dashed #94a3b8',
                      }}
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="break-words">{seriesText(one.planned)}</span>
                      {one.planned.notice ? (
                        <span className="text-amber-700 text-xs dark:text-amber-300">{one.planned.notice}</span>
                      ) : null}
                      {one.error ? (
                        <span className="text-red-700 text-xs dark:text-red-300">{getErrorMessage(one.error)}</span>
                      ) : !one.isPending && one.planned.request && one.points.length === 0 ? (
                        <span className="text-slate-500 text-xs dark:text-slate-400">No data in this period</span>
                      ) : null}
                    </span>
                  </span>
                  <button
                    type="button"
                    aria-label={`Remove ${seriesText(one.planned)}`}
                    onClick={() => navigate({ hidden: [...state.hidden, one.planned.key] })}
                    className="shrink-0 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
          </ul>
        )}
        {state.hidden.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2 text-slate-600 text-sm dark:text-slate-300">
            <span>Removed from the chart: {state.hidden.length}.</span>
            <button type="button" className={buttonClass} onClick={() => navigate({ hidden: [] })}>
              Restore removed series
            </button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
