/**
 * What a docs route's page.tsx does (spec §2 Documentation): the subpath to a page name (default `overview`), a
 * 404 before anything streams for a page that does not exist, the title of the page for the tab, and the frame
 * with the route's gate (spec §6), which shows 'Permission required' where the API refuses the content.
 */
import { getRoute, isEsgHiddenForCountry } from '@moodwire/domain';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { findVisitorCountry } from '@/lib/geo/find-visitor-country';
import { DocsPage } from './docs-page';
import type { DocSectionCode } from './docs-types';
import { readDocsListing, readDocsPage } from './read-docs';

/** A page name as the content names its files (and the API's pattern): lower-case words joined by hyphens. */
const PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The page of a `[[...subpath]]` route: `overview` without a subpath; a deeper or malformed path is a 404. */
export function docsSubpage(subpath: readonly string[] | undefined): string {
  if (!subpath || subpath.length === 0) return 'overview';
  const [name] = subpath;
  if (subpath.length > 1 || !name || name.length > 60 || !PAGE_NAME.test(name)) notFound();
  return name;
}

/** The tab's title: the page's own title and its area's; the route's title when the page cannot be read. */
export async function docsMetadata(pattern: string, area: string, section: DocSectionCode, page: string) {
  const [read, listing] = await Promise.all([readDocsPage(area, section, page), readDocsListing(area)]);
  if (read.kind !== 'ok') return routeMetadata(pattern);
  const areaTitle = listing.kind === 'ok' ? listing.data.title : getRoute(pattern).title;
  return { title: `${read.data.title} · ${areaTitle}`, description: read.data.summary || undefined } satisfies Metadata;
}

/**
 * Whether the server may put the page's content in its answer: ESG pages not for a visitor whose country hides ESG
 * content (spec §6 hideESG), as the server's own IP-to-country lookup tells (the browser's gate asks too).
 */
async function mayServe(pattern: string): Promise<boolean> {
  if (!getRoute(pattern).esg) return true;
  return !isEsgHiddenForCountry(await findVisitorCountry(await headers()));
}

/**
 * The frame of a docs route: the page's width, and its gate. The server-drawn content is also what the gate shows
 * while the browser checks the session, so the page reads before (and without) its scripts.
 */
export async function DocsFrame({ pattern, children }: { pattern: string; children: ReactNode }) {
  const content = (await mayServe(pattern)) ? children : null;
  return (
    <main className="mx-auto w-full max-w-[1400px] px-4 py-6 sm:px-6 lg:py-8">
      <RouteGate pattern={pattern} pending={content}>
        {content}
      </RouteGate>
    </main>
  );
}

export async function DocsRoute({
  pattern,
  area,
  section,
  page,
}: {
  pattern: string;
  area: string;
  section: DocSectionCode;
  page: string;
}) {
  // Asked here, before anything streams, so that a missing page answers 404 (route-states.test.ts).
  if ((await readDocsPage(area, section, page)).kind === 'missing') notFound();
  return (
    <DocsFrame pattern={pattern}>
      <DocsPage area={area} section={section} page={page} />
    </DocsFrame>
  );
}
