/**
 * Where the data lives: the data root is env DATA_DIR (default `<repo>/data`); the lake is `lake/` in it, each
 * build in `lake/builds/<id>`, and `lake/current` a symlink to the published build (ARCHITECTURE.md 'Storage').
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface LakePaths {
  dataDir: string;
  lakeDir: string;
  buildsDir: string;
  current: string;
  importsDir: string;
  lockFile: string;
}

export function lakePaths(dataDir: string = process.env.DATA_DIR || join(REPO_ROOT, 'data')): LakePaths {
  const root = resolve(dataDir);
  const lakeDir = join(root, 'lake');
  return {
    dataDir: root,
    lakeDir,
    buildsDir: join(lakeDir, 'builds'),
    current: join(lakeDir, 'current'),
    importsDir: join(root, 'imports'),
    lockFile: join(lakeDir, '.build.lock'),
  };
}
