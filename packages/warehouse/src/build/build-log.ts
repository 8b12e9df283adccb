/**
 * The build log (`lake/build-log.jsonl`): one line per finished build, published or failed, so that the admin's
 * service health can list the last builds and imports after their directories are pruned (publish.ts keeps the
 * published build and one before it). Appended with one write of one line; a reader skips a line it cannot parse.
 */
import { appendFile, mkdir, open, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { lakePaths } from '../lake/paths';
import { readManifest } from '../read/get-lake-manifest';

export const BUILD_LOG_FILE = 'build-log.jsonl';
/** Bytes read from the log's end: far more than the entries ever asked for (about 400 bytes each). */
const TAIL_BYTES = 256 * 1024;
/** Entries answered at most. */
export const MAX_BUILD_LOG_ENTRIES = 100;

export interface BuildLogEntry {
  /** The build's id; null when it failed before it had one. */
  buildId: string | null;
  scale: string;
  outcome: 'published' | 'failed';
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** Imported documents scored into the indices (an import's build has some). */
  importedDocuments: number;
  generatedDocuments: number;
  /** Sources left out (the sources tool). */
  disabledSources: string[];
  /** Why a failed build failed (its first line). */
  error?: string;
}

export function buildLogPath(dataDir?: string): string {
  return join(lakePaths(dataDir).lakeDir, BUILD_LOG_FILE);
}

/** Adds one entry; a failed write is ignored (the log is a record, and must not fail a build that succeeded). */
export async function appendBuildLog(entry: BuildLogEntry, dataDir?: string): Promise<void> {
  const file = buildLogPath(dataDir);
  try {
    await mkdir(dirname(file), { recursive: true });
    await appendFile(file, `${JSON.stringify(entry)}\n`);
  } catch {
    // The lake directory is not writable: the build stands without its log line.
  }
}

export interface ReadBuildLogOptions {
  dataDir?: string;
  /** Newest entries to return (at most MAX_BUILD_LOG_ENTRIES). */
  limit: number;
}

/** The newest entries of the log, newest first; none when there is no log. */
export async function readBuildLog(options: ReadBuildLogOptions): Promise<BuildLogEntry[]> {
  const limit = Math.max(0, Math.min(options.limit, MAX_BUILD_LOG_ENTRIES));
  let text: string;
  try {
    const handle = await open(buildLogPath(options.dataDir), 'r');
    try {
      const { size } = await handle.stat();
      const length = Math.min(size, TAIL_BYTES);
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, size - length);
      text = buffer.toString('utf8');
      // A cut first line is not a whole entry.
      if (length < size) text = text.slice(text.indexOf('\n') + 1);
    } finally {
      await handle.close();
    }
  } catch {
    return [];
  }
  const entries: BuildLogEntry[] = [];
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  for (let i = lines.length - 1; i >= 0 && entries.length < limit; i--) {
    try {
      const entry = JSON.parse(lines[i] ?? '') as Partial<BuildLogEntry>;
      if (typeof entry.startedAt === 'string' && (entry.outcome === 'published' || entry.outcome === 'failed')) {
        entries.push(entry as BuildLogEntry);
      }
    } catch {
      // A line torn by a crash mid-write.
    }
  }
  return entries;
}

/**
 * The newest builds, newest first: the log's entries, and the complete builds kept in `lake/builds` that the log
 * does not name (built before the log existed), read from their manifests.
 */
export async function listBuildHistory(options: ReadBuildLogOptions): Promise<BuildLogEntry[]> {
  const logged = await readBuildLog(options);
  const named = new Set(logged.map((entry) => entry.buildId));
  const { buildsDir } = lakePaths(options.dataDir);
  let names: string[];
  try {
    names = await readdir(buildsDir);
  } catch {
    names = [];
  }
  const kept: BuildLogEntry[] = [];
  for (const name of names.filter((name) => !named.has(name))) {
    const manifest = await readManifest(join(buildsDir, name));
    if (!manifest) continue;
    kept.push({
      buildId: manifest.buildId,
      scale: manifest.scale,
      outcome: 'published',
      startedAt: new Date(Date.parse(manifest.createdAt) - manifest.durationMs).toISOString(),
      finishedAt: manifest.createdAt,
      durationMs: manifest.durationMs,
      generatedDocuments: manifest.documents.generated,
      importedDocuments: manifest.documents.imported,
      disabledSources: manifest.sources?.disabled ?? [],
    });
  }
  return [...logged, ...kept]
    .sort((a, b) => (a.finishedAt < b.finishedAt ? 1 : a.finishedAt > b.finishedAt ? -1 : 0))
    .slice(0, Math.max(0, Math.min(options.limit, MAX_BUILD_LOG_ENTRIES)));
}
