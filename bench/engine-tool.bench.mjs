// The Engine tool's call (issue 15 'Engine tool: a 50 kB text analysed and highlighted at most 300 ms after the
// request'): a 50 kB text of the engine's golden sentences (shuffled with a fixed seed, so it names real companies,
// countries and coins of the lake and carries negations) is posted to POST /sentv5/analyze; each sample is the wall
// time from sending the request to the answer parsed and the text cut into highlight segments for sentiment (the
// page's own highlightSegments), i.e. what the tool waits for before it can draw. Warm-up calls first (the
// universe's matcher is built on the first call of a process); then RUNS timed calls; p50 and p99 reported.
// Run: `DATA_DIR=/tmp/qb npx tsx bench/engine-tool.bench.mjs` (or BENCH_API_URL=http://host:port for a running
// API). Writes bench/results/engine-tool.json.
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { signIn } from './lib/api-calls.mjs';
import { printTable, writeResults } from './lib/report.mjs';
import { startApi } from './lib/start-api.mjs';

register();
const { GOLDEN_SENTENCES } = await import('../packages/engine/src/golden/golden-sentences.ts');
const { highlightSegments } = await import('../apps/web/lib/engine/engine-result.ts');

const ROOT = join(import.meta.dirname, '..');
const DATA_DIR = process.env.DATA_DIR ?? join(ROOT, 'data');
const TARGET_BYTES = 50 * 1024;
const WARMUP = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const TARGET_MS = 300;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fiftyKiloBytes() {
  const random = mulberry32(15);
  const paragraphs = [];
  let bytes = 0;
  while (bytes < TARGET_BYTES) {
    const sentences = [];
    for (let i = 0; i < 6; i++) sentences.push(GOLDEN_SENTENCES[Math.floor(random() * GOLDEN_SENTENCES.length)][0]);
    const paragraph = sentences.join(' ');
    paragraphs.push(paragraph);
    bytes += Buffer.byteLength(paragraph) + 2;
  }
  let text = paragraphs.join('\n\n');
  while (Buffer.byteLength(text) > TARGET_BYTES) text = text.slice(0, text.lastIndexOf(' '));
  return text;
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

const api = process.env.BENCH_API_URL
  ? { baseUrl: process.env.BENCH_API_URL, stop: async () => undefined }
  : await startApi({ extraEnv: { DATA_DIR, RATE_LIMIT_BYTES_PER_HOUR: String(Number.MAX_SAFE_INTEGER) } });
try {
  const key = await signIn(api.baseUrl);
  const text = fiftyKiloBytes();
  const body = JSON.stringify({ text });
  let last;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}/sentv5/analyze?apikey=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (!response.ok) throw new Error(`POST /sentv5/analyze: ${response.status} ${await response.text()}`);
    const answer = (await response.json()).data;
    const document = answer.documents[0];
    const segments = highlightSegments(document, 'sentiment');
    const elapsed = performance.now() - started;
    last = { document, segments };
    return elapsed;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const samples = [];
  for (let i = 0; i < RUNS; i++) samples.push(await once());
  const p50 = percentile(samples, 0.5);
  const p99 = percentile(samples, 0.99);
  const rows = [
    {
      scenario: 'POST /sentv5/analyze, 50 kB text, answer parsed and highlighted',
      bytes: Buffer.byteLength(text),
      words: last.document.tokenCount,
      terms: last.document.terms.length,
      negated: last.document.terms.filter((term) => term.negated).length,
      assets: last.document.assets.length,
      segments: last.segments.length,
      runs: RUNS,
      'p50 ms': Math.round(p50),
      'p99 ms': Math.round(p99),
      'max ms': Math.round(Math.max(...samples)),
      target: `<= ${TARGET_MS}`,
      ok: p99 <= TARGET_MS ? 'yes' : 'NO',
    },
  ];
  printTable('Engine tool: a 50 kB text analysed and highlighted', rows);
  writeResults('engine-tool', rows);
} finally {
  await api.stop();
}
