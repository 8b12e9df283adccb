// The web app on the demo lake, measured in Chromium through the DevTools protocol (issue 5 'Performance'): the
// production build (`next build` of apps/web into apps/web/.next/bench, made when missing or older than the
// sources; BENCH_WEB_BUILD=never uses whatever is there) served by `next start`, the API on DATA_DIR (default
// <repo>/data) in demo mode, both on their own ports and stopped at the end. Signed in as demo-admin through
// /signin, it measures (median of BENCH_RUNS, default 3):
//   (a) navigation to the first plotted chart of /ma4/charts with 5 assets of equ_top100 and 3 years daily;
//   (b) navigation to the plotted heatmap of a group of about 500 assets (maxnum=500);
//   each as the first plotted chart (the server-drawn snapshot in the HTML, or the interactive chart if it came
//   first: the issue's measure) and as the interactive chart (scripts loaded, data fetched, drawn by ECharts);
//   both cold (the browser cache disabled: a first visit) and warm (the scripts cached, as a signed-in user has
//   them, and a view not seen before, so its data is fetched);
//   (c) the JavaScript of each route's first load, compressed: the encoded bodies of the scripts the HTML asks for
//       (initiator 'parser', what `next build` calls First Load JS), and everything loaded until the network is
//       idle (lazy chunks such as ECharts included) for comparison: the analytics routes, and (issue 14
//       'Benchmarks') the docs pages (target 200 kB), the download pages and the scores analysis (250 kB). A route
//       that still shows its planned-page notice or answers an error is named in the notes, its figure kept.
//   (d) issue 16 'Benchmarks': Lighthouse (the npm package, performance category, Debian's Chromium through
//       chrome-launcher with --headless=new --no-sandbox --disable-gpu), desktop and mobile presets, on /home, a
//       solution page, a blog post and /products of the same production build, beside a bare Next.js page
//       (bench/lib/bare-next-app.mjs: a one-page app generated into .scratch/, built and served by the same next):
//       performance score, LCP, TBT, CLS and the compressed bytes of the page's scripts, median of
//       BENCH_LIGHTHOUSE_RUNS (default 3). Not signed in: what a visitor gets.
// BENCH_WEB_ONLY=js runs (c) alone; BENCH_WEB_ONLY=lighthouse runs (d) alone.
// The JavaScript measures run with the browser cache disabled (cold JavaScript and data). The browser, the
// web server and the API share this machine's cores: compare runs on one machine, not machines.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startService } from '../scripts/lib/child-process.mjs';
import { findFreePort, waitForUrl } from '../scripts/lib/network.mjs';
import { runCommand } from '../scripts/lib/run-command.mjs';
import { whyWebBuildIsStale } from '../scripts/lib/web-build.mjs';
import { signIn } from './lib/api-calls.mjs';
import { startBareNextApp } from './lib/bare-next-app.mjs';
import { startLighthouse } from './lib/lighthouse-run.mjs';
import { printTable, writeResults } from './lib/report.mjs';
import { startApi } from './lib/start-api.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DATA_DIR = process.env.DATA_DIR ?? join(ROOT, 'data');
// BENCH_WEB_DIST_DIR: measure another build folder of apps/web (a developer's own, with BENCH_WEB_BUILD=never).
const DIST_DIR = process.env.BENCH_WEB_DIST_DIR || '.next/bench';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUILD = process.env.BENCH_WEB_BUILD ?? 'auto'; // auto | never | always
const USERNAME = 'demo-admin';
const PASSWORD = process.env.DEMO_PASSWORD?.trim() || 'moodwire-demo';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 60_000;
const ONLY_JS = process.env.BENCH_WEB_ONLY === 'js';
const ONLY_LIGHTHOUSE = process.env.BENCH_WEB_ONLY === 'lighthouse';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The solution page measured (the first of spec §2's list). */
const SOLUTION_PATH = '/solutions/market-sentiment-and-events';
/**
 * Goals of issue 16 for the public pages: desktop score >= 0.98 and LCP <= 1.0 s, mobile score >= 0.90, CLS below
 * 0.05, at most 120 kB of compressed JavaScript.
 */
const LIGHTHOUSE_GOALS = { desktopScore: 0.98, desktopLcpMs: 1000, mobileScore: 0.9, cls: 0.05, scriptKB: 120 };
/**
 * Targets of the issues: chart and heatmap under 1 s after navigation; compressed JS on first load <= 250 kB for
 * the analytics, download and scores pages, <= 200 kB for the docs pages (issue 14).
 */
const TARGETS = { chartMs: 1000, heatmapMs: 1000, firstLoadKB: 250, docsFirstLoadKB: 200 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

async function ensureBuild(env) {
  const distEnv = { ...env, NEXT_DIST_DIR: DIST_DIR };
  const previous = process.env.NEXT_DIST_DIR;
  process.env.NEXT_DIST_DIR = DIST_DIR; // whyWebBuildIsStale reads it
  const reason = whyWebBuildIsStale(ROOT);
  if (previous === undefined) delete process.env.NEXT_DIST_DIR;
  else process.env.NEXT_DIST_DIR = previous;
  const hasBuild = existsSync(join(ROOT, 'apps/web', DIST_DIR, 'BUILD_ID'));
  if (BUILD === 'never' || (BUILD === 'auto' && reason === null)) {
    if (!hasBuild) throw new Error(`no production build in apps/web/${DIST_DIR} (BENCH_WEB_BUILD=never)`);
    return { built: false, note: reason ? `existing build used (${reason})` : 'existing build, up to date' };
  }
  process.stdout.write(`[bench web] next build into apps/web/${DIST_DIR} (${reason ?? 'asked'})\n`);
  const { code, durationMs } = await runCommand('npm', ['run', 'build', '-w', '@moodwire/web'], {
    cwd: ROOT,
    env: distEnv,
    prefix: '[build]',
  });
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
  return { built: true, note: `built in ${Math.round(durationMs / 1000)} s` };
}

async function startWeb(apiUrl) {
  const port = await findFreePort();
  const service = startService({
    name: 'web',
    prefix: '[web]',
    command: 'npm',
    args: ['run', 'start', '-w', '@moodwire/web', '--', '-p', String(port)],
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: DIST_DIR, API_URL: apiUrl, PORT: String(port) },
  });
  const baseUrl = `http://localhost:${port}`;
  const isReady = await waitForUrl(`${baseUrl}/signin`, { deadlineMs: 120_000, shouldGiveUp: service.hasExited });
  if (!isReady) {
    await service.stop();
    throw new Error('next start did not answer /signin within 120 s');
  }
  return { baseUrl, stop: () => service.stop() };
}

async function apiData(apiUrl, key, path) {
  const response = await fetch(`${apiUrl}${path}${path.includes('?') ? '&' : '?'}apikey=${key}`);
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

/**
 * Records (in the page), in ms since navigation start, when the chart is first plotted: the server-drawn snapshot
 * in the HTML (data-chart-snapshot) or the interactive chart (data-chart-ready), whichever comes first, and when
 * the interactive chart is drawn.
 */
function recordChartReady() {
  const mark = () => {
    const now = performance.now();
    // Shown, not only parsed: React streams it in a hidden element and reveals it with a script.
    if (window.__snapshotAt === undefined && document.querySelector('[data-chart-snapshot]')?.checkVisibility()) {
      window.__snapshotAt = now;
    }
    if (window.__chartReadyAt === undefined && document.querySelector('[data-chart-ready]'))
      window.__chartReadyAt = now;
  };
  new MutationObserver(mark).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-chart-ready', 'data-chart-snapshot'],
    childList: true,
  });
}

