/**
 * The Engine tool's call (issue 15 'Engine (sentV5)'): POST /sentv5/analyze over the shared tiny lake. A known
 * sentence is read with its negated word marked at its offsets, its asset found in the lake's universe with a
 * link-ready code, html and csv uploads converted on the server, the size limit answered with a 413 that names it,
 * bad bodies with 400s that name the field, and callers without sentV5 refused.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EXAMPLE_TEXT, MAX_ANALYZE_BYTES } from '../src/routes/engine/analyze-schemas';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');

interface Term {
  start: number;
  end: number;
  text: string;
  term: string;
  codes: string[];
  weight: number;
  sentiment: number;
  negated: boolean;
}
interface AnalyzedDocument {
  name: string;
  format: string;
  text: string;
  scores: Record<string, number>;
  drivers: Record<string, number[]>;
  terms: Term[];
  assets: { asset: string; name: string; class: string; mentions: { start: number; end: number }[] }[];
  keyphrases: { phrase: string }[];
  summary: string;
}
interface Answer {
  limitBytes: number;
  bytes: number;
  documents: AnalyzedDocument[];
}

describe('POST /sentv5/analyze', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let admin: string;
  let manual: string;
  const post = (payload: unknown, apikey = admin) =>
    app.inject({ method: 'POST', url: `/sentv5/analyze?apikey=${apikey}`, payload: payload as object });

  beforeAll(async () => {
    lakeApp = await createLakeTestApp(dataDir, 'engine-analyze');
    app = lakeApp.app;
    admin = await signInKey(app, 'demo-admin');
    manual = await signInKey(app, 'demo-manual');
  }, 120_000);
  afterAll(async () => {
    await lakeApp?.close();
  });

  it('marks the negated word of a known sentence at its offsets, and finds the company it names', async () => {
    const text = 'Apple shares did not fall despite the weak market.';
    const response = await post({ text });
    expect(response.statusCode).toBe(200);
    const answer = dataOf<Answer>(response);
    expect(answer.limitBytes).toBe(MAX_ANALYZE_BYTES);
    const [document] = answer.documents;
    expect(document?.text).toBe(text);
    const fall = document?.terms.find((term) => term.term === 'fall');
    expect(fall).toMatchObject({ text: 'fall', negated: true });
    expect(text.slice(fall?.start, fall?.end)).toBe('fall');
    expect(fall?.sentiment).toBeGreaterThan(0);
    expect(document?.scores.sentiment).toBeGreaterThan(0);
    const apple = document?.assets.find((asset) => asset.name.startsWith('Apple'));
    expect(apple?.class).toBe('equ');
    expect(apple?.mentions[0]).toMatchObject({ start: 0, end: 5 });
    // the words that drove sentiment are terms of the answer
    for (const index of document?.drivers.sentiment ?? []) expect(document?.terms[index]).toBeDefined();
  });

  it('reads an html upload as its words only (no script, no tags) and a csv as one document per row', async () => {
    const html =
      '<html><script>alert("strong gains")</script><p>Gold prices <b>soared</b> &amp; miners rallied.</p></html>';
    const csv = 'id,text\n1,"Profits collapsed, and the outlook is bleak."\n2,Revenue grew strongly.\n';
    const response = await post({
      documents: [
        { name: 'page.html', text: html },
        { name: 'news.csv', text: csv },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [page, first, second] = dataOf<Answer>(response).documents;
    expect(page?.format).toBe('html');
    expect(page?.text).toBe('Gold prices soared & miners rallied.');
    expect(page?.terms.some((term) => term.term === 'soared')).toBe(true);
    expect(first?.name).toBe('news.csv · 1');
    expect(first?.scores.sentiment).toBeLessThan(0);
    expect(second?.scores.sentiment).toBeGreaterThan(0);
  });

  it('refuses a text over the documented limit with a 413 that names it', async () => {
    const response = await post({ text: 'Markets rose. '.repeat(Math.ceil(MAX_ANALYZE_BYTES / 14) + 10) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('200 kB');
  });

  it('answers bad bodies with a 400 naming the field', async () => {
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain("'text'");
    const noColumn = await post({ documents: [{ name: 'a.csv', text: 'a,b\n1,2\n' }] });
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().error).toContain('documents[0].text');
    const both = await post({ text: 'x', documents: [{ text: 'y' }] });
    expect(both.statusCode).toBe(400);
    const badFormat = await post({ text: 'x', format: 'pdf' });
    expect(badFormat.statusCode).toBe(400);
  });

  it('reads the public example sentence without a key, its negated word marked', async () => {
    const response = await app.inject({ method: 'GET', url: '/sentv5/example' });
    expect(response.statusCode).toBe(200);
    const example = dataOf<AnalyzedDocument>(response);
    expect(example.text).toBe(EXAMPLE_TEXT);
    expect(example.terms.some((term) => term.negated && term.text === 'fall')).toBe(true);
    expect(example.assets.some((asset) => asset.name.startsWith('Apple'))).toBe(true);
  });

  it('refuses a caller without the engine permission (sentV5)', async () => {
    const response = await post({ text: 'Stocks rose.' }, manual);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('Permission required');
  });
});
