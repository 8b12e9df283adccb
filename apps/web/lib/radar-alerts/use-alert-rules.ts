'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiPaths, getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';
import type { AlertRuleInput } from './alert-form';

type RuleBody = NonNullable<ApiPaths['/radarv5/alerts/rules']['post']['requestBody']>['content']['application/json'];

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
      // The draft's classes and codes are plain text here; the API checks them and names a bad field.
      const body = input as RuleBody;
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
