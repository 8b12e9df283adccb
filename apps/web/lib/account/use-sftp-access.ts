'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTypedApi, readData } from '../api/typed-client';
import { useSession } from '../session/use-session';

async function getSftpAccess(signal: AbortSignal) {
  return readData(getTypedApi().GET('/account/sftp', { signal, cache: 'no-store' }));
}

export type SftpAccess = Awaited<ReturnType<typeof getSftpAccess>>;
export type SftpKey = SftpAccess['keys'][number];

export interface AddSftpKeyInput {
  public_key: string;
  name?: string;
}

const sftpQueryKey = (username: string | null) => ['account', username, 'sftp'] as const;

/**
 * Account Info's SFTP access (issue 17, GET /account/sftp): how to connect, the server's host key and the account's
 * public keys. The API answers only accounts that may use SFTP (role ssh, admins), so the page mounts it for those.
 */
export function useSftpAccess() {
  const { user } = useSession();
  return useQuery({
    queryKey: sftpQueryKey(user?.username ?? null),
    queryFn: ({ signal }) => getSftpAccess(signal),
    enabled: Boolean(user),
  });
}

/**
 * Adding and removing a public key (POST /account/sftp/keys, DELETE /account/sftp/keys/:id; web session only): each
 * reloads the access answer, so the table shows the keys as the server stored them.
 */
export function useSftpKeys() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: sftpQueryKey(user?.username ?? null) });
  const add = useMutation({
    mutationFn: async (body: AddSftpKeyInput): Promise<SftpKey> =>
      readData(getTypedApi().POST('/account/sftp/keys', { body, cache: 'no-store' })),
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: async (id: string) =>
      readData(getTypedApi().DELETE('/account/sftp/keys/{id}', { params: { path: { id } }, cache: 'no-store' })),
    onSuccess: reload,
  });
  return { add, remove };
}
