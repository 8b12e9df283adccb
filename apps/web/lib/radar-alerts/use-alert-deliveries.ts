'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';
import { ALERTS_KEY } from './use-alert-rules';

export const DELIVERIES_PAGE_SIZE = 20;

async function listDeliveries(offset: number, signal: AbortSignal) {
  return readData(
    getTypedApi().GET('/radarv5/alerts/deliveries', {
      signal,
      cache: 'no-store',
      params: { query: { offset, limit: DELIVERIES_PAGE_SIZE } },
    }),
  );
}

export type DeliveriesAnswer = Awaited<ReturnType<typeof listDeliveries>>;
export type AlertDelivery = DeliveriesAnswer['deliveries'][number];

/** The webhook delivery log, newest attempt first, a page at a time (GET /radarv5/alerts/deliveries). */
export function useAlertDeliveries(offset: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: [ALERTS_KEY, 'deliveries', user?.username ?? null, offset],
    queryFn: ({ signal }) => listDeliveries(offset, signal),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}
