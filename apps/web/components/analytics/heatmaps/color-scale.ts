/**
 * The diverging colour scale of heatmaps and world maps: red for bad, grey for neutral, green for good, with the
 * indicator's polarity respected (spec §3 'Polarity': -1 means a higher value is bad, so the colours flip).
 * Bipolar indicators and changes centre at 0 with a range symmetric around it; other kinds (shares, counts,
 * ranks) centre at the middle of the values shown.
 */
import {
  formatIndicatorChange,
  formatIndicatorValue as formatIndicatorLevel,
  type Polarity,
  type RangeKind,
} from '@moodwire/domain';

export const GOOD_COLOR = '#16a34a';
export const NEUTRAL_COLOR = '#64748b';
export const BAD_COLOR = '#dc2626';
/** Tiles and countries without a value. */
export const MISSING_COLOR = '#94a3b8';

export interface ColorScale {
  min: number;
  mid: number;
  max: number;
  /** Colours at min, mid and max. */
  colors: readonly [string, string, string];
  /** Whether a higher value is bad (polarity -1), so the high end is red. */
  isHighBad: boolean;
}

export interface ColorScaleOptions {
  values: readonly (number | null)[];
  rangeKind: RangeKind;
  polarity: Polarity;
  /** The values are changes over a period (centred at 0 whatever the indicator's kind). */
  isChange?: boolean;
}

export function buildColorScale({ values, rangeKind, polarity, isChange = false }: ColorScaleOptions): ColorScale {
  const finite = values.filter((value): value is number => value !== null && Number.isFinite(value));
  const isHighBad = polarity === -1;
  const colors = (isHighBad ? [GOOD_COLOR, NEUTRAL_COLOR, BAD_COLOR] : [BAD_COLOR, NEUTRAL_COLOR, GOOD_COLOR]) as [
    string,
    string,
    string,
  ];
  if (isChange || rangeKind === 'bipolar') {
    let reach = finite.reduce((largest, value) => Math.max(largest, Math.abs(value)), 0);
    if (!isChange) reach = Math.min(reach, 1);
    // An all-zero (or empty) set still needs a range to draw a legend.
    if (reach === 0) reach = 1;
    return { min: -reach, mid: 0, max: reach, colors, isHighBad };
  }
  if (finite.length === 0) return { min: 0, mid: 0.5, max: 1, colors, isHighBad };
  let min = Math.min(...finite);
  let max = Math.max(...finite);
  if (min === max) {
    min -= 1;
    max += 1;
  }
  return { min, mid: (min + max) / 2, max, colors, isHighBad };
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(from: string, to: string, share: number): string {
  const a = channels(from);
  const b = channels(to);
  const c = a.map((value, i) => Math.round(value + ((b[i] as number) - value) * share));
  return `#${c.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** The colour of one value on the scale; values outside the range take the end colour. */
export function colorOf(scale: ColorScale, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return MISSING_COLOR;
  const [low, mid, high] = scale.colors;
  if (value <= scale.mid) {
    const span = scale.mid - scale.min;
    return mix(mid, low, span > 0 ? Math.min(1, (scale.mid - value) / span) : 0);
  }
  const span = scale.max - scale.mid;
  return mix(mid, high, span > 0 ? Math.min(1, (value - scale.mid) / span) : 0);
}

/**
 * A level, or a change when `isChange`, as tiles and legends show it: the domain's one format
 * (formatIndicatorValue / formatIndicatorChange of packages/domain), in the argument order the heatmap code and
 * the markets and widget screens call it with.
 */
export function formatTileValue(value: number | null, rangeKind: RangeKind, isChange = false): string {
  return isChange ? formatIndicatorChange(rangeKind, value) : formatIndicatorLevel(rangeKind, value);
}

/** The former name of formatTileValue, still imported by components/markets and components/widgets. */
export const formatIndicatorValue = formatTileValue;
