/**
 * The industry filter of spec §3 (TRBC economic sectors, exact spelling), first entry 'All' meaning no filter.
 */
export const ALL_INDUSTRIES = 'All';

export const INDUSTRIES = [
  'Academic and educational services',
  'Basic materials',
  'Consumer cyclicals',
  'Consumer non-cyclicals',
  'Energy',
  'Financials',
  'Healthcare',
  'Industrials',
  'Real estate',
  'Technology',
  'Utilities',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_FILTER = [ALL_INDUSTRIES, ...INDUSTRIES] as const;
export type IndustryFilter = (typeof INDUSTRY_FILTER)[number];

export function isIndustry(value: unknown): value is Industry {
  return typeof value === 'string' && (INDUSTRIES as readonly string[]).includes(value);
}

export function isIndustryFilter(value: unknown): value is IndustryFilter {
  return value === ALL_INDUSTRIES || isIndustry(value);
}

/** Whether an asset of `sector` passes the filter; 'All' (or no filter) passes everything, even no sector. */
export function matchesIndustry(filter: IndustryFilter | null | undefined, sector: string | null | undefined): boolean {
  if (!filter || filter === ALL_INDUSTRIES) return true;
  return sector === filter;
}
