/**
 * Where the bulk files of a class and frequency come from (spec §7 '/{prefix}/v4/files'): the files of a listing
 * are written before the listing answers, in one partitioned pass per group of days (writeBulkDayFiles: one DuckDB
 * COPY ... PARTITION_BY, so the year a day lies in is read once for all its listed days instead of once per day),
 * so every size the listing gives is the real one and a first download streams a file already on disk. A file
 * asked for without a listing of this build is written on its own (the day's COPY, as before).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type AssetClass, DAY_MS, type DataFrequency, parseDay } from '@moodwire/domain';
import { copyDataRows, type DataDay, type StreamDataRowsOptions, writeBulkDayFiles } from '@moodwire/warehouse';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { readLake } from '../../lake/read-lake';
import { BulkFileCache, fileBody, type OpenedFile, writeZipOf } from './bulk-file-cache';
import {
  type BulkFileEncoding,
  buildSequence,
  bulkFileName,
  bulkMonthArchiveName,
  LARGE_FILE_ROWS,
} from './bulk-file-names';
import { dataSourceOf } from './data-class';
import { isoTime } from './data-range';

/**
 * Rows one pass writes at most (about 250 MB of company text): the pass orders its rows to keep the files' order,
 * and DuckDB holds what it orders. A listing of more days is written in several passes.
 */
const MAX_PASS_ROWS = 1_000_000;
/**
 * Days one pass writes at most: DuckDB's partitioned writer keeps at most 100 files open
 * (partitioned_write_max_open_files) and splits a day's file in two beyond it (seen on a 3-year listing).
 */
const MAX_PASS_DAYS = 90;
/** Zips deflated at once (zlib runs on the thread pool, beside the next pass). */
const ZIPS_AT_ONCE = 2;

/** One cache per data dir (several apps of one process, as in tests, share it and its single flights). */
const CACHES = new Map<string, BulkFileCache>();

export function cacheOf(lakes: LakeView): BulkFileCache {
  let cache = CACHES.get(lakes.dataDir);
  if (!cache) {
    cache = new BulkFileCache(join(lakes.dataDir, 'cache', 'bulk-files'));
    CACHES.set(lakes.dataDir, cache);
  }
  return cache;
}

/** The bulk files of one class and frequency of a build. */
export interface BulkFileSet {
  lakes: LakeView;
  lake: LoadedLake;
  assetClass: AssetClass;
  frequency: DataFrequency;
}

/** The listed name of a day's file: .zip for a day of more than LARGE_FILE_ROWS rows, .txt otherwise. */
export function listedEncoding(day: DataDay): BulkFileEncoding {
  return day.rows > LARGE_FILE_ROWS ? 'zip' : 'txt';
}

export function fileNameOf(set: BulkFileSet, day: string, encoding: BulkFileEncoding): string {
  return bulkFileName(set.assetClass, set.frequency, day, buildSequence(set.lake), encoding);
}

/** The cache's name of a file: the class code first, as two classes (a region and its base) share a file code. */
function cacheName(set: BulkFileSet, file: string): string {
  return `${set.assetClass.code}.${file}`;
}

/** The size of a file once written in this build (listed files always are), else undefined. */
export function sizeOf(set: BulkFileSet, file: string): number | undefined {
  return cacheOf(set.lakes).sizeOf(set.lake.buildId, cacheName(set, file));
}

function rowsOptions(set: BulkFileSet, from: number, to: number): StreamDataRowsOptions {
  const source = dataSourceOf(set.lake, set.assetClass);
  return {
    dataset: source.dataset,
    assetClass: source.datasetClass,
    frequency: set.frequency.series,
    format: 'tsv',
    from: isoTime(from),
    to: isoTime(to),
    assetCodes: source.assetCodes,
    dataDir: set.lakes.dataDir,
  };
}

/** The rows of one day, for a file generated as it is read (a cache that cannot be written). */
export function dayRowsOptions(set: BulkFileSet, day: string): StreamDataRowsOptions {
  const from = parseDay(day);
  return rowsOptions(set, from, from + DAY_MS);
}

