/**
 * The Pulse tool's calls (issue 15): the event feed pages with offset, the dashboard's counts
 * (/pulse/v1/summary) and an event's source documents (/pulse/v1/documents), over the shared tiny lake.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeReadPools, listDocuments, listEvents, type PulseEvent } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dataOf, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');
const root = mkdtempSync(join(tmpdir(), 'moodwire-pulse-tool-'));

interface Summary {
  bucket: string;
  buckets: string[];
  total: number;
  sentiment: { positive: number; negative: number; neutral: number };
  byTopic: { key: string; total: number; counts: number[] }[];
  bySector: { key: string; total: number; counts: number[] }[];
  byCountry: { key: string; total: number; counts: number[] }[];
  countries: { code: string; events: number; positive: number; negative: number; neutral: number }[];
  strongest: PulseEvent[];
}

describe('Pulse tool calls', () => {
  let app: FastifyInstance;
  let admin: string;
  let manual: string;
  let all: PulseEvent[];
  const get = (url: string, apikey = admin) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apikey=${apikey}` });

  beforeAll(async () => {
    const config = loadConfig({
      DEMO_MODE: '1',
      LOG_LEVEL: 'silent',
      SQLITE_PATH: join(root, 'accounts.db'),
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
    });
    app = await buildApp(config, { dataDir });
    admin = await signInKey(app, 'demo-admin');
    manual = await signInKey(app, 'demo-manual');
    all = await listEvents({ assetClass: 'equ', assetCode: 'all', dataDir, limit: 10_000 });
    expect(all.length).toBeGreaterThan(6);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  it('pages the feed with offset: consecutive pages are the whole feed in order, without overlap', async () => {
    const ids: string[] = [];
    for (let offset = 0; offset < all.length; offset += 5) {
      const page = dataOf<PulseEvent[]>(await get(`/pulse/v1/events/equ/all?limit=5&offset=${offset}`));
      expect(page.length).toBe(Math.min(5, all.length - offset));
      ids.push(...page.map((event) => event._id));
    }
    expect(ids).toEqual(all.map((event) => event._id));
    expect(dataOf<PulseEvent[]>(await get(`/pulse/v1/events/equ/all?offset=${all.length}`))).toEqual([]);
    const bad = await get('/pulse/v1/events/equ/all?offset=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/'offset'/);
  });

  it('counts every event of the range once per breakdown, and the map counts agree with the feed', async () => {
    const summary = dataOf<Summary>(await get('/pulse/v1/summary/equ?start_date=2000-01-01&end_date=2001-12-31'));
    expect(summary.total).toBe(0);
    const first = all.at(-1)?.Date.slice(0, 10) ?? '';
    const last = all[0]?.Date.slice(0, 10) ?? '';
    const end = new Date(Date.parse(last) + 86_400_000).toISOString().slice(0, 10);
    const answer = dataOf<Summary>(await get(`/pulse/v1/summary/equ?start_date=${first}&end_date=${end}`));
    expect(answer.total).toBe(all.length);
    for (const series of [answer.byTopic, answer.bySector, answer.byCountry]) {
      expect(series.reduce((sum, one) => sum + one.total, 0)).toBe(all.length);
      for (const one of series) {
        expect(one.counts).toHaveLength(answer.buckets.length);
        expect(one.counts.reduce((sum, count) => sum + count, 0)).toBe(one.total);
      }
    }
    const earnings = all.filter((event) => event.Topic === 'Earnings').length;
    const topic = answer.byTopic.find((one) => one.key === 'Earnings');
    if (earnings > 0) expect(topic?.total).toBe(earnings);
    const top = answer.countries[0];
    expect(top).toBeDefined();
    if (top) {
      const inFeed = all.filter((event) => event.Domicile === top.code);
      expect(top.events).toBe(inFeed.length);
      expect(top.negative).toBe(inFeed.filter((event) => event.Sentiment === 'Negative').length);
    }
    const negative = all.filter((event) => event.Sentiment === 'Negative').length;
    expect(answer.sentiment.negative).toBe(negative);
    // The strongest come from the last week of events, the highest pulse level first.
    expect(answer.strongest.length).toBeGreaterThan(0);
    const levels = answer.strongest.map((event) => event.PulseLevel);
    expect([...levels].sort((a, b) => b - a)).toEqual(levels);
    const weekBefore = Date.parse(all[0]?.Date ?? '') - 7 * 86_400_000;
    for (const event of answer.strongest) expect(Date.parse(event.Date)).toBeGreaterThanOrEqual(weekBefore);
  });

  it('counts a long range per week', async () => {
    const answer = dataOf<Summary>(await get('/pulse/v1/summary/equ?start_date=2026-01-01&end_date=2026-12-31'));
    expect(answer.bucket).toBe('week');
    for (const bucket of answer.buckets) expect(new Date(`${bucket}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('lists the asset articles of the event day, the top story among them', async () => {
    const withStory = all.find((event) => event.documentId !== null) ?? all[0];
    if (!withStory) throw new Error('no event');
    const day = withStory.Date.slice(0, 10);
    const response = await get(`/pulse/v1/documents/equ/${withStory.assetCode}?date=${day}&limit=50`);
    expect(response.statusCode).toBe(200);
    const page = dataOf<{ total: number; articles: { id: string; time: string }[] }>(response);
    const expected = await listDocuments({
      assetClass: 'equ',
      assetCode: withStory.assetCode,
      from: day,
      to: new Date(Date.parse(day) + 86_400_000).toISOString(),
      limit: 50,
      dataDir,
    });
    expect(page.total).toBe(expected.total);
    for (const article of page.articles) expect(article.time.slice(0, 10)).toBe(day);
    if (expected.total > 0 && withStory.documentId !== null && expected.total <= 50) {
      expect(page.articles.map((article) => article.id)).toContain(withStory.documentId);
    }
  });

  it('gives visitors a glimpse without a key: the last 30 days in numbers and three strongest events', async () => {
    const response = await app.inject({ method: 'GET', url: '/pulse/v1/preview' });
    expect(response.statusCode).toBe(200);
    const preview = dataOf<{
      from: string;
      to: string;
      total: number;
      topics: { topic: string; events: number }[];
      strongest: PulseEvent[];
    }>(response);
    const inRange = all.filter((event) => event.Date >= preview.from && event.Date < preview.to);
    expect(preview.total).toBe(inRange.length);
    expect(preview.topics.reduce((sum, topic) => sum + topic.events, 0)).toBe(inRange.length);
    expect(preview.strongest.length).toBeLessThanOrEqual(3);
    for (const event of preview.strongest) expect(inRange.map((one) => one._id)).toContain(event._id);
  });

  it('refuses bad input with a message naming the field, and users without pulseV1', async () => {
    const cases: [string, number, RegExp][] = [
      ['/pulse/v1/summary/etf', 404, /Unknown asset class/],
      ['/pulse/v1/summary/equ?start_date=2000-01-01&end_date=2026-01-01', 400, /'start_date'.*731 days/],
      ['/pulse/v1/summary/equ?strongest=0', 400, /'strongest'/],
      ['/pulse/v1/summary/equ?recent_days=91', 400, /'recent_days'/],
      ['/pulse/v1/documents/equ/NOPE?date=2026-10-01', 404, /Unknown asset/],
      ['/pulse/v1/documents/equ/all?date=2026-10-01', 404, /Unknown asset/],
      [`/pulse/v1/documents/equ/${all[0]?.assetCode}?date=2026-02-31`, 400, /'date'/],
      [`/pulse/v1/documents/equ/${all[0]?.assetCode}`, 400, /'date'/],
    ];
    for (const [url, status, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(JSON.stringify(response.json()), url).toMatch(message);
    }
    for (const url of ['/pulse/v1/summary/equ', `/pulse/v1/documents/equ/${all[0]?.assetCode}?date=2026-10-01`]) {
      const refused = await get(url, manual);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error).toBe('Permission required');
    }
  });
});
