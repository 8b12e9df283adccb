#!/usr/bin/env node
// `npm test`: what CI runs (.ci/run). Installs what is missing (dependencies, Debian's Chromium), then runs
// lint, typecheck, unit + API tests, the web production build and the end-to-end tests, streaming each
// step's output. Ends with a duration table and, as the very last line, `N passed, N failed` summed over
// all suites (ARCHITECTURE.md 'Tests and measurements'); exits non-zero on any failure.
//
// Lint, typecheck and the web build count as one test each. Local shortcuts: SKIP_LINT, SKIP_TYPECHECK,
// SKIP_UNIT, SKIP_BUILD, SKIP_E2E (=1); CI ignores them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { formatSeconds, paint, say } from './lib/console.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { findFreePort, isPortInUse } from './lib/network.mjs';
import { runCommand } from './lib/run-command.mjs';
import { webDistDir } from './lib/web-build.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCOPE = 'test';
const isCi = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
const reportDir = mkdtempSync(join(tmpdir(), 'moodwire-test-'));
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** @type {{ name: string, status: 'passed' | 'failed' | 'skipped', passed: number, failed: number, skipped: number, durationMs: number, note: string }[]} */
const results = [];

function record(name, { passed = 0, failed = 0, skipped = 0, durationMs = 0, note = '', status }) {
  results.push({
    name,
    status: status ?? (failed > 0 ? 'failed' : 'passed'),
    passed,
    failed,
    skipped,
    durationMs,
    note,
  });
}

const SKIP_FLAGS = ['SKIP_LINT', 'SKIP_TYPECHECK', 'SKIP_UNIT', 'SKIP_BUILD', 'SKIP_E2E'];
const requestedSkips = SKIP_FLAGS.filter((flag) => {
  const value = process.env[flag];
  return Boolean(value) && value !== '0' && value !== 'false';
});
if (isCi && requestedSkips.length > 0) say(SCOPE, `${requestedSkips.join(', ')} ignored under CI: every step runs`);
const skippedSteps = new Set(isCi ? [] : requestedSkips);
const isSkipped = (flag) => skippedSteps.has(flag);

function heading(name) {
  process.stdout.write(`\n${paint('bold', `━━ ${name} ━━`)}\n`);
}

function readJsonReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A step that is a single pass/fail check (lint, typecheck, build). */
async function runCheck(name, flag, command, args) {
  if (isSkipped(flag)) {
    record(name, { status: 'skipped', note: `${flag}=1` });
    return true;
  }
  heading(name);
  const { code, durationMs } = await runCommand(command, args, { cwd: ROOT, env: baseEnv });
  record(name, {
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    durationMs,
    note: code ? `exit ${code}` : '',
  });
  return code === 0;
}

/** Counts from Vitest's JSON report; a file that failed outside any test, or a non-zero exit with no failed
 * test (coverage threshold, crash), counts as one failure more so that the final line never says 0 failed. */
function countVitest(report, code) {
  if (!report) return { passed: 0, failed: 1, skipped: 0, note: `no report (exit ${code})` };
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const notes = [];
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  if (brokenFiles > 0) {
    failed += brokenFiles;
    notes.push(`${brokenFiles} file(s) failed to run`);
  }
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`exit ${code} (coverage threshold or runner error)`);
  }
  return { passed, failed, skipped, note: notes.join('; ') };
}

