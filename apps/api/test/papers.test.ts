/**
 * /papers (spec §2 'login required', spec §7 'cached indefinitely'): our research papers with their date, abstract,
 * tags and HTML document beside the reading list, and the document itself: login, a self-contained file under a
 * strict policy, inline or as a download, ETag and 304.
 */
import { loadContent } from '@moodwire/content';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

interface Paper {
  id: string;
  kind: 'research' | 'method-note' | 'paper';
  ours: boolean;
  title: string;
  authors: string[];
  year: number;
  venue: string;
  date: string | null;
  abstract: string | null;
  tags: string[];
  downloadUrl: string | null;
  href: string | null;
}

const IMMUTABLE = 'private, max-age=31536000, immutable';

describe('papers', () => {
  let test: LakeTestApp;
  let key: string;
  const get = (url: string, apikey?: string, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'GET',
      url: apikey === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}`,
      headers,
    });
  const errorOf = (response: LightMyRequestResponse) => response.json() as { error: string; message: string };

  beforeAll(async () => {
    test = await createLakeTestApp(inject('tinyLakeDir'), 'papers');
    // demo-nodocs: papers need an account only, not the docs permission.
    key = await signInKey(test.app, 'demo-nodocs');
  });

  afterAll(async () => {
    await test?.close();
  });

  it('lists at least three of our research papers, newest first, with date, abstract, tags and document', async () => {
    const response = await get('/papers', key);
    expect(response.statusCode).toBe(200);
    const papers = dataOf<Paper[]>(response);
    const research = papers.filter((paper) => paper.kind === 'research');
    expect(research.length).toBeGreaterThanOrEqual(3);
    for (const paper of research) {
      expect(paper).toMatchObject({ ours: true, authors: ['Moodwire Research'], href: null });
      expect(paper.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(paper.year).toBe(Number(paper.date?.slice(0, 4)));
      expect(paper.abstract?.length).toBeGreaterThan(200);
      expect(paper.tags.length).toBeGreaterThan(0);
      expect(paper.downloadUrl).toBe(`/papers/${paper.id}.html`);
    }
    const dates = research.map((paper) => paper.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    // Ours first (research, then method notes), then the reading list, which keeps its venue and year.
    expect(papers.map((paper) => paper.ours)).toEqual([...papers.map((paper) => paper.ours)].sort().reverse());
    const tetlock = papers.find((paper) => paper.id === 'tetlock-2007');
    expect(tetlock).toMatchObject({
      kind: 'paper',
      ours: false,
      year: 2007,
      venue: 'The Journal of Finance',
      date: null,
      abstract: null,
      downloadUrl: null,
    });
  });

  it('serves each research paper as a self-contained HTML document, opened or saved', async () => {
    const papers = dataOf<Paper[]>(await get('/papers', key)).filter((paper) => paper.downloadUrl !== null);
    const content = loadContent();
    for (const paper of papers) {
      const response = await get(paper.downloadUrl ?? '', key);
      expect(response.statusCode, paper.id).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`inline; filename="moodwire-${paper.id}.html"`);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      const html = response.body;
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).toContain(`<h1>${paper.title.replaceAll('"', '&quot;')}</h1>`);
      expect(html).toContain('Moodwire Research');
      // Nothing runs and nothing is fetched: no script, no external style, image, frame or link to load.
      expect(html).not.toMatch(/<script|<link |<img |<iframe|\son[a-z]+=|javascript:/i);
      // Its one style block is allowed by hash, in the header and in the file's own meta policy.
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(policy).toContain("frame-ancestors 'none'");
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const { createHash } = await import('node:crypto');
      expect(policy).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
      expect(html).toContain(`content="${content.paperDocuments.get(paper.id)?.document.contentSecurityPolicy}"`);

      const saved = await get(`${paper.downloadUrl}?download=1`, key);
      expect(saved.headers['content-disposition']).toBe(`attachment; filename="moodwire-${paper.id}.html"`);
      expect(saved.body).toBe(html);
    }
  });

  it('answers 304 to the ETag it gave, and a changed ETag with 200', async () => {
    const url = '/papers/golden-set-evaluation.html';
    const first = await get(url, key);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"content-[0-9a-f]{16}"$/);
    const again = await get(url, key, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get(url, key, { 'if-none-match': '"content-0000000000000000"' })).statusCode).toBe(200);
    // Each document has its own ETag, and the list another.
    const other = await get('/papers/scoring-and-attribution.html', key);
    const list = await get('/papers', key);
    expect(new Set([etag, other.headers.etag, list.headers.etag]).size).toBe(3);
  });

  it('refuses a signed-out caller, the list and the documents alike', async () => {
    for (const url of [
      '/papers',
      '/papers/golden-set-evaluation.html',
      '/papers/golden-set-evaluation.html?download=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(errorOf(response).error).toBe('Account required');
      expect(response.body).not.toContain('<!doctype html>');
    }
  });

  it('answers an unknown paper with 404 naming the papers, and a malformed name with 400', async () => {
    const unknown = await get('/papers/no-such-paper.html', key);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toContain('golden-set-evaluation.html');
    for (const file of ['golden-set-evaluation.pdf', '..%2Fpapers.yaml', 'Golden.html']) {
      expect((await get(`/papers/${file}`, key)).statusCode, file).toBe(400);
    }
    expect((await get('/papers/golden-set-evaluation.html?download=yes', key)).statusCode).toBe(400);
  });
});
