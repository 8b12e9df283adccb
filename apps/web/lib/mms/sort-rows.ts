/** The MMS screener's tables (issue 15 '/mms/screener'): rows sorted by a column, either way. */

export type SortDirection = 'asc' | 'desc';

/** Rows sorted by one field; missing values last whatever the direction, ties by name. */
export function sortRows<Row, Key extends keyof Row>(
  rows: readonly Row[],
  key: Key,
  direction: SortDirection,
  nameOf: (row: Row) => string,
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || x === undefined) return y === null || y === undefined ? nameOf(a).localeCompare(nameOf(b)) : 1;
    if (y === null || y === undefined) return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order === 0 ? nameOf(a).localeCompare(nameOf(b)) : sign * order;
  });
}
