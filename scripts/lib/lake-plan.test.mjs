// Run by the root Vitest config (scripts/**/*.test.mjs).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { chooseLakeBuild, clearFirstStart, markFirstStart, readLakeState } from './lake-plan.mjs';

const tiny = (buildId, imported = 0) => ({ buildId, scale: 'tiny', documents: { generated: 7320, imported } });

describe('which lake npm start builds', () => {
  it('on a fresh clone: the tiny lake now, the demo lake in the background', () => {
    assert.equal(chooseLakeBuild({ hasCurrent: false, manifest: null, firstStart: null }), 'tiny-then-demo');
    // A marker without a lake (the lake directory emptied by hand) changes nothing.
    assert.equal(
      chooseLakeBuild({ hasCurrent: false, manifest: null, firstStart: { tinyBuildId: 'a' } }),
      'tiny-then-demo',
    );
  });

  it('after a first start interrupted before the demo lake was published: the demo lake again', () => {
    assert.equal(chooseLakeBuild({ hasCurrent: true, manifest: tiny('a'), firstStart: { tinyBuildId: 'a' } }), 'demo');
  });

  it('never replaces an operator’s own lake', () => {
    // Another scale (the demo lake of an earlier start, or a full build).
    for (const scale of ['demo', 'full']) {
      const manifest = { buildId: 'b', scale, documents: { imported: 0 } };
      assert.equal(chooseLakeBuild({ hasCurrent: true, manifest, firstStart: { tinyBuildId: 'a' } }), 'none');
    }
    // A tiny lake built by hand (no marker), or rebuilt since the first start (another build id).
    assert.equal(chooseLakeBuild({ hasCurrent: true, manifest: tiny('a'), firstStart: null }), 'none');
    assert.equal(chooseLakeBuild({ hasCurrent: true, manifest: tiny('c'), firstStart: { tinyBuildId: 'a' } }), 'none');
    // Imported documents scored into the first start's tiny lake.
    assert.equal(
      chooseLakeBuild({ hasCurrent: true, manifest: tiny('a', 12), firstStart: { tinyBuildId: 'a' } }),
      'none',
    );
    // A published lake whose manifest cannot be read.
    assert.equal(chooseLakeBuild({ hasCurrent: true, manifest: null, firstStart: { tinyBuildId: 'a' } }), 'none');
  });

  it('reads its state from the lake directory, and the marker comes and goes', () => {
    const root = mkdtempSync(join(tmpdir(), 'moodwire-lake-plan-'));
    try {
      const lakeDir = join(root, 'lake');
      mkdirSync(join(lakeDir, 'builds', 'a'), { recursive: true });
      assert.equal(chooseLakeBuild(readLakeState(lakeDir)), 'tiny-then-demo');
      writeFileSync(join(lakeDir, 'builds', 'a', 'manifest.json'), JSON.stringify(tiny('a')));
      symlinkSync('builds/a', join(lakeDir, 'current'), 'dir');
      assert.equal(chooseLakeBuild(readLakeState(lakeDir)), 'none');
      markFirstStart(lakeDir, 'a');
      assert.deepEqual(readLakeState(lakeDir).firstStart?.tinyBuildId, 'a');
      assert.equal(chooseLakeBuild(readLakeState(lakeDir)), 'demo');
      clearFirstStart(lakeDir);
      assert.equal(chooseLakeBuild(readLakeState(lakeDir)), 'none');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
