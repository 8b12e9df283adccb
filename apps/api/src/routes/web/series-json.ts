/**
 * The answer of the series calls written straight from the read layer's arrays (issue 4 'Benchmarks': the series
 * path needs its own serialisation). Building a { date, buzz, value } object per window and handing the answer to
 * the schema serializer cost more than the read itself; this writes the same bytes the route's response schema
 * gives (properties in schema order, numbers as JSON numbers, non-finite values null, buzz 0 when empty).
 */
import type { SeriesRows } from '@moodwire/warehouse';

export interface SeriesHead {
  asset: string;
  name: string;
  symbol: string;
  class: string;
  indicator: string;
  source: string;
  window: number;
}

export function seriesJson(head: SeriesHead, rows: SeriesRows): string {
  let out = `{"data":{"asset":${JSON.stringify(head.asset)},"name":${JSON.stringify(head.name)},"symbol":${JSON.stringify(
    head.symbol,
  )},"class":${JSON.stringify(head.class)},"indicator":${JSON.stringify(head.indicator)},"source":${JSON.stringify(head.source)},"window":${head.window},"points":[`;
  const column = rows.columns[0];
  const { buzz, first, end } = rows;
  for (let i = first; i < end; i++) {
    const weight = buzz[i] ?? Number.NaN;
    const value = column ? (column.values[i - column.offset] ?? Number.NaN) : Number.NaN;
    // Window stamps are ISO text (digits, '-', ':', '.', 'T', 'Z'): nothing to escape.
    out += `${i === first ? '' : ','}{"date":"${rows.windowTimestamp(i)}","buzz":${Number.isFinite(weight) ? weight : 0},"value":${
      Number.isFinite(value) ? value : 'null'
    }}`;
  }
  return `${out}]}}`;
}
