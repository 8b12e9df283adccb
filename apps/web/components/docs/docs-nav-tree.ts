/**
 * The navigation tree of a docs area from its table of contents (`/webdocs/{a}?listing`): its sections in order,
 * each with its pages, the current page marked. A single-page section (/mms/guide, /radar/research) is one link.
 */
import type { DocsPageSummary } from './docs-types';

export interface DocsNavLink {
  title: string;
  href: string;
  current: boolean;
}

export interface DocsNavSection {
  section: string;
  title: string;
  /** The section's one page (a single-page section), shown as the section's own link. */
  link: DocsNavLink | null;
  pages: DocsNavLink[];
}

/** `/ma4/guide` and `/ma4/guide/overview` are the same page (spec §2: the default subpath is `overview`). */
export function sameDocsPage(a: string, b: string): boolean {
  const plain = (href: string) =>
    href
      .split('#')[0]
      ?.replace(/\/overview$/, '')
      .replace(/\/+$/, '') ?? '';
  return plain(a) === plain(b);
}

export function buildDocsNavTree(options: {
  area: string;
  pages: readonly DocsPageSummary[];
  currentHref: string;
  /** Links appended under this section (the generated API reference pages). */
  section: string;
  extraNav?: ReadonlyArray<{ title: string; href: string }>;
}): DocsNavSection[] {
  const { area, pages, currentHref, section, extraNav = [] } = options;
  const sections: DocsNavSection[] = [];
  for (const page of pages) {
    let entry = sections.find((one) => one.section === page.section);
    if (!entry) {
      entry = { section: page.section, title: page.sectionTitle, link: null, pages: [] };
      sections.push(entry);
    }
    entry.pages.push({ title: page.title, href: page.webPath, current: sameDocsPage(page.webPath, currentHref) });
  }
  const extra = extraNav.map((link) => ({ ...link, current: sameDocsPage(link.href, currentHref) }));
  if (extra.length > 0) {
    const owner = sections.find((one) => one.section === section);
    if (owner) owner.pages.push(...extra);
    else sections.push({ section, title: section, link: null, pages: extra });
  }
  for (const entry of sections) {
    const only = entry.pages[0];
    if (entry.pages.length === 1 && only && sameDocsPage(only.href, `/${area}/${entry.section}`)) {
      entry.link = { ...only, title: entry.title };
      entry.pages = [];
    }
  }
  return sections;
}