/** One measured navigation (cold: the cache disabled): ms to the first plotted chart and to the interactive one. */
async function timeToChart(page, cdp, url, { isCold = true } = {}) {
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: isCold });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__chartReadyAt !== undefined, null, { timeout: TIMEOUT_MS, polling: 50 });
  const { snapshotAt, readyAt } = await page.evaluate(() => ({
    snapshotAt: window.__snapshotAt,
    readyAt: window.__chartReadyAt,
  }));
  return {
    firstMs: Math.min(snapshotAt ?? readyAt, readyAt),
    interactiveMs: readyAt,
    hasSnapshot: snapshotAt !== undefined,
  };
}

/** The scripts of one route's first load (cache disabled): parser-initiated and all until the network is idle. */
async function scriptBytes(page, cdp, url) {
  const requests = new Map();
  const onRequest = (event) =>
    requests.set(event.requestId, { initiator: event.initiator?.type, type: event.type, url: event.request.url });
  const onResponse = (event) => {
    const entry = requests.get(event.requestId);
    if (entry) {
      entry.type = event.type;
      entry.headerBytes = event.response.encodedDataLength ?? 0;
    }
  };
  const onFinished = (event) => {
    const entry = requests.get(event.requestId);
    if (entry) entry.totalBytes = event.encodedDataLength;
  };
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const response = await page.goto(url, { waitUntil: 'networkidle', timeout: TIMEOUT_MS });
  await page.waitForTimeout(500);
  // Not the page yet: the planned-page notice of a route whose screen is not built, or an error answer. The route
  // gate shows either only once the session is checked.
  await page.waitForFunction(() => !document.querySelector('[aria-label="Checking access"]'), null, {
    timeout: TIMEOUT_MS,
  });
  const isPlanned = (await page.locator('[data-testid="planned-page"]').count()) > 0;
  const status = response?.status() ?? 0;
  cdp.off('Network.requestWillBeSent', onRequest);
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  let firstLoad = 0;
  let all = 0;
  let count = 0;
  for (const entry of requests.values()) {
    if (entry.type !== 'Script' || entry.totalBytes === undefined) continue;
    // The body: what loadingFinished counts minus the response headers received before it.
    const body = Math.max(0, entry.totalBytes - (entry.headerBytes ?? 0));
    all += body;
    if (entry.initiator === 'parser') {
      firstLoad += body;
      count += 1;
    }
  }
  return { firstLoad, all, count, isPlanned, status };
}

