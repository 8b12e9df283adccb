/**
 * The thematic tool's call (issue 15 '/radar/thematic') over the shared tiny lake: a theme's documents hold one of
 * its terms, its days add up, two terms match the union of their documents, bounds give 400s naming the
 * parameter, and the thematic permission is required.
 */
import { getLakeManifest, getThemeActivity } from '@moodwire/warehouse';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');

interface Theme {
  terms: string[];
  from: string;
  to: string;
  documents: number;
  isTruncated: boolean;
  termCounts: { term: string; documents: number }[];
  days: { date: string; documents: number; sentiment: number | null }[];
  assets: { assetCode: string; documents: number; sentiment: number | null }[];
  examples: { id: string; title: string | null; preview: string; terms: string[] }[];
}

function errorOf(response: LightMyRequestResponse): { error: string; message: string } {
  return response.json() as { error: string; message: string };
}

describe('GET /others/thematic-theme', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let manual: string;
  let admin: string;
  const get = (url: string, apikey = admin) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}` });
  const theme = async (terms: string, days = 30) =>
    dataOf<Theme>(await get(`/others/thematic-theme?terms=${encodeURIComponent(terms)}&days=${days}`));

  beforeAll(async () => {
    lakeApp = await createLakeTestApp(dataDir, 'radar-thematic');
    app = lakeApp.app;
    manual = await signInKey(app, 'demo-manual');
    admin = await signInKey(app, 'demo-admin');
  }, 120_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  it('finds the documents holding a term, day by day, with their assets and examples', async () => {
    const answer = await theme('shares');
    expect(answer.documents).toBeGreaterThan(0);
    expect(answer.days.reduce((sum, day) => sum + day.documents, 0)).toBe(answer.documents);
    expect(answer.days.at(-1)?.date).toBe(answer.to);
    for (const example of answer.examples) {
      expect(example.terms).toEqual(['shares']);
      expect(example.id).not.toBe('');
    }
    expect(answer.assets.length).toBeGreaterThan(0);
    expect(answer.assets.every((asset) => asset.documents <= answer.documents)).toBe(true);
    const counts = answer.assets.map((asset) => asset.documents);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('matches the union of two terms, and nothing for a word no document has', async () => {
    const first = await theme('shares');
    const second = await theme('rally');
    const both = await theme('shares, rally');
    expect(both.terms).toEqual(['shares', 'rally']);
    expect(both.termCounts).toEqual([
      { term: 'shares', documents: first.documents },
      { term: 'rally', documents: second.documents },
    ]);
    expect(both.documents).toBeGreaterThanOrEqual(Math.max(first.documents, second.documents));
    expect(both.documents).toBeLessThanOrEqual(first.documents + second.documents);
    const none = await theme('zzqxv nonexistent');
    expect(none.documents).toBe(0);
    expect(none.examples).toEqual([]);
    expect(none.days.every((day) => day.documents === 0 && day.sentiment === null)).toBe(true);
  });

  it('refuses bad themes with a 400 naming the parameter, and a user without the permission', async () => {
    const tooMany = await get(
      `/others/thematic-theme?terms=${Array.from({ length: 11 }, (_, i) => `w${i}x`).join(',')}`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).message).toContain("'terms'");
    const short = await get('/others/thematic-theme?terms=a');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toContain("'terms'");
    const days = await get('/others/thematic-theme?terms=shares&days=91');
    expect(days.statusCode).toBe(400);
    expect(errorOf(days).message).toContain('days');
    const refused = await get('/others/thematic-theme?terms=shares', manual);
    expect(refused.statusCode).toBe(403);
  });

  it('interrupts a scan over its time budget with a message, and the next scan runs', async () => {
    const manifest = await getLakeManifest({ dataDir });
    if (!manifest) throw new Error('the shared tiny lake is missing');
    const span = { from: manifest.documents?.stored?.retainedFrom ?? manifest.to, to: manifest.to, dataDir };
    await expect(getThemeActivity({ ...span, terms: ['the', 'and'], timeBudgetMs: 0 })).rejects.toThrow(
      /took longer than 0 s to scan/,
    );
    const after = await getThemeActivity({ ...span, terms: ['shares'] });
    expect(after.documents).toBeGreaterThan(0);
  });
});
