import { describe, expect, it } from 'vitest';
import { indicatorValueFormat, NO_SECTOR, sectorBreakdown, splitMovers, type TopnRow } from './overview-rows';

const row = (asset: string, sector: string | null, value: number | null, delta: number | null): TopnRow => ({
  asset,
  name: asset,
  sector,
  buzz: 2,
  value,
  previous: value === null || delta === null ? null : value - delta,
  delta,
});

describe('splitMovers', () => {
  it('keeps the largest rises and falls apart, leaving out unchanged members', () => {
    const rows = [row('a', 'X', 0.5, 0.4), row('b', 'X', -0.2, -0.6), row('c', 'Y', 0.1, 0), row('d', 'Y', 0.3, 0.1)];
    const movers = splitMovers(rows, 1);
    expect(movers.up.map((r) => r.asset)).toEqual(['a']);
    expect(movers.down.map((r) => r.asset)).toEqual(['b']);
    expect(splitMovers(rows, 5).up.map((r) => r.asset)).toEqual(['a', 'd']);
  });
});

describe('sectorBreakdown', () => {
  it('counts members and averages levels and changes per sector', () => {
    const sectors = sectorBreakdown([row('a', 'X', 0.4, 0.2), row('b', 'X', null, null), row('c', null, -0.2, 0)]);
    expect(sectors).toEqual([
      { sector: 'X', count: 2, withValue: 1, average: 0.4, averageChange: 0.2, buzz: 4 },
      { sector: NO_SECTOR, count: 1, withValue: 1, average: -0.2, averageChange: 0, buzz: 2 },
    ]);
  });
});

describe('indicatorValueFormat', () => {
  it('formats ESG Core ranks as ranks without colours, and bipolar scores as scores coloured as rises and falls', () => {
    expect(indicatorValueFormat('ESG')).toEqual({ rangeKind: 'rank', signedLevel: false });
    expect(indicatorValueFormat('community')).toEqual({ rangeKind: 'bipolar', signedLevel: true });
    expect(indicatorValueFormat('sentiment')).toEqual({ rangeKind: 'bipolar', signedLevel: true });
    expect(indicatorValueFormat('mp_all_sentiment')).toEqual({ rangeKind: 'bipolar', signedLevel: true });
    expect(indicatorValueFormat('buzz')).toEqual({ rangeKind: 'count', signedLevel: false });
    expect(indicatorValueFormat(undefined)).toEqual({ rangeKind: 'bipolar', signedLevel: false });
  });
});
