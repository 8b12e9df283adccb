'use client';

import { encodeQuery, type QueryParams } from '@moodwire/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lakeInfoQuery } from '@/lib/analytics/use-lake-info';
import { apiUrl } from '@/lib/api/api-client';
import { fetchJson } from '@/lib/api/fetch-json';

/** How often the monitor asks whether a new lake was published (a 304 while nothing changed). */
export const MONITOR_LAKE_POLL_MS = 30_000;

export interface ZScored {
  value: number | null;
  mean: number | null;
  sd: number | null;
  z: number | null;
}

/** One row of GET /radarv5/monitor. */
export interface MonitorRow {
  asset: string;
  name: string;
  symbol: string;
  class: string;
  sector: string | null;
  indicator: string;
  buzz: ZScored;
  sentiment: ZScored;
  unusualness: number | null;
  buzzSpark: number[];
  sentimentSpark: (number | null)[];
}

export interface Monitor {
  lastDay: string;
  window: number;
  sparkDays: number;
  source: string;
  minSentimentDays: number;
  total: number;
  offset: number;
  assets: MonitorRow[];
}

/** The published lake, asked again every 30 s while the monitor is open (the app shell asks only while building). */
export function useMonitorLake() {
  return useQuery({ ...lakeInfoQuery, refetchInterval: MONITOR_LAKE_POLL_MS, refetchIntervalInBackground: false });
}

/**
 * The monitor's rows, keyed by the lake's build: when a new lake is published the key changes and the rows are
 * read again from it, without a reload; the previous rows stay on screen meanwhile.
 */
export function useRadarMonitor(query: QueryParams | null, buildId: string | undefined) {
  return useQuery({
    queryKey: ['radar-monitor', buildId, query],
    queryFn: async ({ signal }) => {
      const body = await fetchJson<{ data: Monitor }>(apiUrl(`/radarv5/monitor?${encodeQuery(query ?? {})}`), {
        signal,
        // The browser may hold an answer for a minute (Cache-Control): a new build must be asked for at once.
        cache: 'no-cache',
      });
      return body.data;
    },
    enabled: query !== null && buildId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
