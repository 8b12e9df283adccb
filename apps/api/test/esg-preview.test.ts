/**
 * GET /esg/v4/preview (issue 16: the /esg4/intro page's live example): the ESG Core ranks of the most-covered
 * companies of the public group on the lake's last day, to anyone, over the shared tiny lake.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeReadPools, getGroupSnapshot } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dataOf } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');
const root = mkdtempSync(join(tmpdir(), 'moodwire-esg-preview-'));

interface Preview {
  group: string;
  date: string;
  members: number;
  rows: {
    asset: string;
    buzz: number;
    ESG: number | null;
    EnvironmentalPillar: number | null;
    SocialPillar: number | null;
    GovernancePillar: number | null;
    ESGControversies: number | null;
  }[];
}

describe('ESG preview', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const config = loadConfig({ DEMO_MODE: '1', LOG_LEVEL: 'silent', SQLITE_PATH: join(root, 'accounts.db') });
    app = await buildApp(config, { dataDir });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  it('gives visitors without a key the most-covered companies with their ESG Core ranks of the last day', async () => {
    const response = await app.inject({ method: 'GET', url: '/esg/v4/preview' });
    expect(response.statusCode).toBe(200);
    const preview = dataOf<Preview>(response);
    expect(preview.group).toBe('equcor_top100');
    expect(preview.rows.length).toBeGreaterThan(0);
    expect(preview.rows.length).toBeLessThanOrEqual(12);
    const buzz = preview.rows.map((row) => row.buzz);
    expect([...buzz].sort((a, b) => b - a)).toEqual(buzz);
    for (const row of preview.rows) {
      for (const rank of [
        row.ESG,
        row.EnvironmentalPillar,
        row.SocialPillar,
        row.GovernancePillar,
        row.ESGControversies,
      ]) {
        if (rank !== null) {
          expect(rank).toBeGreaterThanOrEqual(1);
          expect(rank).toBeLessThanOrEqual(100);
        }
      }
    }
    // The ranks are the lake's own: the controversies rank of each company is the one the group snapshot reads.
    const snapshot = await getGroupSnapshot({
      assetClass: 'equcor',
      assetCodes: preview.rows.map((row) => row.asset),
      indicator: 'ESGControversies',
      source: 'News_Social',
      dataDir,
    });
    expect(snapshot.windowTimestamp.slice(0, 10)).toBe(preview.date);
    const controversies = new Map(snapshot.rows.map((row) => [row.assetCode, row.level]));
    for (const row of preview.rows) expect(row.ESGControversies).toBe(controversies.get(row.asset) ?? null);
  });
});
