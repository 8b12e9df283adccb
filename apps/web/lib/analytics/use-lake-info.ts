'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';

/** The published lake's days and whether its data is simulated (GET /lake-info; the same for every user). */
export const lakeInfoQuery = queryOptions({
  queryKey: ['lake-info'],
  queryFn: ({ signal }) => readData(getTypedApi().GET('/lake-info', { signal })),
  staleTime: 5 * 60_000,
});

export type LakeInfo = Awaited<ReturnType<NonNullable<typeof lakeInfoQuery.queryFn>>>;

export function useLakeInfo() {
  return useQuery(lakeInfoQuery);
}
