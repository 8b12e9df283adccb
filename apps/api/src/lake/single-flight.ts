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

/**
 * The same key from a route's validated query (defaults applied, so an omitted default and the default spelt out
 * share it): no URL parsing per request, which cost a few percent of a cached answer.
 */
export function queryKey(path: string, query: Readonly<Record<string, unknown>>, ...parts: string[]): string {
  const names = Object.keys(query)
    .filter((name) => name !== 'apikey' && query[name] !== undefined)
    .sort();
  let key = `${parts.join('|')}|${path}?`;
  for (const name of names) key += `${name}=${JSON.stringify(query[name])}&`;
  return key;
}
