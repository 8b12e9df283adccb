/**
 * Identical concurrent requests are computed once (issue 4 'Caching'): while a computation for a key is under
 * way, later callers with the same key share its promise; the entry is dropped when it settles, so nothing is
 * kept beyond the in-flight work (the ETag by build id does the caching across time).
 */
export class SingleFlight {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const started = work().finally(() => {
      this.inFlight.delete(key);
    });
    this.inFlight.set(key, started);
    return started;
  }

  get size(): number {
    return this.inFlight.size;
  }
}

/** A key for a request's answer: the path and its parameters in order, without the caller's API key. */
export function requestKey(url: string, ...parts: string[]): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.delete('apikey');
  parsed.searchParams.sort();
  return [...parts, `${parsed.pathname}?${parsed.searchParams.toString()}`].join('|');
}
