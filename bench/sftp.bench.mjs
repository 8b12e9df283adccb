// SFTP delivery of the bulk files (issue 17) beside the web download of the same files, in one run against one API
// process started with its SFTP server (SFTP_PORT) on DATA_DIR (default ./data). Signs in as demo-ssh (DEMO_MODE
// seeds it with the README's demo key, apps/api/src/demo/demo-ssh.key) both ways and measures:
//   one file      the largest daily file of CMPNY WDAI_UDAI: ssh2's fastGet (64 reads of 32 KiB outstanding, as
//                 clients do) and a plain sequential createReadStream, against the web download (GET
//                 /rma/v4/files/equ/dai/<name>); goal: SFTP at least 0.5 of the web. The largest monthly archive
//                 (SFTP only: the web has no month archives) is timed with fastGet too.
//   20 files      the last 20 daily files (topped up from other classes when fewer) split over 4 SFTP connections
//                 at once (ssh2's client, and OpenSSH's sftp when installed), against 4 web download loops at once;
//   logins        key logins (connect, authenticate, end), one after another and 4 at a time;
//   memory        the server's resident memory (VmRSS) with no connection and with 50 idle logged-in sessions, each
//                 having opened its SFTP channel and listed a directory.
// Every download is warmed first (the first listing writes the cache) and timed as the median of BENCH_REPEATS (3).
// Exits non-zero on errors only; a missed goal is reported, not failed.
// Run: `DATA_DIR=/work/lake npm run bench -- sftp`. BENCH_SFTP_PORT picks the SFTP port (default: a free
// one), BENCH_SQLITE_PATH the accounts database (default: a temporary one). Writes bench/results/sftp.json.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readdir, readFile, readlink } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { findFreePort, isPortInUse } from '../scripts/lib/network.mjs';
import { writeResults } from './lib/report.mjs';
import { startApi } from './lib/start-api.mjs';
import { median } from './lib/statistics.mjs';

const ROOT = join(import.meta.dirname, '..');
const DATA_DIR = process.env.DATA_DIR ?? join(ROOT, 'data');
const PASSWORD = process.env.DEMO_PASSWORD?.trim() || 'moodwire-demo';
const USERNAME = 'demo-ssh';
const PRIVATE_KEY = readFileSync(join(ROOT, 'apps/api/src/demo/demo-ssh.key'));
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 50);
const IDLE_SESSIONS = Number(process.env.BENCH_IDLE_SESSIONS ?? 50);
const PARALLEL = 4;
const FILE_COUNT = 20;
/** What clients ask for: OpenSSH's sftp and ssh2's fastGet keep about this many 32 KiB reads in flight. */
const FAST_GET = { concurrency: 64, chunkSize: 32_768 };
const GOAL_SHARE_OF_WEB = 0.5;
const PREFIX = '/mrn-mi-w/PRO/MI4';
/** The class directory of the bench, then others (with their API code) when its daily bucket has too few files. */
const CLASSES = [
  { dir: 'CMPNY', code: 'equ' },
  { dir: 'CMPNY_GRP', code: 'etf' },
  { dir: 'COU', code: 'cou' },
  { dir: 'CRYPTO', code: 'crypto' },
];

const mb = (bytes) => bytes / 1e6;
const rate = (bytes, ms) => (ms > 0 ? mb(bytes) / (ms / 1000) : Number.NaN);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

// --- the API process -------------------------------------------------------------------------------------------

/** The pid of the process listening on a local TCP port (its socket's inode, found among /proc/<pid>/fd). */
async function findListeningPid(port) {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT, st 0A is LISTEN, the inode is the 10th field.
      if (fields[1]?.endsWith(`:${portHex}`) && fields[3] === '0A') inodes.add(`socket:[${fields[9]}]`);
    }
  }
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (inodes.has(target)) return Number(pid);
    }
  }
  throw new Error(`no process found listening on port ${port}`);
}

