/**
 * Numbers as DuckDB writes them when it casts a lake value to text (`CAST(x AS VARCHAR)`), so that rows formatted
 * in JS from the in-memory store (list-asset-csv-lines.ts) are byte for byte the rows DuckDB formats from the
 * Parquet files: the shortest digits that read back as the same value (of the FLOAT for a FLOAT column, of the
 * DOUBLE for a DOUBLE column), in positional notation for a decimal exponent from -4 to 15 with '.0' on whole
 * numbers (`12.0`, `0.0001`), in scientific notation outside it (`1e-05`, `1.5e+16`), and `-0.0` for negative zero.
 * Missing values (NaN in the store) are nothing (anchor facts §2 'empty string = NA').
 *
 * The numbers are written as ASCII bytes into the caller's buffer (`writeLake*`), with no string per number: the
 * per-asset CSV writes some hundred thousand cells per answer, and a string per cell was about a third of its
 * time in garbage collection. `formatLake*` give the same text as a string.
 */

/** The most bytes one number takes (`-1.7976931348623157e+308`, 24), rounded up. */
export const LAKE_NUMBER_MAX_BYTES = 32;

const FLOAT_VIEW = new Float32Array(1);
const FLOAT_BITS = new Uint32Array(FLOAT_VIEW.buffer);

/** Powers of ten, exact in a double up to 1e22. */
const POWERS = Array.from({ length: 23 }, (_, k) => 10 ** k);

const ZERO = 0x30;
const POINT = 0x2e;
const MINUS = 0x2d;
const PLUS = 0x2b;
const E = 0x65;

/**
 * The digits of the number being written, as ASCII (no leading zeros, no trailing zeros but a lone '0'), and the
 * decimal exponent of the first one: the value is 0.d1d2... × 10^(exponent + 1). Module state, so that no object
 * is made per number; every writer sets it and reads it back before it returns.
 */
const DIGITS = new Uint8Array(32);
let digitCount = 0;
let digitExponent = 0;

/** Sets the digits to those of the integer `whole` (0 <= whole < 2^53) times 10^-shift. */
function setWholeDigits(whole: number, shift: number): void {
  if (whole === 0) {
    DIGITS[0] = ZERO;
    digitCount = 1;
    digitExponent = -shift;
    return;
  }
  let n = whole;
  let zeros = 0;
  while (n % 10 === 0) {
    n /= 10;
    zeros++;
  }
  let count = 0;
  for (let m = n; m >= 1; m = Math.floor(m / 10)) count++;
  for (let i = count - 1; i >= 0; i--) {
    DIGITS[i] = ZERO + (n % 10);
    n = Math.floor(n / 10);
  }
  digitCount = count;
  digitExponent = count + zeros - 1 - shift;
}

/** Sets the digits from JS's shortest text of a positive number (`1.25e-7`, `0.0125`, `125000`). */
function setTextDigits(text: string): void {
  const e = text.indexOf('e');
  const end = e < 0 ? text.length : e;
  let exponent = e < 0 ? 0 : Number(text.slice(e + 1));
  let count = 0;
  let wholeLength = -1;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === POINT) wholeLength = i;
    else DIGITS[count++] = code;
  }
  exponent += (wholeLength < 0 ? end : wholeLength) - 1;
  let lead = 0;
  while (lead < count - 1 && DIGITS[lead] === ZERO) lead++;
  if (lead > 0) DIGITS.copyWithin(0, lead, count);
  count -= lead;
  while (count > 1 && DIGITS[count - 1] === ZERO) count--;
  digitCount = count;
  digitExponent = exponent - lead;
}

