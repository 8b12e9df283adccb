import { formatIndicatorChange, formatIndicatorValue } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import {
  BAD_COLOR,
  buildColorScale,
  colorOf,
  formatTileValue,
  GOOD_COLOR,
  MISSING_COLOR,
  NEUTRAL_COLOR,
} from './color-scale';

describe('heatmap colour scale', () => {
  it('centres a bipolar indicator at 0 with a symmetric range', () => {
    const scale = buildColorScale({ values: [-0.2, 0.5, null], rangeKind: 'bipolar', polarity: 1 });
    expect(scale).toMatchObject({ min: -0.5, mid: 0, max: 0.5 });
    expect(colorOf(scale, 0.5)).toBe(GOOD_COLOR);
    expect(colorOf(scale, -0.5)).toBe(BAD_COLOR);
    expect(colorOf(scale, 0)).toBe(NEUTRAL_COLOR);
  });

  it('flips the colours of an indicator whose higher values are bad (polarity -1)', () => {
    const scale = buildColorScale({ values: [-0.3, 0.3], rangeKind: 'bipolar', polarity: -1 });
    expect(scale.isHighBad).toBe(true);
    expect(colorOf(scale, 0.3)).toBe(BAD_COLOR);
    expect(colorOf(scale, -0.3)).toBe(GOOD_COLOR);
  });

  it('centres changes at 0 whatever the kind, and other kinds at the middle of the values', () => {
    expect(buildColorScale({ values: [3, -9], rangeKind: 'count', polarity: 1, isChange: true })).toMatchObject({
      min: -9,
      mid: 0,
      max: 9,
    });
    expect(buildColorScale({ values: [20, 80], rangeKind: 'rank', polarity: 1 })).toMatchObject({
      min: 20,
      mid: 50,
      max: 80,
    });
  });

  it('gives missing values their own colour and clamps values outside the range', () => {
    const scale = buildColorScale({ values: [0.1], rangeKind: 'bipolar', polarity: 1 });
    expect(colorOf(scale, null)).toBe(MISSING_COLOR);
    expect(colorOf(scale, 5)).toBe(GOOD_COLOR);
    expect(colorOf(scale, 0.05)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('formats counts, ranks, scores and signed changes as the domain does everywhere, NA when missing', () => {
    expect(formatTileValue(12.345, 'count')).toBe('12.3');
    expect(formatTileValue(11.45, 'count')).toBe('11.5');
    expect(formatTileValue(57.4, 'rank')).toBe('57');
    expect(formatTileValue(2.46, 'rank', true)).toBe('+2.5');
    expect(formatTileValue(0.12345, 'bipolar')).toBe('0.123');
    expect(formatTileValue(0.2, 'bipolar', true)).toBe('+0.200');
    expect(formatTileValue(0, 'bipolar', true)).toBe('0.000');
    expect(formatTileValue(null, 'bipolar')).toBe('NA');
    for (const value of [44.83, -0.82876, null]) {
      expect(formatTileValue(value, 'count')).toBe(formatIndicatorValue('count', value));
      expect(formatTileValue(value, 'bipolar', true)).toBe(formatIndicatorChange('bipolar', value));
    }
  });
});
