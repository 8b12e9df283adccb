'use client';

import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';
import { ALERTS_KEY } from './use-alert-rules';

async function getUsage(signal: AbortSignal) {
  return readData(getTypedApi().GET('/radarv5/alerts/usage', { signal, cache: 'no-store' }));
}

export type AlertUsage = Awaited<ReturnType<typeof getUsage>>;

/** Rules, firings of the last 30 days and webhook deliveries of the user (GET /radarv5/alerts/usage). */
export function useAlertUsage() {
  const { user } = useSession();
  return useQuery({
    queryKey: [ALERTS_KEY, 'usage', user?.username ?? null],
    queryFn: ({ signal }) => getUsage(signal),
    enabled: Boolean(user),
  });
}
