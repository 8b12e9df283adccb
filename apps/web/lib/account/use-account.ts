'use client';

import type { User } from '@moodwire/domain';
import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '../api/typed-client';
import { useSession } from '../session/use-session';

/**
 * The signed-in account as the server sees it now: GET /account (spec §7 'Data API'), authenticated by the
 * HttpOnly session cookie; no key is in the page or the URL (issue 12 §6).
 */
export function useAccount() {
  const { user } = useSession();
  const username = user?.username;
  return useQuery({
    queryKey: ['account', username],
    queryFn: async ({ signal }): Promise<User> =>
      readData(getTypedApi().GET('/account', { cache: 'no-store', signal })),
    enabled: Boolean(username),
  });
}
