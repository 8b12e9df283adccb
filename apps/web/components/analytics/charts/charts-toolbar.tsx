'use client';

import { SOURCES, type SourceName, SPECIAL_SERIES } from '@moodwire/domain';
import { clsx } from 'clsx';
import { Download, ImageDown, X } from 'lucide-react';
import { type ReactNode, type RefObject, useState } from 'react';
import type { EChartsType } from '@/components/charts/echart';
import { ErrorMessage } from '@/components/ui/error-message';
import type { AnalyticsGroup } from '@/lib/analytics/analytics-product';
import { assetRef, MAX_CHART_ASSETS, MAX_CHART_INDICATORS, RANGE_PRESETS } from '@/lib/analytics/chart-url-state';
import { useTheme } from '@/lib/theme/use-theme';
import { AssetPicker } from './asset-picker';
import { exportChartCsv, exportChartPng } from './charts-export';
import {
  frequencyPatch,
  indicatorName,
  listIndicatorChoices,
  removeAssetPatch,
  removeIndicatorPatch,
  smoothingChoices,
} from './charts-state';
import type { ChartsState } from './use-charts-state';

/**
 * The Charts screen's controls: what is charted (assets and indicators, with their chips) and how (source,
 * frequency, smoothing, dates, zoom reset, exports). Every control writes the URL through `navigate`.
 */

const selectClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
export const buttonClass =
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

/** The asset search, the indicator choice and the chips of the chosen assets and indicators. */
export function ChartSubjects({ group, charts }: { group: AnalyticsGroup; charts: ChartsState }) {
  const { state, navigate, groupClass, assets, assetQueries } = charts;
  const indicatorGroups = listIndicatorChoices({
    groupClass,
    assetClasses: assets.map((asset) => asset.assetClass),
    chosen: state.indicators,
  });
  const isIndicatorsFull = state.indicators.length >= MAX_CHART_INDICATORS;
  const isAssetsFull = state.assets.length >= MAX_CHART_ASSETS;
  return (
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
                  onRemove={() => navigate(removeAssetPatch(state, id), { push: true })}
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
                onRemove={() => navigate(removeIndicatorPatch(state, code), { push: true })}
              >
                {indicatorName(code)}
              </Chip>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** Source, frequency, smoothing, date range and zoom, and the PNG and CSV exports of what is plotted. */
export function ChartSettings({
  charts,
  chartRef,
}: {
  charts: ChartsState;
  /** The drawn chart, for the PNG export. */
  chartRef: RefObject<EChartsType | null>;
}) {
  const { state, navigate, lake, range, plotted } = charts;
  const { theme } = useTheme();
  const [exportError, setExportError] = useState<unknown>(null);
  const rangeStart = range?.start;
  const lakeFrom = state.frequency === 'hourly' ? lake.data?.hourlyFrom : lake.data?.from;

  const exportCsv = async () => {
    setExportError(null);
    try {
      await exportChartCsv({
        series: plotted.map((one) => ({ label: one.planned.label, points: one.points })),
        frequency: state.frequency,
        start: state.start,
        end: state.end,
        lastDay: range?.end,
      });
    } catch (error) {
      setExportError(error);
    }
  };

  const exportPng = () => {
    setExportError(null);
    const chart = chartRef.current;
    if (!chart) return;
    exportChartPng(chart, { isDark: theme === 'dark', frequency: state.frequency, lastDay: range?.end });
  };

  return (
    <>
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
                onClick={() => navigate(frequencyPatch(frequency))}
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
            {smoothingChoices(state.window).map((window) => (
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
    </>
  );
}
