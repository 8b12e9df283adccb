'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';
import { ALERTS_KEY } from './use-alert-rules';

/** A page of the alert history. */
export const FIRINGS_PAGE_SIZE = 20;

/** The bell asks again this often (and whenever the window gets the focus back). */
export const UNREAD_POLL_MS = 60_000;

export interface FiringsRequest {
  offset: number;
  limit?: number;
  isUnreadOnly?: boolean;
  rule?: string;
}

async function listFirings(request: FiringsRequest, signal: AbortSignal) {
  return readData(
    getTypedApi().GET('/radarv5/alerts/firings', {
      signal,
      cache: 'no-store',
      params: {
        query: {
          offset: request.offset,
          limit: request.limit ?? FIRINGS_PAGE_SIZE,
          unread: request.isUnreadOnly ? '1' : undefined,
          rule: request.rule,
        },
      },
    }),
  );
}

export type FiringsAnswer = Awaited<ReturnType<typeof listFirings>>;
export type AlertFiring = FiringsAnswer['firings'][number];

/** The alert history, newest first, a page at a time (GET /radarv5/alerts/firings). */
export function useAlertFirings(request: FiringsRequest, options: { isPolling?: boolean } = {}) {
  const { user } = useSession();
  return useQuery({
    queryKey: [ALERTS_KEY, 'firings', user?.username ?? null, request],
    queryFn: ({ signal }) => listFirings(request, signal),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
    refetchInterval: options.isPolling ? UNREAD_POLL_MS : false,
    refetchOnWindowFocus: options.isPolling ? 'always' : true,
  });
}

/** Marks firings read: the ones named, or all of the user's (POST /radarv5/alerts/firings/read). */
export function useMarkFiringsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: { ids: string[] } | { all: true }) =>
      readData(getTypedApi().POST('/radarv5/alerts/firings/read', { body: request })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ALERTS_KEY] }),
  });
}
