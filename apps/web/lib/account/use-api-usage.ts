'use client';

import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '../api/typed-client';
import { useSession } from '../session/use-session';

async function getApiUsage(signal: AbortSignal) {
  return readData(getTypedApi().GET('/account/usage', { signal, cache: 'no-store' }));
}

export type ApiUsage = Awaited<ReturnType<typeof getApiUsage>>;

/** The recent API usage of the account's data key (GET /account/usage): calls per day and by route, 30 days. */
export function useApiUsage() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['account', user?.username ?? null, 'usage'],
    queryFn: ({ signal }) => getApiUsage(signal),
    enabled: Boolean(user),
    // Keyed calls are written every few seconds: a visit a minute later should see them.
    staleTime: 30_000,
  });
}
