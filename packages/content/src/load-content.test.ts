import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOC_AREAS } from './doc-areas';
import { ContentError, parseFrontMatter } from './front-matter';
import { loadContent } from './load-content';

const FRONT = (extra = '') =>
  `---\ntitle: A title\ndate: 2026-01-02\nsummary: A summary.\ntags: [a, b]\nauthor: Moodwire Research\n${extra}---\n`;

describe('parseFrontMatter', () => {
  it('reads the shared fields and the body, also after the blank line Biome inserts', () => {
    const parsed = parseFrontMatter('x.md', `${FRONT('order: 3\n')}\nBody text\n`);
    expect(parsed.frontMatter).toEqual({
      title: 'A title',
      date: '2026-01-02',
      summary: 'A summary.',
      tags: ['a', 'b'],
      author: 'Moodwire Research',
    });
    expect(parsed.data.order).toBe(3);
    expect(parsed.body.trim()).toBe('Body text');
    const formatted = parseFrontMatter('y.md', FRONT().replace('---\n', '---\n\n'));
    expect(formatted.frontMatter.title).toBe('A title');
  });

  it('names the file and the field that is wrong', () => {
    expect(() => parseFrontMatter('blog/a.md', 'no front matter')).toThrow(/blog\/a\.md: missing front matter/);
    expect(() => parseFrontMatter('a.md', FRONT().replace('2026-01-02', '2026-02-31'))).toThrow(
      "a.md: 'date' must be a calendar date YYYY-MM-DD, not '2026-02-31'",
    );
    expect(() => parseFrontMatter('a.md', FRONT().replace('tags: [a, b]', 'tags: a'))).toThrow(
      "'tags' must be a list of non-empty strings",
    );
    expect(() => parseFrontMatter('a.md', FRONT().replace('author: Moodwire Research\n', ''))).toThrow(
      "'author' must be a non-empty string",
    );
    expect(() => parseFrontMatter('a.md', FRONT('title: again\n'))).toThrow(ContentError);
  });
});