/** Resident memory of a process in kB (VmRSS of /proc/<pid>/status). */
function residentKb(pid) {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

/**
 * Starts the API as `npm start` does (bench/lib/start-api.mjs), on DATA_DIR, with its SFTP server on a port of its
 * own, a host key of the run (the data folder is left as it is) and room for the bench's connections from one address.
 */
async function startApiWithSftp(scratch) {
  const sftpPort = Number(process.env.BENCH_SFTP_PORT ?? (await findFreePort()));
  const hostKeyPath = join(scratch, 'ssh_host_ed25519_key');
  // ssh2 1.17 writes a malformed Ed25519 key about once in 200: only one it can read back is a host key.
  let hostKey = ssh2.utils.generateKeyPairSync('ed25519').private;
  while (ssh2.utils.parseKey(hostKey) instanceof Error) hostKey = ssh2.utils.generateKeyPairSync('ed25519').private;
  writeFileSync(hostKeyPath, hostKey, { mode: 0o600 });
  const api = await startApi({
    // The demo lake's preload takes half a minute on a busy machine.
    readyDeadlineMs: 120_000,
    extraEnv: {
      DATA_DIR,
      ...(process.env.BENCH_SQLITE_PATH ? { SQLITE_PATH: process.env.BENCH_SQLITE_PATH } : {}),
      RATE_LIMIT_BYTES_PER_HOUR: String(Number.MAX_SAFE_INTEGER),
      SFTP_PORT: String(sftpPort),
      SFTP_HOST: '127.0.0.1',
      SFTP_HOST_KEY: hostKeyPath,
      // One address may hold a tenth: 100 connections, above the 50 idle sessions and the parallel logins.
      SFTP_MAX_CONNECTIONS: '1000',
    },
  });
  // The SFTP server starts after the HTTP one.
  for (let waited = 0; !(await isPortInUse(sftpPort)) && waited <= 30_000; waited += 200) await sleep(200);
  if (!(await isPortInUse(sftpPort))) {
    await api.stop();
    throw new Error('the SFTP server did not start (see the API output above)');
  }
  return { ...api, sftpPort, pid: await findListeningPid(sftpPort) };
}

// --- web -------------------------------------------------------------------------------------------------------

/** Signs in as demo-ssh; the session key the API sets in its `apikey` cookie. */
async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => /^apikey=([^;]+)/.exec(header)?.[1])
    .find(Boolean);
  if (!response.ok || !cookie) throw new Error(`sign-in as ${USERNAME} failed: ${response.status}`);
  return decodeURIComponent(cookie);
}

