// Radar alert delivery (issue 15 'Benchmarks': from the publish of a new build to the webhook's receipt, p50 and
// p99 over 1,000 rules; goal: all evaluated and delivered within 5 s of the publish). Starts the API as `npm start`
// does on a data root of its own whose `lake/current` points at DATA_DIR's published build (two names for the same
// build, so publishing is the same atomic rename a build does, and DATA_DIR is never touched); makes 10 users with
// the Radar permission, each with a webhook to a local receiver and 100 rules (1,000 in all: changes, z-scores,
// thresholds and buzz spikes on single assets, and z-scores on groups), then publishes and times each signed call's
// arrival after the rename. The API's own log gives the evaluation's time.
// Run: `DATA_DIR=/work/lake npm run bench -- alerts` (default ./data). Writes bench/results/alerts.json.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, readlinkSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, waitForUrl } from '../scripts/lib/network.mjs';
import { getJson, signIn } from './lib/api-calls.mjs';
import { printTable, writeResults } from './lib/report.mjs';

const ROOT = join(import.meta.dirname, '..');
const DATA_DIR = process.env.DATA_DIR ?? join(ROOT, 'data');
const USERS = 10;
const RULES_PER_USER = 100;
const GOAL_MS = 5_000;
const QUIET_MS = 3_000;
const PASSWORD = 'bench-alerts-passphrase';

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};
const ms = (value) => Math.round(value);

async function call(baseUrl, method, path, key, body) {
  const response = await fetch(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}apikey=${encodeURIComponent(key)}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text).data;
}

