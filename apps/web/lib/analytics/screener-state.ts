/**
 * The screener's view as query parameters (ARCHITECTURE.md 'URL state'): indicator columns (`col`, repeated),
 * least buzz (`minbuzz`), sector, exchange country, source (`src`), period of the change in days, and the sort
 * (`sort` = `name`, `<indicator>:level`, `<indicator>:change` or `<indicator>:abs`; `dir` = asc or desc).
 * Absent parameters mean the defaults, so the plain screen link is short.
 */
import { ALL_INDUSTRIES, isIndustryFilter, isSourceName, type SourceName } from '@moodwire/domain';
import { screenSourceOf } from './screen-source';

/** Calls per view: one /overview-topn request per column. */
export const MAX_SCREENER_COLUMNS = 8;

export type SortField = 'level' | 'change' | 'abs';
export type SortKey = { kind: 'name' } | { kind: 'indicator'; code: string; field: SortField };
export type SortDir = 'asc' | 'desc';

export interface ScreenerState {
  columns: string[];
  /** Whether `columns` are the class's defaults (no `col` in the link). */
  defaultColumns: boolean;
  minBuzz: number | undefined;
  sector: string | undefined;
  exchangeCountry: string | undefined;
  source: SourceName;
  period: number;
  sort: SortKey;
  dir: SortDir;
}

export interface ScreenerDefaults {
  /** The class's featured (buzz) and default sentiment indicators (spec §9). */
  columns: readonly string[];
}

export interface ParsedScreenerState {
  state: ScreenerState;
  /** Messages for parameters that were not understood (the defaults are used instead). */
  problems: string[];
}

type Reader = { get(key: string): string | null; getAll(key: string): string[] };

const CODE_RE = /^[A-Za-z0-9_]{1,100}$/;

export function encodeSortKey(key: SortKey): string {
  return key.kind === 'name' ? 'name' : `${key.code}:${key.field}`;
}

export function parseSortKey(value: string | null): SortKey | null {
  if (value === null || value === '') return null;
  if (value === 'name') return { kind: 'name' };
  const match = /^([A-Za-z0-9_]{1,100}):(level|change|abs)$/.exec(value);
  return match ? { kind: 'indicator', code: match[1] as string, field: match[2] as SortField } : null;
}

/** The sort used when the link names none: the largest absolute change of the default sentiment column. */
export function defaultSortKey(columns: readonly string[]): SortKey {
  const code = columns[columns.length - 1] ?? columns[0];
  return code ? { kind: 'indicator', code, field: 'abs' } : { kind: 'name' };
}

export function parseScreenerState(params: Reader, defaults: ScreenerDefaults): ParsedScreenerState {
  const problems: string[] = [];
  const requested = params.getAll('col').filter((code) => code !== '');
  const valid = [...new Set(requested.filter((code) => CODE_RE.test(code)))].slice(0, MAX_SCREENER_COLUMNS);
  if (valid.length < requested.length) {
    problems.push(`Columns are indicator codes without repeats, at most ${MAX_SCREENER_COLUMNS}.`);
  }
  const defaultColumns = valid.length === 0;
  const columns = defaultColumns ? [...defaults.columns] : valid;

  let minBuzz: number | undefined;
  const rawMinBuzz = params.get('minbuzz');
  if (rawMinBuzz !== null && rawMinBuzz !== '') {
    const value = Number(rawMinBuzz);
    if (Number.isFinite(value) && value >= 0) minBuzz = value;
    else problems.push('The minimum buzz must be a number of 0 or more.');
  }

  const rawSector = params.get('sector');
  const sector = rawSector && rawSector !== ALL_INDUSTRIES && isIndustryFilter(rawSector) ? rawSector : undefined;
  if (rawSector && rawSector !== ALL_INDUSTRIES && !sector) problems.push(`'${rawSector}' is not a sector.`);

  const rawCountry = params.get('exchange_country');
  const exchangeCountry = rawCountry && /^[A-Z]{2}$/.test(rawCountry) ? rawCountry : undefined;
  if (rawCountry && !exchangeCountry) problems.push('The exchange country is a two-letter code (ISO alpha-2).');

  const rawSource = params.get('src');
  const source: SourceName = screenSourceOf(rawSource);
  if (rawSource && !isSourceName(rawSource)) problems.push(`'${rawSource}' is not a source.`);

  let period = 1;
  const rawPeriod = params.get('period');
  if (rawPeriod !== null && rawPeriod !== '') {
    const days = /^\d+$/.test(rawPeriod) ? Number(rawPeriod) : Number.NaN;
    if (days >= 1 && days <= 3650) period = days;
    else problems.push('The period is a whole number of days from 1 to 3650.');
  }

  const rawSort = params.get('sort');
  const parsedSort = parseSortKey(rawSort);
  let sort = parsedSort ?? defaultSortKey(columns);
  if (rawSort && !parsedSort) problems.push(`'${rawSort}' is not a sort of this table.`);
  // A sort by a column that is no longer shown falls back to the default rather than an invisible order.
  if (sort.kind === 'indicator' && !columns.includes(sort.code)) sort = defaultSortKey(columns);
  const dir: SortDir = params.get('dir') === 'asc' ? 'asc' : 'desc';

  return {
    state: { columns, defaultColumns, minBuzz, sector, exchangeCountry, source, period, sort, dir },
    problems,
  };
}

/** The query patch of a changed column list: the default list drops `col` from the link. */
export function columnsPatch(columns: readonly string[], defaults: ScreenerDefaults): { col: string[] | null } {
  const same = columns.length === defaults.columns.length && columns.every((code, i) => code === defaults.columns[i]);
  return { col: same ? null : [...columns] };
}

/** The query patch of a sort; the default sort and direction drop their keys. */
export function sortPatch(
  sort: SortKey,
  dir: SortDir,
  columns: readonly string[],
): { sort: string | null; dir: string | null } {
  const isDefault = encodeSortKey(sort) === encodeSortKey(defaultSortKey(columns));
  return { sort: isDefault ? null : encodeSortKey(sort), dir: dir === 'desc' ? null : dir };
}