/** The goals one Lighthouse median misses (empty when it meets them all). */
function missedGoals(preset, figures) {
  const goals = LIGHTHOUSE_GOALS;
  const missed = [];
  if (preset === 'desktop' && figures.score < goals.desktopScore) missed.push(`score < ${goals.desktopScore}`);
  if (preset === 'desktop' && figures.lcpMs > goals.desktopLcpMs) missed.push(`LCP > ${goals.desktopLcpMs} ms`);
  if (preset === 'mobile' && figures.score < goals.mobileScore) missed.push(`score < ${goals.mobileScore}`);
  if (figures.cls >= goals.cls) missed.push(`CLS >= ${goals.cls}`);
  if (kb(figures.scriptBytes) > goals.scriptKB) missed.push(`JS > ${goals.scriptKB} kB`);
  return missed;
}

/** (d) Lighthouse on the public pages and on a bare Next.js page: the rows of its table and of the JSON. */
async function measureLighthouse(webUrl, apiUrl, notes) {
  const posts = await (await fetch(`${apiUrl}/home-blog2?limit=1`)).json();
  const postUrl = posts.data.posts[0]?.url;
  const pages = [
    { name: '/home', url: `${webUrl}/home` },
    { name: SOLUTION_PATH, url: `${webUrl}${SOLUTION_PATH}` },
    ...(postUrl ? [{ name: postUrl, url: `${webUrl}${postUrl}` }] : []),
    { name: '/products', url: `${webUrl}/products` },
  ];
  if (!postUrl) notes.push('lighthouse: the content API serves no blog post; none measured');
  const bare = await startBareNextApp({ root: ROOT });
  const lighthouse = await startLighthouse({ chromePath: CHROMIUM });
  const rows = [];
  const results = [];
  try {
    for (const page of [...pages, { name: 'bare Next.js page (baseline)', url: bare.url, isBaseline: true }]) {
      await fetch(page.url); // one unmeasured request: the server's first answer of a route is not the visitor's
      for (const preset of ['desktop', 'mobile']) {
        const runs = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouse.run(page.url, preset));
        const figures = {
          score: median(runs.map((one) => one.score)),
          lcpMs: Math.round(median(runs.map((one) => one.lcpMs))),
          tbtMs: Math.round(median(runs.map((one) => one.tbtMs))),
          cls: Math.round(median(runs.map((one) => one.cls)) * 1000) / 1000,
          scriptBytes: median(runs.map((one) => one.scriptBytes)),
        };
        const missed = page.isBaseline ? [] : missedGoals(preset, figures);
        results.push({ page: page.name, preset, ...figures, runs, missed, isBaseline: page.isBaseline === true });
        rows.push({
          page: page.name,
          preset,
          score: figures.score.toFixed(2),
          LCP: `${figures.lcpMs} ms`,
          TBT: `${figures.tbtMs} ms`,
          CLS: figures.cls.toFixed(3),
          'JS (compressed)': `${kb(figures.scriptBytes)} kB`,
          goals: page.isBaseline ? '-' : missed.length === 0 ? 'met' : `NO: ${missed.join(', ')}`,
        });
      }
    }
  } finally {
    await lighthouse.stop();
    await bare.stop();
  }
  return { rows, results };
}

