/**
 * Answers of a read that goes to DuckDB (prices, pulse events, the radar's buzz totals) kept per lake build: a
 * published build never changes, so a read keyed by the build id stays true until the next build; the least
 * recently used entries go first once `size` is reached. A pending read is shared by every caller of its key, and
 * a failed one is not kept.
 */
export class BuildCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(readonly size: number) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.size) break;
      this.entries.delete(oldest);
    }
    return pending;
  }

  get count(): number {
    return this.entries.size;
  }
}

/**
 * Whole answers of the calls that aggregate over a class or a group (ranks, top lists, heatmaps, benchmarks),
 * keyed by the request key (build id, caller variant, path and parameters): computed once per build and kept
 * while they are in use, so that a screen asked for again by anyone is answered without the aggregation.
 */
/** Answers kept per family of calls (a few kB each; benchmarks and rank panels up to a few tens of kB). */
export const ANSWER_CACHE_SIZE = 256;

export class AnswerCache {
  private readonly answers: BuildCache<unknown>;

  constructor(size: number) {
    this.answers = new BuildCache<unknown>(size);
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.answers.get(key, load) as Promise<T>;
  }
}
