import { describe, expect, it } from 'vitest';
import { EVENT_SERIES_KEYS, OTHER_KEY, toEventSeries } from './get-event-summary';

describe('event series of the Pulse dashboard', () => {
  const buckets = ['2026-11-01', '2026-11-02'];

  it('counts each key per bucket, largest first, with zero where a key has no event', () => {
    const series = toEventSeries(
      [
        { bucket: '2026-11-01', key: 'Earnings', events: 2 },
        { bucket: '2026-11-02', key: 'Earnings', events: 3 },
        { bucket: '2026-11-02', key: 'Layoffs', events: 1 },
      ],
      buckets,
    );
    expect(series).toEqual([
      { key: 'Earnings', total: 5, counts: [2, 3] },
      { key: 'Layoffs', total: 1, counts: [0, 1] },
    ]);
  });

  it('keeps the largest keys apart and sums the rest as Other, so no event is lost', () => {
    const rows = Array.from({ length: EVENT_SERIES_KEYS + 3 }, (_, i) => ({
      bucket: buckets[i % 2] ?? '',
      key: `Topic ${String(i).padStart(2, '0')}`,
      events: 100 - i,
    }));
    const series = toEventSeries(rows, buckets);
    expect(series).toHaveLength(EVENT_SERIES_KEYS);
    expect(series.at(-1)?.key).toBe(OTHER_KEY);
    expect(series.slice(0, -1).map((one) => one.key)).toEqual(
      rows.slice(0, EVENT_SERIES_KEYS - 1).map((row) => row.key),
    );
    const total = (list: { total: number }[]) => list.reduce((sum, one) => sum + one.total, 0);
    expect(total(series)).toBe(rows.reduce((sum, row) => sum + row.events, 0));
    for (const one of series) expect(one.counts.reduce((sum, count) => sum + count, 0)).toBe(one.total);
  });
});
