'use client';

import { GROUP_ASSETS_MAX, type SourceName } from '@moodwire/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

export interface GroupAssetsQuery {
  group: string;
  search?: string;
  /** The server's own orders: the group's order (by buzz for top-N groups), or name or symbol A to Z. */
  sortby?: 'group' | 'name' | 'symbol';
  offset: number;
  limit: number;
}

/**
 * A page of a group's assets with display symbol, class, sector and domicile (spec §7 '/assetlist'), and the
 * number matching the search. Keeps the previous page on screen while the next one loads.
 */
export function useGroupAssets(query: GroupAssetsQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['assetlist', user?.username ?? null, query],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/assetlist', {
          params: {
            query: {
              group: query.group,
              search: query.search || undefined,
              sortby: query.sortby,
              offset: query.offset,
              limit: query.limit,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export interface GroupLevel {
  value: number | null;
  buzz: number | null;
}

/**
 * The level of the group's default sentiment indicator and the buzz of its assets on the lake's last day (spec §7
 * '/overview-topn', most-buzz first, every member of the group) from `source` (the screens' source, named in the
 * call so that the API's own default, News, does not decide it): the indicator code and a map by asset code.
 */
export function useGroupLevels(group: string, source: SourceName) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['assets-levels', user?.username ?? null, group, source],
    queryFn: async ({ signal }) => {
      const answer = await readData(
        getTypedApi().GET('/overview-topn', {
          params: { query: { group, src: source, sortby: 'buzz', num: GROUP_ASSETS_MAX } },
          signal,
        }),
      );
      const levels = new Map<string, GroupLevel>();
      for (const row of answer.rows) levels.set(row.asset, { value: row.value ?? null, buzz: row.buzz ?? null });
      return { indicator: answer.indicator, source: answer.source, date: answer.date, levels };
    },
    staleTime: 5 * 60_000,
  });
}
