import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let cached: string | undefined;

/**
 * The version of the running server build (spec §7 'GET /api/build-version returns buildVersion'):
 * BUILD_VERSION from the environment when set, otherwise the Next build id written by `next build`.
 * Server-only (reads the file system).
 */
export function getBuildVersion(): string {
  if (cached) return cached;
  const fromEnv = process.env.BUILD_VERSION?.trim();
  if (fromEnv) {
    cached = fromEnv;
    return cached;
  }
  try {
    cached =
      readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim() ||
      'development';
  } catch {
    // `next dev` writes no BUILD_ID; a constant keeps dev from reloading itself.
    cached = 'development';
  }
  return cached;
}
