'use client';

import { encodeQuery, type QueryParams } from '@moodwire/domain';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/downloads/pull-fetch';

/** GET /others/thematic-theme, as the page reads it. */
export interface ThemeActivity {
  terms: string[];
  from: string;
  to: string;
  documents: number;
  isTruncated: boolean;
  termCounts: { term: string; documents: number }[];
  days: { date: string; documents: number; sentiment: number | null }[];
  assets: {
    assetClass: string;
    assetCode: string;
    name: string;
    documents: number;
    mentions: number;
    sentiment: number | null;
  }[];
  examples: {
    id: string;
    time: string;
    sourceType: string;
    outlet: string | null;
    title: string | null;
    preview: string;
    sentiment: number | null;
    terms: string[];
  }[];
}

/** GET /others/thematic-benchmark, the fields the page uses. */
export interface ThemeBenchmark {
  group: string;
  groupName: string;
  indicatorName: string;
  points: { date: string; value: number | null; buzz: number; assets: number }[];
}

export function useThemeActivity(query: QueryParams | null) {
  return useQuery({
    queryKey: ['thematic-theme', query],
    queryFn: ({ signal }) => getData<ThemeActivity>(`/others/thematic-theme?${encodeQuery(query ?? {})}`, signal),
    enabled: query !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useThemeBenchmark(group: string, days: number, enabled: boolean) {
  return useQuery({
    queryKey: ['thematic-benchmark', group, days],
    queryFn: ({ signal }) =>
      getData<ThemeBenchmark>(`/others/thematic-benchmark?${encodeQuery({ group, period: days })}`, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
