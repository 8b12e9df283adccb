'use client';

import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

/** The service health refreshes itself this often (issue 16 '/admin'). */
export const HEALTH_REFRESH_MS = 30_000;

async function getHealth(signal: AbortSignal) {
  return readData(getTypedApi().GET('/admin/health', { signal, cache: 'no-store' }));
}

export type AdminHealth = Awaited<ReturnType<typeof getHealth>>;
export type RouteMetric = AdminHealth['window']['routes'][number];

/** GET /admin/health, refreshed every 30 s while the page is open (and on focus). */
export function useAdminHealth() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['admin-health', user?.username ?? null],
    queryFn: ({ signal }) => getHealth(signal),
    enabled: Boolean(user),
    refetchInterval: HEALTH_REFRESH_MS,
  });
}
