/** The global search's asset search (GET /groupassets2 without a group): ranked, with class and ticker. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

interface FoundAsset {
  Name: string;
  Asset: string;
  Class: string;
  Ticker: string | null;
}

describe('asset search of the global search dialog', () => {
  const dataDir = inject('tinyLakeDir');
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  let key: string;
  const search = async (text: string, limit = 20) => {
    const response = await app.inject({
      method: 'GET',
      url: `/groupassets2?search=${encodeURIComponent(text)}&limit=${limit}&apikey=${key}`,
    });
    expect(response.statusCode).toBe(200);
    return dataOf<FoundAsset[]>(response);
  };

  beforeAll(async () => {
    lakeApp = await createLakeTestApp(dataDir, 'asset-search');
    app = lakeApp.app;
    key = await signInKey(app, 'demo-manual');
  }, 60_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  it('answers each asset with its class and ticker, so a result can show them and open the right page', async () => {
    expect((await search('apple'))[0]).toEqual({ Name: 'Apple', Asset: '4372179024', Class: 'equ', Ticker: 'AAPL' });
    expect((await search('gold'))[0]).toEqual({ Name: 'Gold', Asset: 'GOLD', Class: 'enm', Ticker: null });
  });

  it('finds an asset by its exact ticker or code first', async () => {
    expect((await search('AAPL'))[0]?.Name).toBe('Apple');
    expect((await search('gold'))[0]?.Asset).toBe('GOLD');
  });
});
