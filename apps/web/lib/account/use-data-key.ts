'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getTypedApi, readData } from '../api/typed-client';

/**
 * The data key of Account Info (issue 12 §6): fetched only when the user asks to reveal it, rotated on demand.
 * Both calls are authenticated by the session cookie and answered with no-store; the key is kept in component
 * state only while shown, never in storage or in the query cache.
 */
export function useDataKey() {
  const queryClient = useQueryClient();
  const reveal = useMutation({
    mutationFn: async (): Promise<string> =>
      (await readData(getTypedApi().GET('/account/apikey', { cache: 'no-store' }))).apikey,
  });
  const rotate = useMutation({
    mutationFn: async (): Promise<string> =>
      (await readData(getTypedApi().POST('/account/apikey/rotate', { cache: 'no-store' }))).apikey,
    // Answers cached under the old key are stale for the account.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
  return { reveal, rotate };
}
