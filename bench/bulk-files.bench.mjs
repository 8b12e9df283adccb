// Bulk files (issue 14: 'first download and warm: MB/s beside DuckDB's own COPY to CSV of the same rows in the same
// run; goal: first download at least 0.5 of COPY's speed'). Starts the API on DATA_DIR (default ./data) with its
// bulk-file cache emptied (a fresh build's state), signs in as demo-admin and, for the last BULK_DAYS days of the
// hourly companies' files (the largest of the lake):
//   first download   the listing (which writes its files in one partitioned pass) and then every file, timed
//                    together, as a customer who lists and downloads sees it;
//   warm             the same files downloaded again (from disk);
//   DuckDB COPY      DuckDB in this process writes the same rows to one tab-separated file (its own CSV writer);
//   COPY, day by day one COPY per day, as the first download of each file cost before the partitioned pass.
// Run: `DATA_DIR=/work/lake npm run bench -- bulk-files`, or BENCH_API_URL=http://host:port for an API already on
// DATA_DIR (its cache is emptied all the same). Writes bench/results/bulk-files.json.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { getJson, signIn } from './lib/api-calls.mjs';
import { printTable, writeResults } from './lib/report.mjs';
import { startApi } from './lib/start-api.mjs';

const ROOT = join(import.meta.dirname, '..');
const DATA_DIR = process.env.DATA_DIR ?? join(ROOT, 'data');
const DAYS = Number(process.env.BULK_DAYS ?? 3);
const CLASS = process.env.BULK_CLASS ?? 'equ';
const FREQ = process.env.BULK_FREQ ?? 'hou';
const GOAL_SHARE_OF_COPY = 0.5;

const mb = (bytes) => bytes / 1e6;
const rate = (bytes, ms) => (ms > 0 ? mb(bytes) / (ms / 1000) : Number.NaN);
const dayAfter = (day) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Downloads a file whole and returns its length (the body read to the end, as a client stores it). */
async function download(baseUrl, path, key) {
  const response = await fetch(`${baseUrl}${path}?apikey=${key}`, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  const declared = Number(response.headers.get('content-length'));
  if (declared !== bytes) throw new Error(`${path}: Content-Length ${declared}, body ${bytes}`);
  return bytes;
}

rmSync(join(DATA_DIR, 'cache', 'bulk-files'), { recursive: true, force: true });
const api = process.env.BENCH_API_URL
  ? { baseUrl: process.env.BENCH_API_URL, stop: async () => undefined }
  : await startApi({ extraEnv: { DATA_DIR, RATE_LIMIT_BYTES_PER_HOUR: String(Number.MAX_SAFE_INTEGER) } });
const scratch = mkdtempSync(join(tmpdir(), 'moodwire-bulk-bench-'));
try {
  const key = await signIn(api.baseUrl);
  const lakeInfo = await getJson(api.baseUrl, `/lake-info?apikey=${key}`);
  const end = dayAfter(lakeInfo.to);
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - DAYS * 86_400_000).toISOString().slice(0, 10);
  const listPath = `/rma/v4/files/${CLASS}/${FREQ}?start_date=${start}&end_date=${end}&apikey=${key}`;

  // First download: list (the files are written) and download each file's text.
  let started = performance.now();
  const files = await getJson(api.baseUrl, listPath);
  const listMs = performance.now() - started;
  const paths = files.map((file) => file.url.replace(/\.zip$/, '.txt'));
  let firstBytes = 0;
  for (const path of paths) firstBytes += await download(api.baseUrl, path, key);
  const firstMs = performance.now() - started;

  started = performance.now();
  let warmBytes = 0;
  for (const path of paths) warmBytes += await download(api.baseUrl, path, key);
  const warmMs = performance.now() - started;

  // DuckDB's own COPY of the same rows (every column, tab-separated, its CSV writer), in one statement and per day.
  const lake = join(DATA_DIR, 'lake', 'current', 'rma', CLASS, FREQ === 'hou' ? 'hourly' : 'daily', '*', '*.parquet');
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const connection = await instance.connect();
  const copy = async (from, to, path) => {
    const began = performance.now();
    await connection.run(
      `COPY (SELECT * FROM read_parquet('${lake}') WHERE "windowTimestamp" >= TIMESTAMP '${from}' AND "windowTimestamp" < TIMESTAMP '${to}')
       TO '${path}' (FORMAT csv, DELIMITER '\t', HEADER true)`,
    );
    return { ms: performance.now() - began, bytes: statSync(path).size };
  };
  const whole = await copy(start, end, join(scratch, 'copy.txt'));
  let perDayMs = 0;
  let perDayBytes = 0;
  for (const file of files) {
    const day = await copy(file.date, dayAfter(file.date), join(scratch, `copy-${file.date}.txt`));
    perDayMs += day.ms;
    perDayBytes += day.bytes;
  }
  connection.closeSync();
  instance.closeSync();

  const copyRate = rate(whole.bytes, whole.ms);
  const firstRate = rate(firstBytes, firstMs);
  const rows = [
    {
      scenario: 'first download (list + download, empty cache)',
      files: files.length,
      MB: mb(firstBytes).toFixed(1),
      ms: Math.round(firstMs),
      'MB/s': firstRate.toFixed(1),
      'of COPY': (firstRate / copyRate).toFixed(2),
      note: `listing ${Math.round(listMs)} ms; goal >= ${GOAL_SHARE_OF_COPY} of COPY`,
    },
    {
      scenario: 'warm download (from disk)',
      files: files.length,
      MB: mb(warmBytes).toFixed(1),
      ms: Math.round(warmMs),
      'MB/s': rate(warmBytes, warmMs).toFixed(1),
      'of COPY': (rate(warmBytes, warmMs) / copyRate).toFixed(2),
      note: '',
    },
    {
      scenario: 'DuckDB COPY to CSV, same rows, one statement',
      files: 1,
      MB: mb(whole.bytes).toFixed(1),
      ms: Math.round(whole.ms),
      'MB/s': copyRate.toFixed(1),
      'of COPY': '1.00',
      note: 'DuckDB CSV writer, tab-separated',
    },
    {
      scenario: 'DuckDB COPY, one day at a time (the old first download)',
      files: files.length,
      MB: mb(perDayBytes).toFixed(1),
      ms: Math.round(perDayMs),
      'MB/s': rate(perDayBytes, perDayMs).toFixed(1),
      'of COPY': (rate(perDayBytes, perDayMs) / copyRate).toFixed(2),
      note: 'each day reads its whole year',
    },
  ];
  printTable(
    `bulk files, ${CLASS} ${FREQ}, ${start}..${end} (Node ${process.version}, load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}, lake ${DATA_DIR})`,
    rows,
  );
  const scenarios = rows.map((row) => ({
    scenario: row.scenario,
    MBps: Number(row['MB/s']),
    ms: row.ms,
    MB: Number(row.MB),
  }));
  process.stdout.write(`results: ${writeResults('bulk-files', scenarios)}\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await api.stop();
}
