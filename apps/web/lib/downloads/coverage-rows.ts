/**
 * The rows of the Coverage List (issue 14): every asset of a class with its identifiers, name, sector, domicile,
 * exchange country and first and last day with data, from the data API's `/{prefix}/v4/{asset_class}/coverage`
 * (or, for transcripts, `/mta/assets`: the companies with earnings calls and their first and last call). Search
 * (fuse.js), sort and the CSV export work on these rows, so the file holds what the page shows.
 * Relative imports only: the root Vitest config knows no '@/' alias.
 */
import Fuse from 'fuse.js';

export interface CoverageRow {
  assetCode: string;
  name: string;
  RIC: string | null;
  Ticker: string | null;
  TRBCEconomicSector: string | null;
  Domicile: string | null;
  ExchangeCountry: string | null;
  firstDate: string | null;
  lastDate: string | null;
  /** Days with data (transcripts: earnings calls). */
  days: number;
}

/** A company of `/mta/assets`. */
export interface TranscriptAsset {
  assetCode: string;
  ticker: string | null;
  name: string;
  RIC: string | null;
  TRBCEconomicSector: string | null;
  Domicile: string | null;
  ExchangeCountry?: string | null;
  calls: number;
  firstCall: string;
  lastCall: string;
}

export function fromTranscriptAssets(assets: readonly TranscriptAsset[]): CoverageRow[] {
  return assets.map((asset) => ({
    assetCode: asset.assetCode,
    name: asset.name,
    RIC: asset.RIC,
    Ticker: asset.ticker,
    TRBCEconomicSector: asset.TRBCEconomicSector,
    Domicile: asset.Domicile,
    ExchangeCountry: asset.ExchangeCountry ?? null,
    firstDate: asset.firstCall.slice(0, 10),
    lastDate: asset.lastCall.slice(0, 10),
    days: asset.calls,
  }));
}

export type CoverageKey = keyof CoverageRow;
export type CoverageDir = 'asc' | 'desc';

/** The columns in order: the key, the header of the page and of the CSV. */
export const COVERAGE_COLUMNS: ReadonlyArray<{ key: CoverageKey; header: string; numeric?: boolean }> = [
  { key: 'name', header: 'Name' },
  { key: 'assetCode', header: 'Asset code' },
  { key: 'RIC', header: 'RIC' },
  { key: 'Ticker', header: 'Ticker' },
  { key: 'TRBCEconomicSector', header: 'Sector' },
  { key: 'Domicile', header: 'Domicile' },
  { key: 'ExchangeCountry', header: 'Exchange country' },
  { key: 'firstDate', header: 'First date' },
  { key: 'lastDate', header: 'Last date' },
  { key: 'days', header: 'Days with data', numeric: true },
];

export function isCoverageKey(value: string | null): value is CoverageKey {
  return COVERAGE_COLUMNS.some((column) => column.key === value);
}

/** The rows whose name, code, RIC, ticker, sector or countries match the search (fuzzy, best first); all without. */
export function searchCoverage(rows: readonly CoverageRow[], query: string): CoverageRow[] {
  const text = query.trim();
  if (text === '') return [...rows];
  // Exact identifiers first: a pasted code or ticker finds its asset even where fuzzy scores would rank others.
  const upper = text.toUpperCase();
  const exact = rows.filter((row) => [row.assetCode, row.RIC, row.Ticker].some((id) => id?.toUpperCase() === upper));
  const fuse = new Fuse(rows as CoverageRow[], {
    keys: ['name', 'assetCode', 'RIC', 'Ticker', 'TRBCEconomicSector', 'Domicile', 'ExchangeCountry'],
    // spec §5: fuzzy threshold 0.3 for lists other than groups.
    threshold: 0.3,
    ignoreLocation: true,
  });
  const found = fuse.search(text).map((result) => result.item);
  const seen = new Set(exact);
  return [...exact, ...found.filter((row) => !seen.has(row))];
}

/** Sorted by one column (empty values last either way), ties by name; a new array. */
export function sortCoverage(rows: readonly CoverageRow[], key: CoverageKey, dir: CoverageDir): CoverageRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || x === undefined || x === '') return y === null || y === undefined || y === '' ? 0 : 1;
    if (y === null || y === undefined || y === '') return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order === 0 ? a.name.localeCompare(b.name) : sign * order;
  });
}

/** The rows as the CSV export writes them: the page's headers (with its overrides), empty cells for missing values. */
export function coverageCsvData(
  rows: readonly CoverageRow[],
  headers: Partial<Record<CoverageKey, string>> = {},
): { fields: string[]; data: (string | number)[][] } {
  return {
    fields: COVERAGE_COLUMNS.map((column) => headers[column.key] ?? column.header),
    data: rows.map((row) => COVERAGE_COLUMNS.map((column) => row[column.key] ?? '')),
  };
}
