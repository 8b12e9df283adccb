import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LakeManifest } from '../build/build-lake';
import { lakePaths } from '../lake/paths';

/** The manifest of a lake directory, or null when it has none (nothing published, or an unfinished build). */
export async function readManifest(lakeDir: string): Promise<LakeManifest | null> {
  try {
    return JSON.parse(await readFile(join(lakeDir, 'manifest.json'), 'utf8')) as LakeManifest;
  } catch {
    return null;
  }
}

export interface GetLakeManifestOptions {
  /** Data root (default env DATA_DIR or <repo>/data). */
  dataDir?: string;
}

/** The published lake's manifest (build id, scale, date range, row counts, created), or null. */
export async function getLakeManifest(options: GetLakeManifestOptions = {}): Promise<LakeManifest | null> {
  return readManifest(lakePaths(options.dataDir).current);
}
