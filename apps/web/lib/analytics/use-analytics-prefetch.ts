'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readStoredUser } from '@/lib/session/stored-user';
import { lakeInfoQuery } from './use-lake-info';
import { presetsQuery } from './use-presets';

/**
 * Starts what every analytics screen waits for as soon as the page hydrates, beside the session check instead of
 * after it: the preset list of the stored account, the lake's days and the screen's chart code (`preload`). The
 * route gate still decides what is shown; a refused key only means these answers are never used (the server
 * checks every call itself). Without a stored account nothing is fetched.
 */
export function useAnalyticsPrefetch(preload?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const storedUser = readStoredUser(window.localStorage);
    if (!storedUser) return;
    void queryClient.prefetchQuery(presetsQuery(storedUser.username));
    void queryClient.prefetchQuery(lakeInfoQuery);
    // A failed chunk load shows up again (with its error) when the screen renders the chart.
    preload?.().catch(() => undefined);
  }, [queryClient, preload]);
}
