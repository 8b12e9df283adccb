/**
 * Vitest global setup: builds one tiny lake for every API test file that only reads it (a build takes seconds;
 * one per file would multiply that). Tests get its data root with `inject('tinyLakeDir')` and must not write
 * into it; a test that publishes or imports builds a lake of its own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    tinyLakeDir: string;
  }
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'moodwire-tiny-lake-'));
  const dataDir = join(root, 'data');
  // The data CLI in a child process: the global setup runs outside the test runner's module transform, where
  // the warehouse's JSON imports do not load.
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/warehouse/src/cli.ts', 'build', '--scale', 'tiny'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  project.provide('tinyLakeDir', dataDir);
  return () => rmSync(root, { recursive: true, force: true });
}
