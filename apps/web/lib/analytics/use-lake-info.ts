'use client';

import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { lakeInfoPollInterval } from './lake-building';

/**
 * Lake answers may be reused by the browser for a minute (the API's Cache-Control max-age=60): after a new build
 * is published, the screens ask once more when that minute has passed.
 */
const BROWSER_REUSE_MS = 61_000;

const LAKE_INFO_KEY = 'lake-info';

/** The published lake's days and whether its data is simulated (GET /lake-info; the same for every user). */
export const lakeInfoQuery = queryOptions({
  queryKey: [LAKE_INFO_KEY],
  // Revalidated with the server every time (a 304 while nothing changed): the progress of a running build and a
  // newly published build change the answer within the minute the browser could otherwise reuse it.
  queryFn: ({ signal }) => readData(getTypedApi().GET('/lake-info', { signal, cache: 'no-cache' })),
  staleTime: 5 * 60_000,
  // Polled only while a new build runs (the full demo data after the first start's tiny lake).
  refetchInterval: (query) => lakeInfoPollInterval(query.state.data),
});

export type LakeInfo = Awaited<ReturnType<NonNullable<typeof lakeInfoQuery.queryFn>>>;

export function useLakeInfo() {
  return useQuery(lakeInfoQuery);
}

/** Every query but the lake's own: the screens' data, read again from the newly published build. */
function invalidateLakeData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== LAKE_INFO_KEY });
}

/**
 * Follows publishes: when the lake's build id changes (the full demo data replaced the tiny lake), the screens'
 * queries, which are not keyed by build, are invalidated so the active ones refetch from the new build, and
 * again a minute later for answers the browser still held. Mounted once, by the app shell's banner.
 */
export function useFollowLakeBuild(): LakeInfo | undefined {
  const queryClient = useQueryClient();
  const { data } = useLakeInfo();
  const buildId = data?.buildId;
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (buildId === undefined) return;
    const previous = seen.current;
    seen.current = buildId;
    if (previous === undefined || previous === buildId) return;
    void invalidateLakeData(queryClient);
    const again = setTimeout(() => void invalidateLakeData(queryClient), BROWSER_REUSE_MS);
    return () => clearTimeout(again);
  }, [buildId, queryClient]);
  return data;
}
