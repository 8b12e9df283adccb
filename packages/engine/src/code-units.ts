/**
 * The UTF-16 code units of a string, copied into a reusable Uint16Array that the tokenizer reads instead of the
 * string itself.
 *
 * Why: `String.prototype.charCodeAt` compiles to a dispatch on the string's internal representation (flat,
 * sliced, concatenated; one or two bytes per character). Once the tokenizer has seen several representations -
 * and it does, the lexicon compiler and the matcher feed it sliced and concatenated phrases at start-up - every
 * later call pays that dispatch per character: the same tokenizer loop measured three times slower. A typed
 * array read has one shape only. Under Node the copy is native (`Buffer#write` with 'utf16le', about 1 ms for
 * 10 MB); elsewhere a plain charCodeAt loop does it.
 *
 * The array always holds a 0 after the last unit, so a look-ahead one past the end reads a non-word character.
 */

interface NodeBufferLike extends Uint8Array {
  write(text: string, offset: number, encoding: 'utf16le'): number;
}
interface NodeBufferConstructor {
  allocUnsafeSlow(size: number): NodeBufferLike;
}

const NodeBuffer = (globalThis as { Buffer?: NodeBufferConstructor }).Buffer;
// 'utf16le' bytes read back as the right code units only on a little-endian machine (every platform Node runs on
// today, but checking costs nothing).
const IS_LITTLE_ENDIAN = new Uint16Array(new Uint8Array([1, 0]).buffer)[0] === 1;
const USE_BUFFER = NodeBuffer !== undefined && IS_LITTLE_ENDIAN;

let bytes: NodeBufferLike | undefined;
let units: Uint16Array = new Uint16Array(0);

/** Copies text's code units into a shared buffer (valid until the next call) followed by a 0. */
export function loadCodeUnits(text: string): Uint16Array {
  const length = text.length;
  if (units.length < length + 1) allocate(Math.max(length + 1, units.length * 2, 4096));
  if (USE_BUFFER) {
    if (length > 0) (bytes as NodeBufferLike).write(text, 0, 'utf16le');
  } else for (let i = 0; i < length; i++) units[i] = text.charCodeAt(i);
  units[length] = 0;
  return units;
}

function allocate(size: number): void {
  if (USE_BUFFER && NodeBuffer) {
    // A buffer of its own (not a slice of Node's shared pool), so the Uint16Array view is 2-byte aligned.
    bytes = NodeBuffer.allocUnsafeSlow(size * 2);
    units = new Uint16Array(bytes.buffer, bytes.byteOffset, size);
  } else units = new Uint16Array(size);
}
