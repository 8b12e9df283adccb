'use client';

import { GROUP_ASSETS_MAX, type SourceName } from '@moodwire/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

/**
 * The group overview's calls (spec §7 '/overview-featured', '/topactivity', '/overview-topn'). The indicator is
 * left to the API: it answers with the default sentiment indicator of the group's class and names it.
 */

/** The buzz leaders shown. */
export const LEADERS_NUM = 10;
/** The featured chart spans at least this many days (the API's default span). */
export const FEATURED_MIN_DAYS = 90;

export interface OverviewQuery {
  group: string;
  source: SourceName;
  period: number;
}

export function useOverviewFeatured({ group, source, period }: OverviewQuery) {
  const { user } = useSession();
  const days = Math.max(period, FEATURED_MIN_DAYS);
  return useQuery({
    queryKey: ['overview-featured', user?.username ?? null, group, source, days],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/overview-featured', { params: { query: { group, src: source, period: days } }, signal }),
      ),
  });
}

/**
 * The members' changes over the period (spec §7 '/overview-topn'): `abs` ranks the movers among the members with
 * the class's least buzz (the API's default minbuzz, named in the answer); `buzz` gives every member, for the
 * sector breakdown.
 */
export function useOverviewTopn({ group, source, period }: OverviewQuery, sortby: 'abs' | 'buzz') {
  const { user } = useSession();
  return useQuery({
    queryKey: ['overview-topn', user?.username ?? null, group, source, period, sortby],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/overview-topn', {
          params: { query: { group, src: source, period, num: GROUP_ASSETS_MAX, sortby } },
          signal,
        }),
      ),
    // The previous period's list stays on screen while the next loads, so that the page does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useTopActivity({ group, source, period }: OverviewQuery) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['topactivity', user?.username ?? null, group, source, period],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/topactivity', {
          params: { query: { group, src: source, period, num: LEADERS_NUM } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