async function getData(url) {
  const response = await fetch(url);
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url.replace(/apikey=[^&]+/, 'apikey=...')}: ${response.status} ${text}`);
  return JSON.parse(text).data;
}

/** Downloads a file over the web to the end; its length (and its digest when asked). */
async function webDownload(baseUrl, key, file, { digest } = {}) {
  const path = `/rma/v4/files/${file.code}/dai/${file.name}`;
  const response = await fetch(`${baseUrl}${path}?apikey=${key}`, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  const hash = digest ? createHash('sha256') : null;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    hash?.update(chunk);
  }
  if (bytes !== file.size) throw new Error(`web ${file.name}: ${bytes} bytes, listed ${file.size}`);
  return hash ? hash.digest('hex') : bytes;
}

// --- SFTP ------------------------------------------------------------------------------------------------------

/** A logged-in connection (key login as demo-ssh) with its SFTP channel open. */
function connectSftp(port, { withSftp = true } = {}) {
  return new Promise((resolve, reject) => {
    const client = new ssh2.Client();
    client.once('error', reject);
    client.once('ready', () => {
      if (!withSftp) return resolve({ client, sftp: null });
      client.sftp((error, sftp) => (error ? reject(error) : resolve({ client, sftp })));
    });
    client.connect({ host: '127.0.0.1', port, username: USERNAME, privateKey: PRIVATE_KEY, readyTimeout: 60_000 });
  });
}

/** Ends a connection and waits until the socket is closed. */
function endConnection(client) {
  return new Promise((resolve) => {
    client.once('close', resolve);
    client.end();
  });
}

const call = (method) =>
  new Promise((resolve, reject) => method((error, value) => (error ? reject(error) : resolve(value))));

/** The files of a directory, largest first: { name, size }. */
async function listDir(sftp, dir) {
  const entries = await call((done) => sftp.readdir(dir, done));
  return entries
    .filter((entry) => (entry.attrs.mode & 0o170000) === 0o100000)
    .map((entry) => ({ name: entry.filename, size: entry.attrs.size }));
}

/** fastGet of a file into the scratch folder (as a client saves it); checks the length. */
async function fastGet(sftp, file, localPath) {
  await call((done) => sftp.fastGet(file.path, localPath, { ...FAST_GET }, done));
  const bytes = statSync(localPath).size;
  if (bytes !== file.size) throw new Error(`fastGet ${file.path}: ${bytes} bytes, listed ${file.size}`);
  return bytes;
}

/** Whether OpenSSH's sftp client is installed (Debian's openssh-client). */
const HAS_OPENSSH_SFTP = spawnSync('sftp', ['-V'], { stdio: 'ignore' }).error === undefined;

/**
 * The files fetched by OpenSSH's sftp (C: what most customers' scripts call, and whose decryption costs little
 * beside ssh2's JavaScript client sharing these 2 cores with the server), one process per share, all at once.
 */
function opensshBatch(shares, sftpPort, keyPath, dir) {
  return Promise.all(
    shares.map(
      (files, worker) =>
        new Promise((resolve, reject) => {
          const target = join(dir, `openssh-${worker}`);
          mkdirSync(target, { recursive: true });
          const batchFile = join(dir, `openssh-${worker}.batch`);
          writeFileSync(batchFile, files.map((file) => `get ${file.path} ${target}/\n`).join(''));
          const child = spawn(
            'sftp',
            [
              '-q',
              '-b',
              batchFile,
              '-P',
              String(sftpPort),
              '-i',
              keyPath,
              '-o',
              'StrictHostKeyChecking=no',
              '-o',
              'UserKnownHostsFile=/dev/null',
              '-o',
              'BatchMode=yes',
              `${USERNAME}@127.0.0.1`,
            ],
            { stdio: ['ignore', 'ignore', 'pipe'] },
          );
          let errors = '';
          child.stderr.on('data', (chunk) => {
            errors += chunk;
          });
          child.on('error', reject);
          child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`sftp exited ${code}: ${errors}`))));
        }),
    ),
  );
}

/** One read after another (createReadStream, 64 KiB at a time); the length (and the digest when asked). */
async function streamRead(sftp, file, { digest } = {}) {
  const hash = digest ? createHash('sha256') : null;
  let bytes = 0;
  for await (const chunk of sftp.createReadStream(file.path)) {
    bytes += chunk.length;
    hash?.update(chunk);
  }
  if (bytes !== file.size) throw new Error(`createReadStream ${file.path}: ${bytes} bytes, listed ${file.size}`);
  return hash ? hash.digest('hex') : bytes;
}

const sha256 = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** The median time of `repeats` runs of `work` (after none: the caller warms first). */
async function medianMs(work, repeats = REPEATS) {
  const times = [];
  for (let run = 0; run < repeats; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Splits a list over `count` workers, round robin. */
const shares = (items, count) =>
  Array.from({ length: count }, (_, worker) => items.filter((_, index) => index % count === worker));

// --- the run ---------------------------------------------------------------------------------------------------

const scratch = mkdtempSync(join(tmpdir(), 'moodwire-sftp-bench-'));
let api = null;
try {
  api = await startApiWithSftp(scratch);
  const key = await signIn(api.baseUrl);

  // Warm: the first listing of each bucket writes its files (SFTP and web list the same cache).
  const main = await connectSftp(api.sftpPort);
  const daily = [];
  for (const { dir, code } of CLASSES) {
    if (daily.length >= FILE_COUNT && dir !== CLASSES[0].dir) break;
    const bucket = `${PREFIX}/${dir}/WDAI_UDAI/daily`;
    const files = (await listDir(main.sftp, bucket)).map((file) => ({ ...file, code, path: `${bucket}/${file.name}` }));
    // Newest first: the names end in .<YYYYMMDD>.<build>.<ext>.
    daily.push(...files.sort((a, b) => b.name.localeCompare(a.name)));
  }
  const cmpnyDaily = daily.filter((file) => file.code === 'equ');
  if (cmpnyDaily.length === 0) throw new Error(`no daily files of CMPNY WDAI_UDAI in ${DATA_DIR}`);
  const monthlyDir = `${PREFIX}/CMPNY/WDAI_UDAI/monthly`;
  const monthly = (await listDir(main.sftp, monthlyDir)).map((file) => ({
    ...file,
    path: `${monthlyDir}/${file.name}`,
  }));
  const dates = cmpnyDaily.map((file) => /\.(\d{8})\.\d+\./.exec(file.name)?.[1]).filter(Boolean);
  const toDay = (compact) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
  const lastDay = toDay(dates[0]);
  const endDate = new Date(Date.parse(`${lastDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const webListed = await getData(
    `${api.baseUrl}/rma/v4/files/equ/dai?start_date=${toDay(dates.at(-1))}&end_date=${endDate}&apikey=${key}`,
  );
  for (const file of cmpnyDaily) {
    const listed = webListed.find((entry) => entry.name === file.name);
    if (listed?.size !== file.size) throw new Error(`${file.name}: SFTP lists ${file.size} bytes, web ${listed?.size}`);
  }
  await endConnection(main.client);

  // 4. Memory per session, first, while the server has done little else since the warm listing.
  await sleep(1500);
  const rssIdleKb = residentKb(api.pid);
  const idle = [];
  for (let index = 0; index < IDLE_SESSIONS; index += 1) {
    const session = await connectSftp(api.sftpPort);
    await listDir(session.sftp, `${PREFIX}/CMPNY/WDAI_UDAI/daily`);
    idle.push(session);
  }
  await sleep(1500);
  const rssSessionsKb = residentKb(api.pid);
  await Promise.all(idle.map((session) => endConnection(session.client)));
  await sleep(1500);
  const rssAfterKb = residentKb(api.pid);
  const kbPerSession = (rssSessionsKb - rssIdleKb) / IDLE_SESSIONS;

  // 1. One large file: the largest daily file (both ways), and the largest monthly archive (SFTP only).
  const large = [...cmpnyDaily].sort((a, b) => b.size - a.size)[0];
  const archive = [...monthly].sort((a, b) => b.size - a.size)[0];
  const one = await connectSftp(api.sftpPort);
  const localPath = join(scratch, 'download');
  // Warm each way once, and check that the three ways give the same bytes.
  await fastGet(one.sftp, large, localPath);
  const digests = {
    fastGet: sha256(localPath),
    stream: await streamRead(one.sftp, large, { digest: true }),
    web: await webDownload(api.baseUrl, key, large, { digest: true }),
  };
  if (new Set(Object.values(digests)).size !== 1) throw new Error(`${large.name}: the downloads differ`);
  const fastGetMs = await medianMs(() => fastGet(one.sftp, large, localPath));
  const streamMs = await medianMs(() => streamRead(one.sftp, large));
  const webMs = await medianMs(() => webDownload(api.baseUrl, key, large));
  let archiveMs = Number.NaN;
  if (archive) {
    await fastGet(one.sftp, archive, localPath);
    archiveMs = await medianMs(() => fastGet(one.sftp, archive, localPath));
  }
  await endConnection(one.client);

  // 2. 20 files over 4 connections at once, and over 4 web loops at once.
  const batch = [...daily.filter((file) => file.code === 'equ'), ...daily.filter((file) => file.code !== 'equ')].slice(
    0,
    FILE_COUNT,
  );
  const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
  const batchClasses = [...new Set(batch.map((file) => file.code))].join(', ');
  const sessions = await Promise.all(Array.from({ length: PARALLEL }, () => connectSftp(api.sftpPort)));
  const sftpBatch = () =>
    Promise.all(
      shares(batch, PARALLEL).map(async (files, worker) => {
        for (const file of files) await fastGet(sessions[worker].sftp, file, join(scratch, `batch-${worker}`));
      }),
    );
  const webBatch = () =>
    Promise.all(
      shares(batch, PARALLEL).map(async (files) => {
        for (const file of files) await webDownload(api.baseUrl, key, file);
      }),
    );
  await sftpBatch();
  await webBatch();
  const sftpBatchMs = await medianMs(sftpBatch);
  const webBatchMs = await medianMs(webBatch);
  // ssh refuses a private key others can read: the run's copy is the owner's only.
  const keyCopy = join(scratch, 'demo-ssh.key');
  writeFileSync(keyCopy, PRIVATE_KEY, { mode: 0o600 });
  const opensshBatchRun = () => opensshBatch(shares(batch, PARALLEL), api.sftpPort, keyCopy, scratch);
  let opensshBatchMs = null;
  if (HAS_OPENSSH_SFTP) {
    await opensshBatchRun();
    opensshBatchMs = await medianMs(opensshBatchRun);
  }
  await Promise.all(sessions.map((session) => endConnection(session.client)));

  // 3. Logins: connect, authenticate with the key, end; one after another, then 4 at a time.
  const login = async () => endConnection((await connectSftp(api.sftpPort, { withSftp: false })).client);
  await login();
  let started = performance.now();
  for (let index = 0; index < LOGINS; index += 1) await login();
  const sequentialLoginMs = performance.now() - started;
  started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < LOGINS) {
        next += 1;
        await login();
      }
    }),
  );
  const parallelLoginMs = performance.now() - started;

  const fastGetRate = rate(large.size, fastGetMs);
  const streamRate = rate(large.size, streamMs);
  const webRate = rate(large.size, webMs);
  const sftpBatchRate = rate(batchBytes, sftpBatchMs);
  const webBatchRate = rate(batchBytes, webBatchMs);
  const goal = (share) => (share >= GOAL_SHARE_OF_WEB ? 'goal met' : 'goal not met');
  const rows = [
    [
      `one file, fastGet (64 x 32 KiB) vs web: ${large.name} (${fixed(mb(large.size), 2)} MB)`,
      `${fixed(fastGetRate)} MB/s`,
      `${fixed(webRate)} MB/s`,
      fixed(fastGetRate / webRate, 2),
      `>= ${GOAL_SHARE_OF_WEB}: ${goal(fastGetRate / webRate)}`,
    ],
    [
      'one file, sequential createReadStream (one 64 KiB read at a time) vs web',
      `${fixed(streamRate)} MB/s`,
      `${fixed(webRate)} MB/s`,
      fixed(streamRate / webRate, 2),
      '',
    ],
    [
      archive
        ? `largest monthly archive, fastGet: ${archive.name} (${fixed(mb(archive.size), 2)} MB)`
        : 'largest monthly archive: none in the lake',
      `${fixed(rate(archive?.size ?? 0, archiveMs))} MB/s`,
      'n/a (no web route)',
      '',
      '',
    ],
    [
      `${batch.length} daily files (${batchClasses}; ${fixed(mb(batchBytes))} MB), ${PARALLEL} sessions at once`,
      `${fixed(sftpBatchRate)} MB/s`,
      `${fixed(webBatchRate)} MB/s`,
      fixed(sftpBatchRate / webBatchRate, 2),
      `>= ${GOAL_SHARE_OF_WEB}: ${goal(sftpBatchRate / webBatchRate)}`,
    ],
    opensshBatchMs === null
      ? [
          `the same ${batch.length} files, ${PARALLEL} OpenSSH sftp clients at once`,
          'not run: no sftp client',
          '',
          '',
          '',
        ]
      : [
          `the same ${batch.length} files, ${PARALLEL} OpenSSH sftp clients at once (sftp -b)`,
          `${fixed(rate(batchBytes, opensshBatchMs))} MB/s`,
          `${fixed(webBatchRate)} MB/s`,
          fixed(rate(batchBytes, opensshBatchMs) / webBatchRate, 2),
          `>= ${GOAL_SHARE_OF_WEB}: ${goal(rate(batchBytes, opensshBatchMs) / webBatchRate)}`,
        ],
    [
      `${LOGINS} key logins one after another (connect, auth, end)`,
      `${fixed(LOGINS / (sequentialLoginMs / 1000))} logins/s`,
      '',
      '',
      '',
    ],
    [`${LOGINS} key logins, ${PARALLEL} at a time`, `${fixed(LOGINS / (parallelLoginMs / 1000))} logins/s`, '', '', ''],
    [
      `server RSS: 0 connections / ${IDLE_SESSIONS} idle sessions (channel open, one dir listed) / all closed`,
      `${rssIdleKb} / ${rssSessionsKb} / ${rssAfterKb} kB`,
      '',
      '',
      '',
    ],
    [`memory per idle session ((RSS delta) / ${IDLE_SESSIONS})`, `${fixed(kbPerSession, 0)} kB`, '', '', ''],
  ];
  const header = ['measure', 'SFTP', 'web', 'SFTP/web', 'goal'];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  process.stdout.write(
    [
      '',
      `### SFTP vs web download (lake ${DATA_DIR}; median of ${REPEATS} after a warm run)`,
      '',
      line(header),
      line(header.map(() => '---')),
      ...rows.map(line),
      '',
      `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), shared with other work: figures are noisy. ` +
        `Node ${process.version}, load ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')} at the end. Client and server run on the same machine over 127.0.0.1.`,
      '',
    ].join('\n'),
  );
  const scenarios = [
    { scenario: 'one file fastGet', MBps: fastGetRate, webMBps: webRate, bytes: large.size },
    { scenario: 'one file createReadStream', MBps: streamRate, webMBps: webRate, bytes: large.size },
    { scenario: 'monthly archive fastGet', MBps: rate(archive?.size ?? 0, archiveMs), bytes: archive?.size ?? 0 },
    { scenario: `${batch.length} files, ${PARALLEL} sessions`, MBps: sftpBatchRate, webMBps: webBatchRate },
    {
      scenario: `${batch.length} files, ${PARALLEL} OpenSSH sftp clients`,
      MBps: opensshBatchMs === null ? null : rate(batchBytes, opensshBatchMs),
      webMBps: webBatchRate,
    },
    { scenario: 'logins sequential', perSecond: LOGINS / (sequentialLoginMs / 1000) },
    { scenario: `logins ${PARALLEL} at a time`, perSecond: LOGINS / (parallelLoginMs / 1000) },
    { scenario: 'memory per idle session', kB: kbPerSession, rssIdleKb, rssSessionsKb, rssAfterKb },
  ];
  process.stdout.write(`results: ${writeResults('sftp', scenarios)}\n`);
} finally {
  await api?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
