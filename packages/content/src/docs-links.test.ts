import { findRoute } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SUBPATH, DOC_AREAS } from './doc-areas';
import { type DocPage, loadContent } from './load-content';

const content = loadContent();

/** Every docs page by its web path (`/ma4/guide/overview`, `/mms/guide`), and a section's bare path for its overview. */
const pagesByWebPath = new Map<string, DocPage>();
for (const area of content.docs.values()) {
  for (const page of area.pages) {
    pagesByWebPath.set(page.webPath, page);
    if (page.slug === DEFAULT_SUBPATH) pagesByWebPath.set(`/${page.area}/${page.section}`, page);
  }
}
const docsPrefixes = DOC_AREAS.flatMap((area) => area.sections.map((section) => `/${area.code}/${section}`));

/** Why a link of `page` does not resolve, or null when it does. */
function brokenLink(page: DocPage, href: string): string | null {
  if (/^(https?:|mailto:)/i.test(href)) return null;
  if (!href.startsWith('/') && !href.startsWith('#')) {
    return 'relative links resolve against the reader’s address: write /area/section/page';
  }
  const [linkPath = '', anchor] = href.split('#');
  // A query (a view of the page, such as ?reference) does not change which page a link opens.
  const path = linkPath.split('?')[0] ?? '';
  const target = path === '' ? page : pagesByWebPath.get(path.replace(/\/$/, ''));
  if (target) {
    if (anchor && !target.headings.some((heading) => heading.id === anchor)) return `no heading #${anchor}`;
    return null;
  }
  if (docsPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'no such docs page';
  const post = /^\/blog\/([^/]+)$/.exec(path);
  if (post) return content.postsBySlug.has(post[1] ?? '') ? null : 'no such blog post';
  return findRoute(path) ? null : 'no page of the site has this path';
}

describe('links of the docs', () => {
  it('every internal link of every docs page resolves to a page (and its heading) of the site', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const area of content.docs.values()) {
      for (const page of area.pages) {
        for (const match of page.html.matchAll(/<a href="([^"]*)"/g)) {
          const href = (match[1] ?? '').replaceAll('&amp;', '&');
          checked++;
          const reason = brokenLink(page, href);
          if (reason) broken.push(`${page.webPath} -> ${href}: ${reason}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it('finds a broken link when there is one', () => {
    const page = content.docs.get('ma4')?.byPath.get('guide/overview') as DocPage;
    expect(brokenLink(page, '/ma4/guide/no-such-page')).toBe('no such docs page');
    expect(brokenLink(page, '/ma4/guide/methodology#no-such-heading')).toBe('no heading #no-such-heading');
    expect(brokenLink(page, 'guide/methodology')).toMatch(/relative links/);
    expect(brokenLink(page, '/blog/no-such-post')).toBe('no such blog post');
    expect(brokenLink(page, '/ma4/guide/indicators-and-sources#sources')).toBeNull();
    expect(brokenLink(page, '/ma4/scores-analysis')).toBeNull();
    expect(brokenLink(page, '/ma4/apidocs/overview?reference#no-such-heading')).toBe('no heading #no-such-heading');
  });
});

describe('the research notes', () => {
  it('say on their first line that the demo data is simulated', () => {
    for (const code of ['ma4', 'esg4']) {
      const notes = content.docs.get(code)?.pages.filter((page) => page.section === 'research') ?? [];
      expect(notes.length, code).toBeGreaterThan(3);
      for (const note of notes) {
        const firstLine = note.text.split('\n')[0] ?? '';
        expect(firstLine, note.webPath).toMatch(/simulated/i);
      }
    }
  });
});
