#!/usr/bin/env node
// `npm start` (production build) and `npm run dev` (--dev: hot reload): everything a fresh clone needs to
// show the first page. Installs dependencies, builds the data and the web app when missing, starts the API
// and the web app, waits until both answer, prints the URL and the demo logins, and stops both on Ctrl-C.
// Without a lake it serves the tiny lake first (seconds) and builds the full demo data in the background, beside
// the web build and the running app; the API follows the publish (issue 13 'The first start').
import { chmodSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startBackgroundBuild } from './lib/background-build.mjs';
import { startService } from './lib/child-process.mjs';
import { formatSeconds, paint, say } from './lib/console.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import {
  chooseLakeBuild,
  clearFirstStart,
  markFirstStart,
  readCurrentManifest,
  readLakeState,
} from './lib/lake-plan.mjs';
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

/** The API's SFTP server of the bulk files (issue 17): SFTP_PORT, default 2222, or 'off'. */
const sftpPort = process.env.SFTP_PORT?.trim().toLowerCase() === 'off' ? null : readPort('SFTP_PORT', 2222);
/** The demo LSEG account's key, published for the demo only (README 'Demo logins'). */
const DEMO_SFTP_KEY = 'apps/api/src/demo/demo-ssh.key';

/** The full demo data's build while the app serves the tiny lake (startDemoBuild), or null. */
let demoBuild = null;
let stopping = false;

/** The data root's lake directory: the warehouse keeps it under DATA_DIR (default <repo>/data). */
const LAKE_DIR = join(process.env.DATA_DIR?.trim() || join(ROOT, 'data'), 'lake');

/**
 * Builds the full demo data in the background; the API serves it once it is published. A failure leaves the tiny
 * lake served (and the first-start marker, so the next `npm start` tries again).
 */
function startDemoBuild() {
  say(SCOPE, 'data: building the full demo data in the background (`npm run data -- build --scale demo`)');
  const build = startBackgroundBuild({
    command: 'npm',
    args: ['run', 'data', '--', 'build', '--scale', 'demo'],
    cwd: ROOT,
    env: process.env,
    prefix: paint('magenta', '[demo]'),
  });
  build.exited.then(({ code, signal, durationMs }) => {
    if (stopping) return;
    if (code === 0) {
      clearFirstStart(LAKE_DIR);
      say(
        SCOPE,
        `data: the full demo data is published (built in ${formatSeconds(durationMs)}, ` +
          `${formatSeconds(performance.now() - startedAt)} after the start); the app serves it now`,
      );
    } else {
      say(
        SCOPE,
        `data: the full demo data build failed (${signal ? `signal ${signal}` : `exit code ${code}`}); the app ` +
          'keeps serving the tiny lake. The next `npm start` tries again, or run `npm run data -- build --scale demo`',
      );
    }
  });
  return build;
}

/**
 * The data the app serves first. Nothing published: the tiny lake now (seconds), the demo lake in the background.
 * The tiny lake an interrupted first start left: the demo lake in the background again. An operator's lake: as it is.
 */
