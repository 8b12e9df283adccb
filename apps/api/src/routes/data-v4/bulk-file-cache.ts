/**
 * The bulk files of a build, written once to disk and then sent from there (spec §7 '/{prefix}/v4/files'; the
 * issue's bulk target is 50 MB/s with flat memory). A day's file reads its whole year of the lake (the files are
 * sorted by asset, so no row group can be skipped for a day): about a second per file, whoever asks. So the first
 * download of a file has DuckDB write it (COPY, the rows never pass through JS) into
 * `<data dir>/cache/bulk-files/<build id>/`, and every download then streams the file from disk, with
 * backpressure and a Content-Length; the .zip form is written once from the text the same way.
 *
 * Identical concurrent first downloads write the file once (single flight per file in this process; several
 * processes sharing a data dir each write to a temporary name and rename it into place, so a reader never sees a
 * partial file). The cache keeps at most BULK_FILE_CACHE_MB (default 2,048 MB): past that, the files used least
 * recently are deleted (a download already reading one keeps its open file). The directories of other builds are
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

export class BulkFileCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly scans = new Map<string, Promise<void>>();
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
    for (const name of await readdir(dir)) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) continue;
      if (TEMPORARY.test(name)) {
        if (Date.now() - info.mtimeMs > STALE_TEMPORARY_MS) await unlink(path).catch(() => {});
        continue;
      }
      this.remember(path, info.size);
    }
    await this.evict();
  }

  /** The size of a file of the build once written (by this process or found on disk), else undefined. */
  sizeOf(buildId: string, name: string): number | undefined {
    return this.entries.get(this.pathOf(buildId, name))?.size;
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
        await this.evict(path);
      })().finally(() => this.pending.delete(path));
      this.pending.set(path, flight);
    }
    return flight;
  }

  private remember(path: string, size: number): void {
    this.forget(path);
    this.entries.set(path, { size, used: ++this.clock });
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

  /** Deletes the files used least recently until the cache fits (never `keep`, the file just written). */
  private async evict(keep?: string): Promise<void> {
    if (this.total <= this.maxBytes) return;
    const oldest = [...this.entries.entries()].sort((a, b) => a[1].used - b[1].used);
    for (const [path] of oldest) {
      if (this.total <= this.maxBytes) break;
      if (path === keep || this.pending.has(path)) continue;
      this.forget(path);
      await unlink(path).catch(() => {});
    }
  }
}

/** Writes the one-entry zip of the text in `source` (named `entry` inside) to `path`. */
export async function writeZipOf(source: Readable, entry: string, modified: Date, path: string): Promise<void> {
  await pipeline(zipSingleEntry(entry, source, modified), createWriteStream(path));
}

/** The body of a download from an opened file (closed when the stream ends or is destroyed). */
export function fileBody(file: OpenedFile): Readable {
  return file.handle.createReadStream({ highWaterMark: 256 * 1024, autoClose: true });
}
