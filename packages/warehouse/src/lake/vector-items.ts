/**
 * The typed array behind a numeric DuckDB vector of a data chunk. `setItem` costs a function call, a null check
 * and a validity-bit update per cell: on the demo build that was about as much main-thread time as DuckDB's own
 * append (issue 13). A numeric vector of @duckdb/node-api keeps its cells in a typed array (`items`) that `flush()`
 * copies into the chunk, so writing that array directly and flushing appends the same values.
 */
import type { DuckDBVector } from '@duckdb/node-api';

export type NumericItems = Float32Array | Float64Array | Int32Array | Int16Array;

/**
 * The vector's cell array, or undefined when the vector does not keep one of `length` cells (another vector
 * class, or a library version that stores cells otherwise): the caller then writes with `setItem`.
 * Direct writes leave the validity mask as it is: only for cells that are never null.
 */
export function numericItems(vector: DuckDBVector, length: number): NumericItems | undefined {
  // `items` is private in the library's types: read at run time and checked, never assumed.
  const items = (vector as unknown as { items?: unknown }).items;
  const isNumeric =
    items instanceof Float32Array ||
    items instanceof Float64Array ||
    items instanceof Int32Array ||
    items instanceof Int16Array;
  return isNumeric && items.length === length ? items : undefined;
}

/**
 * Marks every cell of a vector valid again in its validity mask (after its chunk was appended, before it is
 * refilled), with one fill instead of one BigInt bit update per null cell. False when the vector does not keep
 * its mask as @duckdb/node-api 1.5 does (a BigUint64Array in `validity.data`): the caller then uses `setItem`.
 */
export function setAllValid(vector: DuckDBVector): boolean {
  const validity = (vector as unknown as { validity?: { data?: unknown } }).validity;
  if (!validity || typeof validity !== 'object') return false;
  if (validity.data === null) return true;
  if (!(validity.data instanceof BigUint64Array)) return false;
  validity.data.fill(0xffff_ffff_ffff_ffffn);
  return true;
}
