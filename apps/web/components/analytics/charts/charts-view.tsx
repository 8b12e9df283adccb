'use client';

import { getErrorMessage } from '@moodwire/domain';
import { X } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import type { AnalyticsContext } from '@/components/analytics/analytics-frame';
import { DataError } from '@/components/analytics/data-error';
import type { EChartsType } from '@/components/charts/echart';
import { ErrorMessage } from '@/components/ui/error-message';
import type { ChartPoint } from '@/lib/analytics/chart-series-plan';
import { MAX_CHART_ASSETS } from '@/lib/analytics/chart-url-state';
import { coverageOf, type SeriesFrequency, sparseNote } from '@/lib/analytics/series-coverage';
import { CHART_HEIGHT, chartAriaLabel, seriesText } from './chart-option';
import { ChartSkeleton } from './chart-skeleton';
import { buttonClass, ChartSettings, ChartSubjects } from './charts-toolbar';
import { type ChartsState, useChartsState } from './use-charts-state';

export { loadChartCanvas } from './use-charts-state';

/**
 * The Charts screen (spec §2 '/ma4/charts/[[...assetId]]'): up to 8 assets and several indicators on one time
 * axis, with price, Return or bond price overlays, source, daily or hourly, smoothing, date presets and zoom,
 * hover values and PNG/CSV export. Every choice lives in the URL (chart-url-state.ts); the state is
 * use-charts-state.ts, the controls charts-toolbar.tsx, the exports charts-export.ts.
 */
export function ChartsView(context: AnalyticsContext) {
  const charts = useChartsState(context);
  const chartRef = useRef<EChartsType | null>(null);
  const { parsed, navigate } = charts;
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
      <ChartSubjects group={context.group} charts={charts} />
      <ChartSettings charts={charts} chartRef={chartRef} />
      <section aria-label="Chart" className="rounded-lg border border-slate-200 p-2 sm:p-4 dark:border-slate-800">
        <ChartArea charts={charts} chartRef={chartRef} />
      </section>
      <SeriesList charts={charts} />
    </div>
  );
}

/** The chart, or why there is none yet: loading, an error, nothing chosen, or no data in the window. */
function ChartArea({ charts, chartRef }: { charts: ChartsState; chartRef: RefObject<EChartsType | null> }) {
  const { lake, state, isPending, firstView, failed, wanted, plotted, range, ChartCanvas, canvasError } = charts;
  if (lake.isError) return <ErrorMessage error={lake.error} />;
  if (state.assets.length === 0) {
    return (
      <p className="py-16 text-center text-slate-500 text-sm dark:text-slate-400">
        No asset to chart yet: add one with the search above.
      </p>
    );
  }
  if (isPending) return firstView ?? <ChartSkeleton label="Loading the series" />;
  if (failed.length > 0 && failed.length === wanted.length) return <DataError error={failed[0]?.error} />;
  if (plotted.length === 0) {
    return (
      <p className="py-16 text-center text-slate-500 text-sm dark:text-slate-400">
        No data for this selection between {range?.start} and {range?.end}. Try another date range, source or indicator.
      </p>
    );
  }
  if (!ChartCanvas) {
    return canvasError ? (
      <ErrorMessage error={canvasError} />
    ) : (
      (firstView ?? <ChartSkeleton label="Loading the chart" />)
    );
  }
  return (
    <ChartCanvas
      series={charts.canvasSeries}
      zoom={charts.zoom}
      onZoom={charts.onZoom}
      chartRef={chartRef}
      height={CHART_HEIGHT}
      ariaLabel={chartAriaLabel(charts.canvasSeries, state.frequency, range)}
    />
  );
}

/** Every planned series with its colour, notice or error, a button to remove it, and a way to restore removed ones. */
function SeriesList({ charts }: { charts: ChartsState }) {
  const { state, navigate, assetErrors, planned, isAssetsFetching, loaded, hidden, colours, range } = charts;
  return (
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
                    ) : !one.isPending && range ? (
                      <SparseNote points={one.points} range={range} frequency={state.frequency} />
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
  );
}

/** Says so when a series has data on fewer than half the days (or hours) of the range (issue 13). */
function SparseNote({
  points,
  range,
  frequency,
}: {
  points: ChartPoint[];
  range: { start: string; end: string };
  frequency: SeriesFrequency;
}) {
  const note = sparseNote(coverageOf(points, range, frequency), frequency);
  return note ? <span className="text-amber-700 text-xs dark:text-amber-300">{note}</span> : null;
}
