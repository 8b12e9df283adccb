// Lake build time and peak memory (issue 3 'Benchmarks': demo in at most 90 s with at most 4 GiB, tiny in at
// most 10 s, on this 2-core machine). Runs `npm run data -- build` for tiny and demo into a scratch DATA_DIR,
// measuring wall time and the peak resident set (workers are threads, so one process holds all of it).
// Run: `npm run bench -- build`. Writes bench/results/build.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable, writeResults } from './lib/report.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'packages/warehouse/src/cli.ts');
const TIME = '/usr/bin/time';
const scales = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const targets = { tiny: { seconds: 10 }, demo: { seconds: 90, gib: 4 } };

const scenarios = [];
for (const scale of scales.length > 0 ? scales : ['tiny', 'demo']) {
  const dataDir = mkdtempSync(join(tmpdir(), `moodwire-bench-${scale}-`));
  const rssFile = join(dataDir, 'rss.txt');
  const command = [process.execPath, '--import', 'tsx', CLI, 'build', '--scale', scale];
  const useTime = existsSync(TIME);
  const started = performance.now();
  const result = spawnSync(
    useTime ? TIME : command[0],
    useTime ? ['-f', '%M', '-o', rssFile, ...command] : command.slice(1),
    {
      cwd: join(ROOT, 'packages/warehouse'),
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    throw new Error(`build --scale ${scale} failed (exit ${result.status})`);
  }
  const peakMiB = useTime ? Number(readFileSync(rssFile, 'utf8').trim().split('\n').pop()) / 1024 : null;
  const manifest = JSON.parse(readFileSync(join(dataDir, 'lake/current/manifest.json'), 'utf8'));
  const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
  scenarios.push({
    scale,
    seconds: Number(seconds.toFixed(1)),
    peakMiB: peakMiB === null ? null : Math.round(peakMiB),
    documents: manifest.documents.generated + manifest.documents.imported,
    assets: Object.values(manifest.assets).reduce((sum, count) => sum + count, 0),
    rows,
    days: `${manifest.from}..${manifest.to}`,
    targetSeconds: targets[scale]?.seconds ?? null,
  });
  rmSync(dataDir, { recursive: true, force: true });
}

printTable(
  'lake build (npm run data -- build --scale <scale>)',
  scenarios.map((s) => ({
    scale: s.scale,
    'wall s': s.seconds,
    'target s': s.targetSeconds ?? '-',
    'peak RSS MiB': s.peakMiB ?? 'n/a',
    documents: s.documents,
    assets: s.assets,
    rows: s.rows,
    days: s.days,
  })),
);
console.log(`\nwrote ${writeResults('build', scenarios)}`);
