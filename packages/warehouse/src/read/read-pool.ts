/**
 * A small pool of DuckDB connections for the read layer: one in-memory DuckDB instance per data root, a few
 * connections, queries queued when all are busy. The lake is only ever read (Parquet files through
 * `read_parquet`); the published build is resolved once per query, so a query never mixes two builds.
 */
import { realpath } from 'node:fs/promises';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { lakePaths } from '../lake/paths';
import { ReadError } from './read-error';

const POOL_SIZE = 3;

interface Pool {
  instance: DuckDBInstance;
  idle: DuckDBConnection[];
  waiting: ((connection: DuckDBConnection) => void)[];
}

const pools = new Map<string, Promise<Pool>>();

async function createPool(): Promise<Pool> {
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const idle: DuckDBConnection[] = [];
  for (let i = 0; i < POOL_SIZE; i++) idle.push(await instance.connect());
  // Parquet footers are cached between queries (the files of a build never change once published).
  await idle[0]?.run('LOAD parquet');
  await idle[0]?.run('SET GLOBAL parquet_metadata_cache = true');
  return { instance, idle, waiting: [] };
}

export interface LakeQueryContext {
  connection: DuckDBConnection;
  /** The published build's directory (symlink resolved). */
  lakeDir: string;
}

/** Runs `work` with a pooled connection and the published build's directory. */
export async function withLake<T>(
  dataDir: string | undefined,
  work: (context: LakeQueryContext) => Promise<T>,
): Promise<T> {
  const paths = lakePaths(dataDir);
  let lakeDir: string;
  try {
    lakeDir = await realpath(paths.current);
  } catch {
    throw new ReadError('no_lake', `no lake is published under ${paths.lakeDir}`);
  }
  let pending = pools.get(paths.dataDir);
  if (!pending) {
    pending = createPool();
    pools.set(paths.dataDir, pending);
  }
  const pool = await pending;
  const connection = pool.idle.pop() ?? (await new Promise<DuckDBConnection>((resolve) => pool.waiting.push(resolve)));
  try {
    return await work({ connection, lakeDir });
  } finally {
    const next = pool.waiting.shift();
    if (next) next(connection);
    else pool.idle.push(connection);
  }
}

/** Closes every pool (tests, process shutdown). */
export async function closeReadPools(): Promise<void> {
  for (const pending of pools.values()) {
    const pool = await pending;
    for (const connection of pool.idle) connection.closeSync();
    pool.instance.closeSync();
  }
  pools.clear();
}
