/**
 * The bulk files of a build, written once to disk and then sent from there (spec §7 '/{prefix}/v4/files'; the
 * issue's bulk target is 50 MB/s with flat memory). A day's file on its own reads its whole year of the lake (the
 * files are sorted by asset, so no row group can be skipped for a day): about a second per file, whoever asks. So
 * the files of a listing are written together, in one partitioned pass per group of days (`produceAll`, DuckDB's
 * COPY ... PARTITION_BY: the rows never pass through JS), into `<data dir>/cache/bulk-files/<build id>/`; a file
 * not listed first is written on its own (`open`). Every download then streams the file from disk, with
 * backpressure, a Content-Length and byte ranges; the .zip form is written once from the text the same way.
 *
 * Identical concurrent first downloads write the file once (single flight per file in this process; several
 * processes sharing a data dir each write to a temporary name and rename it into place, so a reader never sees a
 * partial file). The cache keeps at most BULK_FILE_CACHE_MB (default 2,048 MB): past that, the files used least
 * recently are deleted (a download already reading one keeps its open file); their sizes stay known (a build's
 * files never change), and a deleted file is written again when asked for. The directories of other builds are
 * deleted when a build's directory is first used: a build's files never change, and a new build has new names.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { zipSingleEntry } from './zip-stream';

const DEFAULT_MAX_MB = 2048;
/** Temporary files older than this are left over from a process that stopped while writing. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;
const TEMPORARY = /\.tmp-[0-9a-f]+$/;

interface Entry {
  size: number;
  /** Last use (a counter, not a clock: only the order matters). */
  used: number;
}

/** A file of the cache opened for reading, with its size. */
export interface OpenedFile {
  handle: FileHandle;
  size: number;
}

function maxBytesFromEnv(): number {
  const mb = Number(process.env.BULK_FILE_CACHE_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_MB) * 1024 * 1024;
}

/** Writes the files `missing` (names) of one pass into `dir` (a fresh directory), and says where each one is. */
export type WriteFiles = (dir: string, missing: string[]) => Promise<Map<string, string>>;

