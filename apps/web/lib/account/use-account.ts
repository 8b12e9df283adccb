'use client';

import type { User } from '@moodwire/domain';
import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData, withApikey } from '../api/typed-client';
import { useSession } from '../session/use-session';

/** The signed-in account as the server sees it now: GET /account?apikey= (spec §7 'Data API'). */
export function useAccount() {
  const { user } = useSession();
  const apikey = user?.apikey;
  return useQuery({
    queryKey: ['account', apikey],
    // The key in the query too (spec §7 '/account?apikey='), as the session holds it.
    queryFn: async ({ signal }): Promise<User> =>
      readData(getTypedApi().GET('/account', { ...withApikey(apikey ?? ''), cache: 'no-store', signal })),
    enabled: Boolean(apikey),
  });
}
