'use client';

import { PULSE_CLASSES } from '@moodwire/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useId, useMemo } from 'react';
import { DataCard, EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import type { ColorScale } from '@/components/analytics/heatmaps/color-scale';
import { FIELD_CLASS, LabelledSelect } from '@/components/analytics/pickers/labelled-select';
import { PICKER_LABEL_TEXT_CLASS } from '@/components/analytics/pickers/picker-styles';
import type { WorldmapCountry } from '@/components/analytics/worldmaps/worldmap-chart';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { useLakeInfo } from '@/lib/analytics/use-lake-info';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { countryName } from '@/lib/geo/world-countries-map';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import {
  DASHBOARD_PRESETS,
  dashboardRequestRange,
  parseDashboardState,
  presetRange,
} from '@/lib/pulse/dashboard-range';
import { pulseClassName } from '@/lib/pulse/pulse-filters';
import { type PulseSummary, usePulseSummary } from '@/lib/pulse/use-pulse-feed';
import { eventTime, PulseLevelMarks, SentimentChip } from './event-chips';

const EventSeriesChart = lazyComponent(
  () => import('./event-series-chart').then((module) => module.default),
  () => <Skeleton className="h-[300px] w-full" />,
);
const WorldmapChart = lazyComponent(
  () => import('@/components/analytics/worldmaps/worldmap-chart').then((module) => module.default),
  () => <Skeleton className="h-[min(60vh,480px)] w-full" />,
);

const COLUMN = 'sm:flex-col! sm:items-stretch! sm:gap-1!';
/** Few events pale, many deep (a count, not a good/bad scale). */
const COUNT_COLOURS = ['#e0f2fe', '#38bdf8', '#1d4ed8'] as const;

type Breakdown = 'byTopic' | 'bySector' | 'byCountry';

function seriesLabel(breakdown: Breakdown, key: string): string {
  if (key === 'None') return breakdown === 'bySector' ? 'No sector' : 'No country';
  return breakdown === 'byCountry' && key !== 'Other' ? countryName(key) : key;
}

function SeriesCard({
  title,
  summary,
  breakdown,
}: {
  title: string;
  summary: PulseSummary | undefined;
  breakdown: Breakdown;
}) {
  const series = useMemo(
    () =>
      (summary?.[breakdown] ?? []).map((one) => ({
        key: one.key,
        label: seriesLabel(breakdown, one.key),
        counts: one.counts,
      })),
    [summary, breakdown],
  );
  const onlyNone = series.length === 1 && series[0]?.key === 'None';
  return (
    <DataCard
      title={title}
      subtitle={summary ? `Events per ${summary.bucket}, the ${series.length} largest groups` : undefined}
    >
      {!summary ? (
        <Skeleton className="h-[300px] w-full" />
      ) : summary.total === 0 ? (
        <EmptyNote>No events in this range.</EmptyNote>
      ) : onlyNone ? (
        <EmptyNote>Events of this class carry no {breakdown === 'bySector' ? 'sector' : 'country'}.</EmptyNote>
      ) : (
        <>
          <EventSeriesChart
            buckets={summary.buckets}
            series={series}
            bucket={summary.bucket}
            ariaLabel={`${title}: ${series.map((one) => `${one.label} ${summary[breakdown].find((s) => s.key === one.key)?.total ?? 0}`).join(', ')}`}
          />
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-slate-600 text-xs dark:text-slate-300">
            {summary[breakdown].map((one) => (
              <li key={one.key}>
                {seriesLabel(breakdown, one.key)}: <span className="font-medium tabular-nums">{one.total}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </DataCard>
  );
}

/**
 * The Pulse dashboard (issue 15 '/pulse/dashboard'): a class's events by topic, sector and country over time, the
 * strongest events now and a world map of events by country, for a date range held in the URL.
 */
export function PulseDashboardClient() {
  const url = useUrlState();
  const state = useMemo(() => parseDashboardState(url.get), [url.get]);
  const range = dashboardRequestRange(state);
  const summary = usePulseSummary({ assetClass: state.assetClass, ...range });
  const lake = useLakeInfo();
  const router = useRouter();
  const fromId = useId();
  const toId = useId();
  const data = summary.data;
  const lastDay = lake.data?.to ?? null;

  const countries = useMemo<WorldmapCountry[]>(
    () =>
      (data?.countries ?? []).map((country) => ({
        code: country.code,
        name: countryName(country.code),
        value: country.events,
        valueText: `${country.events} (${country.negative} negative, ${country.positive} positive)`,
      })),
    [data],
  );
  const scale = useMemo<ColorScale>(() => {
    const most = Math.max(1, ...countries.map((country) => country.value ?? 0));
    return { min: 0, mid: most / 2, max: most, colors: COUNT_COLOURS, isHighBad: false };
  }, [countries]);
  const openCountry = useCallback(
    (code: string) => router.push(`/pulse/tool?${new URLSearchParams({ class: state.assetClass, domicile: code })}`),
    [router, state.assetClass],
  );

  const activePreset = DASHBOARD_PRESETS.find(
    (preset) => lastDay && state.to === lastDay && state.from === presetRange(lastDay, preset.days).from,
  );
  const shown = data?.from && data.to ? `${data.from.slice(0, 10)} to ${data.to.slice(0, 10)} (end exclusive)` : '';

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Dashboard range"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,12rem)_repeat(2,minmax(0,11rem))_1fr] sm:items-end">
          <LabelledSelect
            label="Class"
            className={COLUMN}
            value={state.assetClass}
            options={PULSE_CLASSES.map((code) => ({ value: code, label: pulseClassName(code) }))}
            onChange={(value) => url.set({ class: value === 'equ' ? null : value })}
          />
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={fromId} className={PICKER_LABEL_TEXT_CLASS}>
              From
            </label>
            <input
              id={fromId}
              type="date"
              className={`${FIELD_CLASS} w-full`}
              value={state.from ?? ''}
              onChange={(event) => url.set({ from: event.target.value || null })}
            />
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={toId} className={PICKER_LABEL_TEXT_CLASS}>
              To
            </label>
            <input
              id={toId}
              type="date"
              className={`${FIELD_CLASS} w-full`}
              value={state.to ?? ''}
              onChange={(event) => url.set({ to: event.target.value || null })}
            />
          </div>
          <fieldset className="flex flex-wrap items-center gap-1.5">
            <legend className="sr-only">Preset ranges</legend>
            {DASHBOARD_PRESETS.map((preset) => {
              const isActive = activePreset === preset || (!state.from && !state.to && preset.days === 90);
              return (
                <button
                  key={preset.days}
                  type="button"
                  aria-pressed={isActive}
                  disabled={!lastDay}
                  onClick={() => lastDay && url.set(presetRange(lastDay, preset.days))}
                  className={`rounded-md border px-2.5 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    isActive
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800'
                  }`}
                >
                  {preset.label}
                </button>
              );
            })}
          </fieldset>
        </div>
        {state.problem ? (
          <p role="alert" className="text-amber-700 text-sm dark:text-amber-300">
            {state.problem} The last 90 days are shown.
          </p>
        ) : null}
      </section>

      {summary.isError ? <ErrorMessage error={summary.error} /> : null}

      {data ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Totals">
          {[
            ['Events', data.total],
            ['Negative', data.sentiment.negative],
            ['Positive', data.sentiment.positive],
            ['Countries', data.countries.length],
          ].map(([label, value]) => (
            <div
              key={label}
              className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="text-slate-500 text-xs dark:text-slate-400">{label}</dt>
              <dd
                className="font-semibold text-slate-900 text-xl tabular-nums dark:text-slate-100"
                data-testid={`total-${String(label).toLowerCase()}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : summary.isPending ? (
        <SkeletonList label="Loading the dashboard" rows={1} className="h-16 w-full" />
      ) : null}
      {shown ? <p className="-mt-2 text-slate-500 text-xs dark:text-slate-400">Range {shown}, UTC.</p> : null}

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
        <SeriesCard title="Events by topic" summary={data} breakdown="byTopic" />
        <DataCard
          title="Strongest events now"
          subtitle="The last 7 days of the range: highest pulse level, then buzz against its normal"
        >
          {!data ? (
            <SkeletonList label="Loading the strongest events" rows={5} className="h-12 w-full" />
          ) : data.strongest.length === 0 ? (
            <EmptyNote>No events in this range.</EmptyNote>
          ) : (
            <ol
              className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800"
              data-testid="strongest-events"
            >
              {data.strongest.map((event) => (
                <li key={event._id} className="flex flex-col gap-1 py-2">
                  <div className="flex flex-wrap items-center gap-1.5 text-slate-500 text-xs dark:text-slate-400">
                    <time dateTime={event.Date}>{eventTime(event.Date)}</time>
                    <Link
                      href={`/ma4/asset/${encodeURIComponent(event.assetCode)}`}
                      className="font-medium text-brand-700 hover:underline dark:text-brand-100"
                    >
                      {event.name}
                    </Link>
                  </div>
                  <p className="font-medium text-slate-900 text-sm dark:text-slate-100">{event.Headline}</p>
                  <div className="flex flex-wrap gap-1.5">
                    <span className="text-slate-600 text-xs dark:text-slate-300">{event.Topic}</span>
                    <SentimentChip sentiment={event.Sentiment} />
                    <PulseLevelMarks level={event.PulseLevel} />
                  </div>
                </li>
              ))}
            </ol>
          )}
          <Link
            href={`/pulse/tool${state.assetClass === 'equ' ? '' : `?class=${state.assetClass}`}`}
            className="text-brand-700 text-sm hover:underline dark:text-brand-100"
          >
            Every event in the Pulse tool →
          </Link>
        </DataCard>
        <SeriesCard title="Events by sector" summary={data} breakdown="bySector" />
        <SeriesCard title="Events by country" summary={data} breakdown="byCountry" />
      </div>

      <DataCard title="Events by country on the map" subtitle="Country of domicile; click a country to list its events">
        {!data ? (
          <Skeleton className="h-[min(60vh,480px)] w-full" />
        ) : countries.length === 0 ? (
          <EmptyNote>No event of this class and range names a country.</EmptyNote>
        ) : (
          <>
            <WorldmapChart
              countries={countries}
              scale={scale}
              valueLabel="Events"
              minText="0"
              maxText={String(scale.max)}
              ariaLabel={`Events by country: ${countries
                .slice(0, 10)
                .map((country) => `${country.name} ${country.value}`)
                .join(', ')}`}
              onOpenCountry={openCountry}
            />
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {countries.slice(0, 12).map((country) => (
                <li key={country.code}>
                  <Link
                    href={`/pulse/tool?${new URLSearchParams({ ...(state.assetClass === 'equ' ? {} : { class: state.assetClass }), domicile: country.code })}`}
                    className="text-brand-700 hover:underline dark:text-brand-100"
                  >
                    {country.name}
                  </Link>{' '}
                  <span className="text-slate-500 tabular-nums dark:text-slate-400">{country.value}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </DataCard>
      <DemoDataNote />
    </div>
  );
}
