import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDecimal,
  formatIndicatorChange,
  formatIndicatorValue,
  formatPercentChange,
  formatPrice,
  formatReturn,
  formatShare,
  INDICATOR_DECIMALS,
  isRangeKind,
  NA_TEXT,
  rangeKindOfIndicator,
} from './format-values';
import { getIndicator } from './indicators';

describe('formatIndicatorValue (issue 13: one number format)', () => {
  it('writes buzz with one decimal, scores with three and ESG ranks whole, by the catalogue range', () => {
    expect(INDICATOR_DECIMALS).toEqual({ count: 1, rank: 0, bipolar: 3, unipolar: 3 });
    expect(formatIndicatorValue('count', 12.345)).toBe('12.3');
    expect(formatIndicatorValue('rank', 57.4)).toBe('57');
    expect(formatIndicatorValue('bipolar', -0.82876)).toBe('-0.829');
    expect(formatIndicatorValue('unipolar', 0.2)).toBe('0.200');
    const buzz = getIndicator('buzz');
    if (!buzz) throw new Error('buzz is in the catalogue');
    expect(formatIndicatorValue(buzz, 44.83)).toBe('44.8');
  });

  it('rounds the decimal a reader sees half away from zero, the same everywhere (11.45 is 11.5, not 11.4)', () => {
    // Number#toFixed rounds the binary value: (11.45).toFixed(1) is '11.4'; the formatter never does.
    expect((11.45).toFixed(1)).toBe('11.4');
    expect(formatIndicatorValue('count', 11.45)).toBe('11.5');
    expect(formatIndicatorValue('bipolar', -0.8365)).toBe('-0.837');
  });

  it('is NA for a missing value', () => {
    expect(NA_TEXT).toBe('NA');
    for (const missing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatIndicatorValue('count', missing)).toBe('NA');
      expect(formatIndicatorChange('bipolar', missing)).toBe('NA');
    }
  });

  it('groups thousands and never shows a negative zero', () => {
    expect(formatIndicatorValue('count', 12345.67)).toBe('12,345.7');
    expect(formatIndicatorValue('bipolar', -0.0001)).toBe('0.000');
  });
});

describe('formatIndicatorChange', () => {
  it('signs rises and falls with the decimals of the level, one for a rank', () => {
    expect(formatIndicatorChange('bipolar', 0.2)).toBe('+0.200');
    expect(formatIndicatorChange('bipolar', -0.0123)).toBe('-0.012');
    expect(formatIndicatorChange('count', 3.25)).toBe('+3.3');
    expect(formatIndicatorChange('rank', 2.46)).toBe('+2.5');
  });

  it('writes no change as 0 without a sign', () => {
    expect(formatIndicatorChange('bipolar', 0)).toBe('0.000');
    expect(formatIndicatorChange('bipolar', -0.0004)).toBe('0.000');
  });
});

describe('rangeKindOfIndicator', () => {
  it('reads plain and long codes from the catalogue', () => {
    expect(rangeKindOfIndicator('buzz')).toBe('count');
    expect(rangeKindOfIndicator('mp_all_buzz')).toBe('count');
    expect(rangeKindOfIndicator('mp_nws_sentiment')).toBe('bipolar');
    expect(rangeKindOfIndicator('ESGControversies')).toBe('rank');
    expect(rangeKindOfIndicator('no-such-indicator')).toBe('bipolar');
  });

  it('tells a range kind of an answer from any other string', () => {
    expect(isRangeKind('count')).toBe(true);
    expect(isRangeKind('rank')).toBe(true);
    expect(isRangeKind('toString')).toBe(false);
    expect(isRangeKind('percent')).toBe(false);
  });
});

describe('the other kinds of value', () => {
  it('counts are whole and grouped', () => {
    expect(formatCount(12345.4)).toBe('12,345');
  });
  it('shares and relative changes are percentages', () => {
    expect(formatShare(0.12345)).toBe('12.3%');
    expect(formatPercentChange(0.254)).toBe('+25%');
    expect(formatPercentChange(-0.5)).toBe('-50%');
    expect(formatShare(null)).toBe('NA');
  });
  it('prices have two decimals and returns are signed percentages', () => {
    expect(formatPrice(1234.5)).toBe('1,234.50');
    expect(formatReturn(0.0123)).toBe('+1.23%');
    expect(formatReturn(null)).toBe('NA');
  });
  it('formatDecimal takes any number of decimals', () => {
    expect(formatDecimal(1.23456, 2)).toBe('1.23');
    expect(formatDecimal(1.2, 2, true)).toBe('+1.20');
  });
});