/** Writes the digits set, as DuckDB lays them out; returns the offset after them. */
function writeLayout(bytes: Uint8Array, at: number, negative: boolean): number {
  let i = at;
  if (negative) bytes[i++] = MINUS;
  const count = digitCount;
  const exponent = digitExponent;
  if (exponent >= -4 && exponent < 16) {
    if (exponent >= count - 1) {
      for (let k = 0; k < count; k++) bytes[i++] = DIGITS[k] ?? ZERO;
      for (let k = exponent - count + 1; k > 0; k--) bytes[i++] = ZERO;
      bytes[i++] = POINT;
      bytes[i++] = ZERO;
    } else if (exponent >= 0) {
      for (let k = 0; k <= exponent; k++) bytes[i++] = DIGITS[k] ?? ZERO;
      bytes[i++] = POINT;
      for (let k = exponent + 1; k < count; k++) bytes[i++] = DIGITS[k] ?? ZERO;
    } else {
      bytes[i++] = ZERO;
      bytes[i++] = POINT;
      for (let k = -exponent - 1; k > 0; k--) bytes[i++] = ZERO;
      for (let k = 0; k < count; k++) bytes[i++] = DIGITS[k] ?? ZERO;
    }
    return i;
  }
  bytes[i++] = DIGITS[0] ?? ZERO;
  if (count > 1) {
    bytes[i++] = POINT;
    for (let k = 1; k < count; k++) bytes[i++] = DIGITS[k] ?? ZERO;
  }
  bytes[i++] = E;
  bytes[i++] = exponent < 0 ? MINUS : PLUS;
  const power = Math.abs(exponent);
  if (power >= 100) bytes[i++] = ZERO + Math.floor(power / 100);
  bytes[i++] = ZERO + (Math.floor(power / 10) % 10);
  bytes[i++] = ZERO + (power % 10);
  return i;
}

/** Writes ASCII text (each character one byte); returns the offset after it. */
export function writeAscii(bytes: Uint8Array, at: number, text: string): number {
  for (let k = 0; k < text.length; k++) bytes[at + k] = text.charCodeAt(k);
  return at + text.length;
}

/** Zero and the values that are not finite, as DuckDB writes them; the offset after them, or -1 for another value. */
function writeSpecial(bytes: Uint8Array, at: number, value: number): number {
  if (value === 0) return writeAscii(bytes, at, Object.is(value, -0) ? '-0.0' : '0.0');
  if (!Number.isFinite(value)) return writeAscii(bytes, at, value > 0 ? 'inf' : '-inf');
  return -1;
}

/** Writes a DOUBLE value as DuckDB writes it (nothing for NaN); returns the offset after it. */
export function writeLakeDouble(bytes: Uint8Array, at: number, value: number): number {
  if (Number.isNaN(value)) return at;
  const special = writeSpecial(bytes, at, value);
  if (special >= 0) return special;
  const negative = value < 0;
  const magnitude = negative ? -value : value;
  // JS's own text of a double is its shortest round-trip digits: only the layout differs from DuckDB's. A whole
  // number's digits are its own (no text needed).
  if (magnitude < 2 ** 53 && Number.isInteger(magnitude)) setWholeDigits(magnitude, 0);
  else setTextDigits(String(magnitude));
  return writeLayout(bytes, at, negative);
}

/** v = mantissa × 2^exponent of a positive finite float, and whether its gap below is half its gap above. */
function floatParts(magnitude: number): { mantissa: number; exponent: number; isNarrowBelow: boolean } {
  FLOAT_VIEW[0] = magnitude;
  const bits = FLOAT_BITS[0] ?? 0;
  const biased = (bits >>> 23) & 0xff;
  const fraction = bits & 0x7fffff;
  if (biased === 0) return { mantissa: fraction, exponent: -149, isNarrowBelow: false };
  return { mantissa: fraction | 0x800000, exponent: biased - 150, isNarrowBelow: fraction === 0 && biased > 1 };
}

const TWO = 2n;
const TEN = 10n;

/**
 * The sign of |candidate - v| - gap / 2, exactly: candidate = whole × 10^-shift, v = mantissa × 2^exponent, gap =
 * 2^gapExponent. Negative: inside the round-trip interval; zero: on its edge; positive: outside.
 */
function compareToHalfGap(whole: number, shift: number, mantissa: number, exponent: number, gapExponent: number) {
  // Everything times 2 × 10^max(shift, 0) × 2^max(-gapExponent + 1, -exponent + 1, 0), to stay in integers.
  const tens = shift > 0 ? TEN ** BigInt(shift) : 1n;
  let candidate = BigInt(whole) * (shift < 0 ? TEN ** BigInt(-shift) : 1n);
  let value = BigInt(mantissa) * tens;
  let gap = tens;
  const lowest = Math.min(exponent, gapExponent - 1, 0);
  candidate *= TWO ** BigInt(-lowest);
  value *= TWO ** BigInt(exponent - lowest);
  gap *= TWO ** BigInt(gapExponent - 1 - lowest);
  const distance = candidate > value ? candidate - value : value - candidate;
  return distance === gap ? 0 : distance < gap ? -1 : 1;
}

