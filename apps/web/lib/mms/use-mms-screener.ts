'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiPaths, getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

export interface MmsRange {
  /** start_date and the exclusive end_date, or null for the API's default (the last 365 days). */
  from: string | null;
  endDate: string | null;
}

function rangeQuery(range: MmsRange) {
  return { ...(range.from ? { start_date: range.from } : {}), ...(range.endDate ? { end_date: range.endDate } : {}) };
}

export type OutletScore =
  ApiPaths['/mms/v3/data/{class}/{code}/summary']['get']['responses'][200]['content']['application/json']['data'][number];

/**
 * Every outlet's media scores summed over the range (/mms/v3/data/outlet/all/summary: the daily scores of spec §7
 * /mms/v3/data added up by the API, one row per outlet instead of one per outlet and day).
 */
export function useMmsOutlets(range: MmsRange) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['mms-outlets', user?.username ?? null, range],
    queryFn: ({ signal }): Promise<OutletScore[]> =>
      readData(
        getTypedApi().GET('/mms/v3/data/{class}/{code}/summary', {
          params: { path: { class: 'outlet', code: 'all' }, query: rangeQuery(range) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export type MediaAssets =
  ApiPaths['/mms/v3/data/{class}/{code}/assets']['get']['responses'][200]['content']['application/json']['data'];
export type MediaAsset = MediaAssets['assets'][number];

/** Most assets one ranking shows (the call's bound is 1,000). */
export const ASSET_LIMIT = 500;

export interface MmsAssetsQuery extends MmsRange {
  outlet: string;
  assetClass: string;
  minDocuments: number;
}

/** The assets an outlet (or the whole press) wrote about, with tone and bias (/mms/v3/data/outlet/{o}/assets). */
export function useMmsAssets(query: MmsAssetsQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['mms-assets', user?.username ?? null, query],
    queryFn: ({ signal }): Promise<MediaAssets> =>
      readData(
        getTypedApi().GET('/mms/v3/data/{class}/{code}/assets', {
          params: {
            path: { class: 'outlet', code: query.outlet },
            query: {
              ...rangeQuery(query),
              asset_class: query.assetClass,
              min_documents: query.minDocuments,
              limit: ASSET_LIMIT,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
