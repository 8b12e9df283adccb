import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The web app's build folder: NEXT_DIST_DIR (apps/web/next.config.ts) or `.next`, relative to apps/web. */
export function webDistDir(root) {
  return join(root, 'apps/web', process.env.NEXT_DIST_DIR?.trim() || '.next');
}

const SKIPPED_FOLDERS = new Set(['node_modules', '.next', 'coverage', 'test-results', '.turbo']);

/** Newest modification time (ms) of any file under `folder`, skipping build output and dependencies. */
function newestModification(folder, skipped) {
  if (!existsSync(folder)) return 0;
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory() && (SKIPPED_FOLDERS.has(entry.name) || entry.name === skipped)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestModification(path, skipped));
    else if (entry.isFile() && !entry.name.endsWith('.tsbuildinfo') && entry.name !== 'next-env.d.ts') {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

/**
 * Why the web app's production build must be (re)built, or null when it is current: missing, or older than
 * the web app's sources or the packages it bundles. The build id file is written last by `next build`.
 */
export function whyWebBuildIsStale(root) {
  const distDir = webDistDir(root);
  const buildId = join(distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return 'no production build yet';
  const builtAt = statSync(buildId).mtimeMs;
  const sources = [join(root, 'apps/web'), join(root, 'packages/domain/src'), join(root, 'package-lock.json')];
  for (const source of sources) {
    if (!existsSync(source)) continue;
    const stats = statSync(source);
    const modified = stats.isDirectory() ? newestModification(source, basename(distDir)) : stats.mtimeMs;
    if (modified > builtAt) return 'sources changed since the last build';
  }
  return null;
}
