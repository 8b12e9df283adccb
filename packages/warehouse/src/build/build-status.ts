/**
 * The progress of a running build as a small JSON file beside `current` (`lake/building.json`), so that the API
 * can tell the web app that a fuller lake is on its way while it serves the published one (issue 13 'The first
 * start'). Written atomically (a temporary file renamed over it) so a reader never sees half a file; removed when
 * the build publishes or fails. A build killed on the spot leaves it behind: it names its process, and a reader
 * on the same host ignores it once that process is gone.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { lakePaths } from '../lake/paths';
import type { BuildProgress, BuildStage } from './build-lake';

export const BUILD_STATUS_FILE = 'building.json';

/** What the web app is told about a running build. */
export interface BuildStatus {
  scale: string;
  phase: BuildStage;
  /** Whole percent of the build, 0 to 100, never going back. */
  percent: number;
  /** When the build started, ISO 8601. */
  startedAt: string;
}

/** The file's content: the status, and the process that writes it (a killed build's file is recognised). */
interface BuildStatusFile extends BuildStatus {
  pid: number;
  host: string;
  updatedAt: string;
}

/**
 * Where each stage starts in the whole build, in percent, from a demo build's timings on 2 cores (universe
 * 0.4 s, scoring 62 s, Parquet and documents 98 s, derived datasets 62 s): the indices' Parquet step reports
 * no steps of its own, so the percent stands still through it.
 */
const STAGE_SPAN: Record<BuildStage, readonly [from: number, to: number]> = {
  universe: [0, 1],
  scoring: [1, 29],
  writing: [29, 72],
  derived: [72, 99],
  publishing: [99, 100],
};

/** The whole build's percent at this progress event (a stage without steps counts as done). */
export function percentOfBuild(progress: BuildProgress): number {
  const [from, to] = STAGE_SPAN[progress.stage];
  const share = progress.total > 0 ? Math.min(1, Math.max(0, progress.done / progress.total)) : 1;
  return Math.floor(from + (to - from) * share);
}

export function buildStatusPath(dataDir?: string): string {
  return join(lakePaths(dataDir).lakeDir, BUILD_STATUS_FILE);
}

export interface BuildStatusWriter {
  onProgress: (progress: BuildProgress) => void;
  /** Removes the file (the build published or failed); never someone else's. */
  finish: () => void;
}

export interface CreateBuildStatusWriterOptions {
  scale: string;
  dataDir?: string;
  now?: () => Date;
}

/**
 * Writes the file as the build advances, only when the phase or the whole percent changes (a demo build reports
 * some 1,100 scoring steps, about a hundred writes). Synchronous writes of a few hundred bytes keep the order of
 * the events without a queue. A failed write is ignored: the status is a courtesy, and an exception in
 * `onProgress` would abort the build.
 */
export function createBuildStatusWriter(options: CreateBuildStatusWriterOptions): BuildStatusWriter {
  const now = options.now ?? (() => new Date());
  const file = buildStatusPath(options.dataDir);
  const startedAt = now().toISOString();
  let written: { phase: BuildStage; percent: number } | undefined;
  let percent = 0;
  const onProgress = (progress: BuildProgress) => {
    // The writing stage reports its end after the derived datasets: the percent never goes back.
    percent = Math.max(percent, percentOfBuild(progress));
    if (written?.phase === progress.stage && written.percent === percent) return;
    written = { phase: progress.stage, percent };
    const content: BuildStatusFile = {
      scale: options.scale,
      phase: progress.stage,
      percent,
      startedAt,
      updatedAt: now().toISOString(),
      pid: process.pid,
      host: hostname(),
    };
    try {
      writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(content)}\n`);
      renameSync(`${file}.${process.pid}`, file);
    } catch {
      // The lake directory is not there yet or not writable: the build goes on without a status.
    }
  };
  const finish = () => {
    // A build refused by the lock never wrote, and must not remove the running build's file.
    if (written === undefined) return;
    rmSync(file, { force: true });
  };
  return { onProgress, finish };
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface ReadBuildStatusOptions {
  dataDir?: string;
  /** Whether a process of this host runs (tests pass their own). */
  isAlive?: (pid: number) => boolean;
}

/** The running build's status, or null when no build runs (no file, an unreadable one, or its process is gone). */
export async function readBuildStatus(options: ReadBuildStatusOptions = {}): Promise<BuildStatus | null> {
  const isAlive = options.isAlive ?? isProcessAlive;
  let content: Partial<BuildStatusFile>;
  try {
    content = JSON.parse(await readFile(buildStatusPath(options.dataDir), 'utf8')) as Partial<BuildStatusFile>;
  } catch {
    return null;
  }
  const { scale, phase, percent, startedAt, pid, host } = content;
  if (typeof scale !== 'string' || typeof phase !== 'string' || !(phase in STAGE_SPAN)) return null;
  if (typeof percent !== 'number' || typeof startedAt !== 'string') return null;
  // Another host's process cannot be checked (a shared data root): its file is believed.
  if (host === hostname() && typeof pid === 'number' && !isAlive(pid)) return null;
  return { scale, phase, percent, startedAt };
}
