'use client';

import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';

/** The published lake's days and whether its data is simulated (GET /lake-info; the same for every user). */
export function useLakeInfo() {
  return useQuery({
    queryKey: ['lake-info'],
    queryFn: ({ signal }) => readData(getTypedApi().GET('/lake-info', { signal })),
    staleTime: 5 * 60_000,
  });
}
