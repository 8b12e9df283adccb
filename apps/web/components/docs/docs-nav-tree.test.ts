import { describe, expect, it } from 'vitest';
import { buildDocsNavTree, sameDocsPage } from './docs-nav-tree';
import type { DocsPageSummary } from './docs-types';

function page(area: string, path: string, webPath: string, sectionTitle: string): DocsPageSummary {
  const [section = ''] = path.split('/');
  return {
    area,
    path,
    section,
    sectionTitle,
    webPath,
    title: `T ${path}`,
    date: '2026-11-16',
    summary: '',
    tags: [],
    author: 'Moodwire',
  };
}

describe('sameDocsPage', () => {
  it('reads a section and its overview page as one page, and ignores a fragment', () => {
    expect(sameDocsPage('/ma4/guide', '/ma4/guide/overview')).toBe(true);
    expect(sameDocsPage('/ma4/guide/downloads#files', '/ma4/guide/downloads')).toBe(true);
    expect(sameDocsPage('/ma4/guide/downloads', '/ma4/guide/overview')).toBe(false);
  });
});

describe('buildDocsNavTree', () => {
  const ma4 = [
    page('ma4', 'guide/overview', '/ma4/guide/overview', 'User Guide'),
    page('ma4', 'guide/downloads', '/ma4/guide/downloads', 'User Guide'),
    page('ma4', 'apidocs/overview', '/ma4/apidocs/overview', 'API Docs'),
    page('ma4', 'research/overview', '/ma4/research/overview', 'Research'),
  ];

  it('groups the pages by section in the listing order and marks the current page', () => {
    const tree = buildDocsNavTree({ area: 'ma4', pages: ma4, currentHref: '/ma4/guide', section: 'guide' });
    expect(tree.map((entry) => [entry.section, entry.title, entry.pages.length])).toEqual([
      ['guide', 'User Guide', 2],
      ['apidocs', 'API Docs', 0],
      ['research', 'Research', 0],
    ]);
    expect(tree[0]?.pages.filter((link) => link.current).map((link) => link.href)).toEqual(['/ma4/guide/overview']);
    // A section with its overview page only is one link, named by the section.
    expect(tree[2]?.link).toEqual({ title: 'Research', href: '/ma4/research/overview', current: false });
  });

  it('appends the extra links under their section and marks them current', () => {
    const tree = buildDocsNavTree({
      area: 'ma4',
      pages: ma4,
      currentHref: '/ma4/apidocs/reference/asset-trmi3',
      section: 'apidocs',
      extraNav: [{ title: 'GET /asset-trmi3', href: '/ma4/apidocs/reference/asset-trmi3' }],
    });
    expect(tree[1]?.pages).toEqual([
      { title: 'T apidocs/overview', href: '/ma4/apidocs/overview', current: false },
      { title: 'GET /asset-trmi3', href: '/ma4/apidocs/reference/asset-trmi3', current: true },
    ]);
  });

  it('shows a single-page section as one link named by the section', () => {
    const radar = [
      page('radar', 'guide/overview', '/radar/guide', 'User Guide'),
      page('radar', 'research/overview', '/radar/research', 'Research'),
    ];
    const tree = buildDocsNavTree({ area: 'radar', pages: radar, currentHref: '/radar/research', section: 'research' });
    expect(tree.map((entry) => entry.link)).toEqual([
      { title: 'User Guide', href: '/radar/guide', current: false },
      { title: 'Research', href: '/radar/research', current: true },
    ]);
  });
});
