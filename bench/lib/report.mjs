import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../results');

function currentCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Prints rows (objects with the same keys) as an aligned plain-text table. */
export function printTable(title, rows) {
  const columns = Object.keys(rows[0] ?? {});
  const cells = rows.map((row) => columns.map((column) => String(row[column])));
  const widths = columns.map((column, index) => Math.max(column.length, ...cells.map((row) => row[index].length)));
  const line = (values) =>
    values
      .map((value, index) => value.padEnd(widths[index]))
      .join('  ')
      .trimEnd();
  process.stdout.write(
    `\n${title}\n${line(columns)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${cells.map(line).join('\n')}\n`,
  );
}

/** Writes bench/results/<name>.json with the machine and commit, so results can be compared over time. */
export function writeResults(name, scenarios) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  const body = {
    benchmark: name,
    date: new Date().toISOString(),
    commit: currentCommit(),
    node: process.version,
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    scenarios,
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
}

/** Sets a failing exit code, and says which, when a scenario had non-2xx answers or errors. */
export function failOnBrokenScenarios(scenarios) {
  const broken = scenarios.filter((scenario) => scenario['non-2xx'] > 0 || scenario.errors > 0);
  if (broken.length > 0) {
    process.stderr.write(`some requests failed: ${broken.map((scenario) => scenario.scenario).join(', ')}\n`);
    process.exitCode = 1;
  }
}