/**
 * Sets the digits DuckDB writes for the float `magnitude` (> 0, finite). It prints the shortest decimal that reads
 * back as the float when that decimal is the only nearest one strictly inside the float's rounding interval (its
 * Grisu digit generation succeeds); where the shortest candidates tie, or one lies exactly on the interval's edge,
 * it falls back to the shortest decimal of the value as a double (JS's own text of it): 0.166015625, not
 * 0.16601563. The fast path scales in doubles; a candidate within rounding error of a tie or an edge is decided
 * exactly with BigInt.
 */
function setFloatDigits(magnitude: number): void {
  let decimalExponent = Math.floor(Math.log10(magnitude));
  // log10 can miss by one next to a power of ten.
  if (10 ** decimalExponent > magnitude) decimalExponent -= 1;
  else if (10 ** (decimalExponent + 1) <= magnitude) decimalExponent += 1;
  FLOAT_VIEW[0] = magnitude;
  const bits = FLOAT_BITS[0] ?? 0;
  // Where the float is a power of two, its gap below is half its gap above: the decimal above may read back
  // when the nearest one (below) does not.
  const isNarrowBelow = (bits & 0x7fffff) === 0 && bits >>> 23 > 1;
  for (let precision = 1; precision <= 9; precision++) {
    const shift = precision - 1 - decimalExponent;
    const scaled = scale(magnitude, shift);
    let whole = Math.round(scaled);
    if (Math.fround(unscale(whole, shift)) !== magnitude) {
      if (!isNarrowBelow || whole > scaled) continue;
      whole += 1;
      if (Math.fround(unscale(whole, shift)) !== magnitude) continue;
    }
    // The shortest length: settle a tie or an edge exactly (the double arithmetic above cannot tell them).
    const below = Math.floor(scaled);
    const fraction = scaled - below;
    const halfGap = scale(2 ** (floatExponent(bits) - 1), shift);
    const distance = Math.abs(whole - scaled);
    const isUnsure =
      Math.abs(fraction - 0.5) < 1e-9 ||
      Math.abs(distance - halfGap) <= halfGap * 1e-9 ||
      Math.abs(distance - halfGap / 2) <= halfGap * 1e-9;
    if (!isUnsure || !setExactDigits(magnitude, below, shift)) setWholeDigits(whole, shift);
    return;
  }
  setTextDigits(String(magnitude));
}

/** The binary exponent of a float's last mantissa bit (its gap above), from its bits. */
function floatExponent(bits: number): number {
  const biased = (bits >>> 23) & 0xff;
  return biased === 0 ? -149 : biased - 150;
}

/**
 * Sets the digits DuckDB writes when a candidate of the shortest length is within rounding error of a tie or of
 * the interval's edge, decided with exact integers; false (nothing set) when neither candidate reads back (the
 * caller's is kept).
 */
function setExactDigits(magnitude: number, below: number, shift: number): boolean {
  const { mantissa, exponent, isNarrowBelow } = floatParts(magnitude);
  const lower = compareToHalfGap(below, shift, mantissa, exponent, isNarrowBelow ? exponent - 1 : exponent);
  const upper = compareToHalfGap(below + 1, shift, mantissa, exponent, exponent);
  if (lower > 0 && upper > 0) return false;
  // The nearer candidate of those not outside; on the edge, or tied with the other, DuckDB falls back.
  const nearer = lower > 0 ? 1 : upper > 0 ? -1 : compareDistances(below, shift, mantissa, exponent);
  if (nearer === 0 || (nearer < 0 ? lower : upper) === 0) setTextDigits(String(magnitude));
  else setWholeDigits(nearer < 0 ? below : below + 1, shift);
  return true;
}

function unscale(whole: number, shift: number): number {
  if (shift >= 0) return shift <= 22 ? whole / (POWERS[shift] ?? 1) : Number(`${whole}e${-shift}`);
  return -shift <= 22 ? whole * (POWERS[-shift] ?? 1) : Number(`${whole}e${-shift}`);
}

