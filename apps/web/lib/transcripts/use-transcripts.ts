'use client';

import { useQuery } from '@tanstack/react-query';
import { getData } from '../downloads/pull-fetch';
import type {
  Transcript,
  TranscriptAsset,
  TranscriptCall,
  TranscriptKeyphrase,
  TranscriptSearch,
} from './transcript-view';

const STALE = 5 * 60_000;

/** The companies that have transcripts (GET /mta/assets). */
export function useTranscriptAssets() {
  return useQuery({
    queryKey: ['mta', 'assets'],
    queryFn: ({ signal }) => getData<TranscriptAsset[]>('/mta/assets', signal),
    staleTime: STALE,
  });
}

/** A company's calls, newest first, over the whole history (GET /mta/data/{code}). */
export function useCompanyCalls(assetCode: string | null) {
  return useQuery({
    queryKey: ['mta', 'calls', assetCode],
    queryFn: ({ signal }) =>
      getData<TranscriptCall[]>(`/mta/data/${encodeURIComponent(assetCode ?? '')}?limit=200`, signal),
    enabled: Boolean(assetCode),
    staleTime: STALE,
  });
}

/** One call with its turns (GET /mta/files/{id}.json). */
export function useTranscript(transcriptId: string | null) {
  return useQuery({
    queryKey: ['mta', 'transcript', transcriptId],
    queryFn: ({ signal }) => getData<Transcript>(`/mta/files/${encodeURIComponent(`${transcriptId}.json`)}`, signal),
    enabled: Boolean(transcriptId),
    staleTime: STALE,
  });
}

/** The company's keyphrases over its calls (GET /mta/keyphrases/info). */
export function useCompanyKeyphrases(assetCode: string | null) {
  return useQuery({
    queryKey: ['mta', 'keyphrases', assetCode],
    queryFn: ({ signal }) =>
      getData<TranscriptKeyphrase[]>(
        `/mta/keyphrases/info?asset_code=${encodeURIComponent(assetCode ?? '')}&limit=20`,
        signal,
      ),
    enabled: Boolean(assetCode),
    staleTime: STALE,
  });
}

/** Turns containing a phrase, in one company's calls or all (GET /mta/search); off below 2 characters. */
export function useTranscriptSearch(query: string, assetCode: string | null) {
  const phrase = query.trim();
  return useQuery({
    queryKey: ['mta', 'search', phrase, assetCode],
    queryFn: ({ signal }) =>
      getData<TranscriptSearch>(
        `/mta/search?q=${encodeURIComponent(phrase)}${assetCode ? `&asset_code=${encodeURIComponent(assetCode)}` : ''}&limit=50`,
        signal,
      ),
    enabled: phrase.length >= 2 && phrase.length <= 100,
    staleTime: STALE,
  });
}
