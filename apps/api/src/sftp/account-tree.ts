/**
 * The read-only tree one account sees over SFTP (issue 17 'What it serves'): `/mrn-mi-w/PRO/MI4/{CLASS}/{FREQUENCY}/
 * {bucket}/`, holding exactly the classes its data permissions allow, or the same under `TRIAL/` for a trial
 * account. Nothing of the server's own file system is reachable: a path is only ever a list of names matched
 * against this tree, and `..` stops at its root. Files are the bulk files of the current build (data-v4's cache):
 * `daily` holds each recent day's file (the same file, name and bytes as the web download), `monthly` one archive
 * per older month. Every entry's size is the real one and its time is the build's.
 */
import {
  ASSET_CLASSES,
  type AssetClass,
  addDays,
  canReadDataClass,
  listDataFrequencies,
  SFTP_BUCKETS,
  SFTP_PREFIX,
  SFTP_TRIAL_DAYS,
  SFTP_TRIAL_DIR,
  type SftpBucket,
  sftpClassDir,
  type User,
} from '@moodwire/domain';
import type { DataDay } from '@moodwire/warehouse';
import type { LakeView, LoadedLake } from '../lake/open-lake';
import type { OpenedFile } from '../routes/data-v4/bulk-file-cache';
import {
  type BulkFileSet,
  fileNameOf,
  listedEncoding,
  monthArchiveNameOf,
  monthArchiveSizeOf,
  openBulkFile,
  openMonthArchive,
  sizeOf,
  writeListedFiles,
  writeMonthArchives,
} from '../routes/data-v4/bulk-file-pass';
import { listClassDays } from '../routes/data-v4/data-days';

interface EntryAttributes {
  name: string;
  size: number;
  /** Seconds since 1970 (SFTP's time unit). */
  mtime: number;
}

/** A directory, or a file with the way to open it (a path is resolved once, for its attributes and its bytes). */
export type TreeEntry =
  | (EntryAttributes & { kind: 'dir' })
  | (EntryAttributes & { kind: 'file'; open: () => Promise<OpenedFile> });

/** Longest path accepted (the deepest real path is under 120 characters). */
const MAX_PATH_LENGTH = 1024;

/**
 * The names of an SFTP path from the root: absolute or relative to the root (the session's home), `.` dropped and
 * `..` taking one name off but never above the root. Null for a path no tree holds (too long, a NUL byte).
 */
export function pathNames(path: string): string[] | null {
  if (path.length > MAX_PATH_LENGTH || path.includes('\0')) return null;
  const names: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') names.pop();
    else names.push(part);
  }
  return names;
}

export function pathOf(names: readonly string[]): string {
  return `/${names.join('/')}`;
}

const PREFIX_NAMES = SFTP_PREFIX.split('/').filter(Boolean);

/** The first month of the daily bucket: the month before the last day's, so it always holds 1 to 2 months. */
function dailyBucketStart(lastDay: string): string {
  const [year, month] = lastDay.split('-').map(Number) as [number, number];
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return `${previous}-01`;
}

export class AccountTree {
  private readonly classes: AssetClass[];
  private readonly isTrial: boolean;

  constructor(
    private readonly lakes: LakeView,
    user: User,
    options: { trial: boolean },
  ) {
    this.isTrial = options.trial;
    this.classes = ASSET_CLASSES.filter((assetClass) => canReadDataClass(user, assetClass.product, assetClass.code));
  }

  /** The names under which the class directories are: the prefix, then TRIAL for a trial account. */
  private get classParent(): string[] {
    return this.isTrial ? [...PREFIX_NAMES, SFTP_TRIAL_DIR] : PREFIX_NAMES;
  }

  private dir(name: string, lake: LoadedLake): TreeEntry {
    return { name, kind: 'dir', size: 0, mtime: buildTime(lake) };
  }

