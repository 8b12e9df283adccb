import { describe, expect, it } from 'vitest';
import { mergeScreenerColumns, screenerCsvData, sortScreenerRows, type TopnRow } from './screener-rows';

const row = (asset: string, name: string, value: number | null, delta: number | null): TopnRow => ({
  asset,
  name,
  sector: 'Technology',
  exchangeCountry: 'US',
  buzz: 10,
  value,
  previous: value === null || delta === null ? null : value - delta,
  delta,
});

const merged = mergeScreenerColumns([
  { code: 'buzz', rows: [row('a', 'Alpha', 30, 5), row('b', 'Beta', 20, -8), row('c', 'Gamma', 10, 1)] },
  { code: 'sentiment', rows: [row('b', 'Beta', -0.2, -0.5), row('a', 'Alpha', 0.4, 0.1), row('d', 'Delta', 0, 0)] },
]);

describe('mergeScreenerColumns', () => {
  it('gives one row per asset with a cell per column that answered it', () => {
    expect(merged.map((r) => r.asset)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged[0]?.cells).toEqual({ buzz: { value: 30, delta: 5 }, sentiment: { value: 0.4, delta: 0.1 } });
    expect(merged[2]?.cells.sentiment).toBeUndefined();
    expect(merged[3]?.cells.buzz).toBeUndefined();
  });

  it('keeps every asset of a 5000-asset group (Top 5000 by Buzz), each with a cell per column', () => {
    const assets = Array.from({ length: 5000 }, (_, i) => row(`a${i}`, `Asset ${i}`, i, 1));
    const all = mergeScreenerColumns([
      { code: 'buzz', rows: assets },
      { code: 'sentiment', rows: [...assets].reverse() },
    ]);
    expect(all).toHaveLength(5000);
    expect(all.every((r) => r.cells.buzz && r.cells.sentiment)).toBe(true);
  });
});

describe('sortScreenerRows', () => {
  const order = (key: Parameters<typeof sortScreenerRows>[1], dir: 'asc' | 'desc') =>
    sortScreenerRows(merged, key, dir).map((r) => r.asset);

  it('sorts by the absolute change, largest first, rows without a value last', () => {
    expect(order({ kind: 'indicator', code: 'sentiment', field: 'abs' }, 'desc')).toEqual(['b', 'a', 'd', 'c']);
    expect(order({ kind: 'indicator', code: 'buzz', field: 'abs' }, 'desc')).toEqual(['b', 'a', 'c', 'd']);
  });

  it('sorts by the signed change and the level in both directions', () => {
    expect(order({ kind: 'indicator', code: 'buzz', field: 'change' }, 'desc')).toEqual(['a', 'c', 'b', 'd']);
    expect(order({ kind: 'indicator', code: 'buzz', field: 'change' }, 'asc')).toEqual(['b', 'c', 'a', 'd']);
    expect(order({ kind: 'indicator', code: 'sentiment', field: 'level' }, 'asc')).toEqual(['b', 'd', 'a', 'c']);
  });

  it('sorts by name', () => {
    expect(order({ kind: 'name' }, 'asc')).toEqual(['a', 'b', 'd', 'c']);
    expect(order({ kind: 'name' }, 'desc')).toEqual(['c', 'd', 'b', 'a']);
  });
});

describe('screenerCsvData', () => {
  it('writes a header of the shown columns and a row per shown row', () => {
    const csv = screenerCsvData(merged.slice(0, 2), [
      { header: 'Name', value: (r) => r.name },
      { header: 'Buzz', value: (r) => r.cells.buzz?.value ?? null },
    ]);
    expect(csv).toEqual({
      fields: ['Name', 'Buzz'],
      data: [
        ['Alpha', 30],
        ['Beta', 20],
      ],
    });
  });
});
