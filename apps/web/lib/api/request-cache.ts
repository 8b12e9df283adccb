/**
 * Request dedupe (spec §9 'request dedupe cache default 60 s'): the same key within the time-to-live shares one
 * promise, so concurrent and repeated calls hit the server once. Failures are not kept.
 */
import { REQUEST_DEDUPE_MS } from '@moodwire/domain';

export interface RequestCache {
  dedupe<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createRequestCache(options: { ttlMs?: number; now?: () => number } = {}): RequestCache {
  const ttlMs = options.ttlMs ?? REQUEST_DEDUPE_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; promise: Promise<unknown> }>();
  return {
    dedupe<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.promise as Promise<T>;
      const promise = load();
      entries.set(key, { at: now(), promise });
      promise.catch(() => {
        if (entries.get(key)?.promise === promise) entries.delete(key);
      });
      return promise;
    },
    clear() {
      entries.clear();
    },
  };
}
