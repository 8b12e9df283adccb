'use client';

import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

async function getPapers(signal: AbortSignal) {
  return readData(getTypedApi().GET('/papers', { signal }));
}

export type Paper = Awaited<ReturnType<typeof getPapers>>[number];

/**
 * The papers list (spec §7 '/papers (cached indefinitely)'): it changes only with a deploy, so it is never refetched
 * while the page lives. Keyed by user so that a sign-out and another sign-in ask again (the call needs a login).
 */
export function usePapers() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['papers', user?.username ?? null],
    queryFn: ({ signal }) => getPapers(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
