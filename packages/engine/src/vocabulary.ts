import { FOLD } from './chars';
import { hashKey, MAX_PACKED, mixHash, packHash } from './tokenizer';

/**
 * Folded word -> dense id, as an open-addressing hash table: a packed word is placed by the hash of its pack
 * (`packHash`), any other by the tokenizer's FNV hash of its characters (`hashKey`).
 * Words of up to MAX_PACKED characters, each in 1..U+00FF (most words), are stored packed in their slot, a byte per
 * character: a lookup in the tokenizer's hot path compares the token with the word inside the one cache line the
 * probe already reads, and the pack is the word itself, so two different words never compare equal. Other words
 * keep their hash in the slot and are compared with their characters in `chars` (word id at `charStart[id]`).
 */
export class Vocabulary {
  readonly words: string[] = [];
  /**
   * slot k: table[4k] = id + 1 (0 = empty); a packed word: table[4k + 1 ... 4k + 3] = its pack (see `packKey`,
   * table[4k + 1] is never 0); any other word: table[4k + 1] = 0, table[4k + 2] = its hash. Read by the tokenizer,
   * which inlines the probe of a packed key (valid while no word is added).
   */
  table = new Int32Array(4096);
  mask = 1023;
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
    this.place(id);
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
    let slot = slotHash(word) & this.mask;
    for (;;) {
      const entry = this.table[slot * 4] as number;
      if (entry === 0) return -1;
      if (this.words[entry - 1] === word) return entry - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  /**
   * Id of the token units[start, end) (folded on the fly) whose tokenizer hash is h, for a key that is not packed
   * (the tokenizer inlines the probe of a packed one); -1 when it is not a word of the vocabulary. Typed arrays only,
   * no allocation.
   */
  lookupToken(h: number, units: Uint16Array, start: number, end: number): number {
    const table = this.table;
    const mask = this.mask;
    const length = end - start;
    let slot = mixHash(h) & mask;
    for (;;) {
      const at = slot * 4;
      const entry = table[at] as number;
      if (entry === 0) return -1;
      if (table[at + 1] === 0 && table[at + 2] === h) {
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

  private place(id: number): void {
    const word = this.words[id] as string;
    let slot = slotHash(word) & this.mask;
    while (this.table[slot * 4] !== 0) slot = (slot + 1) & this.mask;
    this.table[slot * 4] = id + 1;
    const [pack0, pack1, pack2] = packKey(word);
    this.table[slot * 4 + 1] = pack0;
    this.table[slot * 4 + 2] = pack0 === 0 ? hashKey(word) : pack1;
    this.table[slot * 4 + 3] = pack2;
  }

  private rehash(size: number): void {
    this.table = new Int32Array(size * 4);
    this.mask = size - 1;
    for (let id = 0; id < this.words.length; id++) this.place(id);
  }
}

/**
 * A folded word of up to MAX_PACKED characters, each in 1..U+00FF, packed a byte per character the way the tokenizer
 * packs a token as it reads it: each character shifts the ones before it up by a byte, from pack0 on into pack1 and
 * pack2, so the last character is the low byte of pack0 (which is therefore never 0). [0, 0, 0] for any other word
 * (it is compared by its characters).
 */
export function packKey(word: string): [number, number, number] {
  if (word.length === 0 || word.length > MAX_PACKED) return [0, 0, 0];
  let pack0 = 0;
  let pack1 = 0;
  let pack2 = 0;
  for (let k = 0; k < word.length; k++) {
    const code = word.charCodeAt(k);
    if (code === 0 || code > 0xff) return [0, 0, 0];
    pack2 = (pack2 << 8) | (pack1 >>> 24);
    pack1 = (pack1 << 8) | (pack0 >>> 24);
    pack0 = (pack0 << 8) | code;
  }
  return [pack0, pack1, pack2];
}

/** Where a word's probe starts: the hash of its pack, or for a word that is not packed its FNV hash, mixed. */
function slotHash(word: string): number {
  const [pack0, pack1, pack2] = packKey(word);
  return pack0 !== 0 ? packHash(pack0, pack1, pack2) : mixHash(hashKey(word));
}
