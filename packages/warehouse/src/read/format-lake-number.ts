/**
 * Numbers as DuckDB writes them when it casts a lake value to text (`CAST(x AS VARCHAR)`), so that rows formatted
 * in JS from the in-memory store (format-asset-csv.ts) are byte for byte the rows DuckDB formats from the Parquet
 * files: the shortest digits that read back as the same value (of the FLOAT for a FLOAT column, of the DOUBLE for
 * a DOUBLE column), in positional notation for a decimal exponent from -4 to 15 with '.0' on whole numbers
 * (`12.0`, `0.0001`), in scientific notation outside it (`1e-05`, `1.5e+16`), and `-0.0` for negative zero.
 * Missing values (NaN in the store) are the empty string (anchor facts §2 'empty string = NA').
 */

const FLOAT_VIEW = new Float32Array(1);
const FLOAT_BITS = new Uint32Array(FLOAT_VIEW.buffer);

/** Powers of ten, exact in a double up to 1e22. */
const POWERS = Array.from({ length: 23 }, (_, k) => 10 ** k);

/** `digits` (no leading zeros) times 10^(exponent - digits.length + 1), written as DuckDB writes it. */
function layout(negative: boolean, digits: string, exponent: number): string {
  const sign = negative ? '-' : '';
  const count = digits.length;
  if (exponent >= -4 && exponent < 16) {
    if (exponent >= count - 1) return `${sign}${digits}${'0'.repeat(exponent - count + 1)}.0`;
    if (exponent >= 0) return `${sign}${digits.slice(0, exponent + 1)}.${digits.slice(exponent + 1)}`;
    return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  }
  const mantissa = count > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const power = Math.abs(exponent);
  return `${sign}${mantissa}e${exponent < 0 ? '-' : '+'}${power < 10 ? '0' : ''}${power}`;
}

/** The digits and decimal exponent of JS's shortest text of a number (`1.25e-7`, `0.0125`, `125000`). */
function splitShortest(text: string): { digits: string; exponent: number } {
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  let exponent = e < 0 ? 0 : Number(text.slice(e + 1));
  const point = mantissa.indexOf('.');
  const whole = point < 0 ? mantissa : mantissa.slice(0, point);
  const fraction = point < 0 ? '' : mantissa.slice(point + 1);
  let digits = whole + fraction;
  exponent += whole.length - 1;
  let lead = 0;
  while (lead < digits.length - 1 && digits.charCodeAt(lead) === 48) lead++;
  digits = digits.slice(lead);
  exponent -= lead;
  let end = digits.length;
  while (end > 1 && digits.charCodeAt(end - 1) === 48) end--;
  return { digits: digits.slice(0, end), exponent };
}

/** A DOUBLE value as DuckDB writes it; '' for NaN. */
export function formatLakeDouble(value: number): string {
  if (Number.isNaN(value)) return '';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  const negative = value < 0;
  // JS's own text of a double is its shortest round-trip digits: only the layout differs from DuckDB's.
  const { digits, exponent } = splitShortest(String(negative ? -value : value));
  return layout(negative, digits, exponent);
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
 * The digits DuckDB writes for the float `magnitude` (> 0, finite). It prints the shortest decimal that reads
 * back as the float when that decimal is the only nearest one strictly inside the float's rounding interval (its
 * Grisu digit generation succeeds); where the shortest candidates tie, or one lies exactly on the interval's edge,
 * it falls back to the shortest decimal of the value as a double (JS's own text of it): 0.166015625, not
 * 0.16601563. The fast path scales in doubles; a candidate within rounding error of a tie or an edge is decided
 * exactly with BigInt.
 */
function floatDigits(magnitude: number): { digits: string; exponent: number } {
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
    if (!isUnsure) return digitsOf(whole, shift);
    return exactDigits(magnitude, below, shift) ?? digitsOf(whole, shift);
  }
  return splitShortest(String(magnitude));
}

/** The binary exponent of a float's last mantissa bit (its gap above), from its bits. */
function floatExponent(bits: number): number {
  const biased = (bits >>> 23) & 0xff;
  return biased === 0 ? -149 : biased - 150;
}

/**
 * The digits DuckDB writes when a candidate of the shortest length is within rounding error of a tie or of the
 * interval's edge, decided with exact integers; null when neither candidate reads back (the caller's is kept).
 */
function exactDigits(magnitude: number, below: number, shift: number): { digits: string; exponent: number } | null {
  const { mantissa, exponent, isNarrowBelow } = floatParts(magnitude);
  const lower = compareToHalfGap(below, shift, mantissa, exponent, isNarrowBelow ? exponent - 1 : exponent);
  const upper = compareToHalfGap(below + 1, shift, mantissa, exponent, exponent);
  if (lower > 0 && upper > 0) return null;
  // The nearer candidate of those not outside; on the edge, or tied with the other, DuckDB falls back.
  const nearer = lower > 0 ? 1 : upper > 0 ? -1 : compareDistances(below, shift, mantissa, exponent);
  if (nearer === 0 || (nearer < 0 ? lower : upper) === 0) return splitShortest(String(magnitude));
  return digitsOf(nearer < 0 ? below : below + 1, shift);
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

function digitsOf(whole: number, shift: number): { digits: string; exponent: number } {
  const text = String(whole);
  let end = text.length;
  while (end > 1 && text.charCodeAt(end - 1) === 48) end--;
  return { digits: text.slice(0, end), exponent: text.length - 1 - shift };
}

/** A FLOAT value (held in a double) as DuckDB writes it; '' for NaN. */
export function formatLakeFloat(value: number): string {
  if (Number.isNaN(value)) return '';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  const negative = value < 0;
  const { digits, exponent } = floatDigits(negative ? -value : value);
  return layout(negative, digits, exponent);
}

/** An INTEGER or BIGINT value as DuckDB writes it; '' for NaN. */
export function formatLakeInteger(value: number): string {
  return Number.isNaN(value) ? '' : String(value);
}
