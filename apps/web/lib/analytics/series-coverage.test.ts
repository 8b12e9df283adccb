import { DAY_MS, parseDay } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import type { ChartPoint } from './chart-series-plan';
import { coverageOf, sparseNote, withGaps } from './series-coverage';

const at = (day: string, value: number | null): ChartPoint => [parseDay(day), value];

describe('series coverage', () => {
  it('breaks the line where a day has no data instead of joining its neighbours', () => {
    const points = [at('2026-11-01', 0.1), at('2026-11-02', 0.2), at('2026-11-05', 0.3)];
    expect(withGaps(points, DAY_MS)).toEqual([
      at('2026-11-01', 0.1),
      at('2026-11-02', 0.2),
      at('2026-11-03', null),
      at('2026-11-05', 0.3),
    ]);
    expect(withGaps([at('2026-11-01', 1), at('2026-11-02', 2)], DAY_MS)).toHaveLength(2);
  });

  it('says a series with data on fewer than half its days is sparse, and nothing otherwise', () => {
    const range = { start: '2026-11-01', end: '2026-11-10' };
    const sparse = coverageOf([at('2026-11-01', 1), at('2026-11-04', 2), at('2026-11-08', null)], range, 'daily');
    expect(sparse).toEqual({ withData: 2, periods: 10 });
    expect(sparseNote(sparse, 'daily')).toBe('Sparse: data on 2 of 10 days; the gaps are days without data');
    expect(sparseNote({ withData: 5, periods: 10 }, 'daily')).toBeNull();
    expect(coverageOf([], range, 'hourly').periods).toBe(240);
  });
});
