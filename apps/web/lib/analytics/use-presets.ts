'use client';

import {
  type Dataset,
  isAssetClassCode,
  type PresetRecord,
  type ProductCode,
  productOfDataset,
} from '@moodwire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

/** A preset group as the analytics screens use it: the wire record (spec §3) plus its product. */
export interface AnalyticsGroup extends PresetRecord {
  product: ProductCode;
}

async function getPresets(signal: AbortSignal): Promise<AnalyticsGroup[]> {
  const records = await readData(getTypedApi().GET('/presets/list', { signal }));
  return records
    .filter((record) => isAssetClassCode(record.Class))
    .map((record) => ({
      ...(record as PresetRecord),
      product: productOfDataset(record.Dataset as Dataset),
    }));
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
