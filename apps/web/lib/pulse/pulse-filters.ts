/**
 * The Pulse tool's filters as URL state (issue 15 '/pulse/tool': every filter in the URL), and the query of the
 * event feed they make (spec §7 /pulse/v1/events/{class}/{code}?start_date,end_date,domicile,topic,
 * exchange_country,economic_sector,pulselevel,sentiment). Pure: the page and its tests share it.
 */
import {
  addDays,
  getAssetClass,
  INDUSTRIES,
  isPulseClass,
  PULSE_LEVELS,
  PULSE_SENTIMENTS,
  PULSE_TOPICS,
  type PulseClass,
  parseDay,
} from '@moodwire/domain';

/** Events per page of the feed (the next page loads when the end of the list comes into view). */
export const PULSE_PAGE_SIZE = 20;

export interface PulseFilters {
  assetClass: PulseClass;
  /** An asset code of the class, or null for every asset. */
  asset: string | null;
  /** First and last day shown (YYYY-MM-DD, both inclusive), or null for the API's default range. */
  from: string | null;
  to: string | null;
  domicile: string | null;
  topic: string | null;
  exchangeCountry: string | null;
  sector: string | null;
  level: number | null;
  sentiment: string | null;
}

/** The URL keys of each filter. */
export const PULSE_URL_KEYS = {
  assetClass: 'class',
  asset: 'asset',
  from: 'from',
  to: 'to',
  domicile: 'domicile',
  topic: 'topic',
  exchangeCountry: 'exchange',
  sector: 'sector',
  level: 'level',
  sentiment: 'sentiment',
} as const satisfies Record<keyof PulseFilters, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Za-z]{2}$/;

export function pulseClassName(code: PulseClass): string {
  return getAssetClass(code)?.name ?? code;
}

function day(value: string | null): string | null {
  return value !== null && DAY.test(value) && !Number.isNaN(parseDay(value)) ? value : null;
}

function country(value: string | null): string | null {
  return value !== null && COUNTRY.test(value) ? value.toUpperCase() : null;
}

function oneOf(value: string | null, allowed: readonly string[]): string | null {
  return value !== null && allowed.includes(value) ? value : null;
}

/**
 * The filters a URL holds; a value that is not valid (a typo in a shared link) is left out rather than sent to
 * the API, and the class defaults to companies.
 */
export function parsePulseFilters(get: (key: string) => string | null): PulseFilters {
  const assetClass = get(PULSE_URL_KEYS.assetClass);
  const level = Number(get(PULSE_URL_KEYS.level));
  const asset = get(PULSE_URL_KEYS.asset)?.trim() ?? '';
  let from = day(get(PULSE_URL_KEYS.from));
  let to = day(get(PULSE_URL_KEYS.to));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  return {
    assetClass: isPulseClass(assetClass) ? assetClass : 'equ',
    asset: asset === '' || asset === 'all' ? null : asset.slice(0, 100),
    from,
    to,
    domicile: country(get(PULSE_URL_KEYS.domicile)),
    topic: oneOf(get(PULSE_URL_KEYS.topic), PULSE_TOPICS),
    exchangeCountry: country(get(PULSE_URL_KEYS.exchangeCountry)),
    sector: oneOf(get(PULSE_URL_KEYS.sector), INDUSTRIES),
    level: (PULSE_LEVELS as readonly number[]).includes(level) ? level : null,
    sentiment: oneOf(get(PULSE_URL_KEYS.sentiment), PULSE_SENTIMENTS),
  };
}

/** The URL patch of a filter change (null removes the key; the class is kept out of the URL when it is equ). */
export function pulseFiltersPatch(filters: Partial<PulseFilters>): Record<string, string | null> {
  const patch: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(filters) as [keyof PulseFilters, PulseFilters[keyof PulseFilters]][]) {
    const key = PULSE_URL_KEYS[name];
    if (name === 'assetClass') patch[key] = value === 'equ' ? null : String(value);
    else patch[key] = value === null || value === undefined || value === '' ? null : String(value);
  }
  return patch;
}

/** How many filters besides the class are set (the 'Clear filters' button shows it). */
export function countPulseFilters(filters: PulseFilters): number {
  const { assetClass: _class, ...rest } = filters;
  return Object.values(rest).filter((value) => value !== null).length;
}

/** The feed's path and query for the API (end_date is exclusive there, so the last day shown plus one). */
export function pulseEventsRequest(filters: PulseFilters): {
  path: { class: string; code: string };
  query: Record<string, string | number>;
} {
  const query: Record<string, string | number> = {};
  if (filters.from) query.start_date = filters.from;
  if (filters.to) query.end_date = addDays(filters.to, 1);
  if (filters.domicile) query.domicile = filters.domicile;
  if (filters.topic) query.topic = filters.topic;
  if (filters.exchangeCountry) query.exchange_country = filters.exchangeCountry;
  if (filters.sector) query.economic_sector = filters.sector;
  if (filters.level !== null) query.pulselevel = filters.level;
  if (filters.sentiment) query.sentiment = filters.sentiment;
  return { path: { class: filters.assetClass, code: filters.asset ?? 'all' }, query };
}
