'use client';

import type { PulseClass } from '@moodwire/domain';
import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

export interface PulseAssetHit {
  code: string;
  name: string;
  symbol: string | null;
}

async function searchAssets(assetClass: PulseClass, search: string, limit: number, signal: AbortSignal) {
  const answer = await readData(
    getTypedApi().GET('/assetlist', { params: { query: { cls: assetClass, search, limit } }, signal }),
  );
  return answer.assets.map((row): PulseAssetHit => ({ code: row.asset, name: row.name, symbol: row.symbol ?? null }));
}

/** Assets of a class whose name, code, ticker or RIC matches the text (/assetlist); off without text. */
export function usePulseAssetSearch(assetClass: PulseClass, text: string) {
  const { user } = useSession();
  const search = text.trim();
  return useQuery({
    queryKey: ['pulse-asset-search', user?.username ?? null, assetClass, search],
    queryFn: ({ signal }) => searchAssets(assetClass, search, 8, signal),
    enabled: search.length > 0,
    staleTime: 60_000,
  });
}

/** The name of the chosen asset (the URL holds its code only). */
export function usePulseAssetName(assetClass: PulseClass, code: string | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['pulse-asset-name', user?.username ?? null, assetClass, code],
    queryFn: async ({ signal }) => {
      const hits = await searchAssets(assetClass, code ?? '', 20, signal);
      return hits.find((hit) => hit.code === code) ?? null;
    },
    enabled: code !== null,
    staleTime: 10 * 60_000,
  });
}
