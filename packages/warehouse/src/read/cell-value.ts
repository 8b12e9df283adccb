/**
 * A number read from the lake into a typed array, as an answer gives it: the store keeps an empty cell (the lake's
 * NULL) as NaN, which JSON cannot carry, and a position past the array's end reads undefined; both are null.
 */
export function cellValue(value: number | undefined): number | null {
  return value === undefined || Number.isNaN(value) ? null : value;
}
