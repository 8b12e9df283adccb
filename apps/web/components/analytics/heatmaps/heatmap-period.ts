/**
 * The period of a heatmap or world map: the day shown (`end`) and, optionally, the day the change is measured
 * from (`start`, spec §7). The screens offer a few spans; a `start` from a shared link that matches none of them
 * is kept as a custom span.
 */
import { differenceInCalendarDays, format, isValid, parseISO, subDays } from 'date-fns';

export const CHANGE_SPANS = [
  { days: 0, label: 'Level on the day' },
  { days: 1, label: 'Change over 1 day' },
  { days: 7, label: 'Change over 1 week' },
  { days: 30, label: 'Change over 1 month' },
  { days: 90, label: 'Change over 3 months' },
] as const;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string | null | undefined): value is string {
  return !!value && DAY_RE.test(value) && isValid(parseISO(value));
}

/** The day `days` before `end` (YYYY-MM-DD). */
export function dayBefore(end: string, days: number): string {
  return format(subDays(parseISO(end), days), 'yyyy-MM-dd');
}

/** Whole days from start to end (negative when start is after end). */
export function daysBetween(start: string, end: string): number {
  return differenceInCalendarDays(parseISO(end), parseISO(start));
}
