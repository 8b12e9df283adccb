/**
 * Issue 12 §4: the web calls that answer with an ESG class's scores refuse accounts without the esg data permission
 * for the class (demo-noesg and demo-manual: Account Info 'LMA-ESG: none') with 403 'Permission required' and the
 * reason, as the ESG charts' data API calls do; rma groups and the group list stay open to them (spec §6: the
 * /esg4 pages need a login only).
 */
import { missingDataPermissionMessage } from '@moodwire/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLakeTestApp, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

const dataDir = inject('tinyLakeDir');

describe('ESG scores on the web calls need the esg data permission', () => {
  let lakeApp: LakeTestApp | undefined;
  let app: FastifyInstance;
  const keys: Record<string, string> = {};
  let esgAsset = '';
  const get = (url: string, user: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${url}&apikey=${keys[user]}`, headers });

  beforeAll(async () => {
    lakeApp = await createLakeTestApp(dataDir, 'web-esg-permission');
    app = lakeApp.app;
    for (const user of ['demo-ssh', 'demo-noesg', 'demo-manual']) keys[user] = await signInKey(app, user);
    const topn = await get('/overview-topn?group=equcor&num=1&sortby=buzz', 'demo-ssh');
    expect(topn.statusCode).toBe(200);
    esgAsset = dataOf<{ rows: { asset: string }[] }>(topn).rows[0]?.asset ?? '';
    expect(esgAsset).not.toBe('');
  }, 120_000);

  afterAll(async () => {
    await lakeApp?.close();
  });

  const groupCalls = (group: string) => [
    `/overview-topn?group=${group}`,
    `/heatmaps?group=${group}`,
    `/overview-featured?group=${group}`,
    `/topactivity?group=${group}`,
  ];
  const assetCalls = (cls: string, asset: string) => [
    `/asset-summary?asset=${asset}&cls=${cls}`,
    `/assetpage-buzz?asset=${asset}&cls=${cls}`,
    `/assetpage-sentiments?asset=${asset}&cls=${cls}`,
    `/assetpage-ranks2?asset=${asset}&cls=${cls}`,
  ];

  it("refuses every ESG group's and ESG asset's scores with 'Permission required' and the reason", async () => {
    for (const user of ['demo-noesg', 'demo-manual']) {
      for (const [cls, group] of [
        ['equcor', 'equcor_top100'],
        ['equesg', 'equesg'],
      ] as const) {
        for (const url of [...groupCalls(group), ...assetCalls(cls, esgAsset)]) {
          const response = await get(url, user);
          expect(response.statusCode, `${user} ${url}`).toBe(403);
          const body = response.json() as { error: string; message: string };
          expect(body.error).toBe('Permission required');
          expect(body.message).toBe(missingDataPermissionMessage('esg', cls));
          expect(body.message).toContain(`no esg data permission for the asset class '${cls}'`);
        }
      }
    }
  });

  it('does not let a revalidation (If-None-Match) pass the refusal', async () => {
    const url = '/overview-topn?group=equcor_top100';
    const allowed = await get(url, 'demo-ssh');
    expect(allowed.statusCode).toBe(200);
    const etag = String(allowed.headers.etag);
    expect((await get(url, 'demo-ssh', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(url, 'demo-noesg', { 'if-none-match': etag })).statusCode).toBe(403);
  });

  it('answers the same calls for an account with the esg data permission, and rma groups and the group list to all', async () => {
    for (const url of [...groupCalls('equcor_top100'), ...assetCalls('equcor', esgAsset)]) {
      expect((await get(url, 'demo-ssh')).statusCode, url).toBe(200);
    }
    for (const user of ['demo-noesg', 'demo-manual']) {
      for (const url of [...groupCalls('equ_top100'), '/presets/list?product=esg']) {
        expect((await get(url, user)).statusCode, `${user} ${url}`).toBe(200);
      }
    }
  });
});
