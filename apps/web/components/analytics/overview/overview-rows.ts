/** The group overview's lists cut from one /overview-topn answer: movers up and down, and the sector breakdown. */
import { type RangeKind, rangeKindOfIndicator } from '@moodwire/domain';

/**
 * How an indicator's values show: its range kind picks the domain's format (formatIndicatorValue: ESG Core ranks
 * whole, buzz with one decimal, scores with three); only a bipolar level (-1..1, such as sentiment) takes the
 * rise/fall colours. Before the answer names the indicator: a score, without colours.
 */
export interface ValueFormat {
  rangeKind: RangeKind;
  signedLevel: boolean;
}

export function indicatorValueFormat(indicatorCode: string | undefined): ValueFormat {
  if (!indicatorCode) return { rangeKind: 'bipolar', signedLevel: false };
  const rangeKind = rangeKindOfIndicator(indicatorCode);
  return { rangeKind, signedLevel: rangeKind === 'bipolar' };
}

export interface TopnRow {
  asset: string;
  name: string;
  sector: string | null;
  buzz: number;
  value: number | null;
  previous: number | null;
  delta: number | null;
}

export interface Movers {
  up: TopnRow[];
  down: TopnRow[];
}

/** The `num` largest rises and the `num` largest falls of the indicator over the period. */
export function splitMovers(rows: readonly TopnRow[], num: number): Movers {
  const changed = rows.filter((row): row is TopnRow & { delta: number } => row.delta !== null && row.delta !== 0);
  const byCode = (a: TopnRow, b: TopnRow) => a.asset.localeCompare(b.asset);
  return {
    up: changed
      .filter((row) => row.delta > 0)
      .sort((a, b) => b.delta - a.delta || byCode(a, b))
      .slice(0, num),
    down: changed
      .filter((row) => row.delta < 0)
      .sort((a, b) => a.delta - b.delta || byCode(a, b))
      .slice(0, num),
  };
}

export interface SectorRow {
  sector: string;
  /** Members of the sector in the answer. */
  count: number;
  /** Members with a value on the day. */
  withValue: number;
  /** Mean level of the indicator over the members with a value; null when none has one. */
  average: number | null;
  /** Mean change over the members with a change; null when none has one. */
  averageChange: number | null;
  buzz: number;
}

export const NO_SECTOR = 'No sector';

/** Members per sector with their mean level and change, most members first. */
export function sectorBreakdown(rows: readonly TopnRow[]): SectorRow[] {
  const bySector = new Map<string, { count: number; values: number[]; deltas: number[]; buzz: number }>();
  for (const row of rows) {
    const key = row.sector ?? NO_SECTOR;
    const entry = bySector.get(key) ?? { count: 0, values: [], deltas: [], buzz: 0 };
    entry.count += 1;
    entry.buzz += row.buzz;
    if (row.value !== null) entry.values.push(row.value);
    if (row.delta !== null) entry.deltas.push(row.delta);
    bySector.set(key, entry);
  }
  const mean = (values: number[]) =>
    values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
  return [...bySector.entries()]
    .map(([sector, entry]) => ({
      sector,
      count: entry.count,
      withValue: entry.values.length,
      average: mean(entry.values),
      averageChange: mean(entry.deltas),
      buzz: entry.buzz,
    }))
    .sort((a, b) => b.count - a.count || a.sector.localeCompare(b.sector));
}
