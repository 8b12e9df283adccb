'use client';

import type { DataProduct } from '@moodwire/domain';
import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api/api-client';
import { fetchJson } from '@/lib/api/fetch-json';
import { apiRange, type BulkFilesState, checkState } from './bulk-files-state';

/** A file of a listing as the page shows it; `href` is a same-origin `/x` path (the session cookie signs it). */
export interface ListedFile {
  name: string;
  date: string;
  /** Bytes; null where the server does not know them before the download. */
  size: number | null;
  href: string;
  /** The same file in another format (a transcript as JSON), with its bytes. */
  alternate?: { name: string; href: string; size: number };
  /** What the file holds, for a row's label (a transcript's call). */
  title?: string;
}

interface DataFile {
  name: string;
  date: string;
  rows: number;
  size: number | null;
  url: string;
}

interface TranscriptFile {
  file: string;
  jsonFile: string;
  name: string;
  date: string;
  title: string;
  /** Bytes of the text file and of the JSON file, as they download. */
  size: number;
  jsonSize: number;
}

/** The most transcript files one listing shows (the API's /mta/files limit). */
const TRANSCRIPT_LIMIT = 1_000;

/**
 * The files of the page's state: a product's bulk files of a class and frequency (spec §7
 * '/{prefix}/v4/files'), or the transcripts of the range ('/mta/files'). Not asked while the dates are invalid.
 */
export function useBulkFiles(product: DataProduct | 'mta', state: BulkFilesState) {
  const isValid = checkState(state) === null && (product === 'mta' || (state.assetClass !== '' && state.freq !== ''));
  return useQuery({
    queryKey: ['bulk-files', product, state.assetClass, state.freq, state.from, state.to],
    enabled: isValid,
    // A listing's files never change within a build; the lake's own refresh invalidates every query.
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<ListedFile[]> => {
      if (product === 'mta') {
        const answer = await fetchJson<{ data: TranscriptFile[] }>(
          apiUrl('/mta/files', { ...apiRange(state), limit: TRANSCRIPT_LIMIT }),
          { signal },
        );
        return answer.data.map((file) => ({
          name: file.file,
          date: file.date.slice(0, 10),
          size: file.size,
          href: apiUrl(`/mta/files/${encodeURIComponent(file.file)}`),
          alternate: {
            name: file.jsonFile,
            href: apiUrl(`/mta/files/${encodeURIComponent(file.jsonFile)}`),
            size: file.jsonSize,
          },
          title: file.title,
        }));
      }
      const path = `/${product}/v4/files/${encodeURIComponent(state.assetClass)}/${encodeURIComponent(state.freq)}`;
      const answer = await fetchJson<{ data: DataFile[] }>(apiUrl(path, apiRange(state)), { signal });
      return answer.data.map((file) => ({ name: file.name, date: file.date, size: file.size, href: apiUrl(file.url) }));
    },
  });
}
