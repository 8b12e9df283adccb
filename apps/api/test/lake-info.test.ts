/**
 * GET /lake-info while a new build runs (issue 13 'The first start'): the published lake as before, plus the
 * running build's progress read from lake/building.json, never a progress kept from an earlier request.
 */
import { mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getLakeManifest, type LakeManifest } from '@moodwire/warehouse';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { LAKE_CACHE_CONTROL } from '../src/lake/answer-from-lake';
import { createLakeTestApp, dataOf, type LakeTestApp } from './helpers/test-app';

/** A process id no process has (above Linux's pid_max): the file of a build killed on the spot. */
const GONE_PID = 2 ** 23;

describe('GET /lake-info and a running build', () => {
  let root: string;
  let dataDir: string;
  let lakeApp: LakeTestApp;
  let manifest: LakeManifest;

  const statusFile = () => join(dataDir, 'lake', 'building.json');
  const writeStatus = (fields: Record<string, unknown>) =>
    writeFileSync(
      statusFile(),
      JSON.stringify({
        scale: 'demo',
        phase: 'scoring',
        percent: 17,
        startedAt: '2026-11-26T02:31:09.412Z',
        updatedAt: '2026-11-26T02:32:00.000Z',
        pid: process.pid,
        host: hostname(),
        ...fields,
      }),
    );
  const get = (headers: Record<string, string> = {}) =>
    lakeApp.app.inject({ method: 'GET', url: '/lake-info', headers });

  beforeAll(async () => {
    // A data root of its own (the shared tiny lake is read-only): its `current` points at the shared build.
    const shared = join(inject('tinyLakeDir'), 'lake');
    root = mkdtempSync(join(tmpdir(), 'moodwire-lake-info-'));
    dataDir = join(root, 'data');
    mkdirSync(join(dataDir, 'lake'), { recursive: true });
    symlinkSync(resolve(shared, readlinkSync(join(shared, 'current'))), join(dataDir, 'lake', 'current'), 'dir');
    manifest = (await getLakeManifest({ dataDir })) as LakeManifest;
    lakeApp = await createLakeTestApp(dataDir, 'lake-info');
  }, 120_000);

  afterAll(async () => {
    await lakeApp?.close();
    rmSync(root, { recursive: true, force: true });
  });

  beforeEach(() => {
    rmSync(statusFile(), { force: true });
  });

  it('without a build running answers the published lake only, under the build’s ETag', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({
      buildId: manifest.buildId,
      scale: 'tiny',
      from: manifest.from,
      to: manifest.to,
      hourlyFrom: manifest.hourlyFrom,
      isSimulated: true,
      documents: { generated: manifest.documents.generated, imported: manifest.documents.imported },
    });
    expect(response.headers.etag).toBe(`"${manifest.buildId}"`);
    expect(response.headers['cache-control']).toBe(LAKE_CACHE_CONTROL);
    expect((await get({ 'if-none-match': `"${manifest.buildId}"` })).statusCode).toBe(304);
  });

  it('while a build runs adds its progress, and a new progress is a new answer, never a kept one', async () => {
    const before = await get();
    writeStatus({});
    const building = await get();
    expect(building.statusCode).toBe(200);
    expect(building.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(building.headers['cache-control']).toBe(LAKE_CACHE_CONTROL);
    const info = dataOf(building);
    expect(info.buildId).toBe(manifest.buildId);
    // Only the four public fields: not the writer's process or host.
    expect(info.building).toEqual({
      scale: 'demo',
      phase: 'scoring',
      percent: 17,
      startedAt: '2026-11-26T02:31:09.412Z',
    });
    const etag = String(building.headers.etag);
    expect(etag).toBe(`"${manifest.buildId}-building-scoring-17"`);
    // The answer the client held before the build started is not current any more.
    expect((await get({ 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);

    writeStatus({ phase: 'derived', percent: 80 });
    const later = await get({ 'if-none-match': etag });
    expect(later.statusCode).toBe(200);
    expect(dataOf(later).building).toMatchObject({ phase: 'derived', percent: 80 });
    expect(later.headers.etag).toBe(`"${manifest.buildId}-building-derived-80"`);

    // The build ends (published elsewhere, or failed): the answer is the one before, byte for byte.
    rmSync(statusFile());
    const after = await get();
    expect(after.body).toBe(before.body);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it('ignores the file of a build whose process is gone, and an unreadable one', async () => {
    writeStatus({ pid: GONE_PID });
    expect(dataOf(await get()).building).toBeUndefined();
    writeFileSync(statusFile(), '{"scale":"demo","pha');
    expect(dataOf(await get()).building).toBeUndefined();
  });

  it('documents the building object in the OpenAPI document', async () => {
    const doc = (await lakeApp.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    };
    const text = JSON.stringify(doc.paths['/lake-info']?.get.responses['200']);
    expect(text).toContain('"building"');
    expect(text).toContain('"percent"');
    expect(text).toContain('"phase"');
  });
});