async function main() {
  const startedAt = Date.now();
  const notes = ['the machine is shared (other builds and tests may run): times are indicative'];
  const build = await ensureBuild({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
  notes.push(`web build: ${build.note}`);
  const api = await startApi({ extraEnv: { DATA_DIR } });
  let web;
  let browser;
  try {
    web = await startWeb(api.baseUrl);
    if (ONLY_LIGHTHOUSE) {
      const lighthouse = await measureLighthouse(web.baseUrl, api.baseUrl, notes);
      printTable(`Public pages, Lighthouse (median of ${LIGHTHOUSE_RUNS}, performance category)`, lighthouse.rows);
      for (const note of notes) process.stdout.write(`  note: ${note}\n`);
      const file = writeResults('web', {
        rows: [],
        lighthouse: lighthouse.results,
        notes,
        targets: { ...TARGETS, lighthouse: LIGHTHOUSE_GOALS },
        durationS: Math.round((Date.now() - startedAt) / 1000),
      });
      process.stdout.write(`\nresults: ${file}\n`);
      return;
    }
    const key = await signIn(api.baseUrl);
    const lake = await apiData(api.baseUrl, key, '/lake-info');
    notes.push(`lake ${lake.buildId} (${lake.scale}), days ${lake.from}..${lake.to}`);
    // Five assets per chart: the first five for the cold runs, other fives for the warm ones (fresh data each).
    const groupAssets = (await apiData(api.baseUrl, key, `/groupassets2?group=equ_top100&limit=${5 * (RUNS + 2)}`)).map(
      (row) => row.Asset,
    );
    const chartAssets = groupAssets.slice(0, 5);
    const chartUrl = (n) => `/ma4/charts/${groupAssets.slice(5 * n, 5 * n + 5).join('/')}?group=equ_top100&range=3Y`;
    const dayBefore = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const presets = await apiData(api.baseUrl, key, '/presets/list');
    const heatmapGroup =
      presets.find((group) => group.Group === 'equ_top500') ??
      [...presets].sort((a, b) => Math.abs(a.Count - 500) - Math.abs(b.Count - 500))[0];

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const context = await browser.newContext({ baseURL: web.baseUrl, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(recordChartReady);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');

    // Sign in through the page, as a user does (the session then lives in the context).
    await page.goto('/signin');
    await page.getByLabel('Username or email').fill(USERNAME);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/app$/, { timeout: TIMEOUT_MS });

    const rows = [];
    const scenarios = [];
    // Cold: the cache disabled, every script and answer fetched (a first visit), the same view each run. Warm: the
    // browser's HTTP cache after one unmeasured visit (the scripts a signed-in user already has), and a view not
    // seen before each run, so that its data is fetched (urlOf(run + 1); urlOf(0) warms).
    const timed = async (name, urlOf, target, isCold) => {
      const runs = [];
      let error = null;
      const url = urlOf(isCold ? 0 : 1);
      try {
        if (!isCold) await timeToChart(page, cdp, urlOf(0), { isCold });
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await timeToChart(page, cdp, isCold ? url : urlOf(run + 1), { isCold }));
        }
      } catch (caught) {
        error = caught instanceof Error ? caught.message.split('\n')[0] : String(caught);
      }
      const label = `${name}, ${isCold ? 'cold' : 'warm'}`;
      const snapshots = runs.filter((one) => one.hasSnapshot).length;
      // The issue's measure (first plotted chart), then the interactive chart for comparison (no target).
      for (const [what, key, goal] of [
        ['first plotted', 'firstMs', target],
        ['interactive', 'interactiveMs', null],
      ]) {
        const times = runs.map((one) => Math.round(one[key]));
        const value = times.length === RUNS ? Math.round(median(times)) : null;
        scenarios.push({
          name: `${label}: ${what}`,
          url,
          isCold,
          runsMs: times,
          medianMs: value,
          targetMs: goal,
          serverSnapshots: snapshots,
          error,
        });
        rows.push({
          measure: `${label}: ${what}`,
          median: value === null ? 'not measurable' : `${value} ms`,
          runs: times.join(' / ') || '-',
          target: goal ? `< ${goal} ms` : '-',
          ok: value === null || !goal ? '-' : value < goal ? 'yes' : 'NO',
        });
      }
      notes.push(`${label}: the server-drawn snapshot came first in ${snapshots} of ${runs.length} runs`);
      if (error) notes.push(`${label}: ${error}`);
    };

    for (const isCold of ONLY_JS ? [] : [true, false]) {
      await timed(`chart: 5 assets, 3 years daily`, chartUrl, TARGETS.chartMs, isCold);
      if (heatmapGroup) {
        await timed(
          `heatmap: ${heatmapGroup.Group} (${heatmapGroup.Count} assets)`,
          // Warm runs draw earlier days (a view not seen before).
          (n) => `/ma4/heatmaps?group=${heatmapGroup.Group}&maxnum=500${n > 0 ? `&end=${dayBefore(lake.to, n)}` : ''}`,
          TARGETS.heatmapMs,
          isCold,
        );
      }
    }

    const featured = presets.find((group) => group.Group === 'equ_top100')?.Featured ?? chartAssets[0];
    const routes = [
      '/ma4/equ/equ_top100/overview',
      `/ma4/asset/${featured}`,
      '/ma4/assets/1',
      '/ma4/charts',
      '/ma4/heatmaps',
      '/ma4/screener',
      '/ma4/worldmaps?group=cou',
      '/app',
      // issue 14: documentation, downloads and the scores analysis.
      ...[
        '/ma4/guide/overview',
        '/esg4/guide/overview',
        '/ma4/research/overview',
        '/ma5/guide',
        '/ma4/apidocs/overview',
        '/ma4/apidocs/reference',
      ].map((route) => ({
        route,
        targetKB: TARGETS.docsFirstLoadKB,
      })),
      '/ma4/download/files',
      '/ma4/download/pull',
      '/ma4/download/coverage',
      '/transcripts/download/files',
      '/ma4/scores-analysis',
      '/esg4/scores-analysis',
      // issue 15: the product areas' tools and their public intros (goal: at most 250 kB each).
      '/radar/radar-ui',
      '/radar/alerts',
      '/settings/watchlists-v5',
      '/radar/thematic',
      '/pulse/tool',
      '/pulse/dashboard',
      '/engine/tool',
      '/transcripts/tool',
      '/mms/screener',
      '/user/account/radar',
      '/radar/intro',
      '/radar/radar-alerts',
      '/engine/intro',
    ].map((entry) => (typeof entry === 'string' ? { route: entry, targetKB: TARGETS.firstLoadKB } : entry));
    for (const { route, targetKB } of routes) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await scriptBytes(page, cdp, route));
      const firstLoad = median(runs.map((one) => one.firstLoad));
      const all = median(runs.map((one) => one.all));
      const { isPlanned, status } = runs[0] ?? {};
      const notBuilt = isPlanned ? 'not built yet (planned-page notice)' : status >= 400 ? `HTTP ${status}` : null;
      if (notBuilt) notes.push(`JS ${route}: ${notBuilt}; its figure is not the page's`);
      scenarios.push({
        name: `first-load JS ${route}`,
        firstLoadBytes: firstLoad,
        scripts: runs[0]?.count ?? 0,
        allScriptBytesUntilIdle: all,
        targetKB,
        notBuilt,
      });
      rows.push({
        measure: `JS ${route}`,
        median: `${kb(firstLoad)} kB`,
        runs: `${runs[0]?.count ?? 0} scripts; ${kb(all)} kB until idle`,
        target: `<= ${targetKB} kB`,
        ok: notBuilt ? 'not built' : kb(firstLoad) <= targetKB ? 'yes' : 'NO',
      });
    }

    printTable(`Web app on the demo lake (median of ${RUNS}, cache disabled, Chromium via CDP)`, rows);
    // Lighthouse in a browser of its own, after the other measures (so that neither slows the other).
    const lighthouse = ONLY_JS ? null : await measureLighthouse(web.baseUrl, api.baseUrl, notes);
    if (lighthouse) {
      printTable(`Public pages, Lighthouse (median of ${LIGHTHOUSE_RUNS}, performance category)`, lighthouse.rows);
    }
    for (const note of notes) process.stdout.write(`  note: ${note}\n`);
    const file = writeResults('web', {
      rows: scenarios,
      lighthouse: lighthouse?.results ?? [],
      notes,
      targets: { ...TARGETS, lighthouse: LIGHTHOUSE_GOALS },
      durationS: Math.round((Date.now() - startedAt) / 1000),
    });
    process.stdout.write(`\nresults: ${file}\n`);
  } finally {
    await browser?.close();
    await web?.stop();
    await api.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
