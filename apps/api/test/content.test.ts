/**
 * The content calls (spec §7): home announcements, news, blog, featured items, the docs pages with their listing,
 * search and generated files, and /papers — their answers, their permissions, their caching, and that no request
 * path reaches the file system.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRoute } from '@moodwire/domain';
import { closeReadPools } from '@moodwire/warehouse';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dataOf, signInKey } from './helpers/test-app';

interface PostSummary {
  slug: string;
  url: string;
  title: string;
  date: string;
  featured: boolean;
}
interface Post extends PostSummary {
  html: string;
  headings: { id: string; text: string }[];
}
interface PageMeta {
  area: string;
  path: string;
  webPath: string;
  title: string;
}
interface DocPage extends PageMeta {
  html: string;
  headings: { id: string }[];
  previous: { path: string } | null;
  next: { path: string } | null;
}
interface Featured {
  kind: string;
  ref: string;
  href: string;
  group?: { Group: string; Count: number };
  asset?: { Asset: string; Name: string };
}
interface Paper {
  id: string;
  kind: string;
  title: string;
  authors: string[];
  year: number;
  href: string | null;
}

const root = mkdtempSync(join(tmpdir(), 'moodwire-content-'));

async function makeApp(name: string, dataDir: string): Promise<FastifyInstance> {
  const config = loadConfig({
    DEMO_MODE: '1',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: join(root, `${name}.db`),
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
  });
  return buildApp(config, { dataDir });
}

function errorOf(response: LightMyRequestResponse): { error: string; message: string } {
  return response.json() as { error: string; message: string };
}

describe('content calls', () => {
  const dataDir = inject('tinyLakeDir');
  let app: FastifyInstance;
  let keys: Record<'manual' | 'nodocs' | 'admin', string>;
  const get = (url: string, apikey?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: apikey === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}`,
      headers,
    });

  beforeAll(async () => {
    app = await makeApp('content', dataDir);
    keys = {
      manual: await signInKey(app, 'demo-manual'),
      nodocs: await signInKey(app, 'demo-nodocs'),
      admin: await signInKey(app, 'demo-admin'),
    };
  });

  afterAll(async () => {
    await app?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  describe('home and blog (public)', () => {
    it('serves the announcements with their level, link and rendered HTML, without a key', async () => {
      const response = await get('/home-announce');
      expect(response.statusCode).toBe(200);
      const announcements =
        dataOf<{ id: string; level: string; title: string; html: string; link: string }[]>(response);
      const demo = announcements.find((entry) => entry.id === 'demo-data-is-simulated');
      expect(demo).toMatchObject({ level: 'warning', link: '/blog/the-simulated-demo-dataset' });
      expect(demo?.html).toContain('<strong>simulated</strong>');
      expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    });

    it('serves news newest first, as many as the limit asks, and refuses a bad limit naming it', async () => {
      const all = dataOf<{ id: string; date: string; html: string }[]>(await get('/home-news2'));
      expect(all.length).toBeGreaterThanOrEqual(3);
      const dates = all.map((item) => item.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(all.every((item) => item.html.startsWith('<p>'))).toBe(true);
      const two = dataOf<{ id: string }[]>(await get('/home-news2?limit=2'));
      expect(two.map((item) => item.id)).toEqual(all.slice(0, 2).map((item) => item.id));
      const bad = await get('/home-news2?limit=0');
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).error).toMatch(/'limit'/);
    });

    it('lists blog posts newest first with paging, and serves one post by slug or page address', async () => {
      const list = dataOf<{ total: number; posts: PostSummary[] }>(await get('/home-blog2'));
      expect(list.total).toBeGreaterThanOrEqual(5);
      expect(list.posts).toHaveLength(list.total);
      const dates = list.posts.map((post) => post.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const page = dataOf<{ total: number; offset: number; limit: number; posts: PostSummary[] }>(
        await get('/home-blog2?limit=2&offset=1'),
      );
      expect(page).toMatchObject({ total: list.total, offset: 1, limit: 2 });
      expect(page.posts.map((post) => post.slug)).toEqual(list.posts.slice(1, 3).map((post) => post.slug));

      const bySlug = dataOf<Post>(await get('/home-blog2?url=how-buzz-and-sentiment-are-computed'));
      expect(bySlug.title).toBe('How the open NLP method computes buzz and sentiment');
      expect(bySlug.url).toBe('/blog/how-buzz-and-sentiment-are-computed');
      expect(bySlug.html).toContain('<h2 id="4-from-references-to-scores">');
      expect(bySlug.headings.map((heading) => heading.id)).toContain('5-windows-and-sources');
      const byAddress = dataOf<Post>(
        await get(
          `/home-blog2?url=${encodeURIComponent('https://moodwire.example/blog/how-buzz-and-sentiment-are-computed')}`,
        ),
      );
      expect(byAddress).toEqual(bySlug);
    });

    it('answers an unknown post with 404 and a malformed url with 400 naming it', async () => {
      const unknown = await get('/home-blog2?url=no-such-post');
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown)).toMatchObject({
        error: 'Unknown blog post',
        message: "There is no blog post 'no-such-post'.",
      });
      const bad = await get(`/home-blog2?url=${encodeURIComponent('../../etc/passwd')}`);
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).error).toMatch(/^Invalid parameter 'url'/);
    });

    it('features only groups the lake has, with their live count and featured asset, plus posts and docs', async () => {
      const items = dataOf<Featured[]>(await get('/home-featured'));
      const lakeGroups = JSON.parse(
        readFileSync(join(dataDir, 'lake', 'current', 'reference', 'preset-groups.json'), 'utf8'),
      ) as { id: string; count: number; class: string; featured: string | null }[];
      const byId = new Map(lakeGroups.map((group) => [group.id, group]));
      const groups = items.filter((item) => item.kind === 'group');
      expect(groups.length).toBeGreaterThan(0);
      for (const item of groups) {
        const group = byId.get(item.ref);
        expect(group, item.ref).toBeDefined();
        expect(item.group?.Count).toBe(group?.count);
        expect(item.href).toMatch(new RegExp(`^/(ma4|esg4)/${group?.class}/${item.ref}/overview$`));
        expect(item.asset?.Asset).toBe(group?.featured);
        expect(findRoute(item.href)?.pattern).toMatch(/\/\[prefixData\]\/\[groupId\]\/overview$/);
      }
      const posts = dataOf<{ posts: PostSummary[] }>(await get('/home-blog2')).posts.map((post) => post.url);
      for (const item of items.filter((entry) => entry.kind === 'post')) expect(posts).toContain(item.href);
      expect(items.some((item) => item.kind === 'doc' && item.href === '/radar/mcpdocs')).toBe(true);
    });

    it('still features posts and docs when no lake is published', async () => {
      const empty = await makeApp('empty', join(root, 'no-lake'));
      try {
        const response = await empty.inject({ method: 'GET', url: '/home-featured' });
        expect(response.statusCode).toBe(200);
        const kinds = new Set(dataOf<Featured[]>(response).map((item) => item.kind));
        expect([...kinds].sort()).toEqual(['doc', 'post']);
      } finally {
        await empty.close();
      }
    });

    it('answers 304 to a client that holds the current answer', async () => {
      const first = await get('/home-blog2?url=the-simulated-demo-dataset');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"content-/);
      const again = await get('/home-blog2?url=the-simulated-demo-dataset', undefined, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await get('/home-blog2?url=api-and-mcp-for-quants', undefined, { 'if-none-match': etag });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('docs pages (docs permission)', () => {
    it("serves a section's overview page and a subpage, with HTML, headings and neighbours", async () => {
      const overview = await get('/webdocs/ma4/guide', keys.manual);
      expect(overview.statusCode).toBe(200);
      const page = dataOf<DocPage>(overview);
      expect(page).toMatchObject({ area: 'ma4', path: 'guide/overview', webPath: '/ma4/guide/overview' });
      expect(page.previous).toBeNull();
      expect(page.html).toContain('<table>');
      const sub = dataOf<DocPage>(await get('/webdocs/ma4/guide/indicators-and-sources', keys.manual));
      expect(sub.title).toBe('Indicators, sources and windows');
      expect(sub.headings.map((heading) => heading.id)).toEqual(['indicators', 'sources', 'windows']);
      expect(sub.html).toContain('<h2 id="windows">Windows</h2>');
      expect(sub.previous?.path).toBe('guide/groups-and-assets');
      expect(sub.next?.path).toBe('guide/downloads');
      // b as one URL-encoded segment (spec §7 '/webdocs/{a}/{b}').
      const encoded = dataOf<DocPage>(await get('/webdocs/ma4/guide%2Findicators-and-sources', keys.manual));
      expect(encoded).toEqual(sub);
      const explicit = dataOf<DocPage>(await get('/webdocs/ma4/guide/overview', keys.manual));
      expect(explicit).toEqual(page);
      const mms = dataOf<DocPage>(await get('/webdocs/mms/guide', keys.manual));
      expect(mms.webPath).toBe('/mms/guide');
      expect(mms.html).toContain('bias');
    });

    it('lists the table of contents of an area in order', async () => {
      const response = await get('/webdocs/ma4?listing=true', keys.manual);
      expect(response.statusCode).toBe(200);
      const listing = dataOf<{ area: string; title: string; pages: PageMeta[] }>(response);
      expect(listing.area).toBe('ma4');
      const paths = listing.pages.map((page) => page.path);
      expect(paths.slice(0, 2)).toEqual(['guide/overview', 'guide/groups-and-assets']);
      expect(paths.indexOf('apidocs/overview')).toBeGreaterThan(paths.indexOf('guide/downloads'));
      expect(paths).toContain('research/buzz-and-sentiment');
      expect(listing.pages.every((page) => !('html' in page))).toBe(true);
      // The flag may also be given as listing=1 or bare.
      for (const url of ['/webdocs/ma4?listing=1', '/webdocs/ma4?listing']) {
        expect(dataOf(await get(url, keys.manual)), url).toEqual(listing);
      }
    });

    it('searches an area for pages holding every word, with snippets', async () => {
      const response = await get('/webdocs/ma4?listsearch=hourly%20window', keys.manual);
      expect(response.statusCode).toBe(200);
      const found = dataOf<{ query: string; results: (PageMeta & { snippet: string })[] }>(response);
      expect(found.query).toBe('hourly window');
      expect(found.results.length).toBeGreaterThan(0);
      expect(found.results.map((result) => result.path)).toContain('guide/indicators-and-sources');
      expect(found.results.every((result) => /hourly/i.test(result.snippet) || /window/i.test(result.snippet))).toBe(
        true,
      );
      const none = dataOf<{ results: unknown[] }>(await get('/webdocs/ma4?listsearch=zzqqxxyy', keys.manual));
      expect(none.results).toEqual([]);
      const esg = dataOf<{ results: PageMeta[] }>(await get('/webdocs/esg4?listsearch=controversies', keys.manual));
      expect(esg.results.every((result) => result.area === 'esg4')).toBe(true);
      expect(esg.results.map((result) => result.path)).toContain('guide/esg-core');
    });

    it('refuses an area call without listing or listsearch, with both, or with a search of no words', async () => {
      for (const [url, parameter] of [
        ['/webdocs/ma4', 'listing'],
        ['/webdocs/ma4?listing=true&listsearch=buzz', 'listsearch'],
        ['/webdocs/ma4?listsearch=%25%25', 'listsearch'],
        ['/webdocs/ma4?listing=maybe', 'listing'],
      ] as const) {
        const response = await get(url, keys.manual);
        expect(response.statusCode, url).toBe(400);
        expect(errorOf(response).error, url).toMatch(new RegExp(`^Invalid parameter '${parameter}'`));
      }
    });

    it('answers unknown areas and pages with 404 and a message that says what exists', async () => {
      const area = await get('/webdocs/nosuch?listing=true', keys.manual);
      expect(area.statusCode).toBe(404);
      expect(errorOf(area)).toMatchObject({ error: 'Unknown docs area' });
      expect(errorOf(area).message).toContain('ma4');
      const page = await get('/webdocs/ma4/guide/nosuch', keys.manual);
      expect(page.statusCode).toBe(404);
      expect(errorOf(page)).toEqual({
        error: 'Unknown docs page',
        message: "There is no page 'guide/nosuch' in the ma4 docs; ask /webdocs/ma4?listing=true for its pages.",
      });
      // A single-page area has no subpages.
      expect((await get('/webdocs/pulse/guide/more', keys.admin)).statusCode).toBe(404);
    });

    it('never reaches the file system with a request path: traversal attempts get 400 or 404', async () => {
      const attempts = [
        '/webdocs/ma4/../../package.json',
        '/webdocs/ma4/guide/../../../../etc/passwd',
        '/webdocs/ma4/..%2F..%2Fpackage.json',
        '/webdocs/ma4/%2e%2e/%2e%2e',
        '/webdocs/ma4/guide/%2e%2e%2f%2e%2e%2fpackage.json',
        '/webdocs/ma4/%2e%2e%2f%2e%2e%2fpackage',
        '/webdocs/ma4/guide/..%5c..%5cpackage',
        '/webdocs/%2e%2e/guide',
        '/webdocs/%2Fetc%2Fpasswd/guide',
        '/webdocs/ma4//etc/passwd',
        '/webdocs/ma4/%2Fetc%2Fpasswd',
        '/webdocs/ma4/guide/%2Fetc%2Fpasswd',
        '/webdocs/..?listing=true',
        '/webdocs/output/..%2F..%2Fpackage.json',
        '/webdocs/output/%2e%2e%2fpackage.json',
        '/webdocs/output/%2Fetc%2Fpasswd',
        '/webdocs/output/overview.md',
        '/webdocs/output/docs%2Fma4%2Fguide%2Foverview.md',
      ];
      for (const url of attempts) {
        const response = await get(url, keys.admin);
        expect([400, 404], url).toContain(response.statusCode);
        expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        expect(response.body, url).not.toMatch(/root:|"workspaces"|"name": ?"moodwire"|^---/);
      }
    });

    it('refuses docs calls to a nodocs account (403) and to a caller without a key (401)', async () => {
      for (const url of [
        '/webdocs/ma4/guide',
        '/webdocs/ma4/guide/indicators-and-sources',
        '/webdocs/ma4?listing=true',
        '/webdocs/ma4?listsearch=buzz',
        '/webdocs/output/indicators.csv',
        '/webdocs/output/openapi.json',
      ]) {
        const refused = await get(url, keys.nodocs);
        expect(refused.statusCode, url).toBe(403);
        expect(errorOf(refused).error, url).toBe('Permission required');
        expect((await get(url)).statusCode, url).toBe(401);
      }
    });

    it("serves a product area's docs only to accounts its web page admits", async () => {
      // demo-manual has the docs permission but not pulse, MASF v5 or admin.
      for (const url of [
        '/webdocs/pulse/guide',
        '/webdocs/radar/mcpdocs',
        '/webdocs/wrds/guide',
        '/webdocs/pulse?listing=true',
      ]) {
        const refused = await get(url, keys.manual);
        expect(refused.statusCode, url).toBe(403);
        expect(errorOf(refused).message, url).toMatch(/needs (the \w+ permission|an admin account)/);
        expect((await get(url, keys.admin)).statusCode, url).toBe(200);
      }
    });

    it('serves every page of every area to an admin, each at the web page of a docs route', async () => {
      for (const area of [
        'ma4',
        'esg4',
        'mms',
        'pulse',
        'radar',
        'engine',
        'transcripts',
        'ma5',
        'esg5',
        'wrds',
        'wrds-esg',
      ]) {
        const listing = dataOf<{ pages: PageMeta[] }>(await get(`/webdocs/${area}?listing=true`, keys.admin));
        expect(listing.pages.length, area).toBeGreaterThan(0);
        for (const page of listing.pages) {
          const [section, name] = page.path.split('/');
          const response = await get(`/webdocs/${area}/${section}/${name}`, keys.admin);
          expect(response.statusCode, `${area}/${page.path}`).toBe(200);
          expect(dataOf<DocPage>(response).html.length, `${area}/${page.path}`).toBeGreaterThan(200);
          expect(findRoute(page.webPath)?.docs, page.webPath).toBe(true);
        }
      }
    });

    it('links only to pages that exist: docs pages, posts and routes of the site', async () => {
      const pages = new Set<string>();
      const htmls: [string, string][] = [];
      for (const area of [
        'ma4',
        'esg4',
        'mms',
        'pulse',
        'radar',
        'engine',
        'transcripts',
        'ma5',
        'esg5',
        'wrds',
        'wrds-esg',
      ]) {
        for (const page of dataOf<{ pages: PageMeta[] }>(await get(`/webdocs/${area}?listing=true`, keys.admin))
          .pages) {
          pages.add(page.webPath);
          if (page.path.endsWith('/overview')) pages.add(page.webPath.replace(/\/overview$/, ''));
          const [section, name] = page.path.split('/');
          htmls.push([
            page.webPath,
            dataOf<DocPage>(await get(`/webdocs/${area}/${section}/${name}`, keys.admin)).html,
          ]);
        }
      }
      const posts = dataOf<{ posts: PostSummary[] }>(await get('/home-blog2'));
      for (const post of posts.posts) {
        pages.add(post.url);
        htmls.push([post.url, dataOf<Post>(await get(`/home-blog2?url=${post.slug}`)).html]);
      }
      const broken: string[] = [];
      for (const [where, html] of htmls) {
        for (const [, href] of html.matchAll(/href="(\/[^"#]*)/g)) {
          // A view of a page (`/mms/apidocs?reference`) is the same page.
          const path = (href ?? '').split('?')[0] ?? '';
          const route = findRoute(path);
          const isDocOrPost = route?.docs === true || route?.pattern === '/blog/[slug]';
          if (!route || (isDocOrPost && !pages.has(path))) broken.push(`${where} -> ${path}`);
        }
      }
      expect(broken).toEqual([]);
    });

    it('answers 304 for a page the client holds', async () => {
      const first = await get('/webdocs/ma4/research/buzz-and-sentiment', keys.manual);
      expect(first.headers['cache-control']).toBe('private, max-age=300, must-revalidate');
      const again = await get('/webdocs/ma4/research/buzz-and-sentiment', keys.manual, {
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('generated docs files', () => {
    it("serves this server's OpenAPI document, which describes the content calls", async () => {
      const response = await get('/webdocs/output/openapi.json', keys.manual);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
      expect(doc.openapi).toMatch(/^3\.1\./);
      for (const path of ['/home-blog2', '/webdocs/{area}/{section}/{page}', '/webdocs/output/{file}', '/papers']) {
        expect(doc.paths[path], path).toBeDefined();
      }
    });

    it('serves the indicator catalogue, asset classes and sources as CSV downloads', async () => {
      const indicators = await get('/webdocs/output/indicators.csv', keys.manual);
      expect(indicators.statusCode).toBe(200);
      expect(indicators.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(indicators.headers['content-disposition']).toBe('attachment; filename="indicators.csv"');
      // The API's one CSV writer: '\n' line ends (issue 12 §3).
      const lines = indicators.body.trimEnd().split('\n');
      expect(indicators.body).not.toContain('\r');
      expect(lines[0]).toBe('Code,Name,Description,Polarity,Groups,Range,Dataset,SourceVariants,Legacy');
      expect(lines.some((line) => line.startsWith('sentiment,Sentiment,'))).toBe(true);
      expect(lines.some((line) => line.startsWith('ESGControversies,'))).toBe(true);
      const classes = (await get('/webdocs/output/asset-classes.csv', keys.manual)).body;
      expect(classes).toContain('equcor,Companies (ESG Core),esgcor,esg,');
      const sources = (await get('/webdocs/output/sources.csv', keys.manual)).body;
      expect(sources).toBe(
        'Code,Name,Label\nall,News_Social,News and Social Media\nnws,News,News Media\nsoc,Social,Social Media\nnhl,News_Headline,News Media Headlines\n',
      );
      const again = await get('/webdocs/output/sources.csv', keys.manual, {
        'if-none-match': String((await get('/webdocs/output/sources.csv', keys.manual)).headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers an unknown file with 404 listing the files', async () => {
      const response = await get('/webdocs/output/report.csv', keys.manual);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(
        "There is no docs file 'report.csv'. Files: openapi.json, indicators.csv, asset-classes.csv, sources.csv.",
      );
    });
  });

  describe('papers (login)', () => {
    it('refuses a signed-out caller', async () => {
      const response = await get('/papers');
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).error).toBe('Account required');
    });

    it('lists papers and method notes to any signed-in account, cached indefinitely', async () => {
      const response = await get('/papers', keys.nodocs);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(response.headers.etag).toMatch(/^"content-[0-9a-f]{16}"$/);
      const papers = dataOf<Paper[]>(response);
      const tetlock = papers.find((paper) => paper.id === 'tetlock-2007');
      expect(tetlock).toMatchObject({ kind: 'paper', authors: ['Paul C. Tetlock'], year: 2007, href: null });
      const notes = papers.filter((paper) => paper.kind === 'method-note');
      expect(notes.length).toBeGreaterThan(0);
      for (const note of notes) expect(findRoute(note.href ?? '')?.docs, note.id).toBe(true);
      const again = await get('/papers', keys.manual, { 'if-none-match': String(response.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    });
  });
});
