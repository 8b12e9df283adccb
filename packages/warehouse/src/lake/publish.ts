/**
 * Atomic publish (ARCHITECTURE.md 'Storage'): a build is complete once its manifest is written; it is published
 * by pointing a fresh symlink at it and renaming that over `current` (rename(2) is atomic), so a reader sees the
 * old lake or the new one, never a half-written one. Failed or interrupted builds never touch `current`.
 */
import { open, readdir, readFile, readlink, rename, rm, stat, symlink, unlink } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { LakePaths } from './paths';

/** Builds kept besides the published one, so that a reader still holding the previous lake can finish. */
const KEEP_PREVIOUS = 1;

export async function publishBuild(paths: LakePaths, buildDir: string): Promise<void> {
  const temporary = `${paths.current}.next-${basename(buildDir)}`;
  await rm(temporary, { force: true });
  await symlink(relative(paths.lakeDir, buildDir), temporary, 'dir');
  await rename(temporary, paths.current);
}

/** The directory `current` points to, or null when nothing is published. */
export async function currentBuildDir(paths: LakePaths): Promise<string | null> {
  try {
    const target = await readlink(paths.current);
    return join(paths.lakeDir, target);
  } catch {
    return null;
  }
}

async function isComplete(dir: string): Promise<boolean> {
  try {
    await stat(join(dir, 'manifest.json'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes builds that never finished (no manifest) and all but the newest KEEP_PREVIOUS complete builds besides
 * the published one. Only called while holding the build lock.
 */
export async function pruneBuilds(paths: LakePaths): Promise<void> {
  const published = await currentBuildDir(paths);
  let names: string[];
  try {
    names = (await readdir(paths.buildsDir)).sort();
  } catch {
    return;
  }
  const complete: string[] = [];
  for (const name of names) {
    const dir = join(paths.buildsDir, name);
    if (dir === published) continue;
    if (await isComplete(dir)) complete.push(dir);
    else await rm(dir, { recursive: true, force: true });
  }
  for (const dir of complete.slice(0, Math.max(0, complete.length - KEEP_PREVIOUS))) {
    await rm(dir, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the build lock (one build at a time per data root); a lock left by a dead process is taken over. */
export async function acquireBuildLock(paths: LakePaths): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(paths.lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await unlink(paths.lockFile).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(paths.lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(`another build is running (process ${pid}); lock file ${paths.lockFile}`);
      }
      await unlink(paths.lockFile).catch(() => undefined);
    }
  }
  throw new Error(`cannot take the build lock ${paths.lockFile}`);
}
