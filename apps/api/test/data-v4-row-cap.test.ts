/**
 * issue 12 §6: one data call for every asset (`all`) gives at most MAX_ALL_ROWS rows; a longer range answers 400
 * with the rows it holds and the ways to get them, before anything is sent. The tiny lake is far below the cap, so
 * its day counts are scaled up here (each day counted as ROWS_SCALE days' worth), the route and its message real.
 */
import { getLakeManifest } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { countRangeRows } from '../src/routes/data-v4/data-days';
import { MAX_ALL_ROWS } from '../src/routes/data-v4/data-route';
import { createLakeTestApp, type LakeTestApp, signInKey } from './helpers/test-app';

const ROWS_SCALE = 1000;

vi.mock(import('../src/routes/data-v4/data-days'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    countRangeRows: (...args: Parameters<typeof original.countRangeRows>) =>
      original.countRangeRows(...args) * ROWS_SCALE,
  };
});

const dataDir = inject('tinyLakeDir');

describe('the row cap of a data call for every asset', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let key: string;
  let lastDay: string;

  beforeAll(async () => {
    const manifest = await getLakeManifest({ dataDir });
    if (!manifest) throw new Error('the shared tiny lake is missing');
    lastDay = manifest.to;
    lakeApp = await createLakeTestApp(dataDir, 'data-v4-row-cap');
    app = lakeApp.app;
    key = await signInKey(app, 'demo-admin');
  }, 60_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url: `${url}&apikey=${key}` });

  it('refuses a range past the cap with 400, the rows it holds, and how to get them, in CSV and JSON', async () => {
    for (const format of ['csv', 'json']) {
      const response = await get(`/rma/v4/data/equ/dai/all?format=${format}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json() as { error: string; message: string; detail: string };
      expect(body.error).toBe('Too many rows');
      expect(body.detail).toBe('too_many_rows');
      const held = Number(/holds ([\d,]+) rows/.exec(body.message)?.[1]?.replaceAll(',', ''));
      expect(held).toBeGreaterThan(MAX_ALL_ROWS);
      expect(body.message).toContain(`more than the ${MAX_ALL_ROWS.toLocaleString('en-US')} one call for 'all'`);
      expect(body.message).toContain('/rma/v4/files/equ/dai');
    }
  });

  it('answers a range within the cap in full, and one asset whatever its range', async () => {
    const day = await get(`/rma/v4/data/equ/dai/all?start_date=${lastDay}`);
    expect(day.statusCode).toBe(200);
    const lines = day.body.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(`${lastDay}T`))).toBe(true);
    const code = lines[1]?.split(',')[1] ?? '';
    const asset = await get(`/rma/v4/data/equ/dai/${code}?format=csv`);
    expect(asset.statusCode).toBe(200);
  });

  it('documents the cap in the OpenAPI description of the call', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, { get?: { description?: string } }>;
    };
    const call = Object.entries(document.paths).find(([path]) => path.startsWith('/rma/v4/data/'))?.[1];
    expect(call?.get?.description).toContain(`at most ${MAX_ALL_ROWS.toLocaleString('en-US')} rows`);
  });
});

describe('countRangeRows', () => {
  it('counts the rows of every day a range touches, whole days', async () => {
    const { countRangeRows: count } = await vi.importActual<{ countRangeRows: typeof countRangeRows }>(
      '../src/routes/data-v4/data-days',
    );
    const days = [
      { day: '2025-01-01', rows: 10 },
      { day: '2025-01-02', rows: 20 },
      { day: '2025-01-03', rows: 40 },
    ];
    const at = (iso: string) => Date.parse(iso);
    expect(count(days, { from: at('2025-01-01T00:00:00Z'), to: at('2025-01-04T00:00:00Z') })).toBe(70);
    expect(count(days, { from: at('2025-01-02T00:00:00Z'), to: at('2025-01-03T00:00:00Z') })).toBe(20);
    // A range that starts or ends within a day counts that day whole.
    expect(count(days, { from: at('2025-01-01T20:30:00Z'), to: at('2025-01-02T00:00:01Z') })).toBe(30);
    expect(count(days, { from: at('2026-01-01T00:00:00Z'), to: at('2026-02-01T00:00:00Z') })).toBe(0);
  });
});
