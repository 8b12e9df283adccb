import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildProgress } from './build-lake';
import { buildStatusPath, createBuildStatusWriter, percentOfBuild, readBuildStatus } from './build-status';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'moodwire-build-status-'));
  mkdirSync(join(dataDir, 'lake'), { recursive: true });
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const STARTED = new Date('2026-11-26T02:30:00.000Z');

/** The events of a build as build-lake.ts sends them, in its order (writing ends after the derived datasets). */
function buildEvents(days: number): BuildProgress[] {
  const events: BuildProgress[] = [
    { stage: 'universe', done: 0, total: 1 },
    { stage: 'universe', done: 1, total: 1 },
  ];
  for (let day = 0; day <= days; day++) events.push({ stage: 'scoring', done: day, total: days });
  events.push({ stage: 'writing', done: 0, total: 1 });
  for (let step = 0; step <= 6; step++) events.push({ stage: 'derived', done: step, total: 6 });
  events.push({ stage: 'writing', done: 1, total: 1 }, { stage: 'publishing', done: 0, total: 1 });
  events.push({ stage: 'publishing', done: 1, total: 1 });
  return events;
}

describe('the build status file', () => {
  it('counts the whole build from 0 to 100 percent across the stages', () => {
    expect(percentOfBuild({ stage: 'universe', done: 0, total: 1 })).toBe(0);
    expect(percentOfBuild({ stage: 'scoring', done: 0, total: 100 })).toBe(1);
    expect(percentOfBuild({ stage: 'scoring', done: 50, total: 100 })).toBe(15);
    expect(percentOfBuild({ stage: 'derived', done: 6, total: 6 })).toBe(99);
    expect(percentOfBuild({ stage: 'publishing', done: 1, total: 1 })).toBe(100);
    // A stage without steps is done at once.
    expect(percentOfBuild({ stage: 'writing', done: 0, total: 0 })).toBe(72);
  });

  it('is read back while the build runs, its percent never going back, and removed when the build ends', async () => {
    const writer = createBuildStatusWriter({ scale: 'demo', dataDir, now: () => STARTED });
    const seen: number[] = [];
    let writes = 0;
    let last = '';
    for (const event of buildEvents(1000)) {
      if (event.stage === 'publishing' && event.done === 1) break;
      writer.onProgress(event);
      const text = readFileSync(buildStatusPath(dataDir), 'utf8');
      if (text !== last) writes += 1;
      last = text;
      const status = await readBuildStatus({ dataDir });
      expect(status).not.toBeNull();
      seen.push(status?.percent ?? -1);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    // One write per whole percent or phase, not one per scoring day.
    expect(writes).toBeLessThan(120);
    expect(await readBuildStatus({ dataDir })).toEqual({
      scale: 'demo',
      phase: 'publishing',
      percent: 99,
      startedAt: STARTED.toISOString(),
    });
    // Written by rename: no temporary file is left beside it.
    expect(readdirSync(join(dataDir, 'lake'))).toEqual(['building.json']);
    writer.finish();
    expect(existsSync(buildStatusPath(dataDir))).toBe(false);
    expect(await readBuildStatus({ dataDir })).toBeNull();
  });

  it('is left alone by a build that never started (refused by the build lock)', () => {
    const running = createBuildStatusWriter({ scale: 'demo', dataDir });
    running.onProgress({ stage: 'scoring', done: 3, total: 10 });
    createBuildStatusWriter({ scale: 'tiny', dataDir }).finish();
    expect(existsSync(buildStatusPath(dataDir))).toBe(true);
  });

  it('is ignored once the process that wrote it is gone (a build killed on the spot)', async () => {
    createBuildStatusWriter({ scale: 'demo', dataDir }).onProgress({ stage: 'scoring', done: 3, total: 10 });
    expect(await readBuildStatus({ dataDir, isAlive: () => true })).toMatchObject({ phase: 'scoring', percent: 9 });
    expect(await readBuildStatus({ dataDir, isAlive: () => false })).toBeNull();
  });

  it('reads no build from a missing, unreadable or foreign file', async () => {
    expect(await readBuildStatus({ dataDir })).toBeNull();
    writeFileSync(buildStatusPath(dataDir), '{"scale":"demo","phase":"scor');
    expect(await readBuildStatus({ dataDir })).toBeNull();
    writeFileSync(buildStatusPath(dataDir), JSON.stringify({ scale: 'demo', phase: 'dreaming', percent: 5 }));
    expect(await readBuildStatus({ dataDir })).toBeNull();
  });

  it('writes nothing and does not stop the build when the lake directory is missing', () => {
    const writer = createBuildStatusWriter({ scale: 'demo', dataDir: join(dataDir, 'absent') });
    expect(() => writer.onProgress({ stage: 'universe', done: 0, total: 1 })).not.toThrow();
    expect(() => writer.finish()).not.toThrow();
  });
});
