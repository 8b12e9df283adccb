'use client';

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readStoredUser } from '@/lib/session/stored-user';
import { type GroupHint, readAnalyticsHints, writeAnalyticsHints } from './analytics-hints';
import { type LakeInfo, lakeInfoQuery } from './use-lake-info';
import { presetsQuery } from './use-presets';

/** What a screen's prefetch knows before the screen renders: the account, its group, the lake and the URL. */
export interface ScreenPrefetchContext {
  queryClient: QueryClient;
  username: string;
  group: GroupHint;
  lake: LakeInfo;
  searchParams: URLSearchParams;
  pathname: string;
}

/** Starts a screen's own data calls (with the same query keys as the screen, which then finds them in flight). */
export type ScreenPrefetch = (context: ScreenPrefetchContext) => void;

export interface AnalyticsPrefetchOptions {
  /** Loads the screen's chart code. */
  preload?: () => Promise<unknown>;
  /** The screen's group among the account's groups (as the frame picks it), or undefined. */
  pickGroup: (groups: readonly GroupHint[], searchParams: URLSearchParams) => GroupHint | undefined;
  prefetch?: ScreenPrefetch;
}

/**
 * Starts what an analytics screen waits for as soon as the page hydrates, beside the session check instead of
 * after it: the preset list of the stored account, the lake's days, the screen's chart code and the screen's own
 * data: at once from the groups and days of the last visit (analytics-hints.ts), and again from the fresh answers
 * (the same calls are not made twice; a stale hint costs an unused call). The route gate still decides what is
 * shown; a refused key only means these answers are never used (the server checks every call itself). Without a
 * stored account nothing is fetched.
 * The options are read once, at the first render (the prefetch is for the page as it loads).
 */
export function useAnalyticsPrefetch(options: AnalyticsPrefetchOptions) {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page load, with the options it loaded with
  useEffect(() => {
    const storedUser = readStoredUser(window.localStorage);
    if (!storedUser) return;
    const { username } = storedUser;
    const groups = queryClient.fetchQuery(presetsQuery(username));
    const lake = queryClient.fetchQuery(lakeInfoQuery);
    // A failed chunk load shows up again (with its error) when the screen renders the chart.
    options.preload?.().catch(() => undefined);
    const { prefetch } = options;
    if (!prefetch) return;
    const searchParams = new URLSearchParams(window.location.search);
    const pathname = window.location.pathname;
    const start = (known: readonly GroupHint[], knownLake: LakeInfo) => {
      const group = options.pickGroup(known, searchParams);
      if (group) prefetch({ queryClient, username, group, lake: knownLake, searchParams, pathname });
    };
    const hints = readAnalyticsHints(window.localStorage, username);
    if (hints) start(hints.groups, hints.lake);
    Promise.all([groups, lake])
      .then(([loadedGroups, loadedLake]) => {
        writeAnalyticsHints(window.localStorage, username, loadedGroups, loadedLake);
        start(loadedGroups, loadedLake);
      })
      // The screen makes (and reports) the same calls itself.
      .catch(() => undefined);
  }, [queryClient]);
}
