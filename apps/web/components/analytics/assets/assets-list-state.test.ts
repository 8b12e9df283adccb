import { describe, expect, it } from 'vitest';
import {
  isServerPaged,
  pageCount,
  parseDirection,
  parsePageNumber,
  parseSort,
  type SortableAsset,
  sortAssets,
} from './assets-list-state';

describe('assets list URL state', () => {
  it('reads a 1-based page number and refuses anything else', () => {
    expect(parsePageNumber('1')).toBe(1);
    expect(parsePageNumber('12')).toBe(12);
    for (const bad of ['0', '-1', 'abc', '1.5', '', '9999999']) expect(parsePageNumber(bad)).toBeNull();
  });

  it('falls back to group order and the column default direction', () => {
    expect(parseSort('nonsense')).toBe('group');
    expect(parseSort('buzz')).toBe('buzz');
    expect(parseDirection(null, 'buzz')).toBe('desc');
    expect(parseDirection(null, 'name')).toBe('asc');
    expect(parseDirection('asc', 'buzz')).toBe('asc');
  });

  it('lets the server page only the orders it knows', () => {
    expect(isServerPaged('group', 'desc')).toBe(true);
    expect(isServerPaged('name', 'asc')).toBe(true);
    expect(isServerPaged('name', 'desc')).toBe(false);
    expect(isServerPaged('buzz', 'desc')).toBe(false);
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
  });
});

describe('sortAssets', () => {
  const row = (asset: string, name: string, buzz: number | null, groupIndex: number): SortableAsset => ({
    asset,
    name,
    symbol: asset,
    sector: null,
    domicile: 'US',
    level: null,
    buzz,
    groupIndex,
  });
  const rows = [row('a', 'Alpha', 5, 2), row('b', 'Beta', null, 0), row('c', 'Gamma', 9, 1)];

  it('sorts numbers both ways with missing values last', () => {
    expect(sortAssets(rows, 'buzz', 'desc').map((entry) => entry.asset)).toEqual(['c', 'a', 'b']);
    expect(sortAssets(rows, 'buzz', 'asc').map((entry) => entry.asset)).toEqual(['a', 'c', 'b']);
  });

  it('sorts words and the group order', () => {
    expect(sortAssets(rows, 'name', 'desc').map((entry) => entry.asset)).toEqual(['c', 'b', 'a']);
    expect(sortAssets(rows, 'group', 'asc').map((entry) => entry.asset)).toEqual(['b', 'c', 'a']);
  });
});
