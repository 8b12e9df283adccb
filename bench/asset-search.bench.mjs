// Asset search at full scale (issue 4: 'asset search over the whole universe from an in-memory index (p99 at most
// 20 ms at the full scale of 132,566 companies)'). Builds the full-scale universe (buildUniverse, seed moodwire, as
// a full build would), indexes the companies (class equ) and the whole universe with the API's AssetIndex
// (apps/api/src/lake/asset-index.ts), and times a seeded mix of searches: name prefixes, words from the middle
// of names, two-word texts, tickers, RICs, asset codes and their fragments, and texts that match nothing. Each
// search runs with a limit of 50 (a search box) and without one (every match, as /{prefix}/v4/{class}/assets
// returns them).
// Run: `npm run bench -- asset-search` (heap figures need `node --expose-gc bench/asset-search.bench.mjs`).
// Writes bench/results/asset-search.json.
import { loadavg } from 'node:os';
import { register } from 'tsx/esm/api';
import { printTable, writeResults } from './lib/report.mjs';

register();
const { buildUniverse } = await import('../packages/warehouse/src/index.ts');
const { AssetIndex } = await import('../apps/api/src/lake/asset-index.ts');

const SEED = 'moodwire';
const SEARCHES = 2_000;
const TARGET_P99_MS = 20;
const mib = (bytes) => Math.round(bytes / 2 ** 20);

let started = performance.now();
const universe = buildUniverse({ scale: 'full', seed: SEED }).assets;
const universeMs = performance.now() - started;
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;

started = performance.now();
const index = new AssetIndex(universe);
// The search structures are built by the first search (listing and look-ups by code need none of them).
index.search('warm');
const indexBuildMs = performance.now() - started;
globalThis.gc?.();
const heapAfterIndex = process.memoryUsage().heapUsed;

// A small seeded generator (mulberry32) so that every run times the same searches.
let state = 0x5eed;
function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const assets = index.list('equ');
const kinds = [
  ['name prefix', () => pick(assets).name.slice(0, 1 + Math.floor(random() * 8))],
  [
    'word inside a name',
    () => {
      const words = pick(assets).name.split(' ');
      const word = pick(words);
      return word.slice(0, Math.max(2, Math.ceil(word.length * random())));
    },
  ],
  ['two words', () => pick(assets).name.split(' ').slice(0, 2).join(' ').toLowerCase()],
  ['ticker', () => pick(assets).ticker ?? 'AAPL'],
  ['RIC', () => pick(assets).ric ?? 'AAPL.O'],
  ['asset code', () => pick(assets).id],
  ['code fragment', () => pick(assets).id.slice(2, 7)],
  ['no match', () => `zq${Math.floor(random() * 1e6)}xj`],
];
const searches = Array.from({ length: SEARCHES }, (_, i) => {
  const [kind, make] = kinds[i % kinds.length];
  return { kind, text: make() };
});

function percentile(sorted, q) {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(2));
}

function measure(name, assetClass, limit) {
  for (const { text } of searches.slice(0, 200)) index.search(text, { limit, assetClass }); // warm the JIT
  const times = [];
  const cpuTimes = [];
  const byKind = new Map();
  let matches = 0;
  for (const { kind, text } of searches) {
    const cpu = process.cpuUsage();
    const begin = performance.now();
    const found = index.search(text, { limit, assetClass });
    const ms = performance.now() - begin;
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    matches += found.length;
    times.push(ms);
    const list = byKind.get(kind) ?? [];
    list.push(ms);
    byKind.set(kind, list);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const worstKind = [...byKind.entries()]
    .map(([kind, list]) => [kind, list.sort((a, b) => a - b)])
    .sort((a, b) => percentile(b[1], 0.99) - percentile(a[1], 0.99))[0];
  return {
    name,
    assets: index.list(assetClass).length,
    limit: limit ?? 'all',
    searches: times.length,
    meanMatches: Math.round(matches / times.length),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: Number(times[times.length - 1].toFixed(2)),
    cpuP99: percentile(cpuTimes, 0.99),
    slowestKind: `${worstKind[0]} (p99 ${percentile(worstKind[1], 0.99)})`,
    targetP99: TARGET_P99_MS,
  };
}

const scenarios = [
  measure('companies (equ), search box', 'equ', 50),
  measure('companies (equ), every match', 'equ', undefined),
  measure('ESG Core companies (equcor), search box', 'equcor', 50),
  measure('whole universe, search box', undefined, 50),
  measure('whole universe, every match', undefined, undefined),
];
const build = {
  universeMs: Math.round(universeMs),
  indexMs: Math.round(indexBuildMs),
  indexHeapMiB: mib(heapAfterIndex - heapBefore),
  peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  loadAverage: loadavg().map((load) => Number(load.toFixed(1))),
};
printTable(
  `asset search at full scale (${index.list('equ').length} companies, ${index.size} assets), ${SEARCHES} searches each, ms`,
  scenarios.map((s) => ({
    index: s.name,
    limit: s.limit,
    'mean matches': s.meanMatches,
    p50: s.p50,
    p95: s.p95,
    p99: s.p99,
    max: s.max,
    'CPU p99': s.cpuP99,
    'slowest kind': s.slowestKind,
    'target p99': s.targetP99,
  })),
);
console.log(
  `\nbuild: universe ${build.universeMs} ms; index built by the first search in ${build.indexMs} ms (about ${build.indexHeapMiB} MiB of heap); peak RSS ${build.peakRssMiB} MiB; load average ${build.loadAverage.join(' ')} (other processes share the cores: CPU p99 is the search's own time)`,
);
console.log(
  `\nwrote ${writeResults(
    'asset-search',
    scenarios.map((s) => ({ ...s, build })),
  )}`,
);
