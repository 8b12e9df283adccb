'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';
import { type AnalyticsGroup, analyticsGroupsOf } from './analytics-product';

export type { AnalyticsGroup };

async function getPresets(signal: AbortSignal): Promise<AnalyticsGroup[]> {
  return analyticsGroupsOf(await readData(getTypedApi().GET('/presets/list', { signal })));
}

/** The preset-list query of one account (shared by the hook and the frame's prefetch). */
export function presetsQuery(username: string | null) {
  return queryOptions({
    queryKey: ['presets', username],
    queryFn: ({ signal }) => getPresets(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The preset groups the signed-in user may pick (system groups of the lake, and watchlists for admins).
 * Keyed by username because watchlist groups are per account.
 */
export function usePresets() {
  const { user } = useSession();
  return useQuery(presetsQuery(user?.username ?? null));
}
