// Which lake `npm start` builds before serving (issue 13 'The first start'): on a fresh clone the tiny lake first
// (seconds), served at once, and the full demo data in the background, published over it when ready. Plain Node
// (no dependencies): it runs before `npm ci` has.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Left in the lake directory by a first start between its tiny lake and the demo lake's publish. */
export const FIRST_START_FILE = 'first-start.json';

/**
 * The decision, from what the lake directory holds:
 *   'tiny-then-demo'  nothing is published: the tiny lake now, the demo lake in the background;
 *   'demo'            the published lake is the tiny one an interrupted first start left (its marker names it,
 *                     no demo build has published since, nothing was imported): the demo lake in the background;
 *   'none'            an operator's own lake (another scale, imported documents, a tiny lake they built), or a
 *                     published lake whose manifest cannot be read: never replaced.
 * @param {{ hasCurrent: boolean, manifest: { buildId?: string, scale?: string, documents?: { imported?: number } } | null, firstStart: { tinyBuildId?: string } | null }} state
 * @returns {'tiny-then-demo' | 'demo' | 'none'}
 */
export function chooseLakeBuild({ hasCurrent, manifest, firstStart }) {
  if (!hasCurrent) return 'tiny-then-demo';
  if (manifest?.scale !== 'tiny') return 'none';
  if ((manifest.documents?.imported ?? 0) > 0) return 'none';
  if (!firstStart?.tinyBuildId || firstStart.tinyBuildId !== manifest.buildId) return 'none';
  return 'demo';
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** What chooseLakeBuild decides from: the published lake (`current` and its manifest) and the first-start marker. */
export function readLakeState(lakeDir) {
  const current = join(lakeDir, 'current');
  const hasCurrent = existsSync(current);
  return {
    hasCurrent,
    manifest: hasCurrent ? readJson(join(current, 'manifest.json')) : null,
    firstStart: readJson(join(lakeDir, FIRST_START_FILE)),
  };
}

/** The published lake's manifest, or null. */
export function readCurrentManifest(lakeDir) {
  return readJson(join(lakeDir, 'current', 'manifest.json'));
}

/** Marks the tiny lake just published as the first start's, to be replaced by the demo lake. */
export function markFirstStart(lakeDir, tinyBuildId) {
  writeFileSync(
    join(lakeDir, FIRST_START_FILE),
    `${JSON.stringify({ tinyBuildId, createdAt: new Date().toISOString() }, null, 2)}\n`,
  );
}

/** The demo lake is published: the first start is over. */
export function clearFirstStart(lakeDir) {
  rmSync(join(lakeDir, FIRST_START_FILE), { force: true });
}
