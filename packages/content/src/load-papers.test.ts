/**
 * The Papers content: our research papers (papers/*.md) beside the reading list and method notes of papers.yaml,
 * and the standalone HTML document of each research paper.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOC_AREAS } from './doc-areas';
import { loadContent } from './load-content';

const PAPER = (date: string, extra = 'abstract: What we did and found.\n') =>
  `---\ntitle: A <paper> & "its" title\ndate: ${date}\nsummary: One line.\ntags: [method, engine]\n` +
  `author: Moodwire Research\n${extra}---\n\n## First section\n\nText with <script>alert(1)</script>.\n`;
const YAML =
  '- {id: a-paper, kind: paper, title: T, authors: [A B], year: 2007, venue: V, summary: S}\n' +
  '- {id: a-note, kind: method-note, title: N, authors: [Moodwire Research], year: 2026, venue: Moodwire docs, summary: S, href: /ma4/research/overview}\n';

describe('papers', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** The least content tree loadContent accepts, with the given papers files. */
  function fixture(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'moodwire-papers-'));
    roots.push(root);
    const tree: Record<string, string> = {
      'featured.yaml': '[]\n',
      'papers.yaml': YAML,
      ...Object.fromEntries(
        DOC_AREAS.flatMap((area) =>
          area.sections.map((section) => [
            `docs/${area.code}/${section}/overview.md`,
            '---\ntitle: T\ndate: 2026-01-02\nsummary: S\ntags: [a]\nauthor: A\n---\n# T\n',
          ]),
        ),
      ),
      ...files,
    };
    for (const [path, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it('lists our research papers newest first, then our method notes, then the reading list', () => {
    const content = loadContent({
      root: fixture({ 'papers/older-paper.md': PAPER('2026-03-01'), 'papers/newer-paper.md': PAPER('2026-04-01') }),
    });
    expect(content.papers.map((paper) => [paper.id, paper.kind, paper.ours])).toEqual([
      ['newer-paper', 'research', true],
      ['older-paper', 'research', true],
      ['a-note', 'method-note', true],
      ['a-paper', 'paper', false],
    ]);
    expect(content.papers[0]).toMatchObject({
      title: 'A <paper> & "its" title',
      authors: ['Moodwire Research'],
      year: 2026,
      date: '2026-04-01',
      abstract: 'What we did and found.',
      tags: ['method', 'engine'],
      downloadUrl: '/papers/newer-paper.html',
      href: null,
    });
    expect(content.papers[3]).toMatchObject({ date: null, abstract: null, downloadUrl: null, year: 2007 });
    expect([...content.paperDocuments.keys()]).toEqual(['newer-paper', 'older-paper']);
  });

  it('renders a self-contained document: escaped text, no script, its style allowed by hash', () => {
    const content = loadContent({ root: fixture({ 'papers/a-study.md': PAPER('2026-03-01') }) });
    const { document } = content.paperDocuments.get('a-study') ?? { document: undefined };
    expect(document?.fileName).toBe('moodwire-a-study.html');
    const html = document?.html ?? '';
    expect(html).toContain('<h1>A &lt;paper&gt; &amp; &quot;its&quot; title</h1>');
    expect(html).toContain('<h2 id="first-section">First section</h2>');
    expect(html).toContain('<a href="#first-section">First section</a>');
    expect(html).toContain('What we did and found.');
    expect(html).toContain('1 March 2026');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(document?.contentSecurityPolicy).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`,
    );
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${document?.contentSecurityPolicy}">`);
  });

  it('changes the papers hash when a research paper changes', () => {
    const a = loadContent({ root: fixture({ 'papers/a-study.md': PAPER('2026-03-01') }) });
    const b = loadContent({ root: fixture({ 'papers/a-study.md': `${PAPER('2026-03-01')}More.\n` }) });
    expect(b.hashes.papers).not.toBe(a.hashes.papers);
    expect(b.paperDocuments.get('a-study')?.document.hash).not.toBe(a.paperDocuments.get('a-study')?.document.hash);
  });

  it('refuses a research paper without an abstract, an id used twice, and research listed in papers.yaml', () => {
    expect(() => loadContent({ root: fixture({ 'papers/a-study.md': PAPER('2026-03-01', '') }) })).toThrow(
      "papers/a-study.md: 'abstract' must be a non-empty string",
    );
    expect(() => loadContent({ root: fixture({ 'papers/a-paper.md': PAPER('2026-03-01') }) })).toThrow(
      "'id' must be a unique slug, not 'a-paper'",
    );
    expect(() =>
      loadContent({
        root: fixture({
          'papers.yaml': '- {id: r, kind: research, title: T, authors: [A], year: 2026, venue: V, summary: S}\n',
        }),
      }),
    ).toThrow("'kind' must be one of paper, method-note");
  });

  it('ships at least three research papers of ours, each with an abstract and sections', () => {
    const content = loadContent();
    const research = content.papers.filter((paper) => paper.kind === 'research');
    expect(research.length).toBeGreaterThanOrEqual(3);
    for (const paper of research) {
      expect(paper.authors).toEqual(['Moodwire Research']);
      expect(content.paperDocuments.get(paper.id)?.entry.headings.length, paper.id).toBeGreaterThanOrEqual(5);
    }
  });
});
