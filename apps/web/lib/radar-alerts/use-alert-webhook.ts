'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';
import { ALERTS_KEY } from './use-alert-rules';

async function getWebhook(signal: AbortSignal) {
  return readData(getTypedApi().GET('/radarv5/alerts/webhook', { signal, cache: 'no-store' }));
}

export type AlertWebhook = NonNullable<Awaited<ReturnType<typeof getWebhook>>>;

/**
 * The user's webhook (GET /radarv5/alerts/webhook, null when none), and its changes. The signing secret comes back
 * only from the first save and from a rotation: it is handed to the caller once and never kept in the query cache.
 */
export function useAlertWebhook() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = [ALERTS_KEY, 'webhook', user?.username ?? null];
  const webhook = useQuery({ queryKey: key, queryFn: ({ signal }) => getWebhook(signal), enabled: Boolean(user) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [ALERTS_KEY] });
  const save = useMutation({
    mutationFn: async (body: { url: string; enabled: boolean }) =>
      readData(getTypedApi().POST('/radarv5/alerts/webhook', { body, cache: 'no-store' })),
    onSuccess: refresh,
  });
  const rotate = useMutation({
    mutationFn: async () => readData(getTypedApi().POST('/radarv5/alerts/webhook/rotate', { cache: 'no-store' })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async () => readData(getTypedApi().POST('/radarv5/alerts/webhook/delete')),
    onSuccess: refresh,
  });
  return { webhook, save, rotate, remove };
}