async function ensureData() {
  const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts ?? {};
  if (!scripts.data) {
    say(SCOPE, 'data: skipped, this version has no data builder yet (`npm run data` is not defined)');
    return true;
  }
  const state = readLakeState(LAKE_DIR);
  const plan = chooseLakeBuild(state);
  if (plan === 'none') {
    say(SCOPE, `data: the published lake ${join(LAKE_DIR, 'current')} is present (${state.manifest?.scale ?? '?'})`);
    return true;
  }
  if (plan === 'tiny-then-demo') {
    say(SCOPE, 'data: no lake yet; the tiny lake first (`npm run data -- build --scale tiny`), the demo data after');
    const { code, durationMs } = await runCommand('npm', ['run', 'data', '--', 'build', '--scale', 'tiny'], {
      cwd: ROOT,
      prefix: paint('magenta', '[data]'),
    });
    if (code !== 0) {
      say(SCOPE, `data: the tiny lake's build failed (exit code ${code})`);
      return false;
    }
    const manifest = readCurrentManifest(LAKE_DIR);
    if (manifest?.buildId) markFirstStart(LAKE_DIR, manifest.buildId);
    say(SCOPE, `data: the tiny lake is built in ${formatSeconds(durationMs)} and served until the demo data is ready`);
  } else {
    say(SCOPE, 'data: the tiny lake of an interrupted first start is published; the demo data is built again');
  }
  if (!stopping) demoBuild = startDemoBuild();
  return true;
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
  if (sftpPort !== null) {
    lines.push(
      isDemoMode
        ? `  SFTP: sftp -P ${sftpPort} -i ${DEMO_SFTP_KEY} demo-ssh@localhost`
        : `  SFTP: port ${sftpPort} (keys are added on Account Info)`,
    );
  }
  if (isDemoMode) {
    lines.push(`  Demo logins, password '${password}':`);
    for (const [username, what] of DEMO_LOGINS) lines.push(`    ${username.padEnd(14)} ${what}`);
  } else {
    lines.push('  Demo mode is off: sign in with accounts from your database (`npm run users -- list`).');
  }
  if (demoBuild?.isRunning()) {
    lines.push(
      '  Data: the tiny lake, while the full demo data is built in the background (the app shows its progress).',
    );
  }
  lines.push(`  Ready in ${formatSeconds(performance.now() - startedAt)}. Press Ctrl-C to stop.`, '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** The API and the web app once started. */
const services = [];
let exitCode = 0;

/** Stops the services and the background demo build (each in its own process group), once. */
async function stopAll(reason, code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  const running = services.map((service) => (service.name === 'web' ? 'the web app' : 'the API'));
  if (demoBuild?.isRunning()) running.push('the demo data build');
  const listed = running.length > 1 ? `${running.slice(0, -1).join(', ')} and ${running.at(-1)}` : running.join('');
  say(SCOPE, `${reason}${listed ? `; stopping ${listed}` : ''}`);
  await Promise.all([...services.map((service) => service.stop()), demoBuild?.stop()]);
}

const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/** Both services are started: from then on main waits for them to exit, and a signal ends it through them. */
let allServicesStarted = false;

/** Starts a workspace's server (`npm run start|dev -w <workspace>`); one that ends on its own ends the app. */
function startServer(name, workspace, colour, env) {
  const service = startService({
    name,
    prefix: paint(colour, `[${name}]`),
    command: 'npm',
    args: ['run', isDev ? 'dev' : 'start', '-w', workspace],
    cwd: ROOT,
    env,
  });
  services.push(service);
  service.exited.then(({ code, signal }) => {
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    void stopAll(`the ${name} process ended (${how})`, 1);
  });
}

async function main() {
  // Registered before the demo build starts: it runs in its own process group, which a Ctrl-C does not reach.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      void stopAll(`received ${signal}`, 0).then(() => {
        // Before both services run, a step in the foreground (install, web build) is stopped by the terminal's
        // signal itself: end as a signalled script does.
        if (!allServicesStarted) process.exit(SIGNAL_EXIT_CODES[signal]);
      });
    });
  }
  if (!(await ensureDependencies(ROOT, SCOPE))) return 1;

  for (const [port, variable] of [
    [webPort, 'PORT'],
    [apiPort, 'API_PORT'],
  ]) {
    if (await isPortInUse(port)) {
      say(SCOPE, `port ${port} is already in use; stop what runs there or choose another with ${variable}=<port>`);
      return 1;
    }
  }
  // The app runs without SFTP when its port is taken (the API says so too): a warning, not a failure.
  if (sftpPort !== null && (await isPortInUse(sftpPort))) {
    say(SCOPE, `port ${sftpPort} is already in use: the API serves no SFTP (choose another with SFTP_PORT=<port>)`);
  }

  // Demo mode is the default on the embedded store and never implied by DATABASE_URL (issue 2 §3);
  // a value the user set wins either way.
  const hasDatabaseUrl = Boolean(process.env.DATABASE_URL?.trim());
  const demoMode = process.env.DEMO_MODE ?? (hasDatabaseUrl ? '0' : '1');
  const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  // The web server forwards /x/* to the API: one proxy hop, so the API counts sign-in attempts per visitor (the
  // address in X-Forwarded-For) rather than per web server. A value the user set wins.
  const trustProxy = process.env.TRUST_PROXY?.trim() || '1';
  // ssh refuses a private key others can read, and git checks files out 0644: the demo key is made the owner's.
  if (demoMode === '1') chmodSync(join(ROOT, DEMO_SFTP_KEY), 0o600);
  const apiEnv = { ...baseEnv, PORT: String(apiPort), DEMO_MODE: demoMode, TRUST_PROXY: trustProxy };
  const webEnv = {
    ...baseEnv,
    PORT: String(webPort),
    API_URL: process.env.API_URL?.trim() || `http://127.0.0.1:${apiPort}`,
  };

  // The web build needs no data: it runs beside the tiny lake's build, and the API starts as soon as that lake
  // is there (the first page waits for the slower of the two, not for their sum).
  const webBuilt = isDev ? Promise.resolve(true) : ensureWebBuild(webEnv);
  if (!(await ensureData())) {
    await webBuilt;
    return 1;
  }
  if (stopping) return exitCode;
  startServer('api', '@moodwire/api', 'blue', apiEnv);
  if (!(await webBuilt)) {
    await stopAll('the web build failed', 1);
    return exitCode;
  }
  if (stopping) return exitCode;
  startServer('web', '@moodwire/web', 'cyan', webEnv);
  allServicesStarted = true;

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

/** Whatever ends main, the background build does not outlive this script. */
async function run() {
  try {
    return await main();
  } finally {
    await demoBuild?.stop();
  }
}

run().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
