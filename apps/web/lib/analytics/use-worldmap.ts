'use client';

import { GROUP_ASSETS_MAX } from '@moodwire/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

export interface WorldmapQuery {
  /** A country group (classes cou, coumkt, coucor, couesg). */
  group: string;
  indicator?: string;
  /** Source name (News, Social, News_Social, News_Headline). */
  source?: string;
  /** Day of the map (default the lake's last day). */
  end?: string;
  /** When given, the change since this day is shown as well. */
  start?: string;
}

/**
 * One level (and change) per country of a country group on a day: GET /overview-topn sorted by level with room
 * for every country (its rows carry the country code as asset, the level, the change and buzz, and it takes a
 * source, which /heatmaps does not).
 */
export function useWorldmap(query: WorldmapQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['worldmap', user?.username ?? null, query],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/overview-topn', {
          params: {
            query: {
              group: query.group,
              cvar: query.indicator,
              src: query.source,
              end: query.end,
              start: query.start,
              sortby: 'level',
              num: GROUP_ASSETS_MAX,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
