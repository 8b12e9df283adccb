/**
 * The admin's service health and sources tool (issue 16 'Admin'): the API's own metrics by route pattern (never a
 * called URL, which may carry an apikey), GET /admin/health over the published lake, and the sources settings the
 * next build reads (the build honouring them is proved in the warehouse's source-settings test).
 */
import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getLakeManifest, type LakeManifest } from '@moodwire/warehouse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RequestMetrics } from '../src/plugins/request-metrics';
import { createLakeTestApp, dataKeyOf, dataOf, type LakeTestApp, signInKey } from './helpers/test-app';

interface RouteRow {
  method: string;
  route: string;
  calls: number;
  clientErrors: number;
  serverErrors: number;
  p50Ms: number | null;
}
interface Health {
  lake: { buildId: string; from: string; to: string; totalRows: number; rows: { dataset: string; rows: number }[] };
  service: { activeUsersToday: number };
  window: { calls: number; routes: RouteRow[] };
  sinceStart: { calls: number; routes: RouteRow[] };
}
interface SourceRow {
  source: string;
  isEnabled: boolean;
  isInLake: boolean;
  documents: number;
  weeks: { documents: number }[];
}

describe('admin service health and sources tool', () => {
  let root: string;
  let dataDir: string;
  let lakeApp: LakeTestApp;
  let manifest: LakeManifest;
  let adminKey: string;

  const health = async () => {
    const response = await lakeApp.app.inject({ method: 'GET', url: `/admin/health?apikey=${adminKey}` });
    expect(response.statusCode).toBe(200);
    return { body: response.body, data: dataOf<Health>(response) };
  };

  beforeAll(async () => {
    // A data root of its own (the sources tool writes sources.json in it): `current` points at the shared build.
    const shared = join(inject('tinyLakeDir'), 'lake');
    root = mkdtempSync(join(tmpdir(), 'moodwire-admin-ops-'));
    dataDir = join(root, 'data');
    mkdirSync(join(dataDir, 'lake'), { recursive: true });
    symlinkSync(resolve(shared, readlinkSync(join(shared, 'current'))), join(dataDir, 'lake', 'current'), 'dir');
    manifest = (await getLakeManifest({ dataDir })) as LakeManifest;
    lakeApp = await createLakeTestApp(dataDir, 'admin-ops');
    adminKey = await signInKey(lakeApp.app, 'demo-admin');
  }, 120_000);

  afterAll(async () => {
    await lakeApp?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("counts a route's calls, 4xx and 5xx by its pattern, and never keeps an apikey or a called path", async () => {
    const { app } = lakeApp;
    const dataKey = await dataKeyOf(app, 'demo-manual');
    for (const username of ['demo-ssh', 'demo-trial', 'nobody-here']) {
      await app.inject({ method: 'GET', url: `/admin/users/${username}?apikey=${adminKey}` });
    }
    // A customer's data key in the URL of a call refused, and of a path no route has.
    await app.inject({ method: 'GET', url: `/admin/users/demo-ssh?apikey=${dataKey}` });
    await app.inject({ method: 'GET', url: `/secret-path-xyz?apikey=${dataKey}` });
    const { body, data } = await health();
    const row = data.window.routes.find((route) => route.route === '/admin/users/:username' && route.method === 'GET');
    expect(row).toMatchObject({ calls: 4, clientErrors: 2, serverErrors: 0 });
    expect(row?.p50Ms).toBeGreaterThan(0);
    expect(data.window.routes.some((route) => route.route === '(no route)' && route.clientErrors === 1)).toBe(true);
    expect(data.sinceStart.calls).toBeGreaterThanOrEqual(data.window.calls);
    for (const secret of [adminKey, dataKey, 'nobody-here', 'secret-path-xyz', 'demo-trial']) {
      expect(body).not.toContain(secret);
    }
    // demo-admin and demo-manual made keyed calls today.
    expect(data.service.activeUsersToday).toBe(2);
  });

  it("answers the published lake's build id, date range and row counts", async () => {
    const { data } = await health();
    expect(data.lake.buildId).toBe(manifest.buildId);
    expect([data.lake.from, data.lake.to]).toEqual([manifest.from, manifest.to]);
    const total = Object.values(manifest.rows).reduce((sum, rows) => sum + rows, 0);
    expect(data.lake.totalRows).toBe(total);
    expect(data.lake.rows.map((row) => row.dataset)).toContain('rma');
  });

  it('refuses the health and the sources calls to non-admins', async () => {
    const { app } = lakeApp;
    const manualKey = await signInKey(app, 'demo-manual');
    for (const [method, url] of [
      ['GET', '/admin/health'],
      ['GET', '/admin/sources'],
      ['PUT', '/admin/sources/Chatter'],
    ] as const) {
      const anonymous = await app.inject({ method, url, payload: method === 'PUT' ? { enabled: false } : undefined });
      expect(anonymous.statusCode).toBe(401);
      const refused = await app.inject({
        method,
        url: `${url}?apikey=${manualKey}`,
        payload: method === 'PUT' ? { enabled: false } : undefined,
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(() => readFileSync(join(dataDir, 'sources.json'))).toThrow();
  });

  it('lists the sources with their documents per week, and disables one for the next build', async () => {
    const { app } = lakeApp;
    const list = async () =>
      dataOf<{ sources: SourceRow[] }>(await app.inject({ method: 'GET', url: `/admin/sources?apikey=${adminKey}` }))
        .sources;
    const before = (await list()).find((source) => source.source === 'Chatter');
    expect(before).toMatchObject({ isEnabled: true, isInLake: true });
    expect(before?.documents).toBe(before?.weeks.reduce((sum, week) => sum + week.documents, 0));

    const put = (source: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/admin/sources/${encodeURIComponent(source)}?apikey=${adminKey}`, payload });
    const disabled = await put('Chatter', { enabled: false });
    expect(disabled.statusCode).toBe(200);
    expect(dataOf(disabled)).toMatchObject({ source: 'Chatter', isEnabled: false, disabled: ['Chatter'] });
    expect(JSON.parse(readFileSync(join(dataDir, 'sources.json'), 'utf8')).disabled).toEqual(['Chatter']);
    expect((await list()).find((source) => source.source === 'Chatter')?.isEnabled).toBe(false);
    // The published lake is unchanged until the next build.
    expect((await list()).find((source) => source.source === 'Chatter')?.isInLake).toBe(true);

    const unknown = await put('No Such Outlet', { enabled: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toContain('No Such Outlet');
    const bad = await put('Chatter', { enabled: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('enabled');
    const long = await put('x'.repeat(101), { enabled: false });
    expect(long.statusCode).toBe(400);

    expect((await put('Chatter', { enabled: true })).statusCode).toBe(200);
    expect((await list()).find((source) => source.source === 'Chatter')?.isEnabled).toBe(true);
  });
});

describe('RequestMetrics', () => {
  it('forgets calls older than the rolling hour but keeps them since start', () => {
    let now = Date.UTC(2026, 10, 26, 10, 0);
    const metrics = new RequestMetrics({ now: () => now });
    metrics.record({ method: 'GET', route: '/lake-info', status: 200, ms: 3 });
    metrics.record({ method: 'GET', route: '/lake-info', status: 503, ms: 700 });
    now += 61 * 60_000;
    metrics.record({ method: 'GET', route: '/lake-info', status: 200, ms: 40 });
    const snapshot = metrics.snapshot();
    expect(snapshot.window.routes[0]).toMatchObject({ calls: 1, serverErrors: 0, p99Ms: 50 });
    expect(snapshot.sinceStart.routes[0]).toMatchObject({ calls: 3, serverErrors: 1, p50Ms: 50, p99Ms: 1000 });
    expect(snapshot.sinceStart.serverErrorRate).toBeCloseTo(1 / 3);
  });

  it('counts each account once a day, and starts again at midnight UTC', () => {
    let now = Date.UTC(2026, 10, 26, 23, 0);
    const metrics = new RequestMetrics({ now: () => now });
    for (const accountId of ['1', '1', '2'])
      metrics.record({ method: 'GET', route: '/a', status: 200, ms: 1, accountId });
    expect(metrics.snapshot().activeUsersToday).toBe(2);
    now += 2 * 60 * 60_000;
    expect(metrics.snapshot().activeUsersToday).toBe(0);
    metrics.record({ method: 'GET', route: '/a', status: 200, ms: 1, accountId: '2' });
    expect(metrics.snapshot().activeUsersToday).toBe(1);
  });
});
