/**
 * The server's reads of the docs, as the request's own account (accountApi: its apikey cookie), so the API decides
 * who may read what (spec §6 'Docs | mdDocs', admin for the WRDS guides). Each read is made once per request
 * (React cache): the page's metadata, its frame and its article share one answer.
 */
import { cache } from 'react';
import { readData } from '@/lib/api/typed-client';
import { accountApi } from '@/lib/server/account-api';
import { statusOfFailure } from '@/lib/server/subject-check';
import { type DocsListing, type DocsPageAnswer, listingCall, pageCall } from './docs-types';

/**
 * What a read gave: the answer; `refused` (signed out, or the account may not read it: the page's gate shows the
 * message and the server renders nothing of the content); `missing` (no such page: 404); `failed` (the API did not
 * answer: the page says so).
 */
export type DocsRead<T> = { kind: 'ok'; data: T } | { kind: 'refused' } | { kind: 'missing' } | { kind: 'failed' };

async function read<T>(call: (api: NonNullable<Awaited<ReturnType<typeof accountApi>>>) => Promise<T>) {
  const api = await accountApi();
  if (!api) return { kind: 'refused' } as const;
  try {
    return { kind: 'ok', data: await call(api) } as const;
  } catch (error) {
    const status = statusOfFailure(error);
    if (status === 401 || status === 403) return { kind: 'refused' } as const;
    if (status === 404) return { kind: 'missing' } as const;
    return { kind: 'failed' } as const;
  }
}

/** The table of contents of a docs area. */
export const readDocsListing = cache(
  (area: string): Promise<DocsRead<DocsListing>> =>
    read(async (api) => {
      const data = await readData(listingCall(api, area));
      if (!('pages' in data)) throw new Error('the listing answered without pages');
      return data;
    }),
);

/** One page with its HTML, headings and neighbours. */
export const readDocsPage = cache(
  (area: string, section: string, page: string): Promise<DocsRead<DocsPageAnswer>> =>
    read((api) => readData(pageCall(api, area, section, page))),
);
