/**
 * The auto-close timer of a notification (spec §4: closes after 15 s; the timer pauses on hover or when the
 * window loses focus and resumes with the time that was left).
 */
export interface PausableTimer {
  pause(): void;
  resume(): void;
  cancel(): void;
  readonly remainingMs: number;
}

export interface TimerDeps {
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createPausableTimer(durationMs: number, onExpire: () => void, deps: TimerDeps = {}): PausableTimer {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let remaining = durationMs;
  let startedAt = 0;
  let handle: unknown = null;
  let done = false;
  // Pause reasons stack: hover and window blur may overlap; the timer runs only when none holds.
  let holds = 0;

  const start = () => {
    if (done || handle !== null) return;
    startedAt = now();
    handle = setTimer(() => {
      handle = null;
      done = true;
      onExpire();
    }, remaining);
  };
  start();

  return {
    pause() {
      holds += 1;
      if (handle === null || done) return;
      clearTimer(handle);
      handle = null;
      remaining = Math.max(0, remaining - (now() - startedAt));
    },
    resume() {
      if (holds > 0) holds -= 1;
      if (holds === 0) start();
    },
    cancel() {
      done = true;
      if (handle !== null) clearTimer(handle);
      handle = null;
    },
    get remainingMs() {
      return handle === null ? remaining : Math.max(0, remaining - (now() - startedAt));
    },
  };
}
