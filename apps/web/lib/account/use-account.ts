'use client';

import type { User } from '@moodwire/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { useSession } from '../session/use-session';

/** The signed-in account as the server sees it now: GET /account?apikey= (spec §7 'Data API'). */
export function useAccount() {
  const { user } = useSession();
  const apikey = user?.apikey;
  return useQuery({
    queryKey: ['account', apikey],
    queryFn: () => apiGet<User>('/account', { apikey }, { cache: 'no-store' }),
    enabled: Boolean(apikey),
  });
}
