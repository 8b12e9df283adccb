/** A group's top list and heatmap are computed once per build and URL, and served again as the same JSON. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeReadPools } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { signInKey } from './helpers/test-app';

describe('answers of /heatmaps and /overview-topn', () => {
  const dataDir = inject('tinyLakeDir');
  const root = mkdtempSync(join(tmpdir(), 'moodwire-answer-cache-'));
  let app: FastifyInstance;
  let manual: string;
  let admin: string;
  const get = (url: string, apikey: string) => app.inject({ method: 'GET', url: `${url}&apikey=${apikey}` });

  beforeAll(async () => {
    const config = loadConfig({
      DEMO_MODE: '1',
      LOG_LEVEL: 'silent',
      SQLITE_PATH: join(root, 'answers.db'),
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
    });
    app = await buildApp(config, { dataDir });
    manual = await signInKey(app, 'demo-manual');
    admin = await signInKey(app, 'demo-admin');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a repeated call as the same JSON to every caller, and other parameters as their own answer', async () => {
    for (const [url, list] of [
      ['/heatmaps?group=equ&maxnum=3', 'tiles'],
      ['/overview-topn?group=equ&num=3', 'rows'],
    ] as const) {
      const first = await get(url, manual);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect((first.json().data[list] as unknown[]).length).toBe(3);
      const again = await get(url, admin);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      const wider = await get(url.replace('=3', '=5'), manual);
      expect((wider.json().data[list] as unknown[]).length).toBe(5);
      expect(wider.body).not.toBe(first.body);
    }
  });
});
