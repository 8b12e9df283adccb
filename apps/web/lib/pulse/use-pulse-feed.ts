'use client';

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ApiPaths, getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';
import { PULSE_PAGE_SIZE, type PulseFilters, pulseEventsRequest } from './pulse-filters';

/** An event as the JSON answer of /pulse/v1/events carries it (the call answers CSV too). */
export type PulseEvent =
  ApiPaths['/pulse/v1/events/{class}/{code}']['get']['responses'][200]['content']['application/json']['data'][number];

/** One page of the feed, as /pulse/v1/events answers it. */
async function fetchEventsPage(filters: PulseFilters, offset: number, signal: AbortSignal): Promise<PulseEvent[]> {
  const { path, query } = pulseEventsRequest(filters);
  return readData(
    getTypedApi().GET('/pulse/v1/events/{class}/{code}', {
      params: { path, query: { ...query, limit: PULSE_PAGE_SIZE, offset } },
      signal,
    }),
    // The call answers JSON or CSV; without format=csv the JSON one, whose .data readData unwraps.
  ) as unknown as Promise<PulseEvent[]>;
}

/**
 * The event feed of the filters, newest first, a page at a time (offset paging in the feed's fixed order): the
 * next page is asked for while one came back full.
 */
export function usePulseFeed(filters: PulseFilters) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: ['pulse-feed', user?.username ?? null, filters],
    queryFn: ({ pageParam, signal }) => fetchEventsPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < PULSE_PAGE_SIZE ? undefined : pages.reduce((sum, page) => sum + page.length, 0),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** An event's source documents: the asset's kept articles of the event's day (off until the card opens). */
export function useEventDocuments(event: Pick<PulseEvent, 'assetClass' | 'assetCode' | 'Date'>, enabled: boolean) {
  const { user } = useSession();
  const date = event.Date.slice(0, 10);
  return useQuery({
    queryKey: ['pulse-documents', user?.username ?? null, event.assetClass, event.assetCode, date],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/pulse/v1/documents/{class}/{code}', {
          params: { path: { class: event.assetClass, code: event.assetCode }, query: { date, limit: 20 } },
          signal,
        }),
      ),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export interface PulseSummaryQuery {
  assetClass: string;
  /** First and last day (inclusive, YYYY-MM-DD); null for the API's default (the last 90 days). */
  from: string | null;
  endDate: string | null;
}

/** The dashboard's counts (/pulse/v1/summary). */
export function usePulseSummary(query: PulseSummaryQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['pulse-summary', user?.username ?? null, query],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/pulse/v1/summary/{class}', {
          params: {
            path: { class: query.assetClass },
            query: {
              ...(query.from ? { start_date: query.from } : {}),
              ...(query.endDate ? { end_date: query.endDate } : {}),
              strongest: 12,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export type PulseSummary = NonNullable<ReturnType<typeof usePulseSummary>['data']>;
