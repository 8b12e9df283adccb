'use client';

import { useEffect, useMemo, useRef } from 'react';
import { EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { useUrlState } from '@/lib/analytics/use-url-state';
import {
  PULSE_URL_KEYS,
  type PulseFilters,
  parsePulseFilters,
  pulseClassName,
  pulseFiltersPatch,
} from '@/lib/pulse/pulse-filters';
import { usePulseFeed } from '@/lib/pulse/use-pulse-feed';
import { EventCard } from './event-card';
import { PulseFiltersForm } from './pulse-filters-form';

/**
 * The Pulse tool (issue 15 '/pulse/tool'): the event feed of spec §7 /pulse/v1/events with every filter in the URL,
 * newest first; the next page loads when the end of the list comes into view (or with the button, by keyboard).
 */
export function PulseToolClient() {
  const url = useUrlState();
  const filters = useMemo(() => parsePulseFilters(url.get), [url.get]);
  const feed = usePulseFeed(filters);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const change = (patch: Partial<PulseFilters>) => url.set(pulseFiltersPatch(patch));
  const clear = () => url.set(Object.fromEntries(Object.values(PULSE_URL_KEYS).map((key) => [key, null])));
  const events = feed.data?.pages.flat() ?? [];

  return (
    <div className="flex flex-col gap-4">
      <PulseFiltersForm filters={filters} onChange={change} onClear={clear} />
      <section aria-labelledby="pulse-feed-title" aria-busy={feed.isPending} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="pulse-feed-title" className="font-semibold text-lg text-slate-900 dark:text-slate-100">
            Events · {pulseClassName(filters.assetClass)}
          </h2>
          {feed.isSuccess ? (
            <p className="text-slate-500 text-sm dark:text-slate-400" data-testid="pulse-count" aria-live="polite">
              {events.length === 0
                ? 'No events'
                : `${events.length} ${events.length === 1 ? 'event' : 'events'}${hasNextPage ? ' shown, more below' : ''}`}
            </p>
          ) : null}
        </div>
        {feed.isPending ? (
          <SkeletonList label="Loading events" rows={4} className="h-36 w-full" />
        ) : feed.isError ? (
          <ErrorMessage error={feed.error} />
        ) : events.length === 0 ? (
          <div className="rounded-lg border border-slate-200 border-dashed dark:border-slate-800">
            <EmptyNote>No events match these filters. Widen the dates or clear a filter.</EmptyNote>
          </div>
        ) : (
          <ol className="flex flex-col gap-3">
            {events.map((event) => (
              <li key={event._id}>
                <EventCard event={event} />
              </li>
            ))}
          </ol>
        )}
        <div ref={sentinel} />
        {hasNextPage ? (
          <div className="flex justify-center">
            <button
              type="button"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {isFetchingNextPage ? <Spinner className="size-4" /> : null}
              {isFetchingNextPage ? 'Loading more events…' : 'Load more events'}
            </button>
          </div>
        ) : null}
        {feed.isFetchNextPageError ? <ErrorMessage error={feed.error} /> : null}
      </section>
      <DemoDataNote />
    </div>
  );
}
