/**
 * GET /public-asset (issue 5 'Public data pages'): anyone, signed in or not, reads an asset's public header and
 * its latest News_Social buzz and default sentiment, the same figures /asset-trmi3 gives a signed-in user; an
 * unknown asset is a 404 and an ambiguous code asks for its class.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDefaultSentimentIndicator } from '@moodwire/domain';
import { closeReadPools } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dataOf, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');
const root = mkdtempSync(join(tmpdir(), 'moodwire-public-asset-'));

interface PublicAsset {
  asset: string;
  name: string;
  symbol: string;
  class: string;
  className: string;
  date: string | null;
  buzz: number | null;
  sentiment: { indicator: string; name: string; value: number | null };
}

describe('GET /public-asset', () => {
  let app: FastifyInstance;
  let key: string;
  let company: string;

  beforeAll(async () => {
    const config = loadConfig({
      DEMO_MODE: '1',
      LOG_LEVEL: 'silent',
      SQLITE_PATH: join(root, 'accounts.db'),
      RATE_LIMIT_MAX: '100000',
    });
    app = await buildApp(config, { dataDir });
    key = await signInKey(app, 'demo-manual');
    const presets = dataOf<{ Group: string; Featured: string | null }[]>(
      await app.inject({ method: 'GET', url: `/presets/list?apikey=${key}` }),
    );
    company = presets.find((group) => group.Group === 'equ_top100')?.Featured ?? '';
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await closeReadPools();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a signed-out visitor with the header and the latest buzz and sentiment of /asset-trmi3', async () => {
    const response = await app.inject({ method: 'GET', url: `/public-asset?asset=${company}` });
    expect(response.statusCode).toBe(200);
    const summary = dataOf<PublicAsset>(response);
    expect(summary).toMatchObject({ asset: company, class: 'equ', className: 'Companies' });
    expect(summary.name.length).toBeGreaterThan(0);
    expect(summary.sentiment.indicator).toBe(getDefaultSentimentIndicator('equ'));
    const series = dataOf<{ points: { date: string; buzz: number; value: number | null }[] }>(
      await app.inject({ method: 'GET', url: `/asset-trmi3?asset=${company}&cvar=sentiment&period=30&apikey=${key}` }),
    );
    const last = series.points.at(-1);
    expect(summary.date).toBe(last?.date ?? null);
    expect(summary.buzz).toBe(last?.buzz ?? null);
    expect(summary.sentiment.value).toBe(last?.value ?? null);
  });

  it('refuses an unknown asset with 404 and an ambiguous code with 400 naming cls', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/public-asset?asset=no-such-asset' });
    expect(unknown.statusCode).toBe(404);
    const ambiguous = await app.inject({ method: 'GET', url: '/public-asset?asset=US' });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().error).toContain('cls');
    const market = await app.inject({ method: 'GET', url: '/public-asset?asset=US&cls=coumkt' });
    expect(market.statusCode).toBe(200);
    expect(dataOf<PublicAsset>(market).class).toBe('coumkt');
  });
});
