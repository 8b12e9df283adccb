import { describe, expect, it } from 'vitest';
import { getSpecialSeries, isSpecialSeriesCode, SPECIAL_SERIES } from './special-series';

describe('special series (spec §3)', () => {
  it('are price (Price), Return (Price Change) and bondprice (Bond Price)', () => {
    expect(SPECIAL_SERIES.map((s) => [s.code, s.name])).toEqual([
      ['price', 'Price'],
      ['Return', 'Price Change'],
      ['bondprice', 'Bond Price'],
    ]);
  });

  it('looks codes up exactly', () => {
    expect(isSpecialSeriesCode('Return')).toBe(true);
    expect(isSpecialSeriesCode('return')).toBe(false);
    expect(getSpecialSeries('bondprice')?.name).toBe('Bond Price');
    expect(getSpecialSeries('sentiment')).toBeUndefined();
  });
});
