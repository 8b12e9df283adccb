import { FOLD } from './chars';
import { hashKey } from './tokenizer';

/**
 * Folded word -> dense id, as an open-addressing hash table keyed by the tokenizer's 32-bit hash.
 * A lookup compares the stored word with the text itself, so a hash collision never yields a wrong word.
 * The words' characters are also kept in one Uint16Array (`chars`, word id at `charStart[id]`), so that the
 * tokenizer verifies a candidate against its code-unit buffer with typed-array reads only.
 */
export class Vocabulary {
  readonly words: string[] = [];
  /** slot k: table[2k] = id + 1 (0 = empty), table[2k + 1] = the word's hash; one cache line per probe */
  private table = new Int32Array(2048);
  private mask = 1023;
  private chars = new Uint16Array(4096);
  /** word id -> offset of its characters in `chars`; entry `size` is the end of the last word */
  private charStart = new Int32Array(1025);

  get size(): number {
    return this.words.length;
  }

  /** Adds a folded word (idempotent) and returns its id. */
  add(word: string): number {
    const existing = this.find(word);
    if (existing >= 0) return existing;
    if ((this.words.length + 1) * 2 > this.mask + 1) this.rehash((this.mask + 1) * 2);
    const id = this.words.length;
    this.words.push(word);
    this.place(hashKey(word), id);
    this.storeChars(id, word);
    return id;
  }

  private storeChars(id: number, word: string): void {
    if (this.charStart.length < id + 2) {
      const starts = new Int32Array(this.charStart.length * 2);
      starts.set(this.charStart);
      this.charStart = starts;
    }
    const from = this.charStart[id] as number;
    if (this.chars.length < from + word.length) {
      const chars = new Uint16Array(Math.max(this.chars.length * 2, from + word.length));
      chars.set(this.chars);
      this.chars = chars;
    }
    for (let k = 0; k < word.length; k++) this.chars[from + k] = word.charCodeAt(k);
    this.charStart[id + 1] = from + word.length;
  }

  /** Id of a folded word, or -1. */
  find(word: string): number {
    const h = hashKey(word);
    let slot = mix(h) & this.mask;
    for (;;) {
      const entry = this.table[slot * 2] as number;
      if (entry === 0) return -1;
      if (this.table[slot * 2 + 1] === h && this.words[entry - 1] === word) return entry - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Id of the word text[start, end) with tokenizer hash h, or -1. Allocation-free. */
  lookup(h: number, text: string, start: number, end: number): number {
    let slot = mix(h) & this.mask;
    for (;;) {
      const entry = this.table[slot * 2] as number;
      if (entry === 0) return -1;
      if (this.table[slot * 2 + 1] === h) {
        const word = this.words[entry - 1] as string;
        if (word.length === end - start) {
          let same = true;
          for (let k = 0; k < word.length; k++) {
            if (word.charCodeAt(k) !== FOLD[text.charCodeAt(start + k)]) {
              same = false;
              break;
            }
          }
          if (same) return entry - 1;
        }
      }
      slot = (slot + 1) & this.mask;
    }
  }

  /**
   * Id of the word whose code units are units[start, end) (folded on the fly) and whose tokenizer hash is h, or
   * -1. The tokenizer's hot path: typed arrays only, no allocation.
   */
  lookupUnits(h: number, units: Uint16Array, start: number, end: number): number {
    const length = end - start;
    const table = this.table;
    const mask = this.mask;
    let slot = mix(h) & mask;
    for (;;) {
      const entry = table[slot * 2] as number;
      if (entry === 0) return -1;
      if (table[slot * 2 + 1] === h) {
        const from = this.charStart[entry - 1] as number;
        if ((this.charStart[entry] as number) - from === length) {
          const chars = this.chars;
          let k = 0;
          while (k < length && chars[from + k] === FOLD[units[start + k] as number]) k++;
          if (k === length) return entry - 1;
        }
      }
      slot = (slot + 1) & mask;
    }
  }

  private place(h: number, id: number): void {
    let slot = mix(h) & this.mask;
    while (this.table[slot * 2] !== 0) slot = (slot + 1) & this.mask;
    this.table[slot * 2] = id + 1;
    this.table[slot * 2 + 1] = h;
  }

  private rehash(size: number): void {
    this.table = new Int32Array(size * 2);
    this.mask = size - 1;
    for (let id = 0; id < this.words.length; id++) this.place(hashKey(this.words[id] as string), id);
  }
}

function mix(h: number): number {
  // FNV's low bits are weak for short keys; one multiply-xorshift spreads them.
  const x = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return x ^ (x >>> 16);
}
