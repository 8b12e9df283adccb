'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';
import type { AlertRuleInput } from './alert-form';

/** Every query of the alerts screens starts with this key, so a change refreshes them all (and the bell). */
export const ALERTS_KEY = 'radar-alerts';

async function listRules(signal: AbortSignal) {
  return readData(getTypedApi().GET('/radarv5/alerts/rules', { signal, cache: 'no-store' }));
}

export type AlertRulesAnswer = Awaited<ReturnType<typeof listRules>>;
export type AlertRule = AlertRulesAnswer['rules'][number];

/** The user's alert rules, newest first, with the per-user limit (GET /radarv5/alerts/rules). */
export function useAlertRules() {
  const { user } = useSession();
  return useQuery({
    queryKey: [ALERTS_KEY, 'rules', user?.username ?? null],
    queryFn: ({ signal }) => listRules(signal),
    enabled: Boolean(user),
  });
}

/** Creates a rule, or replaces the whole rule `id` (POST /radarv5/alerts/rules, /rules/update). */
export function useSaveAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: AlertRuleInput }): Promise<AlertRule> => {
      // biome-ignore lint/suspicious/noExplicitAny: the draft's input is checked by the API, which names bad fields
      const body = input as any;
      return id
        ? readData(getTypedApi().POST('/radarv5/alerts/rules/update', { params: { query: { id } }, body }))
        : readData(getTypedApi().POST('/radarv5/alerts/rules', { body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ALERTS_KEY] }),
  });
}

/** Deletes a rule (POST /radarv5/alerts/rules/delete). */
export function useDeleteAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      readData(getTypedApi().POST('/radarv5/alerts/rules/delete', { params: { query: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ALERTS_KEY] }),
  });
}
