#!/usr/bin/env node
// `npm start` (production build) and `npm run dev` (--dev: hot reload): everything a fresh clone needs to
// show the first page. Installs dependencies, builds the data and the web app when missing, starts the API
// and the web app, waits until both answer, prints the URL and the demo logins, and stops both on Ctrl-C.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startService } from './lib/child-process.mjs';
import { formatSeconds, paint, say } from './lib/console.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { isPortInUse, waitForUrl } from './lib/network.mjs';
import { runCommand } from './lib/run-command.mjs';
import { whyWebBuildIsStale } from './lib/web-build.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCOPE = 'start';
const isDev = process.argv.includes('--dev');
const startedAt = performance.now();

// The demo users the API seeds in demo mode (issue 2 §3; apps/api seeds them).
const DEMO_LOGINS = [
  ['demo-admin', 'admin, every permission'],
  ['demo-ssh', 'ssh role, RMA and ESG data'],
  ['demo-manual', 'manual role, RMA data only'],
  ['demo-trial', 'expires in 10 days'],
  ['demo-expired', 'expired yesterday'],
  ['demo-nodocs', 'webapp flag nodocs'],
  ['demo-noesg', 'no ESG data permission'],
  ['GE-DEMO-0001', 'machine ID, not yet linked (sign in to run the linking flow)'],
];

function readPort(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    say(SCOPE, `${name} must be a port number between 1 and 65535, got '${raw}'`);
    process.exit(2);
  }
  return port;
}

const webPort = readPort('PORT', 3000);
const apiPort = readPort('API_PORT', 4000);
if (webPort === apiPort) {
  say(SCOPE, `PORT and API_PORT must differ (both are ${webPort})`);
  process.exit(2);
}

/** Builds the analytics data once (the data CLI arrives with the data issue; until then there is none). */
async function ensureData() {
  const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts ?? {};
  if (!scripts.data) {
    say(SCOPE, 'data: skipped, this version has no data builder yet (`npm run data` is not defined)');
    return true;
  }
  // The warehouse keeps its lake under DATA_DIR (default <repo>/data); `current` points at the published build.
  const current = join(process.env.DATA_DIR?.trim() || join(ROOT, 'data'), 'lake/current');
  if (existsSync(current)) {
    say(SCOPE, `data: the published lake ${current} is present`);
    return true;
  }
  say(SCOPE, 'data: building the demo dataset (simulated) with `npm run data -- build --scale demo`');
  const { code, durationMs } = await runCommand('npm', ['run', 'data', '--', 'build', '--scale', 'demo'], {
    cwd: ROOT,
    prefix: paint('magenta', '[data]'),
  });
  if (code !== 0) say(SCOPE, `data: the build failed (exit code ${code})`);
  else say(SCOPE, `data: built in ${formatSeconds(durationMs)}`);
  return code === 0;
}

async function ensureWebBuild(env) {
  const reason = whyWebBuildIsStale(ROOT);
  if (!reason) {
    say(SCOPE, 'web: production build is up to date');
    return true;
  }
  say(SCOPE, `web: building the production bundle (${reason})`);
  const { code, durationMs } = await runCommand('npm', ['run', 'build', '-w', '@moodwire/web'], {
    cwd: ROOT,
    env,
    prefix: paint('cyan', '[web]'),
  });
  if (code !== 0) say(SCOPE, `web: next build failed (exit code ${code})`);
  else say(SCOPE, `web: built in ${formatSeconds(durationMs)}`);
  return code === 0;
}

function printBanner(isDemoMode) {
  const url = `http://localhost:${webPort}`;
  const password = process.env.DEMO_PASSWORD?.trim() || 'moodwire-demo';
  const lines = [
    '',
    paint('green', `Moodwire is running${isDev ? ' (development, hot reload)' : ''}: ${paint('bold', url)}`),
    `  API: http://127.0.0.1:${apiPort} (OpenAPI at /openapi.json)`,
  ];
  if (isDemoMode) {
    lines.push(`  Demo logins, password '${password}':`);
    for (const [username, what] of DEMO_LOGINS) lines.push(`    ${username.padEnd(14)} ${what}`);
  } else {
    lines.push('  Demo mode is off: sign in with accounts from your database (`npm run users -- list`).');
  }
  lines.push(`  Ready in ${formatSeconds(performance.now() - startedAt)}. Press Ctrl-C to stop.`, '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  if (!(await ensureDependencies(ROOT, SCOPE))) return 1;
  if (!(await ensureData())) return 1;

  for (const [port, variable] of [
    [webPort, 'PORT'],
    [apiPort, 'API_PORT'],
  ]) {
    if (await isPortInUse(port)) {
      say(SCOPE, `port ${port} is already in use; stop what runs there or choose another with ${variable}=<port>`);
      return 1;
    }
  }

  // Demo mode is the default on the embedded store and never implied by DATABASE_URL (issue 2 §3);
  // a value the user set wins either way.
  const hasDatabaseUrl = Boolean(process.env.DATABASE_URL?.trim());
  const demoMode = process.env.DEMO_MODE ?? (hasDatabaseUrl ? '0' : '1');
  const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  // The web server forwards /x/* to the API: one proxy hop, so the API counts sign-in attempts per visitor (the
  // address in X-Forwarded-For) rather than per web server. A value the user set wins.
  const trustProxy = process.env.TRUST_PROXY?.trim() || '1';
  const apiEnv = { ...baseEnv, PORT: String(apiPort), DEMO_MODE: demoMode, TRUST_PROXY: trustProxy };
  const webEnv = {
    ...baseEnv,
    PORT: String(webPort),
    API_URL: process.env.API_URL?.trim() || `http://127.0.0.1:${apiPort}`,
  };

  if (!isDev && !(await ensureWebBuild(webEnv))) return 1;

  const services = [
    startService({
      name: 'api',
      prefix: paint('blue', '[api]'),
      command: 'npm',
      args: ['run', isDev ? 'dev' : 'start', '-w', '@moodwire/api'],
      cwd: ROOT,
      env: apiEnv,
    }),
    startService({
      name: 'web',
      prefix: paint('cyan', '[web]'),
      command: 'npm',
      args: ['run', isDev ? 'dev' : 'start', '-w', '@moodwire/web'],
      cwd: ROOT,
      env: webEnv,
    }),
  ];

  let stopping = false;
  let exitCode = 0;
  const stopAll = async (reason, code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    say(SCOPE, `${reason}; stopping the web app and the API`);
    await Promise.all(services.map((service) => service.stop()));
  };

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => void stopAll(`received ${signal}`, 0));
  }
  for (const service of services) {
    service.exited.then(({ code, signal }) => {
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      void stopAll(`the ${service.name} process ended (${how})`, 1);
    });
  }

  const anyDied = () => stopping || services.some((service) => service.hasExited());
  // `next dev` compiles a page on its first request, hence the longer wait in dev.
  const [apiReady, webReady] = await Promise.all([
    waitForUrl(`http://127.0.0.1:${apiPort}/healthz`, { deadlineMs: 90_000, shouldGiveUp: anyDied }),
    waitForUrl(`http://127.0.0.1:${webPort}/signin`, {
      deadlineMs: isDev ? 300_000 : 120_000,
      shouldGiveUp: anyDied,
    }),
  ]);
  if (!stopping) {
    if (apiReady && webReady) printBanner(demoMode === '1' || demoMode === 'true');
    else await stopAll(`${apiReady ? 'the web app' : 'the API'} did not become healthy in time`, 1);
  }

  await Promise.all(services.map((service) => service.exited));
  return exitCode;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