async function signInAs(baseUrl, username) {
  const response = await fetch(`${baseUrl}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => /^apikey=([^;]+)/.exec(header)?.[1])
    .find(Boolean);
  if (!response.ok || !cookie) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  return decodeURIComponent(cookie);
}

// The data root: lake/builds/{a,b} both name DATA_DIR's published build; lake/current -> builds/a.
const published = realpathSync(join(DATA_DIR, 'lake', 'current'));
const root = mkdtempSync(join(tmpdir(), 'moodwire-bench-alerts-'));
const lakeDir = join(root, 'data', 'lake');
mkdirSync(join(lakeDir, 'builds'), { recursive: true });
for (const name of ['a', 'b']) symlinkSync(published, join(lakeDir, 'builds', name), 'dir');
symlinkSync(join('builds', 'a'), join(lakeDir, 'current'), 'dir');

// The receiver: the arrival time of each call, its signature checked with its user's secret.
const secrets = new Map();
const arrivals = new Map();
let badSignatures = 0;
let duplicates = 0;
const receiver = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const at = performance.now();
    const body = Buffer.concat(chunks).toString('utf8');
    const user = request.url.split('/').pop();
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(request.headers['moodwire-signature'])) ?? [];
    const expected = createHmac('sha256', secrets.get(user) ?? '')
      .update(`${t}.${body}`)
      .digest('hex');
    if (v1 !== expected) badSignatures++;
    const id = String(request.headers['moodwire-event-id']);
    if (arrivals.has(id)) duplicates++;
    else arrivals.set(id, at);
    response.end('ok');
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${receiver.address().port}/hook`;

// The API, as `npm start` runs it; its log lines are read for the evaluation's own figures.
const port = await findFreePort();
const baseUrl = `http://127.0.0.1:${port}`;
const api = spawn('npm', ['run', 'start', '-w', '@moodwire/api'], {
  cwd: ROOT,
  detached: true,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(root, 'data'),
    DEMO_MODE: '1',
    SQLITE_PATH: join(root, 'accounts.db'),
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '10000000',
    AUTH_RATE_LIMIT_MAX: '10000000',
    ALERTS_WEBHOOK_ALLOW_PRIVATE: '1',
  },
});
const evaluations = [];
let pending = '';
api.stdout.on('data', (chunk) => {
  pending += chunk.toString('utf8');
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    if (!line.includes('alert rules evaluated') && !line.includes('webhook deliveries sent')) continue;
    try {
      evaluations.push({ at: performance.now(), ...JSON.parse(line) });
    } catch {
      // not a log line
    }
  }
});
const stopApi = () => {
  try {
    process.kill(-api.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

try {
  if (!(await waitForUrl(`${baseUrl}/healthz`, { deadlineMs: 180_000 }))) throw new Error('the API did not start');
  const admin = await signIn(baseUrl);
  const lake = await getJson(baseUrl, `/lake-info?apikey=${admin}`);

  // Targets: the buzziest assets of four classes, and groups for the group rules.
  const assets = [];
  for (const cls of ['equ', 'crypto', 'cur', 'cou']) {
    const list = await getJson(baseUrl, `/radarv5/assetlist?cls=${cls}&limit=250&apikey=${admin}`);
    for (const asset of list.assets) assets.push({ class: cls, code: asset.asset });
  }
  const groups = ['equ_top100', 'crypto', 'cur', 'agr', 'enm'];
  const ruleOf = (i) => {
    const asset = assets[i % assets.length];
    const target = { type: 'asset', class: asset.class, code: asset.code };
    switch (i % 10) {
      case 0:
        return {
          target: { type: 'group', group: groups[(i / 10) % groups.length] },
          kind: 'zscore',
          indicator: 'sentiment',
          params: { limit: 2.5, window: 30 },
        };
      case 1:
        return { target, kind: 'zscore', indicator: 'sentiment', params: { limit: 1, window: 60 } };
      case 2:
        return { target, kind: 'buzz_spike', params: { factor: 1.2, window: 30 } };
      case 3:
        return { target, kind: 'threshold', indicator: 'sentiment', params: { direction: 'above', value: 0 } };
      default:
        // Fires whenever the indicator moved at all since the day before: the delivery load.
        return {
          target,
          kind: 'change',
          indicator: i % 2 ? 'sentiment' : 'optimism',
          params: { days: 1, amount: 1e-9 },
        };
    }
  };

  const setupStarted = performance.now();
  for (let u = 0; u < USERS; u++) {
    const username = `bench-alerts-${u}`;
    await call(baseUrl, 'POST', '/admin/users', admin, {
      username,
      password: PASSWORD,
      role: 'manual',
      permissions: { masf_v5: true },
    });
    const key = await signInAs(baseUrl, username);
    const hook = await call(baseUrl, 'POST', '/radarv5/alerts/webhook', key, { url: `${receiverUrl}/${username}` });
    secrets.set(username, hook.secret);
    await Promise.all(
      Array.from({ length: RULES_PER_USER }, (_, r) =>
        call(baseUrl, 'POST', '/radarv5/alerts/rules', key, {
          name: `bench ${u}-${r}`,
          cooldownDays: 1,
          ...ruleOf(u * RULES_PER_USER + r),
        }),
      ),
    );
  }
  const setupMs = performance.now() - setupStarted;
  // Let the start-up evaluation (before the rules existed) be long over.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const evaluationsBefore = evaluations.length;

  // Publish: the atomic rename a build does.
  const publishedAt = performance.now();
  symlinkSync(join('builds', 'b'), join(lakeDir, 'current.next'), 'dir');
  renameSync(join(lakeDir, 'current.next'), join(lakeDir, 'current'));
  if (readlinkSync(join(lakeDir, 'current')) !== join('builds', 'b')) throw new Error('publish failed');

  let last = arrivals.size;
  let lastChange = performance.now();
  while (performance.now() - publishedAt < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (arrivals.size !== last) {
      last = arrivals.size;
      lastChange = performance.now();
    }
    const evaluated = evaluations.slice(evaluationsBefore).some((line) => line.msg === 'alert rules evaluated');
    if (evaluated && performance.now() - lastChange > QUIET_MS) break;
  }
  const evaluation = evaluations.slice(evaluationsBefore).find((line) => line.msg === 'alert rules evaluated');
  const delays = [...arrivals.values()].map((at) => at - publishedAt);
  let firings = 0;
  let delivered = 0;
  for (let u = 0; u < USERS; u++) {
    const key = await signInAs(baseUrl, `bench-alerts-${u}`);
    const usage = await call(baseUrl, 'GET', '/radarv5/alerts/usage', key);
    firings += usage.firingsLast30Days;
    delivered += usage.deliveries.ok;
  }
  const rows = [
    {
      scenario: 'publish -> webhook receipt',
      rules: evaluation?.rules ?? 0,
      pairs: evaluation?.pairs ?? 0,
      reads: evaluation?.reads ?? 0,
      firings,
      received: arrivals.size,
      delivered,
      'eval ms': evaluation?.ms ?? Number.NaN,
      'eval done ms': evaluation ? ms(evaluation.at - publishedAt) : Number.NaN,
      'p50 ms': ms(percentile(delays, 0.5)),
      'p99 ms': ms(percentile(delays, 0.99)),
      'max ms': ms(Math.max(...delays)),
      'bad sig': badSignatures,
      dupes: duplicates,
      goal: `all <= ${GOAL_MS} ms`,
      met: delays.length > 0 && Math.max(...delays) <= GOAL_MS && arrivals.size === firings ? 'yes' : 'no',
    },
  ];
  printTable(
    `Radar alerts: ${USERS * RULES_PER_USER} rules on ${lake.buildId ?? 'the lake'} (last day ${lake.to}); setup ${ms(setupMs)} ms`,
    rows,
  );
  const file = writeResults('alerts', rows);
  process.stdout.write(`\nwrote ${file}\n`);
  if (badSignatures > 0 || duplicates > 0 || arrivals.size !== firings) process.exitCode = 1;
} finally {
  stopApi();
  receiver.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(root, { recursive: true, force: true });
}
