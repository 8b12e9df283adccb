/**
 * The state of a bulk files page in its URL (shareable: `?class=equ&freq=dai&from=2026-11-18&to=2026-11-25`) and
 * its checks: a form names the field and the reason (issue 14 'Bad input'). The dates are inclusive in the form;
 * the API's end_date is exclusive, so the call asks for the day after `to`.
 */
import {
  ASSET_CLASSES,
  type AssetClass,
  addDays,
  canReadDataClass,
  type DataFrequency,
  type DataProduct,
  isCompanyClass,
  listDataFrequencies,
  parseDay,
  type User,
} from '@moodwire/domain';

/** The download areas of spec §2 and what each lists: a data product's bulk files, or the transcripts. */
export type BulkFilesArea = 'ma4' | 'esg4' | 'transcripts';

export const AREA_PRODUCT: Readonly<Record<Exclude<BulkFilesArea, 'transcripts'>, DataProduct>> = {
  ma4: 'rma',
  esg4: 'esg',
};

/** The most days one listing of the page spans (a listing writes its files; the API takes longer ranges). */
export const MAX_PAGE_DAYS = 92;
/** Days shown when the URL names none: the last week of the data. */
export const DEFAULT_DAYS = 7;

export interface BulkFilesState {
  /** Asset class code ('' for the transcripts). */
  assetClass: string;
  /** Frequency code (dai, hou; '' for the transcripts). */
  freq: string;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

export interface FieldError {
  field: 'from' | 'to';
  message: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null | undefined): value is string {
  return typeof value === 'string' && DAY.test(value) && !Number.isNaN(parseDay(value));
}

/** The classes of a product the user may download (spec §3 data_perms). */
export function listPermittedClasses(user: User | null | undefined, product: DataProduct): AssetClass[] {
  return ASSET_CLASSES.filter(
    (assetClass) => assetClass.product === product && canReadDataClass(user, product, assetClass.code),
  );
}

/**
 * The page's state from its query string: a class the user may read (else the first company class, else the
 * first one), a frequency of that class (else its first), and the dates as written (checked by `checkState`),
 * defaulting to the last week of the data (`lastDay`).
 */
export function readState(
  params: URLSearchParams,
  classes: readonly AssetClass[],
  lastDay: string | undefined,
): BulkFilesState {
  const wanted = params.get('class');
  // The companies class is what users want first (as Pull Data opens); the list keeps the table's order.
  const assetClass =
    classes.find((entry) => entry.code === wanted) ?? classes.find((entry) => isCompanyClass(entry.code)) ?? classes[0];
  const frequencies: DataFrequency[] = assetClass ? listDataFrequencies(assetClass.code) : [];
  const freq = frequencies.find((entry) => entry.code === params.get('freq'))?.code ?? frequencies[0]?.code ?? '';
  const to = params.get('to') ?? lastDay ?? '';
  const from = params.get('from') ?? (isDay(to) ? addDays(to, -(DEFAULT_DAYS - 1)) : '');
  return { assetClass: assetClass?.code ?? '', freq, from, to };
}

/** The query string of a state (what `readState` reads back). */
export function writeState(state: BulkFilesState): string {
  const params = new URLSearchParams();
  if (state.assetClass) params.set('class', state.assetClass);
  if (state.freq) params.set('freq', state.freq);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  return params.toString();
}

/** What is wrong with the dates, naming the field; null when they can be listed. */
export function checkState(state: Pick<BulkFilesState, 'from' | 'to'>): FieldError | null {
  if (!isDay(state.from)) return { field: 'from', message: 'Start date: enter a date as YYYY-MM-DD.' };
  if (!isDay(state.to)) return { field: 'to', message: 'End date: enter a date as YYYY-MM-DD.' };
  if (state.to < state.from) return { field: 'to', message: 'End date: must be on or after the start date.' };
  const days = Math.round((parseDay(state.to) - parseDay(state.from)) / 86_400_000) + 1;
  if (days > MAX_PAGE_DAYS) {
    return {
      field: 'to',
      message: `End date: at most ${MAX_PAGE_DAYS} days from the start date (${days} asked); list longer ranges with the API.`,
    };
  }
  return null;
}

/** The API's [start_date, end_date) of the inclusive dates of the form. */
export function apiRange(state: Pick<BulkFilesState, 'from' | 'to'>): { start_date: string; end_date: string } {
  return { start_date: state.from, end_date: addDays(state.to, 1) };
}

/** A size in bytes as kB or MB (1 kB = 1,000 bytes, as downloads show them). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return 'NA';
  if (bytes < 1_000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1_000).toFixed(1)} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}
