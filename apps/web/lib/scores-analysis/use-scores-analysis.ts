'use client';

import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/downloads/pull-fetch';
import { type ScoresEdition, type ScoresRequest, scoresApiQuery } from './scores-request';

/** The API's answer (apps/api scores-analysis-schema.ts), as the page reads it. */
export interface ScoresAnalysis {
  product: string;
  universe: { kind: 'group' | 'watchlist'; id: string; name: string };
  assetClass: string;
  priceClass: string;
  signal: { kind: 'indicator' | 'model'; indicator?: string; source?: string };
  horizon: number;
  rebalancing: string;
  from: string;
  to: string;
  members: number;
  tradingDays: number;
  summary: {
    meanIc: number | null;
    icStd: number | null;
    tStat: number | null;
    hitRate: number | null;
    dates: number;
    skippedDates: number;
    incompleteDates: number;
    meanAssets: number | null;
    longShortReturn: number | null;
    meanTurnover: number | null;
  };
  ics: {
    date: string;
    entryDate: string;
    exitDate: string;
    ic: number | null;
    assets: number;
    noSignal: number;
    noReturn: number;
    quintiles: (number | null)[];
  }[];
  quintiles: { quintile: number; meanReturn: number | null; dates: number }[];
  longShort: {
    date: string;
    until: string;
    longShort: number | null;
    cumulative: number;
    turnover: number | null;
    long: number;
    short: number;
  }[];
  decay: { horizon: number; meanIc: number | null; tStat: number | null; dates: number }[];
}

/** The analysis of a request, computed by the API (never here); off while the form has a problem. */
export function useScoresAnalysis(request: ScoresRequest, edition: ScoresEdition, enabled: boolean) {
  const query = scoresApiQuery(request, edition);
  return useQuery({
    queryKey: ['scores-analysis', edition.apiPath, query],
    queryFn: ({ signal }) => getData<ScoresAnalysis>(`${edition.apiPath}?${query}`, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
