// Read-layer latency on the demo lake (issue 3 'Benchmarks': p50 at most 5 ms for a one-asset 3-year daily
// series, at most 30 ms for a 2,000-asset group snapshot with deltas). Uses the published lake under DATA_DIR
// (default <repo>/data); build it first with `npm run data -- build --scale demo`.
// The read layer holds the published build in memory (loaded once per build): the first query of a dataset pays
// the load, reported apart as 'first query' rows, and the process's resident memory is reported at the end.
// Run: `npm run bench -- queries`. Writes bench/results/queries.json.
import { register } from 'tsx/esm/api';
import { printTable, writeResults } from './lib/report.mjs';

register();
const { closeReadPools, getGroupSnapshot, getLakeManifest, getSeries } = await import(
  '../packages/warehouse/src/index.ts'
);

const manifest = await getLakeManifest();
if (!manifest) {
  console.error('no lake is published: run `npm run data -- build --scale demo` first');
  process.exit(1);
}
const RUNS = 200;
const mib = (bytes) => Math.round(bytes / 2 ** 20);
const rssBefore = process.memoryUsage().rss;

async function once(name, query) {
  const started = performance.now();
  await query();
  const ms = Number((performance.now() - started).toFixed(1));
  return { name, runs: 1, p50: ms, p99: ms, max: ms };
}

async function measure(name, query) {
  await query(); // warm: the first run of a query shape may load a column the earlier ones did not need
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await query();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Number(times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(2));
  return { name, runs: RUNS, p50: at(0.5), p99: at(0.99), max: Number(times[times.length - 1].toFixed(2)) };
}

// The busiest company of the lake, so the series is as long as any. This first query loads the daily company
// dataset (windows and the buzz column) and the asset reference.
let busiest;
const firstSnapshot = await once('first query: loads the daily equ dataset', async () => {
  busiest = await getGroupSnapshot({
    assetClass: 'equ',
    indicator: 'buzz',
    source: 'News_Social',
    sort: 'buzz',
    limit: 1,
  });
});
const assetCode = busiest.rows[0]?.assetCode;
const series = () =>
  getSeries({
    assetClass: 'equ',
    assetCode,
    indicators: ['sentiment'],
    source: 'News_Social',
    frequency: 'daily',
    from: manifest.from,
  });
const firstSeries = await once('first series: loads the sentiment column', series);
const points = (await series()).points.length;
const snapshot = () =>
  getGroupSnapshot({ assetClass: 'equ', indicator: 'sentiment', source: 'News_Social', period: 7, sort: 'delta' });
const members = (await snapshot()).rows.length;

const scenarios = [
  { ...firstSnapshot, detail: 'once per build', targetP50: '-' },
  { ...firstSeries, detail: 'once per build', targetP50: '-' },
  { ...(await measure('one-asset daily series (3 years)', series)), detail: `${points} points`, targetP50: 5 },
  {
    ...(await measure('group snapshot with 7-day delta (all equ)', snapshot)),
    detail: `${members} rows`,
    targetP50: 30,
  },
];
const memory = {
  rssBeforeMiB: mib(rssBefore),
  rssAfterMiB: mib(process.memoryUsage().rss),
  peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  heldArrayBuffersMiB: mib(process.memoryUsage().arrayBuffers),
};
await closeReadPools();
printTable(
  `read layer on lake ${manifest.buildId} (${manifest.scale}, ${manifest.from}..${manifest.to}), ms`,
  scenarios.map((s) => ({
    query: s.name,
    detail: s.detail,
    p50: s.p50,
    p99: s.p99,
    max: s.max,
    'target p50': s.targetP50,
  })),
);
console.log(
  `\nmemory (MiB): RSS ${memory.rssBeforeMiB} before the first query, ${memory.rssAfterMiB} after, peak ${memory.peakRssMiB}; typed arrays held ${memory.heldArrayBuffersMiB}`,
);
console.log(
  `\nwrote ${writeResults(
    'queries',
    scenarios.map((s) => ({ ...s, lake: manifest.buildId, memory })),
  )}`,
);
