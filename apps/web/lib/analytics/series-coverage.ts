/**
 * How much of its range a chart's series covers (issue 13 'Charts of sparse assets say so'): a day without data
 * is drawn as a gap, never bridged, and a series with data on fewer than half its days carries a note.
 */
import { DAY_MS, HOUR_MS, listDays } from '@moodwire/domain';
import type { ChartPoint } from './chart-series-plan';

/** Below this share of its days (or hours) with a value, a series is sparse and says so. */
export const SPARSE_SHARE = 0.5;

export type SeriesFrequency = 'daily' | 'hourly';

export function stepOf(frequency: SeriesFrequency): number {
  return frequency === 'hourly' ? HOUR_MS : DAY_MS;
}

/**
 * The points with a null where a step (a day or an hour) has no point, so that the line breaks there: the API
 * answers only the windows that have data, and a line would otherwise join the values on either side of a gap.
 */
export function withGaps(points: readonly ChartPoint[], step: number): ChartPoint[] {
  const out: ChartPoint[] = [];
  for (let i = 0; i < points.length; i++) {
    const point = points[i] as ChartPoint;
    const previous = out[out.length - 1];
    if (previous && point[0] - previous[0] > step * 1.5) out.push([previous[0] + step, null]);
    out.push(point);
  }
  return out;
}

export interface Coverage {
  /** Days (or hours) with a value. */
  withData: number;
  /** Days (or hours) of the range. */
  periods: number;
}

/** The periods of a range (inclusive days, YYYY-MM-DD) and how many of them have a value. */
export function coverageOf(
  points: readonly ChartPoint[],
  range: { start: string; end: string },
  frequency: SeriesFrequency,
): Coverage {
  const days = listDays(range.start, range.end).length;
  return {
    withData: points.filter((point) => point[1] !== null).length,
    periods: frequency === 'hourly' ? days * 24 : days,
  };
}

/** The note of a sparse series ('Data on 40 of 365 days; ...'), or null when it covers at least half its range. */
export function sparseNote(coverage: Coverage, frequency: SeriesFrequency): string | null {
  if (coverage.periods === 0 || coverage.withData >= coverage.periods * SPARSE_SHARE) return null;
  const unit = frequency === 'hourly' ? 'hours' : 'days';
  return `Sparse: data on ${coverage.withData.toLocaleString('en-US')} of ${coverage.periods.toLocaleString('en-US')} ${unit}; the gaps are ${unit} without data`;
}
