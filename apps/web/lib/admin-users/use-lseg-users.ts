'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiPaths, getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

/** Every query of the LSEG manage screens starts with this key. */
export const LSEG_USERS_KEY = 'lseg-users';

export type LsegChangeBody = NonNullable<
  ApiPaths['/others/lseg-users/{username}']['patch']['requestBody']
>['content']['application/json'];

async function listLsegUsers(signal: AbortSignal) {
  return readData(getTypedApi().GET('/others/lseg-users', { signal, cache: 'no-store' }));
}

export type LsegUser = Awaited<ReturnType<typeof listLsegUsers>>[number];

/** The LSEG (ssh role) users (GET /others/lseg-users). */
export function useLsegUsers() {
  const { user } = useSession();
  return useQuery({
    queryKey: [LSEG_USERS_KEY, 'list', user?.username ?? null],
    queryFn: ({ signal }) => listLsegUsers(signal),
    enabled: Boolean(user),
  });
}

/** One LSEG user (GET /others/lseg-users/:username): 404 for an account that is not ssh-role. */
export function useLsegUser(username: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: [LSEG_USERS_KEY, 'user', username, user?.username ?? null],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/others/lseg-users/{username}', {
          params: { path: { username } },
          signal,
          cache: 'no-store',
        }),
      ),
    enabled: Boolean(user),
  });
}

/** A page of that user's audit log (GET /others/lseg-users/:username/audit). */
export function useLsegAudit(username: string, offset: number, limit: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: [LSEG_USERS_KEY, 'audit', username, offset, limit, user?.username ?? null],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/others/lseg-users/{username}/audit', {
          params: { path: { username }, query: { offset, limit } },
          signal,
          cache: 'no-store',
        }),
      ),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}

/** A manager's change: expiry, status or data permissions only (PATCH /others/lseg-users/:username). */
export function useChangeLsegUser(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LsegChangeBody) =>
      readData(
        getTypedApi().PATCH('/others/lseg-users/{username}', {
          params: { path: { username } },
          body,
          cache: 'no-store',
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LSEG_USERS_KEY] }),
  });
}
