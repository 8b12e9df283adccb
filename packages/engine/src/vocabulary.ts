import { FOLD } from './chars';
import { hashKey } from './tokenizer';

/**
 * Folded word -> dense id, as an open-addressing hash table keyed by the tokenizer's 32-bit hash.
 * A lookup compares the stored word with the text itself, so a hash collision never yields a wrong word.
 * Most words (up to 8 characters, each below U+0100) are also stored packed in their slot, a byte per character,
 * so that a lookup in the tokenizer's hot path compares the token with the word inside the one cache line the
 * probe already reads; longer words are compared with their characters in `chars` (word id at `charStart[id]`).
 */
export class Vocabulary {
  readonly words: string[] = [];
  /**
   * slot k: table[4k] = id + 1 (0 = empty), table[4k + 1] = the word's hash, table[4k + 2] and table[4k + 3] =
   * characters 0-3 and 4-7 packed a byte each (table[4k + 2] = 0: the word is not packed, see `chars`)
   */
  private table = new Int32Array(4096);
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
      const entry = this.table[slot * 4] as number;
      if (entry === 0) return -1;
      if (this.table[slot * 4 + 1] === h && this.words[entry - 1] === word) return entry - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Id of the word text[start, end) with tokenizer hash h, or -1. Allocation-free. */
  lookup(h: number, text: string, start: number, end: number): number {
    let slot = mix(h) & this.mask;
    for (;;) {
      const entry = this.table[slot * 4] as number;
      if (entry === 0) return -1;
      if (this.table[slot * 4 + 1] === h) {
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
      const at = slot * 4;
      const entry = table[at] as number;
      if (entry === 0) return -1;
      if (table[at + 1] === h) {
        const low = table[at + 2] as number;
        if (low !== 0) {
          // A packed word: pack the token the same way (a character above U+00FF cannot match).
          if (length <= 8) {
            let tokenLow = 0;
            let tokenHigh = 0;
            let k = 0;
            for (; k < length; k++) {
              const code = FOLD[units[start + k] as number] as number;
              if (code > 0xff) break;
              if (k < 4) tokenLow |= code << (8 * k);
              else tokenHigh |= code << (8 * (k - 4));
            }
            if (k === length && tokenLow === low && tokenHigh === table[at + 3]) return entry - 1;
          }
        } else {
          const from = this.charStart[entry - 1] as number;
          if ((this.charStart[entry] as number) - from === length) {
            const chars = this.chars;
            let k = 0;
            while (k < length && chars[from + k] === FOLD[units[start + k] as number]) k++;
            if (k === length) return entry - 1;
          }
        }
      }
      slot = (slot + 1) & mask;
    }
  }

  private place(h: number, id: number): void {
    let slot = mix(h) & this.mask;
    while (this.table[slot * 4] !== 0) slot = (slot + 1) & this.mask;
    this.table[slot * 4] = id + 1;
    this.table[slot * 4 + 1] = h;
    const word = this.words[id] as string;
    let low = 0;
    let high = 0;
    let isPackable = word.length <= 8;
    for (let k = 0; k < word.length && isPackable; k++) {
      const code = word.charCodeAt(k);
      if (code === 0 || code > 0xff) isPackable = false;
      else if (k < 4) low |= code << (8 * k);
      else high |= code << (8 * (k - 4));
    }
    this.table[slot * 4 + 2] = isPackable ? low : 0;
    this.table[slot * 4 + 3] = isPackable ? high : 0;
  }

  private rehash(size: number): void {
    this.table = new Int32Array(size * 4);
    this.mask = size - 1;
    for (let id = 0; id < this.words.length; id++) this.place(hashKey(this.words[id] as string), id);
  }
}

function mix(h: number): number {
  // FNV's low bits are weak for short keys; one multiply-xorshift spreads them.
  const x = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return x ^ (x >>> 16);
}
