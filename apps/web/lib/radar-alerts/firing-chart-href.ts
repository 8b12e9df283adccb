import { addDays, withQuery } from '@moodwire/domain';

/** Days shown on each side of the firing on the asset's chart. */
export const CHART_MARGIN_DAYS = 45;

export interface FiringRef {
  asset: { class: string; code: string };
  indicator: string;
  source: string;
  /** The daily window that fired, YYYY-MM-DD (or an ISO time within it). */
  window: string;
}

/**
 * The Charts screen (/ma4/charts) of a firing's asset and indicator, in the asset's class group, zoomed on the days
 * around the window that fired.
 */
export function firingChartHref(firing: FiringRef): string {
  const day = firing.window.slice(0, 10);
  return withQuery(`/ma4/charts/${encodeURIComponent(firing.asset.code)}`, {
    group: firing.asset.class,
    ind: firing.indicator,
    src: firing.source,
    start: addDays(day, -CHART_MARGIN_DAYS),
    end: addDays(day, CHART_MARGIN_DAYS),
  });
}
