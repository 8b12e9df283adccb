import { cpSync, readFileSync, readlinkSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The data directory of the e2e API (playwright.config.ts sets it before the servers start). */
export function e2eDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dataDir;
}

/**
 * Publishes the current build of the lake again as a new build, as a build publish does: a copy of the build under
 * a new id (its manifest says so) and a new link renamed over `current`. Answers the new build id. The same
 * copy-and-swap as apps/api/test/alerts.test.ts `republish()`.
 */
export function republishLake(dataDir: string, suffix: string): string {
  const lakeDir = join(dataDir, 'lake');
  const current = join(lakeDir, 'current');
  const source = join(lakeDir, readlinkSync(current));
  const manifest = JSON.parse(readFileSync(join(source, 'manifest.json'), 'utf8')) as { buildId: string };
  const buildId = `${manifest.buildId.split('-republished')[0]}-republished-${suffix}`;
  const target = join(lakeDir, 'builds', buildId);
  cpSync(source, target, { recursive: true });
  writeFileSync(join(target, 'manifest.json'), JSON.stringify({ ...manifest, buildId }));
  const temporary = `${current}.next-${buildId}`;
  symlinkSync(join('builds', buildId), temporary, 'dir');
  renameSync(temporary, current);
  return buildId;
}
