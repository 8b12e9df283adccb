import { describe, expect, it } from 'vitest';
import { ColumnCache, firstAbove, firstAtLeast } from './lake-store';

describe('ColumnCache', () => {
  it('loads a column once, and lets the least recently used go when over its budget', async () => {
    const loads: string[] = [];
    // Room for two columns of 4 floats (16 bytes each).
    const cache = new ColumnCache(32);
    const get = (key: string) =>
      cache.get(key, async () => {
        loads.push(key);
        return new Float32Array(4);
      });
    await get('equ/daily/sentiment');
    await get('equ/daily/buzz');
    await get('equ/daily/sentiment'); // used again: buzz is now the least recently used
    expect(loads).toEqual(['equ/daily/sentiment', 'equ/daily/buzz']);
    await get('equ/daily/fear');
    expect(cache.heldBytes).toBe(32);
    await get('equ/daily/sentiment');
    await get('equ/daily/buzz');
    expect(loads).toEqual(['equ/daily/sentiment', 'equ/daily/buzz', 'equ/daily/fear', 'equ/daily/buzz']);
  });

  it('keeps more columns once grown for a dataset, but never more than its cap', async () => {
    const loads: string[] = [];
    // Room for two columns of 4 floats, growing to at most four.
    const cache = new ColumnCache(32, 64);
    const get = (key: string) =>
      cache.get(key, async () => {
        loads.push(key);
        return new Float32Array(4);
      });
    cache.grow(16);
    expect(cache.budget).toBe(48);
    for (const key of ['a', 'b', 'c', 'a']) await get(key);
    expect(loads).toEqual(['a', 'b', 'c']);
    cache.grow(1000);
    expect(cache.budget).toBe(64);
    for (const key of ['d', 'e', 'a']) await get(key);
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(cache.heldBytes).toBe(64);
  });

  it('tries a failed load again on the next request', async () => {
    const cache = new ColumnCache();
    await expect(cache.get('equ/daily/fear', () => Promise.reject(new Error('disk gone')))).rejects.toThrow(
      'disk gone',
    );
    await expect(cache.get('equ/daily/fear', async () => new Float64Array(2))).resolves.toHaveLength(2);
  });
});

describe('window search', () => {
  const minutes = Int32Array.from([10, 20, 20, 30]);
  it('finds the first window at or after a time, and the first after it', () => {
    expect(firstAtLeast(minutes, 0, 4, 20)).toBe(1);
    expect(firstAtLeast(minutes, 0, 4, 31)).toBe(4);
    expect(firstAbove(minutes, 0, 4, 20)).toBe(3);
    expect(firstAbove(minutes, 0, 4, 5)).toBe(0);
    expect(firstAbove(minutes, 1, 3, 40)).toBe(3);
  });
});
