import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED_FOLDERS = new Set(['node_modules', '.next', 'coverage', 'test-results', '.turbo']);

/** Newest modification time (ms) of any file under `folder`, skipping build output and dependencies. */
function newestModification(folder) {
  if (!existsSync(folder)) return 0;
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestModification(path));
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
  const buildId = join(root, 'apps/web/.next/BUILD_ID');
  if (!existsSync(buildId)) return 'no production build yet';
  const builtAt = statSync(buildId).mtimeMs;
  const sources = [join(root, 'apps/web'), join(root, 'packages/domain/src'), join(root, 'package-lock.json')];
  for (const source of sources) {
    if (!existsSync(source)) continue;
    const stats = statSync(source);
    const modified = stats.isDirectory() ? newestModification(source) : stats.mtimeMs;
    if (modified > builtAt) return 'sources changed since the last build';
  }
  return null;
}
