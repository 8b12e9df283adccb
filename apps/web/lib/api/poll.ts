/**
 * The polling helper (spec §9 'Polling helper default 300000 ms, interval 1000 ms'): calls `load` at once and then
 * every interval until `isDone` accepts a value, rejecting with 'timeout' once the limit has passed.
 */
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '@moodwire/domain';

export interface PollOptions<T> {
  load: () => Promise<T>;
  isDone: (value: T) => boolean;
  limitMs?: number;
  intervalMs?: number;
  signal?: AbortSignal;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const POLL_TIMEOUT = 'timeout';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function poll<T>({
  load,
  isDone,
  limitMs = POLL_LIMIT_MS,
  intervalMs = POLL_INTERVAL_MS,
  signal,
  now = Date.now,
  sleep = defaultSleep,
}: PollOptions<T>): Promise<T> {
  const deadline = now() + limitMs;
  for (;;) {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    const value = await load();
    if (isDone(value)) return value;
    if (now() + intervalMs > deadline) throw POLL_TIMEOUT;
    await sleep(intervalMs);
  }
}
