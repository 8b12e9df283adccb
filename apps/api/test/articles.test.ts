/**
 * The article calls (spec §7 /articles/data_preview and /articles/data, and the asset page's /articles/list) over
 * the shared tiny lake: the documents of the retention window by id, as previews and whole with the engine's
 * per-asset scores, ids the lake does not hold reported with the reason, the MASF v4 permission, and 400s on
 * bad id lists.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildUniverse,
  closeReadPools,
  getLakeManifest,
  type LakeManifest,
  MAX_DOCUMENT_IDS,
  PREVIEW_CHARS,
} from '@moodwire/warehouse';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dataOf, signInKey } from './helpers/test-app';

interface Listed {
  id: string;
  time: string;
  source: string;
  outlet: string | null;
  title: string | null;
  preview: string;
  url: string | null;
  imported: boolean;
  mentions: number;
  buzz: number;
  sentiment: number | null;
}
interface ArticleList {
  asset: { class: string; code: string; name: string };
  total: number;
  offset: number;
  limit: number;
  retainedFrom: string | null;
  articles: Listed[];
}
interface Missing {
  id: string;
  reason: string;
  message: string;
}
interface Preview {
  id: string;
  time: string;
  source: string;
  outlet: string | null;
  title: string | null;
  url: string | null;
  preview: string;
  assets: { class: string; code: string; name: string }[];
}
interface Article extends Omit<Preview, 'preview' | 'assets'> {
  body: string;
  language: string;
  imported: boolean;
  assets: { class: string; code: string; name: string; mentions: number; buzz: number; sentiment: number | null }[];
}

const dataDir = inject('tinyLakeDir');
const root = mkdtempSync(join(tmpdir(), 'moodwire-articles-'));
// The most talked-about company of the tiny universe: it has articles on most days of the retention window.
const company = buildUniverse({ scale: 'tiny' })
  .assets.filter((asset) => asset.class === 'equ')
  .sort((a, b) => b.prominence - a.prominence)[0];

function errorOf(response: LightMyRequestResponse): { error: string; message: string } {
  return response.json() as { error: string; message: string };
}

describe('article calls over the lake', () => {
  let app: FastifyInstance;
  let empty: FastifyInstance;
  let manifest: LakeManifest;
  let masf: string;
  let manual: string;
  let listed: ArticleList;
  const get = (url: string, apikey = masf, headers: Record<string, string> = {}, on = app) =>
    on.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}`, headers });

  beforeAll(async () => {
    if (!company) throw new Error('the tiny universe has no company');
    const found = await getLakeManifest({ dataDir });
    if (!found) throw new Error('the shared tiny lake is missing');
    manifest = found;
    const config = (name: string) =>
      loadConfig({
        DEMO_MODE: '1',
        LOG_LEVEL: 'silent',
        SQLITE_PATH: join(root, `${name}.db`),
        RATE_LIMIT_MAX: '100000',
        AUTH_RATE_LIMIT_MAX: '100000',
      });
    app = await buildApp(config('lake'), { dataDir });
    empty = await buildApp(config('empty'), { dataDir: join(root, 'no-lake') });
    masf = await signInKey(app, 'demo-ssh');
    manual = await signInKey(app, 'demo-manual');
    const response = await get(`/articles/list?class=equ&code=${company.id}&limit=200`, manual);
    expect(response.statusCode, response.body).toBe(200);
    listed = dataOf<ArticleList>(response);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await empty?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  it("lists an asset's recent articles newest first to every signed-in user, in pages", async () => {
    expect(listed.asset).toEqual({ class: 'equ', code: company?.id, name: company?.name });
    expect(listed.retainedFrom).toBe(manifest.hourlyFrom);
    expect(listed.total).toBe(listed.articles.length);
    expect(listed.total).toBeGreaterThan(5);
    const times = listed.articles.map((article) => article.time);
    expect(times).toEqual([...times].sort().reverse());
    for (const article of listed.articles) {
      expect(article.time.slice(0, 10) >= manifest.hourlyFrom).toBe(true);
      expect(['News', 'Social']).toContain(article.source);
      expect(article.mentions).toBeGreaterThan(0);
      expect(article.preview.length).toBeGreaterThan(0);
      expect(article.preview.length).toBeLessThanOrEqual(PREVIEW_CHARS + 1);
      if (article.source === 'News') expect(article.title).not.toBeNull();
    }
    const page = dataOf<ArticleList>(await get(`/articles/list?class=equ&code=${company?.id}&limit=2&offset=2`));
    expect(page.articles).toEqual(listed.articles.slice(2, 4));
    expect(page.total).toBe(listed.total);
    const news = dataOf<ArticleList>(await get(`/articles/list?class=equ&code=${company?.id}&limit=200&source=nws`));
    expect(news.articles).toEqual(listed.articles.filter((article) => article.source === 'News'));
    expect((await app.inject({ method: 'GET', url: `/articles/list?class=equ&code=${company?.id}` })).statusCode).toBe(
      401,
    );
  });

  it('previews articles by id in the order asked, with title, time, source, outlet, url, preview and assets', async () => {
    const chosen = listed.articles.slice(0, 3).reverse();
    const response = await get(`/articles/data_preview?ids=${chosen.map((article) => article.id).join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    const { articles, missing } = dataOf<{ articles: Preview[]; missing: Missing[] }>(response);
    expect(missing).toEqual([]);
    expect(articles.map((article) => article.id)).toEqual(chosen.map((article) => article.id));
    articles.forEach((article, i) => {
      const { id, time, source, outlet, title, url, preview } = chosen[i] as Listed;
      expect(article).toMatchObject({ id, time, source, outlet, title, url, preview });
      expect(article.assets).toContainEqual({ class: 'equ', code: company?.id, name: company?.name });
    });
  });

  it("gives whole articles with the engine's scores of every asset they refer to", async () => {
    const chosen = listed.articles.slice(0, 4);
    const response = await get(`/articles/data?ids=${chosen.map((article) => article.id).join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    const { articles } = dataOf<{ articles: Article[]; missing: Missing[] }>(response);
    expect(articles).toHaveLength(chosen.length);
    articles.forEach((article, i) => {
      const summary = chosen[i] as Listed;
      expect(article).toMatchObject({ id: summary.id, time: summary.time, language: 'en', imported: false });
      expect(article.body.replace(/\s+/g, ' ').startsWith(summary.preview.replace(/…$/, ''))).toBe(true);
      // The same scores as the asset's list shows for it.
      expect(article.assets.find((asset) => asset.code === company?.id)).toEqual({
        class: 'equ',
        code: company?.id,
        name: company?.name,
        mentions: summary.mentions,
        buzz: summary.buzz,
        sentiment: summary.sentiment,
      });
    });
  });

  it('refuses the MASF-gated calls to a user without MASF v4 (demo-manual)', async () => {
    const id = listed.articles[0]?.id ?? '';
    for (const path of ['/articles/data_preview', '/articles/data']) {
      const response = await get(`${path}?ids=${id}`, manual);
      expect(response.statusCode, path).toBe(403);
      expect(errorOf(response).message).toContain('masfV4');
    }
  });

  it('answers 400 naming ids for an empty list or more ids than the maximum', async () => {
    const many = Array.from({ length: MAX_DOCUMENT_IDS + 1 }, (_, i) => `article-${i}`).join(',');
    for (const ids of ['', ',,%20,', many]) {
      const response = await get(`/articles/data?ids=${ids}`);
      expect(response.statusCode, ids.slice(0, 20)).toBe(400);
      expect(errorOf(response).error).toMatch(/^Invalid parameter 'ids'/);
    }
    expect(errorOf(await get(`/articles/data_preview?ids=${many}`)).message).toContain(
      `at most ${MAX_DOCUMENT_IDS} per request`,
    );
    expect((await get('/articles/data')).statusCode).toBe(400);
  });

  it('reports ids the lake does not hold, and answers 404 naming an id older than the retention window', async () => {
    const known = listed.articles[0]?.id ?? '';
    const mixed = await get(`/articles/data_preview?ids=no-such-article,${known}`);
    expect(mixed.statusCode).toBe(200);
    const body = dataOf<{ articles: Preview[]; missing: Missing[] }>(mixed);
    expect(body.articles.map((article) => article.id)).toEqual([known]);
    expect(body.missing).toEqual([
      { id: 'no-such-article', reason: 'not_found', message: "There is no document 'no-such-article' in this lake." },
    ]);
    // The build's first day is long before its retention window (the hourly range).
    const old = `gen-${manifest.from}-0`;
    for (const path of ['/articles/data', '/articles/data_preview']) {
      const response = await get(`${path}?ids=${old}`);
      expect(response.statusCode, path).toBe(404);
      expect(errorOf(response).error).toBe('Article not found');
      expect(errorOf(response).message).toContain(`'${old}'`);
      expect(errorOf(response).message).toContain(`full texts are kept from ${manifest.hourlyFrom}`);
    }
  });

  it('answers 404 for an unknown asset or class, 400 for a bad source, and 503 without a lake', async () => {
    expect((await get('/articles/list?class=equ&code=no-such-asset')).statusCode).toBe(404);
    expect((await get(`/articles/list?class=bonds&code=${company?.id}`)).statusCode).toBe(404);
    const badSource = await get(`/articles/list?class=equ&code=${company?.id}&source=radio`);
    expect(badSource.statusCode).toBe(400);
    expect(errorOf(badSource).error).toMatch(/^Invalid parameter 'source'/);
    const emptyKey = await signInKey(empty, 'demo-ssh');
    const unbuilt = await get(`/articles/data?ids=${listed.articles[0]?.id}`, emptyKey, {}, empty);
    expect(unbuilt.statusCode).toBe(503);
    expect(errorOf(unbuilt).error).toBe('Data not built yet');
  });

  it('answers 304 to a client that holds the answer of this build', async () => {
    const url = `/articles/data_preview?ids=${listed.articles[0]?.id}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toContain(manifest.buildId);
    expect((await get(url, masf, { 'if-none-match': etag })).statusCode).toBe(304);
  });
});
