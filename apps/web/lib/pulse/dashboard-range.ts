/**
 * The Pulse dashboard's date range in the URL (`from`, `to`: inclusive days) and its presets. Without both the
 * API's default applies (the last 90 days of the lake). The summary call's end_date is exclusive.
 */
import { addDays, DAY_MS, isPulseClass, type PulseClass, parseDay } from '@moodwire/domain';

/** The summary call's longest range (apps/api pulse-routes SUMMARY_MAX_DAYS). */
export const DASHBOARD_MAX_DAYS = 731;

export const DASHBOARD_PRESETS = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
] as const;

export interface DashboardState {
  assetClass: PulseClass;
  from: string | null;
  to: string | null;
  /** A range the API would refuse (too long), said to the user instead of sent. */
  problem: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null) =>
  value !== null && DAY.test(value) && !Number.isNaN(parseDay(value)) ? value : null;

export function parseDashboardState(get: (key: string) => string | null): DashboardState {
  const assetClass = get('class');
  let from = validDay(get('from'));
  let to = validDay(get('to'));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  let problem: string | null = null;
  if (from !== null && to !== null && (parseDay(to) - parseDay(from)) / DAY_MS + 1 > DASHBOARD_MAX_DAYS) {
    problem = `From and To span more than ${DASHBOARD_MAX_DAYS} days; choose a shorter range.`;
  }
  if ((from === null) !== (to === null)) problem = 'Choose both From and To, or a preset.';
  return { assetClass: isPulseClass(assetClass) ? assetClass : 'equ', from, to, problem };
}

/** The summary call's range: start_date and the exclusive end_date, or neither for the default. */
export function dashboardRequestRange(state: DashboardState): { from: string | null; endDate: string | null } {
  if (state.from === null || state.to === null || state.problem !== null) return { from: null, endDate: null };
  return { from: state.from, endDate: addDays(state.to, 1) };
}

/** A preset's range ending on the lake's last day. */
export function presetRange(lastDay: string, days: number): { from: string; to: string } {
  return { from: addDays(lastDay, -(days - 1)), to: lastDay };
}
