/**
 * Caches of what a published lake build answers. A build never changes once published, so anything keyed by its
 * build id stays true until the next build; both caches are least-recently-used caches of `lru-cache`, and a
 * pending load is shared by every caller of its key (a failed one is not kept).
 */
import { LRUCache } from 'lru-cache';
import { SingleFlight } from './single-flight';

/**
 * Reads that go to DuckDB (prices, pulse events, the radar's buzz totals) kept per build, bounded by count:
 * the promise is kept from the start, so concurrent callers share it.
 */
export class BuildCache<T> {
  private readonly entries: LRUCache<string, Promise<T>>;

  constructor(readonly size: number) {
    this.entries = new LRUCache({ max: size });
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.entries.get(key);
    if (known) return known;
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.peek(key) === pending) this.entries.delete(key);
    });
    return pending;
  }

  get count(): number {
    return this.entries.size;
  }
}

/**
 * Whole answers of the web calls over the lake (ranks, top lists, heatmaps, series, event lists), keyed by the
 * answer key of `answerFromLake` (build id, caller variant, route and parameters): computed once per build and kept
 * while they are in use. One cache serves every call (made with the lake view), bounded by entries and by bytes:
 * most answers are a few kB, but a screener or heatmap of a whole large group is about 1.8 MB of JSON, so a bound
 * by count alone could hold some hundreds of MB. The least recently used answers go first once either bound is
 * passed; an answer larger than the byte bound on its own is answered but not kept. An answer is kept once it
 * settles (its size is known then); until then concurrent callers share the pending load.
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
 * Size of a settled answer: its bytes when it is kept as bytes (the data API's per-asset CSV), the UTF-8 bytes of a
 * serialised answer (a string), or of the JSON text of an object. An object takes more memory than its JSON text,
 * but the answers that are large are cached serialised.
 */
export function answerBytes(answer: unknown): number {
  // Before the JSON step: a Buffer's JSON text is an array of its byte values, several times its size.
  if (ArrayBuffer.isView(answer)) return answer.byteLength;
  if (typeof answer === 'string') return Buffer.byteLength(answer);
  const text = JSON.stringify(answer) as string | undefined;
  return text === undefined ? 0 : Buffer.byteLength(text);
}

/** lru-cache keeps values that are not undefined: a settled answer is boxed so that any answer can be kept. */
interface Kept {
  answer: unknown;
}

export class AnswerCache {
  /** null when the byte bound is 0 (lru-cache reads a maxSize of 0 as unbounded). */
  private readonly kept: LRUCache<string, Kept> | null;
  private readonly pending = new SingleFlight();

  constructor(readonly options: AnswerCacheOptions) {
    this.kept =
      options.maxBytes > 0
        ? new LRUCache<string, Kept>({
            max: options.maxEntries,
            maxSize: options.maxBytes,
            // lru-cache wants a positive size; an empty answer counts as one byte.
            sizeCalculation: (entry) => Math.max(1, answerBytes(entry.answer)),
          })
        : null;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.kept?.get(key);
    if (known) return Promise.resolve(known.answer as T);
    return this.pending.run(key, async () => {
      const answer = await load();
      // An answer over the byte bound is refused by lru-cache (and any older answer of the key dropped).
      this.kept?.set(key, { answer });
      return answer;
    });
  }

  /** Answers kept. */
  get count(): number {
    return this.kept?.size ?? 0;
  }

  /** Bytes held by the kept answers. */
  get bytes(): number {
    return this.kept?.calculatedSize ?? 0;
  }

  /** Whether an answer of the key is kept. */
  has(key: string): boolean {
    return this.kept?.has(key) ?? false;
  }
}
