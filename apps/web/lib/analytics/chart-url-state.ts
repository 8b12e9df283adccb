/**
 * The Charts screen's state as a URL (ARCHITECTURE.md 'URL state': a chart view is a shareable link), parsed
 * and serialised here as pure functions so the rules are tested without a browser:
 *
 *   /ma4/charts/<asset>/<asset>...?group=&ind=<code>&ind=<code>&src=&freq=hourly&window=&range=&start=&end=&hide=
 *
 * - assets: the path segments, at most MAX_CHART_ASSETS (the rest are reported, never plotted); a segment is an
 *   asset code, or `code@class` for an asset picked outside the group's class (a country and its market share
 *   a code: 'US@coumkt');
 * - ind: indicator codes of the catalogue or special series codes (spec §3: price, Return, bondprice);
 * - src: a source name (spec §3 'Sources'), the screens' default (SCREEN_DEFAULT_SOURCE_NAME, News_Social) when absent;
 * - freq: 'hourly' or absent (daily); window: the API's buzz-weighted smoothing in windows (1 = none);
 * - range: a date range preset (the data fetched); start/end: the zoomed window inside it (YYYY-MM-DD);
 * - hide: series removed from the chart, as `<asset>|<indicator>`.
 */
import {
  type AssetClassCode,
  addDays,
  addMonths,
  getDefaultSentimentIndicator,
  getFeaturedIndicator,
  getSource,
  isAssetClassCode,
  isCalendarDay,
  isSpecialSeriesCode,
  parseIndicatorCode,
  SCREEN_DEFAULT_SOURCE_NAME,
  type SourceName,
} from '@moodwire/domain';

export const MAX_CHART_ASSETS = 8;
export const MAX_CHART_INDICATORS = 6;
export const MAX_SMOOTHING_WINDOW = 365;
export const DEFAULT_CHART_SOURCE: SourceName = SCREEN_DEFAULT_SOURCE_NAME;