export class BulkFileCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly scans = new Map<string, Promise<void>>();
  /** Sizes of the files written, kept when a file is deleted to make room (its bytes never change). */
  private readonly sizes = new Map<string, number>();
  /** The last pass of each group (produceAll), which the next one waits for. */
  private readonly passes = new Map<string, Promise<void>>();
  private total = 0;
  private clock = 0;

  constructor(
    readonly root: string,
    private readonly maxBytes = maxBytesFromEnv(),
  ) {}

  /** Names are checked by the caller (bulk-file-names.ts: letters, digits, dots, dashes and underscores). */
  private pathOf(buildId: string, name: string): string {
    return join(this.dirOf(buildId), name);
  }

  private dirOf(buildId: string): string {
    return join(this.root, buildId.replace(/[^\w.-]/g, '_'));
  }

  /**
   * Reads the build's directory once: what other processes or earlier runs wrote is known (and listed with its
   * size) without writing it again; other builds' directories and stale temporary files are removed.
   */
  ready(buildId: string): Promise<void> {
    let scan = this.scans.get(buildId);
    if (!scan) {
      scan = this.scan(buildId);
      scan.catch(() => this.scans.delete(buildId));
      this.scans.set(buildId, scan);
    }
    return scan;
  }

  private async scan(buildId: string): Promise<void> {
    const dir = this.dirOf(buildId);
    await mkdir(dir, { recursive: true });
    for (const other of await readdir(this.root)) {
      const path = join(this.root, other);
      if (path !== dir) await rm(path, { recursive: true, force: true });
    }
    for (const path of this.sizes.keys()) {
      if (!path.startsWith(`${dir}/`)) this.sizes.delete(path);
    }
    for (const name of await readdir(dir)) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info) continue;
      if (TEMPORARY.test(name)) {
        // A file or a pass's directory left by a process that stopped while writing.
        if (Date.now() - info.mtimeMs > STALE_TEMPORARY_MS) await rm(path, { recursive: true, force: true });
        continue;
      }
      if (info.isFile()) this.remember(path, info.size);
    }
    await this.evict();
  }

  /** The size of a file of the build once written (by this process or found on disk), else undefined. */
  sizeOf(buildId: string, name: string): number | undefined {
    const path = this.pathOf(buildId, name);
    return this.entries.get(path)?.size ?? this.sizes.get(path);
  }

  /**
   * Writes the files `names` of the build that the cache does not hold, all in one `write(dir, missing)` (the
   * partitioned pass), and moves them into place. Passes of one `group` (a class and frequency) run one after
   * the other, so that a file is written once even when listings overlap; what an earlier pass wrote is not
   * written again. Names `write` does not give (a day without rows) are left out.
   */
  async produceAll(buildId: string, group: string, names: readonly string[], write: WriteFiles): Promise<void> {
    await this.ready(buildId);
    const key = `${buildId}|${group}`;
    const previous = this.passes.get(key) ?? Promise.resolve();
    const pass = previous.catch(() => {}).then(() => this.runPass(buildId, names, write));
    this.passes.set(key, pass);
    try {
      await pass;
    } finally {
      if (this.passes.get(key) === pass) this.passes.delete(key);
    }
  }

  private async runPass(buildId: string, names: readonly string[], write: WriteFiles): Promise<void> {
    const missing = names.filter((name) => !this.entries.has(this.pathOf(buildId, name)));
    if (missing.length === 0) return;
    const dir = join(this.dirOf(buildId), `pass.tmp-${randomBytes(6).toString('hex')}`);
    const written = new Set<string>();
    try {
      const files = await write(dir, missing);
      for (const name of missing) {
        const from = files.get(name);
        if (from === undefined) continue;
        const path = this.pathOf(buildId, name);
        await rename(from, path);
        this.remember(path, (await stat(path)).size);
        written.add(path);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await this.evict(written);
  }

  /**
   * Opens the file `name` of the build, writing it first with `write(temporaryPath)` when it is not there yet
   * (once for concurrent callers). A file deleted to make room between its writing and its opening is written
   * again.
   */
  async open(buildId: string, name: string, write: (path: string) => Promise<void>): Promise<OpenedFile> {
    await this.ready(buildId);
    const path = this.pathOf(buildId, name);
    for (let attempt = 0; ; attempt++) {
      if (!this.entries.has(path)) await this.produce(path, write);
      try {
        const handle = await open(path, 'r');
        const { size } = await handle.stat();
        this.touch(path, size);
        return { handle, size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw error;
        this.forget(path);
      }
    }
  }

  private produce(path: string, write: (path: string) => Promise<void>): Promise<void> {
    let flight = this.pending.get(path);
    if (!flight) {
      flight = (async () => {
        const temporary = `${path}.tmp-${randomBytes(6).toString('hex')}`;
        try {
          await write(temporary);
          await rename(temporary, path);
        } catch (error) {
          await unlink(temporary).catch(() => {});
          throw error;
        }
        this.remember(path, (await stat(path)).size);
        await this.evict(new Set([path]));
      })().finally(() => this.pending.delete(path));
      this.pending.set(path, flight);
    }
    return flight;
  }

  private remember(path: string, size: number): void {
    this.forget(path);
    this.entries.set(path, { size, used: ++this.clock });
    this.sizes.set(path, size);
    this.total += size;
  }

  private touch(path: string, size: number): void {
    const entry = this.entries.get(path);
    if (entry && entry.size === size) entry.used = ++this.clock;
    else this.remember(path, size);
  }

  private forget(path: string): void {
    const entry = this.entries.get(path);
    if (!entry) return;
    this.total -= entry.size;
    this.entries.delete(path);
  }

  /** Deletes the files used least recently until the cache fits (never those of `keep`, the files just written). */
  private async evict(keep: ReadonlySet<string> = new Set()): Promise<void> {
    if (this.total <= this.maxBytes) return;
    const oldest = [...this.entries.entries()].sort((a, b) => a[1].used - b[1].used);
    for (const [path] of oldest) {
      if (this.total <= this.maxBytes) break;
      if (keep.has(path) || this.pending.has(path)) continue;
      this.forget(path);
      await unlink(path).catch(() => {});
    }
  }
}

/** Writes the one-entry zip of the text in `source` (named `entry` inside) to `path`. */
export async function writeZipOf(source: Readable, entry: string, modified: Date, path: string): Promise<void> {
  await pipeline(zipSingleEntry(entry, source, modified), createWriteStream(path));
}

/**
 * The body of a download from an opened file, whole or the bytes [start, end] of a range request (closed when the
 * stream ends or is destroyed).
 */
export function fileBody(file: OpenedFile, range?: { start: number; end: number }): Readable {
  return file.handle.createReadStream({ highWaterMark: 256 * 1024, autoClose: true, ...range });
}
