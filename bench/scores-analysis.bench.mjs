// Scores analysis of a 500-asset group over 3 years (issue 14: 'answer at most 1 s cold, 100 ms warm'). Starts the
// API on DATA_DIR (default ./data; read-only: the API only writes its own cache), signs in as demo-admin and times
// GET /ma/v5/scores-analysis for equ_top500 over the lake's last 3 years:
//   cold, first call after start   the first analysis the server answers (before /healthz answers, as in production,
//                                  the lake is preloaded and the screens' default analysis, equ_top500 over the last
//                                  year, computed once and dropped: the group's closes are held, not this answer);
//   cold, new combination          each further call names a signal, horizon or rebalancing not asked before;
//   cold, another group            a group of which nothing is held yet (its closes and signal read from the lake);
//   warm                           the same calls again (the answer cache), several times each.
// Run: `DATA_DIR=/work/lake npm run bench -- scores-analysis` (or BENCH_API_URL=http://host:port for a running API). Writes bench/results/scores-analysis.json.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { getJson, signIn } from './lib/api-calls.mjs';
import { printTable, writeResults } from './lib/report.mjs';
import { startApi } from './lib/start-api.mjs';

const ROOT = join(import.meta.dirname, '..');
const DATA_DIR = process.env.DATA_DIR ?? join(ROOT, 'data');
const GROUP = process.env.SCORES_GROUP ?? 'equ_top500';
const COLD_TARGET_MS = 1_000;
const WARM_TARGET_MS = 100;
const WARM_REPEATS = 5;
const COMBINATIONS = [
  { indicator: 'sentiment', horizon: 5, rebalancing: 'weekly' },
  { indicator: 'sentiment', horizon: 20, rebalancing: 'daily' },
  { indicator: 'model_score', horizon: 1, rebalancing: 'daily' },
  { indicator: 'buzz', horizon: 5, rebalancing: 'monthly', src: 'News' },
  { indicator: 'fear', horizon: 1, rebalancing: 'weekly', src: 'Social' },
  { group: 'equ_top100', indicator: 'model_score', horizon: 5, rebalancing: 'daily' },
];

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};
const ms = (value) => Math.round(value);

// BENCH_API_URL: time an API started by hand on the lake (a loaded machine may need longer than startApi's 60 s
// to preload the demo lake); its first call must still be the first after its start.
const api = process.env.BENCH_API_URL
  ? { baseUrl: process.env.BENCH_API_URL, stop: async () => undefined }
  : await startApi({ extraEnv: { DATA_DIR, RATE_LIMIT_BYTES_PER_HOUR: String(Number.MAX_SAFE_INTEGER) } });
try {
  const key = await signIn(api.baseUrl);
  const lakeInfo = await getJson(api.baseUrl, `/lake-info?apikey=${key}`).catch(() => null);
  const to = lakeInfo?.to ?? new Date().toISOString().slice(0, 10);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  const start = new Date(end);
  start.setUTCFullYear(end.getUTCFullYear() - 3);
  const day = (date) => date.toISOString().slice(0, 10);
  const pathOf = (combination) =>
    `/ma/v5/scores-analysis?group=${combination.group ?? GROUP}&indicator=${combination.indicator}&src=${combination.src ?? 'News_Social'}` +
    `&horizon=${combination.horizon}&rebalancing=${combination.rebalancing}&start_date=${day(start)}&end_date=${day(end)}&apikey=${key}`;
  const time = async (combination) => {
    const started = performance.now();
    const data = await getJson(api.baseUrl, pathOf(combination));
    return { ms: performance.now() - started, data };
  };

  const rows = [];
  const cold = [];
  for (const [index, combination] of COMBINATIONS.entries()) {
    const { ms: elapsed, data } = await time(combination);
    cold.push(elapsed);
    rows.push({
      scenario:
        index === 0
          ? 'cold, first call after start'
          : combination.group
            ? `cold, another group (${combination.group})`
            : 'cold, new combination',
      signal: `${combination.indicator} ${combination.src ?? 'News_Social'}`,
      horizon: combination.horizon,
      rebalancing: combination.rebalancing,
      members: data.members,
      dates: data.summary.dates,
      'mean IC': data.summary.meanIc === null ? 'NA' : data.summary.meanIc.toFixed(4),
      ms: ms(elapsed),
      target: `<= ${COLD_TARGET_MS}`,
    });
  }
  const warm = [];
  for (let repeat = 0; repeat < WARM_REPEATS; repeat++) {
    for (const combination of COMBINATIONS) warm.push((await time(combination)).ms);
  }
  rows.push({
    scenario: `warm (${warm.length} calls), p50 / p95 / max`,
    signal: 'all of the above',
    horizon: '',
    rebalancing: '',
    members: '',
    dates: '',
    'mean IC': '',
    ms: `${ms(percentile(warm, 0.5))} / ${ms(percentile(warm, 0.95))} / ${ms(Math.max(...warm))}`,
    target: `<= ${WARM_TARGET_MS}`,
  });
  printTable(
    `scores analysis, ${GROUP} over ${day(start)}..${day(end)} (Node ${process.version}, load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}, lake ${DATA_DIR})`,
    rows,
  );
  const scenarios = [
    { scenario: 'cold', maxMs: Math.max(...cold), callsMs: cold.map(ms), targetMs: COLD_TARGET_MS },
    { scenario: 'warm', p50Ms: percentile(warm, 0.5), p95Ms: percentile(warm, 0.95), targetMs: WARM_TARGET_MS },
  ];
  process.stdout.write(`results: ${writeResults('scores-analysis', scenarios)}\n`);
} finally {
  await api.stop();
}
