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
 * while they are in use, so that a screen asked for again by anyone is answered without the aggregation. One cache
 * serves every such call (made in routes/web/index.ts), bounded by entries and by bytes: most answers are a few kB, but a
 * screener or heatmap of a whole large group is about 1.8 MB of JSON, so a bound by count alone could hold some
 * hundreds of MB. The least recently used answers go first once either bound is passed; an answer larger than the
 * byte bound on its own is answered but not kept.
 */
export interface AnswerCacheOptions {
  /** Most answers kept. */
  maxEntries: number;
  /** Most bytes kept, summed over the answers' sizes (`answerBytes`); 0 keeps none. */
  maxBytes: number;
}

/** Answers kept at most, whatever their size (the byte bound is the one that matters for large answers). */
export const ANSWER_CACHE_ENTRIES = 2_048;

/**
 * Size of a settled answer: the UTF-8 bytes of a serialised answer (a string), or of the JSON text of an object.
 * An object takes more memory than its JSON text, but the answers that are large are cached serialised.
 */
export function answerBytes(answer: unknown): number {
  if (typeof answer === 'string') return Buffer.byteLength(answer);
  const text = JSON.stringify(answer) as string | undefined;
  return text === undefined ? 0 : Buffer.byteLength(text);
}

interface CachedAnswer {
  answer: Promise<unknown>;
  /** 0 until the answer settles. */
  bytes: number;
}

export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private heldBytes = 0;

  constructor(readonly options: AnswerCacheOptions) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.answer as Promise<T>;
    }
    const pending = load();
    const entry: CachedAnswer = { answer: pending, bytes: 0 };
    this.entries.set(key, entry);
    pending.then(
      (answer) => {
        // Evicted (or replaced) while it was computed: nothing to count.
        if (this.entries.get(key) !== entry) return;
        entry.bytes = answerBytes(answer);
        this.heldBytes += entry.bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.evict();
    return pending;
  }

  /** Answers held (settled or pending). */
  get count(): number {
    return this.entries.size;
  }

  /** Bytes held by the settled answers. */
  get bytes(): number {
    return this.heldBytes;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  private evict(): void {
    for (const [key, oldest] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.heldBytes <= this.options.maxBytes) break;
      this.entries.delete(key);
      this.heldBytes -= oldest.bytes;
    }
  }
}
