// The full demo data built beside the running app (issue 13 'The first start'): a child in its own process group
// (so stopping it stops npm, tsx and the build's workers together) at a lower CPU priority (the web build and the
// first page come first on a small machine), its output cut to what a reader needs while the app's own logs run.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

/** Nice value of the background build: below the web build and the services, above idle. */
const BACKGROUND_NICE = 10;

/** A progress bar line of the data CLI without a terminal (`scoring    [###...] 40%`). */
const PROGRESS_LINE = /^(\S+)\s+\[[#.]+\]\s+(\d+)%$/;

/**
 * Which of the build's output lines are shown: a stage's end (not each 5-second bar), the published build and
 * errors; npm's script banner and blank lines are dropped.
 */
export function isWorthShowing(line) {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('> ')) return false;
  const progress = PROGRESS_LINE.exec(trimmed);
  return progress === null || progress[2] === '100';
}

/**
 * Starts `command args` in the background. Returns { exited: Promise<{ code, signal, durationMs }>, stop(),
 * isRunning() }; stop() ends the whole group (SIGTERM, then SIGKILL after a grace period).
 */
export function startBackgroundBuild({ command, args, cwd, env, prefix, output = process.stdout }) {
  const startedAt = performance.now();
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    // Set before npm starts its children, which inherit it.
    if (child.pid !== undefined) setPriority(child.pid, BACKGROUND_NICE);
  } catch {
    // Not permitted here: the build runs at normal priority.
  }
  for (const stream of [child.stdout, child.stderr]) {
    const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on('line', (line) => {
      if (isWorthShowing(line)) output.write(`${prefix} ${line.trim()}\n`);
    });
  }
  let running = true;
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      running = false;
      output.write(`${prefix} could not start: ${error.message}\n`);
      resolve({ code: 127, signal: null, durationMs: performance.now() - startedAt });
    });
    child.on('exit', (code, signal) => {
      running = false;
      resolve({ code, signal, durationMs: performance.now() - startedAt });
    });
  });
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  async function stop(graceMs = 5000) {
    if (child.pid === undefined) return;
    signalGroup('SIGTERM');
    if (running) {
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }
    signalGroup('SIGKILL'); // the build's workers, should any outlive npm
  }
  return { exited, stop, isRunning: () => running };
}
