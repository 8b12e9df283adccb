#!/usr/bin/env node
// `npm run bench` runs every bench/<name>.bench.mjs; `npm run bench -- <name> [<name>...]` runs the named ones.
// Each benchmark prints a table and writes bench/results/<name>.json (git-ignored). Tests never assert on time.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatSeconds, say } from './lib/console.mjs';
import { runCommand } from './lib/run-command.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DIR = join(ROOT, 'bench');
const SUFFIX = '.bench.mjs';

const available = readdirSync(BENCH_DIR)
  .filter((file) => file.endsWith(SUFFIX))
  .map((file) => file.slice(0, -SUFFIX.length))
  .sort();

const requested = process.argv.slice(2).filter((argument) => !argument.startsWith('-'));
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  say('bench', `unknown benchmark ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}

let failures = 0;
for (const name of requested.length > 0 ? requested : available) {
  say('bench', `${name}: running bench/${name}${SUFFIX}`);
  const { code, durationMs } = await runCommand(process.execPath, [join(BENCH_DIR, `${name}${SUFFIX}`)], {
    cwd: ROOT,
  });
  say('bench', `${name}: ${code === 0 ? 'done' : `failed (exit ${code})`} in ${formatSeconds(durationMs)}`);
  if (code !== 0) failures += 1;
}
process.exitCode = failures > 0 ? 1 : 0;
