/**
 * The read layer's DuckDB: one in-memory instance per data root with a small pool of connections (queries are
 * queued when all are busy), and the in-memory store of the published build (lake-store.ts). The lake is only
 * ever read; the published build is resolved once per request, so a request never mixes two builds, and a newly
 * published build gets a fresh store while requests still holding the previous one finish on it.
 */
import { readlinkSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { lakePaths } from '../lake/paths';
import { LakeStore } from './lake-store';
import { ReadError } from './read-error';

const POOL_SIZE = 3;
/** Exports running at once per data root; more wait their turn (each holds a connection while its client reads). */
export const EXPORT_SLOTS = 2;

interface Pool {
  instance: DuckDBInstance;
  idle: DuckDBConnection[];
  waiting: ((connection: DuckDBConnection) => void)[];
  /** Export slots free, and the exports waiting for one. */
  exportSlots: number;
  exportWaiting: (() => void)[];
}

const pools = new Map<string, Promise<Pool>>();
/** The store of the build each data root last resolved to; replaced when `current` moves. */
const stores = new Map<string, LakeStore>();

async function createPool(): Promise<Pool> {
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const idle: DuckDBConnection[] = [];
  for (let i = 0; i < POOL_SIZE; i++) idle.push(await instance.connect());
  // Parquet footers are cached between queries (the files of a build never change once published).
  await idle[0]?.run('LOAD parquet');
  await idle[0]?.run('SET GLOBAL parquet_metadata_cache = true');
  await idle[0]?.run("SET GLOBAL allocator_flush_threshold = '8MB'");
  return { instance, idle, waiting: [], exportSlots: EXPORT_SLOTS, exportWaiting: [] };
}

/** Takes a pooled connection of the data root's DuckDB instance (waiting when all are busy) and its release. */
async function poolOf(dataDir: string): Promise<Pool> {
  let pending = pools.get(dataDir);
  if (!pending) {
    pending = createPool();
    pools.set(dataDir, pending);
  }
  return pending;
}

async function acquireConnection(dataDir: string): Promise<{ connection: DuckDBConnection; release: () => void }> {
  const pool = await poolOf(dataDir);
  const connection = pool.idle.pop() ?? (await new Promise<DuckDBConnection>((resolve) => pool.waiting.push(resolve)));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const next = pool.waiting.shift();
    if (next) next(connection);
    else pool.idle.push(connection);
  };
  return { connection, release };
}

/** Runs `work` on a pooled connection of the data root's DuckDB instance. */
async function withConnection<T>(dataDir: string, work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
  const { connection, release } = await acquireConnection(dataDir);
  try {
    return await work(connection);
  } finally {
    release();
  }
}

/** The resolved build directory per `current` path, with the symlink target it was resolved under. */
const resolvedBuilds = new Map<string, { link: string; lakeDir: string }>();

async function publishedBuild(dataDir: string | undefined) {
  const paths = lakePaths(dataDir);
  // A publish points `current` at a new build directory: while the link reads the same (one synchronous
  // readlink(2), microseconds), the directory resolved for it still holds; realpath only when it changed.
  let link: string | null = null;
  try {
    link = readlinkSync(paths.current);
  } catch {
    // Missing, or not a symlink: resolved below as before.
  }
  const known = link === null ? undefined : resolvedBuilds.get(paths.current);
  if (known && known.link === link) return { paths, lakeDir: known.lakeDir };
  try {
    const lakeDir = await realpath(paths.current);
    if (link !== null) resolvedBuilds.set(paths.current, { link, lakeDir });
    return { paths, lakeDir };
  } catch {
    throw new ReadError('no_lake', `no lake is published under ${paths.lakeDir}`);
  }
}

export interface LakeQueryContext {
  connection: DuckDBConnection;
  /** The published build's directory (symlink resolved). */
  lakeDir: string;
}

/** Runs `work` with a pooled connection and the published build's directory (for SQL over the Parquet files). */
export async function withLake<T>(
  dataDir: string | undefined,
  work: (context: LakeQueryContext) => Promise<T>,
): Promise<T> {
  const { paths, lakeDir } = await publishedBuild(dataDir);
  return withConnection(paths.dataDir, (connection) => work({ connection, lakeDir }));
}

/**
 * A connection of its own for a streaming export, held until `release` (idempotent): a client that downloads
 * slowly keeps it for as long as it reads, so exports never take the pooled connections that serve the API's
 * queries; at most EXPORT_SLOTS run at once per data root and the next waits for a slot.
 */
export async function acquireExportLake(
  dataDir: string | undefined,
): Promise<LakeQueryContext & { release: () => void }> {
  const { paths, lakeDir } = await publishedBuild(dataDir);
  const pool = await poolOf(paths.dataDir);
  if (pool.exportSlots > 0) pool.exportSlots--;
  else await new Promise<void>((resolve) => pool.exportWaiting.push(resolve));
  const freeSlot = () => {
    const next = pool.exportWaiting.shift();
    if (next) next();
    else pool.exportSlots++;
  };
  let connection: DuckDBConnection;
  try {
    connection = await pool.instance.connect();
  } catch (error) {
    freeSlot();
    throw error;
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    connection.closeSync();
    freeSlot();
  };
  return { connection, lakeDir, release };
}

/** The in-memory store of the published build, opened once per build. */
export async function openLakeStore(dataDir: string | undefined): Promise<LakeStore> {
  const { paths, lakeDir } = await publishedBuild(dataDir);
  const known = stores.get(paths.dataDir);
  if (known && known.lakeDir === lakeDir) return known;
  const store = new LakeStore(lakeDir, (work) => withConnection(paths.dataDir, work));
  stores.set(paths.dataDir, store);
  return store;
}

/** Closes every pool and forgets every store (tests, process shutdown). */
export async function closeReadPools(): Promise<void> {
  stores.clear();
  for (const pending of pools.values()) {
    const pool = await pending;
    for (const connection of pool.idle) connection.closeSync();
    pool.instance.closeSync();
  }
  pools.clear();
}