async function runUnit() {
  const name = 'unit + API (vitest)';
  if (isSkipped('SKIP_UNIT')) return record(name, { status: 'skipped', note: 'SKIP_UNIT=1' });
  heading(name);
  const reportFile = join(reportDir, 'vitest.json');
  const { code, durationMs } = await runCommand(
    'npx',
    ['vitest', 'run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    { cwd: ROOT, env: baseEnv },
  );
  record(name, { ...countVitest(readJsonReport(reportFile), code), durationMs });
}

/** Counts from Playwright's JSON report: flaky tests passed on a retry and count as passed. */
function countPlaywright(report, code) {
  if (!report?.stats) return { passed: 0, failed: 1, skipped: 0, note: `no report (exit ${code})` };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  let failed = unexpected;
  const notes = flaky > 0 ? [`${flaky} flaky (passed on retry)`] : [];
  if (code !== 0 && failed === 0) {
    failed = 1;
    const firstError = report.errors?.[0]?.message?.split('\n')[0];
    notes.push(firstError ? `exit ${code}: ${firstError.slice(0, 80)}` : `exit ${code}`);
  }
  return { passed: expected + flaky, failed, skipped, note: notes.join('; ') };
}

/** Installs Debian's packages with apt-get (as root only); says so and returns false when it cannot. */
async function installDebianPackages(packages) {
  if (process.getuid?.() !== 0) {
    say(SCOPE, `install Debian's ${packages.join(', ')} (apt-get install ${packages.join(' ')}) as root`);
    return false;
  }
  say(SCOPE, `installing Debian's ${packages.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = await runCommand('apt-get', ['update'], { env, prefix: paint('grey', '[apt]') });
  if (update.code !== 0) return false;
  const install = await runCommand('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    env,
    prefix: paint('grey', '[apt]'),
  });
  return install.code === 0;
}

/** Debian's Chromium (never a downloaded browser): installed with apt-get when absent and we are root. */
async function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.env.CHROMIUM_PATH) {
    say(SCOPE, `Chromium not found at ${path}`);
    return null;
  }
  await installDebianPackages(['chromium']);
  return existsSync(path) ? path : null;
}

/**
 * Python's paramiko and pandas from Debian (issue 17: the SFTP test runs the vendor helper's sequence with them).
 * Without them that test is skipped and says so; CI runs as root and installs them.
 */
async function ensurePythonSftpClient() {
  // Debian's own Python: the packages install there, whatever other python3 comes first on the PATH.
  const check = () =>
    spawnSync('/usr/bin/python3', ['-c', 'import paramiko, pandas'], { stdio: 'ignore' }).status === 0;
  if (check()) return true;
  await installDebianPackages(['python3-paramiko', 'python3-pandas']);
  return check();
}

/** The e2e ports of playwright.config.ts, moved to free ports when another run holds the defaults. */
async function chooseE2ePorts() {
  const ports = {};
  for (const [variable, fallback] of [
    ['E2E_WEB_PORT', 3100],
    ['E2E_API_PORT', 4100],
    ['E2E_GEO_PORT', 4199],
    ['E2E_MODEL_PORT', 4198],
    ['E2E_SFTP_PORT', 4196],
  ]) {
    const wanted = Number(process.env[variable] ?? fallback);
    if (await isPortInUse(wanted)) {
      ports[variable] = String(await findFreePort());
      say(SCOPE, `port ${wanted} is busy; the e2e run uses ${ports[variable]} instead (${variable})`);
    } else {
      ports[variable] = String(wanted);
    }
  }
  return ports;
}

async function runEndToEnd({ isBuildReady, chromiumPath }) {
  const name = 'end-to-end (playwright)';
  if (isSkipped('SKIP_E2E')) return record(name, { status: 'skipped', note: 'SKIP_E2E=1' });
  heading(name);
  if (!isBuildReady) {
    say(SCOPE, 'end-to-end tests not run: they need the web production build, which failed or is missing');
    return record(name, { failed: 1, note: 'not run: no web build' });
  }
  if (!chromiumPath) return record(name, { failed: 1, note: 'not run: no Chromium' });
  const reportFile = join(reportDir, 'playwright.json');
  const env = {
    ...baseEnv,
    ...(await chooseE2ePorts()),
    CHROMIUM_PATH: chromiumPath,
    PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
  };
  const { code, durationMs } = await runCommand('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: ROOT,
    env,
  });
  record(name, { ...countPlaywright(readJsonReport(reportFile), code), durationMs });
}

function printSummary(totalMs) {
  const rows = results.map((result) => [
    result.name,
    result.status,
    String(result.passed),
    String(result.failed),
    String(result.skipped),
    result.status === 'skipped' ? '-' : formatSeconds(result.durationMs),
    result.note,
  ]);
  const header = ['step', 'result', 'passed', 'failed', 'skipped', 'duration', 'note'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const format = (row) =>
    row
      .map((cell, column) => (column >= 2 && column <= 5 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  const lines = [
    '',
    paint('bold', 'Summary'),
    format(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(format),
    `total ${formatSeconds(totalMs)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  const startedAt = performance.now();
  heading('install');
  const installStartedAt = performance.now();
  const hasDependencies = await ensureDependencies(ROOT, SCOPE);
  const needsBrowser = !isSkipped('SKIP_E2E');
  const chromiumPath = needsBrowser ? await ensureChromium() : null;
  const hasPythonSftp = isSkipped('SKIP_UNIT') ? true : await ensurePythonSftpClient();
  record('install', {
    failed: hasDependencies ? 0 : 1,
    durationMs: performance.now() - installStartedAt,
    note: [
      hasDependencies ? 'not counted as a test' : 'dependencies missing',
      needsBrowser && !chromiumPath ? 'no Chromium' : '',
      hasPythonSftp ? '' : 'no python3-paramiko/pandas (the paramiko SFTP test is skipped)',
    ]
      .filter(Boolean)
      .join('; '),
  });

  if (hasDependencies) {
    await runCheck('lint (biome)', 'SKIP_LINT', 'npx', ['biome', 'check', '.']);
    await runCheck('typecheck', 'SKIP_TYPECHECK', 'npm', ['run', 'typecheck']);
    await runUnit();
    const skipsBuild = isSkipped('SKIP_BUILD');
    const isBuilt = await runCheck('web build (next build)', 'SKIP_BUILD', 'npm', [
      'run',
      'build',
      '-w',
      '@moodwire/web',
    ]);
    // With SKIP_BUILD the e2e tests run against whatever build exists; in CI the build just made is used.
    const isBuildReady = skipsBuild ? existsSync(join(webDistDir(ROOT), 'BUILD_ID')) : isBuilt;
    await runEndToEnd({ isBuildReady, chromiumPath });
  }

  rmSync(reportDir, { recursive: true, force: true });
  printSummary(performance.now() - startedAt);
  const total = results.reduce(
    (sum, result) => ({
      passed: sum.passed + result.passed,
      failed: sum.failed + result.failed,
      skipped: sum.skipped + result.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const finalLine = `${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`;
  process.stdout.write(`${finalLine}\n`);
  return total.failed > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.stdout.write('0 passed, 1 failed\n');
    process.exitCode = 1;
  },
);
