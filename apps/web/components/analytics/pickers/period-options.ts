/** The periods (in days) a change is measured over on the analytics screens, with their labels. */
export const PERIOD_OPTIONS = [
  { days: 1, label: '1 day' },
  { days: 7, label: '1 week' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
] as const;

export const DEFAULT_PERIOD_DAYS = 1;

/** The label of a period; a period that is not one of the options (an edited link) still reads in days. */
export function periodLabel(days: number): string {
  return PERIOD_OPTIONS.find((option) => option.days === days)?.label ?? `${days} days`;
}

/** A period from a query value: a whole number of days from 1 to 3650, or the default. */
export function parsePeriodDays(value: string | null | undefined, fallback: number = DEFAULT_PERIOD_DAYS): number {
  if (value === null || value === undefined || !/^\d+$/.test(value)) return fallback;
  const days = Number(value);
  return days >= 1 && days <= 3650 ? days : fallback;
}
