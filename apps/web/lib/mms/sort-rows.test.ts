import { describe, expect, it } from 'vitest';
import { type MediaScoreDay, sortRows, summariseOutlets } from './mms-outlets';

const day = (outlet: string, documents: number, sentiment: number | null, bias: number | null): MediaScoreDay => ({
  outlet,
  sourceType: 'news',
  windowTimestamp: '2026-11-01T00:00:00.000Z',
  documents,
  mentions: documents * 2,
  buzz: documents * 3,
  sentiment,
  positive: null,
  negative: null,
  bias,
});

describe('MMS outlet ranking', () => {
  it('sums an outlet over its days, a busy day weighing more in its tone and bias', () => {
    const [wire] = summariseOutlets([
      day('Wire', 30, 0.4, 0.1),
      day('Wire', 10, -0.4, -0.1),
      day('Wire', 0, null, null),
    ]);
    expect(wire).toMatchObject({ outlet: 'Wire', days: 3, documents: 40, mentions: 80, buzz: 120 });
    expect(wire?.sentiment).toBeCloseTo(0.2, 10);
    expect(wire?.bias).toBeCloseTo(0.05, 10);
    expect(wire?.positive).toBeNull();
  });

  it('sorts either way with missing values last', () => {
    const rows = summariseOutlets([day('A', 1, 0.1, null), day('B', 5, -0.3, 0.2), day('C', 2, null, -0.2)]);
    const name = (row: { outlet: string }) => row.outlet;
    expect(sortRows(rows, 'sentiment', 'desc', name).map(name)).toEqual(['A', 'B', 'C']);
    expect(sortRows(rows, 'sentiment', 'asc', name).map(name)).toEqual(['B', 'A', 'C']);
    expect(sortRows(rows, 'bias', 'asc', name).map(name)).toEqual(['C', 'B', 'A']);
    expect(sortRows(rows, 'outlet', 'desc', name).map(name)).toEqual(['C', 'B', 'A']);
  });
});