/** The sign of (v - below×10^-shift) - ((below+1)×10^-shift - v): negative when `below` is the nearer. */
function compareDistances(below: number, shift: number, mantissa: number, exponent: number): number {
  const tens = shift > 0 ? TEN ** BigInt(shift) : 1n;
  const lowest = Math.min(exponent, 0);
  const scaleUp = TWO ** BigInt(-lowest);
  const low = BigInt(below) * (shift < 0 ? TEN ** BigInt(-shift) : 1n) * scaleUp;
  const high = BigInt(below + 1) * (shift < 0 ? TEN ** BigInt(-shift) : 1n) * scaleUp;
  const value = BigInt(mantissa) * tens * TWO ** BigInt(exponent - lowest);
  const difference = value - low - (high - value);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

function scale(value: number, shift: number): number {
  if (shift >= 0) return shift <= 22 ? value * (POWERS[shift] ?? 1) : value * 10 ** shift;
  return -shift <= 22 ? value / (POWERS[-shift] ?? 1) : value / 10 ** -shift;
}

/**
 * The texts of the floats written lately, by their bits: a direct-mapped table (a slot per hash of the bits, a
 * newer float takes the slot of an older one). Lake scores are ratios of small counts, so that the same floats
 * come back across rows and assets (three busy years of a company: 14,111 numbers, 3,945 distinct), and a copy
 * of their few bytes costs a fraction of the digit search (2 MB for 65,536 texts).
 */
const FLOAT_SLOTS = 1 << 16;
const FLOAT_SLOT_BYTES = LAKE_NUMBER_MAX_BYTES;
/** The bits of the float in each slot; 0 (+0.0, written without the table) for an empty slot. */
const FLOAT_KEYS = new Uint32Array(FLOAT_SLOTS);
/** Each slot's text: its length, then its bytes. */
const FLOAT_TEXTS = new Uint8Array(FLOAT_SLOTS * FLOAT_SLOT_BYTES);

/** Writes a FLOAT value (held in a double) as DuckDB writes it (nothing for NaN); returns the offset after it. */
export function writeLakeFloat(bytes: Uint8Array, at: number, value: number): number {
  if (Number.isNaN(value)) return at;
  const special = writeSpecial(bytes, at, value);
  if (special >= 0) return special;
  // Only a value that is a float has a place in the table (its bits name it).
  if (Math.fround(value) !== value) return writeFloatDigits(bytes, at, value);
  FLOAT_VIEW[0] = value;
  const bits = FLOAT_BITS[0] ?? 0;
  const slot = Math.imul(bits, 0x9e3779b1) >>> 16;
  const start = slot * FLOAT_SLOT_BYTES;
  if (FLOAT_KEYS[slot] === bits) {
    const length = FLOAT_TEXTS[start] ?? 0;
    for (let k = 0; k < length; k++) bytes[at + k] = FLOAT_TEXTS[start + 1 + k] ?? 0;
    return at + length;
  }
  const end = writeFloatDigits(bytes, at, value);
  if (end - at < FLOAT_SLOT_BYTES) {
    FLOAT_KEYS[slot] = bits;
    FLOAT_TEXTS[start] = end - at;
    for (let k = at; k < end; k++) FLOAT_TEXTS[start + 1 + k - at] = bytes[k] ?? 0;
  }
  return end;
}

function writeFloatDigits(bytes: Uint8Array, at: number, value: number): number {
  const negative = value < 0;
  setFloatDigits(negative ? -value : value);
  return writeLayout(bytes, at, negative);
}

/** Writes an INTEGER or BIGINT value as DuckDB writes it (nothing for NaN); returns the offset after it. */
export function writeLakeInteger(bytes: Uint8Array, at: number, value: number): number {
  if (Number.isNaN(value)) return at;
  // JS's text beyond 2^53 is what DuckDB's is not either (a BIGINT held in a double): kept as it was.
  if (!Number.isSafeInteger(value)) return writeAscii(bytes, at, String(value));
  let i = at;
  let n = value;
  if (n < 0) {
    bytes[i++] = MINUS;
    n = -n;
  }
  let count = 1;
  for (let m = n; m >= 10; m = Math.floor(m / 10)) count++;
  for (let k = i + count - 1; k >= i; k--) {
    bytes[k] = ZERO + (n % 10);
    n = Math.floor(n / 10);
  }
  return i + count;
}

const TEXT = Buffer.alloc(LAKE_NUMBER_MAX_BYTES);

function asText(end: number): string {
  return TEXT.toString('latin1', 0, end);
}

/** A DOUBLE value as DuckDB writes it; '' for NaN. */
export function formatLakeDouble(value: number): string {
  return asText(writeLakeDouble(TEXT, 0, value));
}

/** A FLOAT value (held in a double) as DuckDB writes it; '' for NaN. */
export function formatLakeFloat(value: number): string {
  return asText(writeLakeFloat(TEXT, 0, value));
}

/** An INTEGER or BIGINT value as DuckDB writes it; '' for NaN. */
export function formatLakeInteger(value: number): string {
  return asText(writeLakeInteger(TEXT, 0, value));
}
