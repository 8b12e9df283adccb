/**
 * The MMS screener's URL state: which ranking (outlets or assets), the days, and the filters and sort of each.
 * Invalid values of a shared link fall back to the defaults instead of reaching the API.
 */
import { addDays, parseDay } from '@moodwire/domain';
import type { SortDirection } from './sort-rows';

/** The classes whose documents the lake keeps per asset (the assets ranking). */
export const MMS_ASSET_CLASSES = ['equ', 'etf', 'cou', 'coumkt', 'cur', 'crypto', 'agr', 'enm'] as const;
export const MMS_SOURCE_TYPES = ['news', 'social'] as const;
export const OUTLET_SORT_KEYS = [
  'outlet',
  'sourceType',
  'documents',
  'buzz',
  'sentiment',
  'positive',
  'negative',
  'bias',
] as const;
export const ASSET_SORT_KEYS = ['name', 'documents', 'buzz', 'sentiment', 'pressSentiment', 'bias'] as const;
export const MAX_MIN_DOCUMENTS = 10_000;

export type OutletSortKey = (typeof OUTLET_SORT_KEYS)[number];
export type AssetSortKey = (typeof ASSET_SORT_KEYS)[number];

export interface MmsScreenerState {
  view: 'outlets' | 'assets';
  from: string | null;
  to: string | null;
  /** news or social outlets only; null for both. */
  sourceType: (typeof MMS_SOURCE_TYPES)[number] | null;
  /** The outlet whose assets are ranked, or all. */
  outlet: string;
  assetClass: (typeof MMS_ASSET_CLASSES)[number];
  minDocuments: number;
  sort: string;
  direction: SortDirection;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null) =>
  value !== null && DAY.test(value) && !Number.isNaN(parseDay(value)) ? value : null;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T;
function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: null): T | null;
function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function parseMmsScreenerState(get: (key: string) => string | null): MmsScreenerState {
  const view = get('view') === 'assets' ? 'assets' : 'outlets';
  let from = validDay(get('from'));
  let to = validDay(get('to'));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const min = Number(get('min'));
  const keys: readonly string[] = view === 'outlets' ? OUTLET_SORT_KEYS : ASSET_SORT_KEYS;
  const sort = get('sort');
  const outlet = get('outlet')?.trim() ?? '';
  return {
    view,
    from,
    to,
    sourceType: oneOf(get('source'), MMS_SOURCE_TYPES, null),
    outlet: outlet === '' ? 'all' : outlet.slice(0, 200),
    assetClass: oneOf(get('class'), MMS_ASSET_CLASSES, 'equ'),
    minDocuments: Number.isInteger(min) && min >= 1 && min <= MAX_MIN_DOCUMENTS ? min : 1,
    sort: sort !== null && keys.includes(sort) ? sort : 'documents',
    direction: get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

/** The calls' range: start_date and the exclusive end_date (both or neither). */
export function mmsRequestRange(state: MmsScreenerState): { from: string | null; endDate: string | null } {
  if (state.from === null || state.to === null) return { from: null, endDate: null };
  return { from: state.from, endDate: addDays(state.to, 1) };
}