/** Runs of consecutive missing days of at most MAX_PASS_ROWS rows and MAX_PASS_DAYS days (a day already written ends a run). */
function passesOf(days: readonly DataDay[], isMissing: (day: DataDay) => boolean): DataDay[][] {
  const passes: DataDay[][] = [];
  let current: DataDay[] = [];
  let rows = 0;
  for (const day of days) {
    const missing = isMissing(day);
    if (current.length > 0 && (!missing || rows + day.rows > MAX_PASS_ROWS || current.length >= MAX_PASS_DAYS)) {
      passes.push(current);
      current = [];
      rows = 0;
    }
    if (!missing) continue;
    current.push(day);
    rows += day.rows;
  }
  if (current.length > 0) passes.push(current);
  return passes;
}

async function forEachAtOnce<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes the listed files of `days` that the cache does not hold yet: the text of every day in partitioned
 * passes, then the zip of each day listed as .zip (from its text on disk). Resolves once all are in place.
 */
export async function writeListedFiles(set: BulkFileSet, days: readonly DataDay[]): Promise<void> {
  if (days.length === 0) return;
  const cache = cacheOf(set.lakes);
  const buildId = set.lake.buildId;
  const group = `${set.assetClass.code}.${set.frequency.code}`;
  const textName = (day: string) => cacheName(set, fileNameOf(set, day, 'txt'));
  await cache.produceAll(
    buildId,
    group,
    days.map((day) => textName(day.day)),
    async (dir, missing) => {
      const wanted = new Set(missing);
      const written = new Map<string, string>();
      for (const [index, pass] of passesOf(days, (day) => wanted.has(textName(day.day))).entries()) {
        const first = pass[0]?.day ?? '';
        const last = pass[pass.length - 1]?.day ?? '';
        const options = rowsOptions(set, parseDay(first), parseDay(last) + DAY_MS);
        const files = await readLake('file', () => writeBulkDayFiles({ ...options, dir: join(dir, String(index)) }));
        for (const file of files) written.set(textName(file.day), file.path);
      }
      return written;
    },
  );
  const zipped = days.filter((day) => listedEncoding(day) === 'zip');
  const zipName = (day: string) => cacheName(set, fileNameOf(set, day, 'zip'));
  await cache.produceAll(
    buildId,
    `${group}.zip`,
    zipped.map((day) => zipName(day.day)),
    async (dir, missing) => {
      await mkdir(dir, { recursive: true });
      const wanted = new Set(missing);
      const written = new Map<string, string>();
      await forEachAtOnce(
        zipped.filter((day) => wanted.has(zipName(day.day))),
        ZIPS_AT_ONCE,
        async ({ day }) => {
          const path = join(dir, zipName(day));
          const text = await openBulkFile(set, day, 'txt');
          await writeZipOf(fileBody(text), fileNameOf(set, day, 'txt'), zipModified(set), path);
          written.set(zipName(day), path);
        },
      );
      return written;
    },
  );
}

/** The time of a zip's entry: the build's. */
function zipModified(set: BulkFileSet): Date {
  return new Date(set.lake.manifest.createdAt);
}

/**
 * Opens the file of a day (its text, or the zip of it) from the cache, writing it on its own when it is not
 * there (a file not listed in this build, or deleted to make room). Throws the file system's error when the
 * cache cannot be written (the caller then generates the file as it is read).
 */
export async function openBulkFile(set: BulkFileSet, day: string, encoding: BulkFileEncoding): Promise<OpenedFile> {
  const cache = cacheOf(set.lakes);
  const buildId = set.lake.buildId;
  const textFile = fileNameOf(set, day, 'txt');
  const openText = () =>
    cache.open(buildId, cacheName(set, textFile), async (path) => {
      await readLake('file', () => copyDataRows(dayRowsOptions(set, day), path));
    });
  if (encoding === 'txt') return openText();
  return cache.open(buildId, cacheName(set, fileNameOf(set, day, 'zip')), async (path) =>
    writeZipOf(fileBody(await openText()), textFile, zipModified(set), path),
  );
}

