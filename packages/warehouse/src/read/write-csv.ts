/**
 * The one CSV writer of every CSV the API sends (issue 12 §3): comma-separated, a header line first, each line
 * ending in `\n` (what the data API has always sent, and what `pd.read_csv`, R's `read.csv` and Python's csv
 * module read), a field quoted only when it holds a comma, a quote or a line break (RFC 4180, quotes doubled),
 * and a missing value as an empty cell: anchor facts §2 'empty string = NA', so null, undefined and a number
 * that is not finite (NaN, ±Infinity) are all written as nothing. Built on csv-stringify; the data rows of
 * the data API are the hot path and keep their own formatting, tested to give the same cells: DuckDB formats
 * the rows for every asset in SQL, and one asset's rows are formatted from the in-memory store
 * (list-asset-csv-lines.ts, quoting its text with `csvText` below), where csv-stringify's cast and inspection of
 * every cell would add to the time of the call client scripts loop over.
 */
import { type Options, stringify } from 'csv-stringify/sync';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** The line ending of every CSV line, the last one included. */
export const CSV_LINE_END = '\n';

/** How one value is written as the text of a cell (before quoting). */
export function csvCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  // A list in one cell (e.g. the topics of an event): its items, separated so that no quoting is needed for them.
  if (Array.isArray(value)) return value.map(csvCellText).join('; ');
  return JSON.stringify(value);
}

const OPTIONS: Options = {
  delimiter: ',',
  record_delimiter: CSV_LINE_END,
  eof: true,
  // csv-stringify quotes a field with '\n' but not one whose only line break is a lone '\r' (as at its end),
  // which parsers then read as a line end.
  quoted_match: /\r/,
  // Every value is cast by csvCellText above: csv-stringify's own casts write true as '1' and a Date as epoch ms.
  cast: {
    boolean: csvCellText,
    date: csvCellText,
    number: csvCellText,
    bigint: csvCellText,
    object: csvCellText,
  },
};

/** Lines of CSV for rows of cells (no header), each line ending in `\n`; '' for no rows. */
export function writeCsvLines(rows: readonly (readonly unknown[])[]): string {
  if (rows.length === 0) return '';
  return stringify(rows as unknown[][], OPTIONS);
}

/** The header line of `columns`, ending in `\n`. */
export function writeCsvHeader(columns: readonly string[]): string {
  return writeCsvLines([columns]);
}

/** A whole CSV text: the header of `columns`, then one line per record with its values in that column order. */
export function writeCsv(columns: readonly string[], records: readonly Readonly<Record<string, unknown>>[]): string {
  return writeCsvHeader(columns) + writeCsvLines(records.map((record) => columns.map((column) => record[column])));
}

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One text cell quoted as the writer above quotes it, for the hot path that joins its own cells (csv-stringify
 * casts and inspects every cell; the per-asset rows are numbers but for a few text keys).
 */
export function csvText(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
