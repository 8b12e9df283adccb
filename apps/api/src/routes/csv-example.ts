/**
 * The example of a CSV answer in the OpenAPI document: the header and one example row, written by the one CSV
 * writer (packages/warehouse write-csv.ts), so the example is what the call sends.
 */
import { writeCsv } from '@moodwire/warehouse';

export function csvExample<Row extends object>(columns: readonly (keyof Row & string)[], row: Row): string {
  return writeCsv(columns, [Object.fromEntries(columns.map((column) => [column, row[column]]))]);
}
