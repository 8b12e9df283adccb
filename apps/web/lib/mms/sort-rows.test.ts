import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows';

interface Row {
  outlet: string;
  sentiment: number | null;
  bias: number | null;
}

const rows: Row[] = [
  { outlet: 'A', sentiment: 0.1, bias: null },
  { outlet: 'B', sentiment: -0.3, bias: 0.2 },
  { outlet: 'C', sentiment: null, bias: -0.2 },
  { outlet: 'D', sentiment: 0.1, bias: 0.2 },
];
const name = (row: Row) => row.outlet;

describe('MMS screener sorting', () => {
  it('sorts either way with missing values last and ties by name', () => {
    expect(sortRows(rows, 'sentiment', 'desc', name).map(name)).toEqual(['A', 'D', 'B', 'C']);
    expect(sortRows(rows, 'sentiment', 'asc', name).map(name)).toEqual(['B', 'A', 'D', 'C']);
    expect(sortRows(rows, 'bias', 'asc', name).map(name)).toEqual(['C', 'B', 'D', 'A']);
    expect(sortRows(rows, 'outlet', 'desc', name).map(name)).toEqual(['D', 'C', 'B', 'A']);
  });

  it('leaves the rows it was given in their order', () => {
    sortRows(rows, 'bias', 'desc', name);
    expect(rows.map(name)).toEqual(['A', 'B', 'C', 'D']);
  });
});
