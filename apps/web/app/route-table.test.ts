import { readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';

/**
 * Issue 12 §1: every page route of the domain route table has a page under app/, and every page has a route,
 * so a menu entry cannot lead to a 404 and a page cannot escape the table's gates and titles.
 */

const APP_DIR = dirname(fileURLToPath(import.meta.url));

/** Pages that are not screens of spec §2, with why. */
const PAGES_WITHOUT_ROUTE: Record<string, string> = {
  '/': 'the site root only redirects to /home',
  '/[...unknownPath]': 'the not-found page of the app shell for URLs that match no page',
};

function listPageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listPageFiles(path);
    return /^page\.(tsx|ts|jsx|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The URL pattern of a page file: route groups `(x)` and parallel-route slots `@x` add no URL segment. */
export function pagePattern(file: string): string {
  const segments = relative(APP_DIR, dirname(file))
    .split(sep)
    .filter((segment) => segment !== '' && !/^\(.+\)$/.test(segment) && !segment.startsWith('@'));
  return `/${segments.join('/')}`;
}

/** `[x]`, `[...x]` and `[[...x]]` with the parameter name dropped: names may differ, the shape may not. */
const shape = (segment: string) => segment.replace(/^(\[\[\.\.\.|\[\.\.\.|\[)\w+(\]\]|\])$/, '$1$2');

/**
 * Whether a page pattern serves a route pattern: the same segments, where a page's `[x]` segment also serves a
 * route's fixed segment (`/solutions/[slug]` serves `/solutions/commodities`).
 */
export function pageServesRoute(page: string, route: string): boolean {
  const pageSegments = page.split('/').filter(Boolean);
  const routeSegments = route.split('/').filter(Boolean);
  if (pageSegments.length !== routeSegments.length) return false;
  return pageSegments.every((segment, index) => {
    const routeSegment = routeSegments[index] ?? '';
    if (shape(segment) === shape(routeSegment)) return true;
    return shape(segment) === '[]' && !routeSegment.startsWith('[');
  });
}

const PAGES = listPageFiles(APP_DIR).map(pagePattern);

describe('pagePattern and pageServesRoute', () => {
  it('drops route groups and keeps parameters', () => {
    expect(pagePattern(join(APP_DIR, '(app)', 'ma4', 'charts', '[[...assetId]]', 'page.tsx'))).toBe(
      '/ma4/charts/[[...assetId]]',
    );
    expect(pagePattern(join(APP_DIR, 'page.tsx'))).toBe('/');
  });

  it('matches a parameter to a fixed segment but not a fixed segment to another', () => {
    expect(pageServesRoute('/solutions/[slug]', '/solutions/commodities')).toBe(true);
    expect(pageServesRoute('/ma4/download/files', '/ma4/download/coverage')).toBe(false);
    expect(pageServesRoute('/ma4/charts/[[...id]]', '/ma4/charts/[[...assetId]]')).toBe(true);
    expect(pageServesRoute('/ma4/charts/[id]', '/ma4/charts/[[...assetId]]')).toBe(false);
    expect(pageServesRoute('/admin', '/admin/samples')).toBe(false);
  });
});

describe('the route table and the app directory', () => {
  it.each(ROUTES.map((route) => route.pattern))('%s has a page', (pattern) => {
    expect(PAGES.some((page) => pageServesRoute(page, pattern))).toBe(true);
  });

  it.each(PAGES)('page %s has a route in the table', (page) => {
    if (page in PAGES_WITHOUT_ROUTE) return;
    expect(ROUTES.some((route) => pageServesRoute(page, route.pattern))).toBe(true);
  });

  it('lists only exceptions that exist', () => {
    for (const page of Object.keys(PAGES_WITHOUT_ROUTE)) expect(PAGES).toContain(page);
  });
});
