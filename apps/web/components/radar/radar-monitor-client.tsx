'use client';

import { formatCount } from '@moodwire/domain';
import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { DataCard, EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import { useUrlState } from '@/lib/analytics/use-url-state';
import {
  MONITOR_CLASSES,
  MONITOR_PAGE_SIZE,
  MONITOR_WINDOWS,
  type MonitorState,
  monitorApiQuery,
  monitorUrlPatch,
  readMonitorState,
} from '@/lib/radar/radar-monitor-state';
import { useMonitorLake, useRadarMonitor } from '@/lib/radar/use-radar-monitor';
import { useWatchlists } from '@/lib/watchlists/use-watchlists';
import { BUTTON_CLASS, FIELD_CLASS, LABEL_CLASS } from './radar-form-classes';
import { RadarMonitorTable } from './radar-monitor-table';

const SEARCH_DEBOUNCE_MS = 300;

/** /radar/radar-ui: the live monitor of issue 15. */
export function RadarMonitorClient() {
  const url = useUrlState();
  const state = readMonitorState(url.get);
  const update = (patch: Partial<MonitorState>) =>
    // A filter change starts again on page 1.
    url.set(monitorUrlPatch({ ...state, page: 1, ...patch }));

  const [searchText, setSearchText] = useState(state.search);
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the debounced text is the trigger
  useEffect(() => {
    if (search.trim() !== state.search) update({ search: search.trim() });
  }, [search]);

  const watchlists = useWatchlists();
  const watchlist = state.watchlist ? watchlists.data?.find((list) => list.key === state.watchlist) : undefined;
  const watchlistAssets = state.watchlist ? (watchlist?.assets ?? null) : null;
  const waitingForWatchlist = state.watchlist !== null && watchlist === undefined && !watchlists.isError;
  const query = useMemo(
    () => (waitingForWatchlist ? null : monitorApiQuery(state, watchlistAssets)),
    [state, watchlistAssets, waitingForWatchlist],
  );

  const lake = useMonitorLake();
  const monitor = useRadarMonitor(query, lake.data?.buildId);
  const data = monitor.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / MONITOR_PAGE_SIZE)) : 1;
  const isEmptyWatchlist = watchlist !== undefined && watchlist.assets.length === 0;

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-slate-600 text-sm dark:text-slate-300">
        Each asset’s buzz and sentiment on the last day of the data against its own normal level: the z-score is how
        many standard deviations today’s value lies from the mean of the asset’s previous {state.window} daily windows
        (a quiet day counts as buzz 0). The most unusual assets come first. The list follows new data by itself.
      </p>
      <form
        aria-label="Monitor filters"
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
      >
        <label className={LABEL_CLASS}>
          Asset class
          <select
            className={FIELD_CLASS}
            value={state.watchlist ? 'all' : state.cls}
            disabled={state.watchlist !== null}
            onChange={(event) => update({ cls: event.target.value as MonitorState['cls'] })}
          >
            {MONITOR_CLASSES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL_CLASS}>
          My watchlist
          <select
            className={FIELD_CLASS}
            value={state.watchlist ?? ''}
            onChange={(event) => update({ watchlist: event.target.value || null })}
          >
            <option value="">None: the whole class</option>
            {watchlists.data?.map((list) => (
              <option key={list.key} value={list.key}>
                {list.name} ({list.assets.length})
              </option>
            ))}
          </select>
        </label>
        <label className={`${LABEL_CLASS} col-span-2 sm:col-span-1`}>
          Search
          <input
            type="search"
            className={FIELD_CLASS}
            placeholder="Name, code, ticker"
            value={searchText}
            maxLength={100}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </label>
        <label className={LABEL_CLASS}>
          Least buzz today
          <input
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            className={FIELD_CLASS}
            value={state.minBuzz ?? ''}
            placeholder="0"
            onChange={(event) => {
              const value = Number(event.target.value);
              update({ minBuzz: event.target.value === '' || !(value > 0) ? null : value });
            }}
          />
        </label>
        <label className={LABEL_CLASS}>
          Normal level over
          <select
            className={FIELD_CLASS}
            value={state.window}
            onChange={(event) => update({ window: Number(event.target.value) })}
          >
            {MONITOR_WINDOWS.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </select>
        </label>
      </form>

      <DataCard
        title="Unusual assets"
        subtitle={
          data ? (
            <span data-testid="radar-as-of">
              As of {data.lastDay} (UTC), {data.source}; {formatCount(data.total)} assets
              {watchlist ? ` in ${watchlist.name}` : ''}
            </span>
          ) : (
            'Buzz and sentiment against each asset’s normal level'
          )
        }
        actions={
          monitor.isFetching && data ? (
            <span role="status" className="inline-flex items-center gap-1 text-slate-500 text-xs dark:text-slate-400">
              <RefreshCw aria-hidden className="size-3.5 animate-spin" /> Updating
            </span>
          ) : null
        }
      >
        {isEmptyWatchlist ? (
          <EmptyNote>This watchlist has no assets yet: add some on the Watchlists page.</EmptyNote>
        ) : monitor.isError ? (
          <DataError error={monitor.error} />
        ) : !data ? (
          <SkeletonList label="Loading the monitor" rows={8} />
        ) : data.assets.length === 0 ? (
          <EmptyNote>No asset matches these filters: clear the search or lower the least buzz.</EmptyNote>
        ) : (
          <>
            <RadarMonitorTable
              rows={data.assets}
              caption={`Assets by unusualness, as of ${data.lastDay}, page ${state.page} of ${pages}`}
            />
            <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-slate-600 dark:text-slate-300">
                {formatCount(data.offset + 1)}–{formatCount(data.offset + data.assets.length)} of{' '}
                {formatCount(data.total)}
              </span>
              <span className="flex gap-2">
                <button
                  type="button"
                  className={BUTTON_CLASS}
                  disabled={state.page <= 1}
                  onClick={() => url.set(monitorUrlPatch({ ...state, page: state.page - 1 }))}
                >
                  <ChevronLeft aria-hidden className="size-4" /> Previous
                </button>
                <button
                  type="button"
                  className={BUTTON_CLASS}
                  disabled={state.page >= pages}
                  onClick={() => url.set(monitorUrlPatch({ ...state, page: state.page + 1 }))}
                >
                  Next <ChevronRight aria-hidden className="size-4" />
                </button>
              </span>
            </nav>
          </>
        )}
        <p className="text-slate-500 text-xs dark:text-slate-400">
          z = (today − mean) / standard deviation over the previous {data?.window ?? state.window} days. A sentiment
          z-score needs a value today and at least {data?.minSentimentDays ?? 10} days with a value in the window; NA
          where the data is too thin. Open an asset for its chart.
        </p>
      </DataCard>
      <DemoDataNote />
    </div>
  );
}
