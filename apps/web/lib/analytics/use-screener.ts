'use client';

import { GROUP_ASSETS_MAX } from '@moodwire/domain';
import { keepPreviousData, type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';
import { mergeScreenerColumns, type ScreenerRow, type TopnRow } from './screener-rows';

interface TopnAnswer {
  date: string;
  previousDate: string;
  rows: TopnRow[];
}

export interface ScreenerQuery {
  group: string;
  columns: readonly string[];
  source: string;
  period: number;
  minBuzz?: number;
  sector?: string;
  exchangeCountry?: string;
}

export interface ScreenerData {
  rows: ScreenerRow[];
  /** The snapshot's day and the day the change is measured from (ISO timestamps). */
  date: string | null;
  previousDate: string | null;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
}

/**
 * The screener's rows: one /overview-topn call per indicator column, each every asset of the group (num at its
 * bound, which covers the largest top buzz set; sortby buzz, so that a group larger still answers the same assets
 * in every column), merged by asset. The table sorts them itself and virtualises its rows.
 */
export function useScreener(query: ScreenerQuery): ScreenerData {
  const { user } = useSession();
  const columns = query.columns;
  // Merges only when an answer changes: useQueries calls a stable `combine` again only then.
  const combine = useCallback(
    (results: UseQueryResult<TopnAnswer>[]): ScreenerData => {
      const isPending = results.some((result) => result.isPending);
      const first = results[0]?.data;
      return {
        rows: isPending
          ? []
          : mergeScreenerColumns(columns.map((code, index) => ({ code, rows: results[index]?.data?.rows ?? [] }))),
        date: first?.date ?? null,
        previousDate: first?.previousDate ?? null,
        isPending,
        isFetching: results.some((result) => result.isFetching),
        error: results.find((result) => result.isError)?.error ?? null,
      };
    },
    [columns],
  );
  return useQueries({
    queries: columns.map((cvar) => {
      const params = {
        group: query.group,
        cvar,
        src: query.source,
        period: query.period,
        num: GROUP_ASSETS_MAX,
        sortby: 'buzz' as const,
        minbuzz: query.minBuzz,
        sector: query.sector,
        exchange_country: query.exchangeCountry,
      };
      return {
        queryKey: ['overview-topn', user?.username ?? null, params],
        queryFn: ({ signal }: { signal: AbortSignal }): Promise<TopnAnswer> =>
          readData(getTypedApi().GET('/overview-topn', { params: { query: params }, signal })),
        placeholderData: keepPreviousData,
      };
    }),
    combine,
  });
}