export const RANGE_PRESETS = ['1M', '3M', '6M', '1Y', '3Y', 'All'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** Daily charts open on a year; hourly ones on what the lake keeps (its most recent days only). */
export const DEFAULT_DAILY_RANGE: RangePreset = '1Y';
export const DEFAULT_HOURLY_RANGE: RangePreset = 'All';

export type ChartFrequency = 'daily' | 'hourly';

export interface ChartUrlState {
  assets: string[];
  indicators: string[];
  source: SourceName;
  frequency: ChartFrequency;
  window: number;
  range: RangePreset;
  /** The zoomed window (inclusive days); null = the whole range. */
  start: string | null;
  end: string | null;
  hidden: string[];
}

export interface ParsedChartUrl {
  state: ChartUrlState;
  /** Assets of the path beyond MAX_CHART_ASSETS (left out of the chart, named in a message). */
  droppedAssets: string[];
  /** Query values that were not understood (ignored; named in a message). */
  problems: string[];
}

function isDay(value: string | null): value is string {
  return value !== null && isCalendarDay(value);
}

function isRangePreset(value: string | null): value is RangePreset {
  return (RANGE_PRESETS as readonly (string | null)[]).includes(value);
}

/** An indicator code the chart can plot: a catalogue code (plain or mp_{src}_ long) or a special series. */
export function isChartIndicatorCode(value: string): boolean {
  return isSpecialSeriesCode(value) || parseIndicatorCode(value) !== null;
}

export interface AssetRef {
  id: string;
  /** The class the segment names; null = the group's class, else the asset's own. */
  assetClass: AssetClassCode | null;
}

/** Reads a path segment 'code' or 'code@class'. */
export function parseAssetRef(ref: string): AssetRef {
  const at = ref.lastIndexOf('@');
  if (at > 0) {
    const assetClass = ref.slice(at + 1);
    if (isAssetClassCode(assetClass)) return { id: ref.slice(0, at), assetClass };
  }
  return { id: ref, assetClass: null };
}

/** The path segment of an asset: its code, with its class when that is not the group's. */
export function assetRef(id: string, assetClass: AssetClassCode | null, groupClass: AssetClassCode): string {
  return assetClass === null || assetClass === groupClass ? id : `${id}@${assetClass}`;
}

export function seriesKey(asset: string, indicator: string): string {
  return `${asset}|${indicator}`;
}

/** Unique, non-empty values in first-seen order. */
function unique(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

/**
 * Reads the chart's state from the path's asset segments and the query string. Defaults for what is absent
 * (indicators and assets are left empty: the screen fills them with the group's defaults).
 */
export function parseChartUrl(segments: readonly string[], query: URLSearchParams): ParsedChartUrl {
  const problems: string[] = [];
  const allAssets = unique(segments.map((segment) => safeDecode(segment)));
  const assets = allAssets.slice(0, MAX_CHART_ASSETS);
  const droppedAssets = allAssets.slice(MAX_CHART_ASSETS);

  const indicators: string[] = [];
  for (const code of unique(query.getAll('ind'))) {
    if (!isChartIndicatorCode(code)) problems.push(`unknown indicator '${code}'`);
    else if (indicators.length < MAX_CHART_INDICATORS) indicators.push(code);
  }

  const srcValue = query.get('src');
  const source = srcValue === null ? undefined : getSource(srcValue);
  if (srcValue !== null && !source) problems.push(`unknown source '${srcValue}'`);

  const freqValue = query.get('freq');
  const frequency: ChartFrequency = freqValue === 'hourly' ? 'hourly' : 'daily';
  if (freqValue !== null && freqValue !== 'hourly' && freqValue !== 'daily') {
    problems.push(`unknown frequency '${freqValue}'`);
  }

  const windowValue = query.get('window');
  let window = 1;
  if (windowValue !== null) {
    const parsed = Number(windowValue);
    if (Number.isInteger(parsed) && parsed >= 1 && parsed <= MAX_SMOOTHING_WINDOW) window = parsed;
    else problems.push(`smoothing window '${windowValue}' is not a whole number from 1 to ${MAX_SMOOTHING_WINDOW}`);
  }

  const rangeValue = query.get('range');
  let range: RangePreset = frequency === 'hourly' ? DEFAULT_HOURLY_RANGE : DEFAULT_DAILY_RANGE;
  if (isRangePreset(rangeValue)) range = rangeValue;
  else if (rangeValue !== null) problems.push(`unknown date range '${rangeValue}'`);

  let start = query.get('start');
  let end = query.get('end');
  if (start !== null && !isDay(start)) {
    problems.push(`start '${start}' is not a date (YYYY-MM-DD)`);
    start = null;
  }
  if (end !== null && !isDay(end)) {
    problems.push(`end '${end}' is not a date (YYYY-MM-DD)`);
    end = null;
  }
  if (start !== null && end !== null && start > end) {
    problems.push('start is after end');
    start = null;
    end = null;
  }

  return {
    state: {
      assets,
      indicators,
      source: source?.name ?? DEFAULT_CHART_SOURCE,
      frequency,
      window,
      range,
      start,
      end,
      hidden: unique(query.getAll('hide')),
    },
    droppedAssets,
    problems,
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The chart's path: the product's charts route with one segment per asset. */
export function chartPath(base: string, assets: readonly string[]): string {
  return `${base}/charts${assets.map((asset) => `/${encodeURIComponent(asset)}`).join('')}`;
}

/**
 * The query of a state (the group is kept by the caller). Defaults are left out so that links stay short;
 * a key whose value is null is removed from the URL.
 */
export function chartQuery(state: ChartUrlState): Record<string, string | string[] | null> {
  const defaultRange = state.frequency === 'hourly' ? DEFAULT_HOURLY_RANGE : DEFAULT_DAILY_RANGE;
  return {
    ind: state.indicators.length > 0 ? state.indicators : null,
    src: state.source === DEFAULT_CHART_SOURCE ? null : state.source,
    freq: state.frequency === 'hourly' ? 'hourly' : null,
    window: state.window > 1 ? String(state.window) : null,
    range: state.range === defaultRange ? null : state.range,
    start: state.start,
    end: state.end,
    hide: state.hidden.length > 0 ? state.hidden : null,
  };
}

export interface LakeDays {
  /** First and last daily day of the lake. */
  from: string;
  to: string;
  /** First day of the hourly series (the lake keeps them for its most recent days only). */
  hourlyFrom: string;
}

/**
 * The days to fetch for a state: the preset counted back from the lake's last day, bounded by the lake's
 * first day (hourly: by its first hourly day), widened to take in a zoom window that starts earlier.
 */
export function resolveFetchRange(state: ChartUrlState, lake: LakeDays): { start: string; end: string } {
  const first = state.frequency === 'hourly' ? lake.hourlyFrom : lake.from;
  const end = lake.to;
  const months: Record<RangePreset, number | null> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '3Y': 36, All: null };
  const back = months[state.range];
  // A preset of n months ends on the lake's last day and starts the day after the same day n months before.
  let start = back === null ? first : addDays(addMonths(end, -back), 1);
  if (state.start !== null && state.start < start) start = state.start;
  if (start < first) start = first;
  if (start > end) start = end;
  return { start, end };
}

/**
 * The view a link shows when it names no asset or no indicator: the group's featured asset (spec §3 'Featured'),
 * with the default sentiment indicator and buzz of the group's class (spec §9).
 */
export function withChartDefaults(
  state: ChartUrlState,
  group: { Featured?: string | null; Class: AssetClassCode },
): ChartUrlState {
  const assets = state.assets.length > 0 ? state.assets : group.Featured ? [group.Featured] : [];
  const indicators =
    state.indicators.length > 0
      ? state.indicators
      : [...new Set([getDefaultSentimentIndicator(group.Class), getFeaturedIndicator(group.Class)])];
  return { ...state, assets, indicators };
}
