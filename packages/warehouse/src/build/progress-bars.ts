/**
 * The data CLI's progress display: one cli-progress bar per build stage on stderr. On a terminal the bar redraws
 * in place; without one (a log file, CI) it stays quiet, writing the bar at most every few seconds.
 */
import { SingleBar } from 'cli-progress';
import type { BuildProgress } from './build-lake';

/** Without a terminal, a line at most this often: enough to show a long build is alive. */
const NOT_TTY_SCHEDULE_MS = 5_000;

export interface ProgressBars {
  onProgress: (progress: BuildProgress) => void;
  /** Ends the current bar (its timer would otherwise keep the process alive after a failed build). */
  stop: () => void;
}

export function createProgressBars(stream: NodeJS.WriteStream = process.stderr): ProgressBars {
  let bar: SingleBar | undefined;
  let stage = '';
  const stop = () => {
    bar?.stop();
    bar = undefined;
  };
  const onProgress = (progress: BuildProgress) => {
    // A stage without steps (total 0) counts as one step, done at once.
    const total = Math.max(progress.total, 1);
    const done = progress.total > 0 ? progress.done : 1;
    if (bar === undefined || progress.stage !== stage) {
      stop();
      stage = progress.stage;
      bar = new SingleBar({
        format: `${stage.padEnd(10)} [{bar}] {percentage}%`,
        barsize: 30,
        barCompleteChar: '#',
        barIncompleteChar: '.',
        stream,
        hideCursor: true,
        noTTYOutput: true,
        notTTYSchedule: NOT_TTY_SCHEDULE_MS,
      });
      bar.start(total, done);
    } else {
      bar.setTotal(total);
      bar.update(done);
    }
    if (done >= total) stop();
  };
  return { onProgress, stop };
}
