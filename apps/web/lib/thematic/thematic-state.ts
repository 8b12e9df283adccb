/**
 * The thematic tool's URL state (issue 15 '/radar/thematic'): the theme's terms, the days and the benchmark
 * group, checked the way the API checks them so that the form names a bad field before asking.
 */
import type { QueryParams } from '@moodwire/domain';

export const MAX_TERMS = 10;
export const MIN_TERM_CHARS = 2;
export const MAX_TERM_CHARS = 60;
export const THEME_DAYS = [7, 30, 60, 90] as const;
export const DEFAULT_THEME_DAYS = 30;
/** The benchmark baskets offered beside the theme (/others/thematic-benchmark groups). */
export const BENCHMARK_GROUPS = [
  { id: 'equ_top100', name: 'Top 100 companies' },
  { id: 'cou', name: 'All countries' },
  { id: 'crypto', name: 'All cryptocurrencies' },
  { id: 'cur', name: 'All currencies' },
] as const;
export const DEFAULT_BENCHMARK_GROUP = 'equ_top100';

export interface ThemeState {
  /** The terms as typed (comma or new-line separated). */
  termsText: string;
  days: number;
  benchmark: string;
}

type Read = (key: string) => string | null;

export function readThemeState(get: Read): ThemeState {
  const days = Number(get('days'));
  const benchmark = get('benchmark');
  return {
    termsText: (get('terms') ?? '').slice(0, 1_000),
    days: (THEME_DAYS as readonly number[]).includes(days) ? days : DEFAULT_THEME_DAYS,
    benchmark: BENCHMARK_GROUPS.some((group) => group.id === benchmark)
      ? (benchmark ?? DEFAULT_BENCHMARK_GROUP)
      : DEFAULT_BENCHMARK_GROUP,
  };
}

export function themeUrlPatch(state: ThemeState): Record<string, string | null> {
  return {
    terms: state.termsText.trim() || null,
    days: state.days === DEFAULT_THEME_DAYS ? null : String(state.days),
    benchmark: state.benchmark === DEFAULT_BENCHMARK_GROUP ? null : state.benchmark,
  };
}

/** The terms of a text: split on commas and new lines, trimmed, repeats (any case) left out. */
export function splitThemeTerms(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of text.split(/[,\n]/)) {
    const term = raw.trim().replace(/\s+/g, ' ');
    if (term === '' || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    terms.push(term);
  }
  return terms;
}

/** What is wrong with the terms, naming the field; null when the theme can be asked for. */
export function themeTermsProblem(text: string): string | null {
  const terms = splitThemeTerms(text);
  if (terms.length === 0) return "Field 'terms': enter at least one keyword or phrase";
  if (terms.length > MAX_TERMS) return `Field 'terms': at most ${MAX_TERMS} keywords and phrases (${terms.length} now)`;
  const bad = terms.find((term) => term.length < MIN_TERM_CHARS || term.length > MAX_TERM_CHARS);
  if (bad !== undefined) {
    return `Field 'terms': '${bad}' must have ${MIN_TERM_CHARS} to ${MAX_TERM_CHARS} characters`;
  }
  return null;
}

/** The GET /others/thematic-theme parameters, or null while the terms have a problem. */
export function themeApiQuery(state: ThemeState): QueryParams | null {
  if (themeTermsProblem(state.termsText) !== null) return null;
  return { terms: splitThemeTerms(state.termsText).join(','), days: state.days };
}
