/**
 * How every screen writes a number (issue 13: one figure reads the same in the list, the heatmap tile, the asset
 * page and the chart tooltip). One formatter per kind of value; a missing value (null, undefined, NaN) is NA, as
 * in the data files.
 *
 * All of them go through Intl.NumberFormat ('en-US'): it rounds the shortest decimal form of the number half away
 * from zero (11.45 -> 11.5), where Number#toFixed rounds the binary value (11.45 -> 11.4), which is how the same
 * buzz read 11.4 in one place and 11.5 in another.
 */
import { getIndicator, parseIndicatorCode, RANGE_BOUNDS, type RangeKind } from './indicators';

/** What a screen shows for a value it does not have. */
export const NA_TEXT = 'NA';

/** Decimals of an indicator's level by its range: buzz with one, ESG ranks whole, scores (-1..1, 0..1) with three. */
export const INDICATOR_DECIMALS: Readonly<Record<RangeKind, number>> = {
  count: 1,
  rank: 0,
  bipolar: 3,
  unipolar: 3,
};

/** Decimals of a change: as the level, but a rank's change keeps one (ranks over a period move by fractions). */
export const INDICATOR_CHANGE_DECIMALS: Readonly<Record<RangeKind, number>> = { ...INDICATOR_DECIMALS, rank: 1 };

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(decimals: number, signed: boolean): Intl.NumberFormat {
  const key = `${decimals}${signed ? '+' : ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // A change carries its sign; a value that rounds to zero has none ('0.000', never '-0.000' or '+0.000').
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function isPresent(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

/** A number with fixed decimals, NA when missing; `signed` puts a plus on rises (changes). */
export function formatDecimal(value: number | null | undefined, decimals: number, signed = false): string {
  return isPresent(value) ? formatterOf(decimals, signed).format(value) : NA_TEXT;
}

/** An indicator's kind of value: a range kind, or an indicator code ('buzz', 'mp_nws_sentiment'). */
export type IndicatorValueKind = RangeKind | { rangeKind: RangeKind };

/**
 * The range kind of an indicator code, plain or long ('mp_all_buzz'); scores (bipolar) for an unknown code. Case
 * decides between ESG Core 'Community' (a rank) and ESG Adv 'community' (a score), as in the catalogue.
 */
export function rangeKindOfIndicator(code: string): RangeKind {
  const base = parseIndicatorCode(code)?.code ?? code;
  return getIndicator(base)?.rangeKind ?? 'bipolar';
}

/** Whether a string from an answer ('count', 'rank', ...) is a range kind of the catalogue. */
export function isRangeKind(value: string): value is RangeKind {
  return Object.hasOwn(RANGE_BOUNDS, value);
}

function kindOf(kind: IndicatorValueKind): RangeKind {
  return typeof kind === 'string' ? kind : kind.rangeKind;
}

/** An indicator's level: 11.4 (buzz), 57 (an ESG rank), -0.829 (sentiment); NA when missing. */
export function formatIndicatorValue(kind: IndicatorValueKind, value: number | null | undefined): string {
  return formatDecimal(value, INDICATOR_DECIMALS[kindOf(kind)]);
}

/** A change of an indicator's level, signed: +1.2 (buzz), +0.200 (sentiment), +2.5 (an ESG rank); NA when missing. */
export function formatIndicatorChange(kind: IndicatorValueKind, value: number | null | undefined): string {
  return formatDecimal(value, INDICATOR_CHANGE_DECIMALS[kindOf(kind)], true);
}

/** A whole count (documents, mentions, assets): 12,345. */
export function formatCount(value: number | null | undefined): string {
  return formatDecimal(value, 0);
}

/** A share of a whole (0..1) as a percentage with one decimal: 0.1234 -> 12.3%. */
export function formatShare(value: number | null | undefined): string {
  return isPresent(value) ? `${formatDecimal(value * 100, 1)}%` : NA_TEXT;
}

/** A relative change (0.25 = a quarter more) as a whole signed percentage: +25%. */
export function formatPercentChange(value: number | null | undefined): string {
  return isPresent(value) ? `${formatDecimal(value * 100, 0, true)}%` : NA_TEXT;
}

/** A price (or a bond price) with two decimals: 1,234.50. */
export function formatPrice(value: number | null | undefined): string {
  return formatDecimal(value, 2);
}

/** A price return (0.0123 = 1.23%) as a signed percentage with two decimals: +1.23%. */
export function formatReturn(value: number | null | undefined): string {
  return isPresent(value) ? `${formatDecimal(value * 100, 2, true)}%` : NA_TEXT;
}
