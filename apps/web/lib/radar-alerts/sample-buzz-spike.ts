/**
 * The public page's live example (/radar/radar-alerts): the days a buzz-spike rule would have fired on the public
 * 90-day series of an asset (GET /public-asset, no sign-in). The test is the API's buzz_spike condition
 * (apps/api/src/alerts/evaluate-condition.ts, which the web app cannot import): the day's buzz at or above `factor`
 * times its mean over the `window` days before it (a day without buzz counts 0), then quiet for `cooldownDays`.
 */
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

/** Days from one YYYY-MM-DD to another. */
function dayDistance(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** One buzz per calendar day from the first point's day to the last's; a day with no point had no buzz. */
function dailyBuzz(points: readonly { date: string; buzz: number }[]): { date: string; buzz: number }[] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return [];
  const byDay = new Map(points.map((point) => [point.date.slice(0, 10), point.buzz]));
  const days: { date: string; buzz: number }[] = [];
  const end = Date.parse(`${last.date.slice(0, 10)}T00:00:00Z`);
  for (let time = Date.parse(`${first.date.slice(0, 10)}T00:00:00Z`); time <= end; time += 86_400_000) {
    const date = new Date(time).toISOString().slice(0, 10);
    days.push({ date, buzz: byDay.get(date) ?? 0 });
  }
  return days;
}

export function findBuzzSpikes(
  series: readonly { date: string; buzz: number }[],
  rule: SampleBuzzSpikeRule,
): SampleFiring[] {
  const points = dailyBuzz(series);
  const firings: SampleFiring[] = [];
  let lastFired: string | null = null;
  for (let i = rule.window; i < points.length; i++) {
    const point = points[i];
    if (!point || !(point.buzz > 0)) continue;
    const day = point.date.slice(0, 10);
    if (lastFired !== null && dayDistance(lastFired, day) < Math.max(1, rule.cooldownDays)) continue;
    let sum = 0;
    for (let j = i - rule.window; j < i; j++) sum += points[j]?.buzz ?? 0;
    const mean = sum / rule.window;
    if (!(mean > 0) || point.buzz < rule.factor * mean) continue;
    firings.push({ date: day, buzz: point.buzz, mean });
    lastFired = day;
  }
  return firings;
}