describe('loadContent', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** A minimal valid content tree, with overrides (path -> text, or null to leave a file out). */
  function fixture(overrides: Record<string, string | null> = {}): string {
    const root = mkdtempSync(join(tmpdir(), 'moodwire-content-'));
    roots.push(root);
    const files: Record<string, string | null> = {
      'blog/first-post.md': `${FRONT('featured: true\n')}Hello **world**.\n`,
      'news/item.md': `${FRONT('link: /ma4/intro\n')}News.\n`,
      'announcements/note.md': `${FRONT('level: warning\n')}Note.\n`,
      'papers.yaml':
        '- {id: a-paper, kind: paper, title: T, authors: [A B], year: 2007, venue: V, summary: S}\n' +
        '- {id: a-note, kind: method-note, title: N, authors: [Moodwire Research], year: 2026, venue: Moodwire docs, summary: S, href: /ma4/research/overview}\n',
      'featured.yaml':
        '- {kind: post, ref: first-post, title: T, summary: S}\n- {kind: group, ref: equ_top100, title: G, summary: S}\n',
      ...Object.fromEntries(
        DOC_AREAS.flatMap((area) =>
          area.sections.map((section) => [`docs/${area.code}/${section}/overview.md`, `${FRONT()}# ${section}\n`]),
        ),
      ),
      ...overrides,
    };
    for (const [path, text] of Object.entries(files)) {
      if (text === null) continue;
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it('loads and renders every kind of content from a folder', () => {
    const content = loadContent({
      root: fixture({ 'docs/ma4/guide/windows.md': `${FRONT('order: 5\n')}## Daily\n\nThe daily window.\n` }),
    });
    expect(content.posts.map((post) => [post.slug, post.url, post.featured])).toEqual([
      ['first-post', '/blog/first-post', true],
    ]);
    expect(content.posts[0]?.html).toBe('<p>Hello <strong>world</strong>.</p>\n');
    expect(content.news[0]?.link).toBe('/ma4/intro');
    expect(content.announcements[0]?.level).toBe('warning');
    expect(content.papers.map((paper) => paper.kind)).toEqual(['method-note', 'paper']);
    const ma4 = content.docs.get('ma4');
    expect(ma4?.pages.map((page) => [page.path, page.webPath])).toEqual([
      ['guide/overview', '/ma4/guide/overview'],
      ['guide/windows', '/ma4/guide/windows'],
      ['apidocs/overview', '/ma4/apidocs/overview'],
      ['research/overview', '/ma4/research/overview'],
    ]);
    expect(content.docs.get('radar')?.byPath.get('mcpdocs/overview')?.webPath).toBe('/radar/mcpdocs');
  });

  it('changes a hash only when its files change', () => {
    const a = loadContent({ root: fixture() });
    const b = loadContent({ root: fixture({ 'news/item.md': `${FRONT()}Other news.\n` }) });
    expect(b.hashes.news).not.toBe(a.hashes.news);
    expect(b.hashes.posts).toBe(a.hashes.posts);
    expect(b.hashes.papers).toBe(a.hashes.papers);
    expect(b.hashes.all).not.toBe(a.hashes.all);
  });

  it('refuses docs outside the areas and sections of spec §2', () => {
    expect(() => loadContent({ root: fixture({ 'docs/secret/guide/overview.md': FRONT() }) })).toThrow(
      "unknown docs area 'secret'",
    );
    expect(() => loadContent({ root: fixture({ 'docs/mms/research/overview.md': FRONT() }) })).toThrow(
      "the mms docs have no section 'research'",
    );
    expect(() => loadContent({ root: fixture({ 'docs/pulse/guide/more.md': FRONT() }) })).toThrow(
      '/pulse/guide is a single page',
    );
    expect(() => loadContent({ root: fixture({ 'docs/ma4/guide/overview.md': null }) })).toThrow(
      'every docs section needs its overview.md',
    );
    expect(() => loadContent({ root: fixture({ 'docs/ma4/guide/Bad_Name.md': FRONT() }) })).toThrow(
      'file names are lower-case words joined by hyphens',
    );
  });

  it('refuses papers and featured entries that do not check out', () => {
    expect(() =>
      loadContent({
        root: fixture({
          'papers.yaml': '- {id: n, kind: method-note, title: T, authors: [A], year: 2026, venue: V, summary: S}\n',
        }),
      }),
    ).toThrow("a method note needs 'href'");
    expect(() =>
      loadContent({
        root: fixture({
          'papers.yaml': '- {id: p, kind: paper, title: T, authors: [A], year: "2007", venue: V, summary: S}\n',
        }),
      }),
    ).toThrow("'year' must be a year");
    expect(() =>
      loadContent({ root: fixture({ 'featured.yaml': '- {kind: post, ref: no-such-post, title: T, summary: S}\n' }) }),
    ).toThrow("no blog post 'no-such-post'");
    expect(() =>
      loadContent({ root: fixture({ 'featured.yaml': '- {kind: doc, ref: ma4/guide/nope, title: T, summary: S}\n' }) }),
    ).toThrow("no docs page 'ma4/guide/nope'");
    expect(() =>
      loadContent({ root: fixture({ 'news/item.md': `${FRONT('link: "javascript:alert(1)"\n')}x\n` }) }),
    ).toThrow("'link' must be a path of the site");
  });
});

describe('the shipped content', () => {
  const content = loadContent();

  it('has announcements, news, 5 to 8 blog posts, papers and featured items', () => {
    expect(content.announcements.length).toBeGreaterThanOrEqual(1);
    expect(content.news.length).toBeGreaterThanOrEqual(3);
    expect(content.posts.length).toBeGreaterThanOrEqual(5);
    expect(content.posts.length).toBeLessThanOrEqual(8);
    expect(content.papers.some((paper) => paper.kind === 'paper')).toBe(true);
    expect(content.papers.some((paper) => paper.kind === 'method-note')).toBe(true);
    expect(content.featured.length).toBeGreaterThan(0);
  });

  it('has a page for every docs section of every area', () => {
    for (const area of DOC_AREAS) {
      for (const section of area.sections) {
        expect(content.docs.get(area.code)?.byPath.has(`${section}/overview`), `${area.code}/${section}`).toBe(true);
      }
    }
  });

  it('says the demo data is simulated wherever it describes the data', () => {
    const demo = content.postsBySlug.get('the-simulated-demo-dataset');
    expect(demo?.text).toMatch(/simulated/);
    expect(content.announcements.some((entry) => /simulated/i.test(entry.title))).toBe(true);
    for (const path of ['guide/overview', 'research/overview']) {
      expect(content.docs.get('ma4')?.byPath.get(path)?.text, path).toMatch(/simulated/i);
    }
  });
});
