/**
 * The docs as the web app reads them from `/webdocs` (spec §7): the answer types of the typed client, and the
 * section codes of the docs areas (packages/content `DOC_SECTIONS`, which the web app does not import: it reads
 * the content only through the API).
 */
import type { ApiData, TypedApiClient } from '@/lib/api/typed-client';

export type DocSectionCode = 'guide' | 'apidocs' | 'research' | 'mcpdocs';

type AreaAnswer = ApiData<Awaited<ReturnType<typeof listingCall>>>;
type PageAnswer = ApiData<Awaited<ReturnType<typeof pageCall>>>;

function listingCall(api: TypedApiClient, area: string) {
  return api.GET('/webdocs/{area}', { params: { path: { area }, query: { listing: 'true' } } });
}

function pageCall(api: TypedApiClient, area: string, section: string, page: string) {
  return api.GET('/webdocs/{area}/{section}/{page}', { params: { path: { area, section, page } } });
}

export type DocsListing = Extract<AreaAnswer, { pages: unknown }>;
export type DocsSearchAnswer = Extract<AreaAnswer, { results: unknown }>;
export type DocsPageSummary = DocsListing['pages'][number];
export type DocsSearchResult = DocsSearchAnswer['results'][number];
export type DocsPageAnswer = PageAnswer;

export { listingCall, pageCall };
