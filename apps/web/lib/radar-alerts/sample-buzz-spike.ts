/**
 * The public page's live example (/radar/radar-alerts): the days a buzz-spike rule would have fired on the public
 * 90-day series of an asset (GET /public-asset, no sign-in), found by the same evaluation the API runs for live
 * rules and previews (`evaluateCondition` of '@moodwire/domain'), cooldown included.
 */
import { type AlertCondition, addDays, type DailySeries, evaluateCondition } from '@moodwire/domain';

export interface SampleBuzzSpikeRule {
  factor: number;
  window: number;
  cooldownDays: number;
}

export interface SampleFiring {
  date: string;
  buzz: number;
  mean: number;
}

/** One slot per calendar day from the first point's day to the last's; a day with no point has no window (NaN). */
function toDailySeries(points: readonly { date: string; buzz: number }[]): DailySeries {
  const first = points[0]?.date.slice(0, 10);
  const last = points.at(-1)?.date.slice(0, 10);
  if (first === undefined || last === undefined) return { days: [], values: [], buzz: [] };
  const byDay = new Map(points.map((point) => [point.date.slice(0, 10), point.buzz]));
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  const buzz = days.map((day) => byDay.get(day) ?? Number.NaN);
  return { days, values: buzz, buzz };
}

export function findBuzzSpikes(
  points: readonly { date: string; buzz: number }[],
  rule: SampleBuzzSpikeRule,
): SampleFiring[] {
  const series = toDailySeries(points);
  const condition: AlertCondition = {
    kind: 'buzz_spike',
    indicator: 'buzz',
    source: 'News_Social',
    params: { factor: rule.factor, window: rule.window },
    cooldownDays: rule.cooldownDays,
  };
  return evaluateCondition(condition, series, { from: 0, to: series.days.length - 1 }).map((hit) => ({
    date: series.days[hit.day] as string,
    buzz: hit.values.buzz ?? Number.NaN,
    mean: hit.values.mean ?? Number.NaN,
  }));
}