  /** The entries of a directory, or null when the path is not a directory of this tree. */
  async list(names: readonly string[]): Promise<TreeEntry[] | null> {
    const lake = await this.lakes.current();
    const parent = this.classParent;
    // Above the class directories: the one next name of the prefix (and of TRIAL).
    if (names.length < parent.length) {
      if (!names.every((name, index) => parent[index] === name)) return null;
      return [this.dir(parent[names.length] as string, lake)];
    }
    if (!parent.every((name, index) => names[index] === name)) return null;
    const [classDir, altcode, bucket, ...rest] = names.slice(parent.length);
    if (classDir === undefined) return this.classes.map((assetClass) => this.dir(sftpClassDir(assetClass), lake));
    const assetClass = this.classes.find((entry) => sftpClassDir(entry) === classDir);
    if (!assetClass) return null;
    const frequencies = listDataFrequencies(assetClass.code);
    if (altcode === undefined) return frequencies.map((frequency) => this.dir(frequency.altcode, lake));
    const frequency = frequencies.find((entry) => entry.altcode === altcode);
    if (!frequency) return null;
    if (bucket === undefined) return SFTP_BUCKETS.map((name) => this.dir(name, lake));
    if (!isBucket(bucket) || rest.length > 0) return null;
    return this.bucketFiles({ lakes: this.lakes, lake, assetClass, frequency }, bucket);
  }

  /** The entry a path names, or null. */
  async stat(names: readonly string[]): Promise<TreeEntry | null> {
    if (names.length === 0) return this.dir('/', await this.lakes.current());
    const parent = names.slice(0, -1);
    const name = names[names.length - 1];
    const entries = await this.list(parent);
    return entries?.find((entry) => entry.name === name) ?? null;
  }

  /**
   * The files of a bucket, written first when the cache does not hold them (so each size is real): the recent
   * days in `daily` (a trial account's last SFTP_TRIAL_DAYS), the whole months before them in `monthly` (none
   * for a trial account).
   */
  private async bucketFiles(set: BulkFileSet, bucket: SftpBucket): Promise<TreeEntry[]> {
    const days = await listClassDays(set.lakes, set.lake, set.assetClass, set.frequency);
    const lastDay = days[days.length - 1]?.day;
    if (lastDay === undefined) return [];
    const dailyFrom = this.isTrial ? addDays(lastDay, -(SFTP_TRIAL_DAYS - 1)) : dailyBucketStart(lastDay);
    const mtime = buildTime(set.lake);
    if (bucket === 'daily') {
      const recent = days.filter(({ day }) => day >= dailyFrom);
      await writeListedFiles(set, recent);
      return recent.map((day) => {
        const encoding = listedEncoding(day);
        const name = fileNameOf(set, day.day, encoding);
        return {
          name,
          kind: 'file',
          size: sizeOf(set, name) ?? 0,
          mtime,
          open: () => openBulkFile(set, day.day, encoding),
        };
      });
    }
    if (this.isTrial) return [];
    const months = monthsOf(days.filter(({ day }) => day < dailyFrom));
    await writeMonthArchives(set, months);
    return [...months.entries()].map(([month, monthDays]) => ({
      name: monthArchiveNameOf(set, month, 'zip'),
      kind: 'file',
      size: monthArchiveSizeOf(set, month) ?? 0,
      mtime,
      open: () => openMonthArchive(set, month, monthDays),
    }));
  }
}

function isBucket(name: string): name is SftpBucket {
  return (SFTP_BUCKETS as readonly string[]).includes(name);
}

/** Days grouped by month (YYYY-MM), in order. */
function monthsOf(days: readonly DataDay[]): Map<string, DataDay[]> {
  const months = new Map<string, DataDay[]>();
  for (const day of days) {
    const month = day.day.slice(0, 7);
    const list = months.get(month);
    if (list) list.push(day);
    else months.set(month, [day]);
  }
  return months;
}

function buildTime(lake: LoadedLake): number {
  return Math.floor(Date.parse(lake.manifest.createdAt) / 1000);
}