/**
 * The history archive of a month (the SFTP tree's `monthly` bucket, issue 17): one zip whose one entry is the text
 * of every day of the month with rows, under one header line, in the days' order. Written from the days' texts on
 * disk (so the rows are the same bytes as the days' files), then kept in the cache like a day's zip.
 */
export function monthArchiveNameOf(set: BulkFileSet, month: string, encoding: BulkFileEncoding): string {
  return bulkMonthArchiveName(set.assetClass, set.frequency, month, buildSequence(set.lake), encoding);
}

/** The text of the days, one header: the first file whole, then each other without its first line. */
async function* concatenatedDays(files: readonly OpenedFile[]): AsyncGenerator<Buffer> {
  for (const [index, file] of files.entries()) {
    let skipping = index > 0;
    for await (const chunk of fileBody(file) as AsyncIterable<Buffer>) {
      if (!skipping) {
        yield chunk;
        continue;
      }
      const lineEnd = chunk.indexOf(10);
      if (lineEnd === -1) continue;
      skipping = false;
      if (lineEnd + 1 < chunk.length) yield chunk.subarray(lineEnd + 1);
    }
  }
}

async function writeMonthArchive(set: BulkFileSet, month: string, days: readonly DataDay[], path: string) {
  const files: OpenedFile[] = [];
  try {
    for (const { day } of days) files.push(await openBulkFile(set, day, 'txt'));
    const source = Readable.from(concatenatedDays(files));
    await writeZipOf(source, monthArchiveNameOf(set, month, 'txt'), zipModified(set), path);
  } finally {
    // A body read to its end closes its handle; one not read (a failure before it) is closed here.
    await Promise.all(files.map((file) => file.handle.close().catch(() => {})));
  }
}

/**
 * Writes the archives of `months` (YYYY-MM, each with its days) that the cache does not hold yet, after the days'
 * texts they are made of. Resolves once all are in place, so a listing gives each archive's real size.
 */
export async function writeMonthArchives(
  set: BulkFileSet,
  months: ReadonlyMap<string, readonly DataDay[]>,
): Promise<void> {
  if (months.size === 0) return;
  const cache = cacheOf(set.lakes);
  const name = (month: string) => cacheName(set, monthArchiveNameOf(set, month, 'zip'));
  const missing = [...months.keys()].filter((month) => cache.sizeOf(set.lake.buildId, name(month)) === undefined);
  await writeListedFiles(
    set,
    missing.flatMap((month) => months.get(month) ?? []),
  );
  await cache.produceAll(
    set.lake.buildId,
    `${set.assetClass.code}.${set.frequency.code}.months`,
    [...months.keys()].map(name),
    async (dir, wanted) => {
      await mkdir(dir, { recursive: true });
      const wantedNames = new Set(wanted);
      const written = new Map<string, string>();
      await forEachAtOnce(
        [...months.keys()].filter((month) => wantedNames.has(name(month))),
        ZIPS_AT_ONCE,
        async (month) => {
          const path = join(dir, name(month));
          await writeMonthArchive(set, month, months.get(month) ?? [], path);
          written.set(name(month), path);
        },
      );
      return written;
    },
  );
}

/** The size of a month's archive once written in this build, else undefined. */
export function monthArchiveSizeOf(set: BulkFileSet, month: string): number | undefined {
  return cacheOf(set.lakes).sizeOf(set.lake.buildId, cacheName(set, monthArchiveNameOf(set, month, 'zip')));
}

/** Opens a month's archive, writing it first when the cache does not hold it (not listed, or deleted for room). */
export function openMonthArchive(set: BulkFileSet, month: string, days: readonly DataDay[]): Promise<OpenedFile> {
  return cacheOf(set.lakes).open(set.lake.buildId, cacheName(set, monthArchiveNameOf(set, month, 'zip')), (path) =>
    writeMonthArchive(set, month, days, path),
  );
}
