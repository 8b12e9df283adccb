/**
 * The screener's rows: one /overview-topn answer per indicator column merged by asset, sorted by a column, and
 * written as CSV rows of what the table shows.
 */
import type { SortDir, SortKey } from './screener-state';

/** One row of an /overview-topn answer (spec §7). */
export interface TopnRow {
  asset: string;
  name: string;
  sector: string | null;
  exchangeCountry: string | null;
  buzz: number;
  value: number | null;
  previous: number | null;
  delta: number | null;
}

export interface ScreenerCell {
  value: number | null;
  delta: number | null;
}

export interface ScreenerRow {
  asset: string;
  name: string;
  sector: string | null;
  exchangeCountry: string | null;
  buzz: number;
  /** By indicator code; a column whose answer lacks the asset has no cell. */
  cells: Record<string, ScreenerCell>;
}

/** Merges the answers of the columns (in column order) into one row per asset, first seen first. */
export function mergeScreenerColumns(answers: readonly { code: string; rows: readonly TopnRow[] }[]): ScreenerRow[] {
  const byAsset = new Map<string, ScreenerRow>();
  for (const { code, rows } of answers) {
    for (const row of rows) {
      let merged = byAsset.get(row.asset);
      if (!merged) {
        merged = {
          asset: row.asset,
          name: row.name,
          sector: row.sector,
          exchangeCountry: row.exchangeCountry,
          buzz: row.buzz,
          cells: {},
        };
        byAsset.set(row.asset, merged);
      }
      merged.cells[code] = { value: row.value, delta: row.delta };
    }
  }
  return [...byAsset.values()];
}

function sortValue(row: ScreenerRow, key: SortKey): number | null {
  if (key.kind === 'name') return null;
  const cell = row.cells[key.code];
  if (!cell) return null;
  if (key.field === 'level') return cell.value;
  if (cell.delta === null) return null;
  return key.field === 'abs' ? Math.abs(cell.delta) : cell.delta;
}

/**
 * Rows in the order of a column. Rows without a value come last in either direction (as the web call orders
 * them), ties by name then asset code so the order is stable.
 */
export function sortScreenerRows(rows: readonly ScreenerRow[], key: SortKey, dir: SortDir): ScreenerRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  const byName = (a: ScreenerRow, b: ScreenerRow) => a.name.localeCompare(b.name) || a.asset.localeCompare(b.asset);
  if (key.kind === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}

export interface CsvColumn {
  header: string;
  value: (row: ScreenerRow) => string | number | null;
}

/** The header and data rows of a CSV of the shown rows and columns (papaparse `unparse` input). */
export function screenerCsvData(
  rows: readonly ScreenerRow[],
  columns: readonly CsvColumn[],
): { fields: string[]; data: (string | number | null)[][] } {
  return {
    fields: columns.map((column) => column.header),
    data: rows.map((row) => columns.map((column) => column.value(row))),
  };
}
