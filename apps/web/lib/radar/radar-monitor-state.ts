/**
 * The Radar monitor's URL state (issue 15 '/radar/radar-ui'): class, search, least buzz, watchlist and page, as
 * a pure module so that a shared link opens the same view and the parsing is tested without a browser.
 */
import type { QueryParams } from '@moodwire/domain';

/** The classes the monitor offers ('all' reads every class, as /radarv5/assetlist without cls). */
export const MONITOR_CLASSES = [
  { code: 'equ', name: 'Companies' },
  { code: 'etf', name: 'Company groups' },
  { code: 'cou', name: 'Countries' },
  { code: 'coumkt', name: 'Country markets' },
  { code: 'cur', name: 'Currencies' },
  { code: 'crypto', name: 'Cryptocurrencies' },
  { code: 'agr', name: 'Agriculture' },
  { code: 'enm', name: 'Energy and material' },
  { code: 'all', name: 'All classes' },
] as const;
export type MonitorClass = (typeof MONITOR_CLASSES)[number]['code'];

// Companies first: what an investor opens the Radar for (5,600 scored in one pass, ~0.4 s cold on the demo lake).
export const DEFAULT_MONITOR_CLASS: MonitorClass = 'equ';
/** Rows per page (the API answers at most 500). */
export const MONITOR_PAGE_SIZE = 200;
/** The trailing windows offered, in daily windows. */
export const MONITOR_WINDOWS = [30, 60, 90, 180, 365] as const;
export const DEFAULT_MONITOR_WINDOW = 90;

export interface MonitorState {
  cls: MonitorClass;
  search: string;
  minBuzz: number | null;
  /** Key of one of the user's watchlists: only its assets (every class). */
  watchlist: string | null;
  window: number;
  /** 1-based. */
  page: number;
}

type Read = (key: string) => string | null;

function positiveInteger(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

/** The state of a query string; anything unreadable falls back to its default. */
export function readMonitorState(get: Read): MonitorState {
  const cls = MONITOR_CLASSES.find((entry) => entry.code === get('cls'))?.code ?? DEFAULT_MONITOR_CLASS;
  const minBuzzText = get('minbuzz');
  const minBuzz = minBuzzText === null || minBuzzText === '' ? Number.NaN : Number(minBuzzText);
  const window = positiveInteger(get('window'), DEFAULT_MONITOR_WINDOW);
  return {
    cls,
    search: (get('search') ?? '').slice(0, 100),
    minBuzz: Number.isFinite(minBuzz) && minBuzz > 0 ? minBuzz : null,
    watchlist: get('watchlist') || null,
    window: (MONITOR_WINDOWS as readonly number[]).includes(window) ? window : DEFAULT_MONITOR_WINDOW,
    page: positiveInteger(get('page'), 1),
  };
}

/** The query string of a state (defaults left out). */
export function monitorUrlPatch(state: MonitorState): Record<string, string | null> {
  return {
    cls: state.cls === DEFAULT_MONITOR_CLASS ? null : state.cls,
    search: state.search || null,
    minbuzz: state.minBuzz === null ? null : String(state.minBuzz),
    watchlist: state.watchlist,
    window: state.window === DEFAULT_MONITOR_WINDOW ? null : String(state.window),
    page: state.page === 1 ? null : String(state.page),
  };
}

/**
 * The GET /radarv5/monitor parameters of a state. A watchlist reads its assets in every class (a watchlist mixes
 * classes); an empty watchlist asks for nothing (null).
 */
export function monitorApiQuery(state: MonitorState, watchlistAssets: readonly string[] | null): QueryParams | null {
  if (state.watchlist !== null && watchlistAssets !== null && watchlistAssets.length === 0) return null;
  const onList = state.watchlist !== null && watchlistAssets !== null;
  return {
    cls: onList || state.cls === 'all' ? undefined : state.cls,
    assets: onList ? watchlistAssets.join(',') : undefined,
    search: state.search.trim() || undefined,
    minbuzz: state.minBuzz ?? undefined,
    window: state.window,
    limit: MONITOR_PAGE_SIZE,
    offset: (state.page - 1) * MONITOR_PAGE_SIZE,
  };
}
