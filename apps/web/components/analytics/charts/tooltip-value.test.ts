import { formatIndicatorValue } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { formatUnitValue, tooltipOf } from './tooltip-value';

describe('chart hover values', () => {
  it('read as the lists and the asset page write them', () => {
    expect(formatUnitValue('count', 11.45)).toBe(formatIndicatorValue('count', 11.45));
    expect(formatUnitValue('count', 11.45)).toBe('11.5');
    expect(formatUnitValue('bipolar', -0.8365)).toBe('-0.837');
    expect(formatUnitValue('rank', 57.4)).toBe('57');
    expect(formatUnitValue('Return', 0.0123)).toBe('+1.23%');
    expect(formatUnitValue('price:AAPL.O', 1234.5)).toBe('1,234.50');
    expect(formatUnitValue('bondprice', 99.125)).toBe('99.13');
  });

  it('are NA for a day without a value', () => {
    const tooltip = tooltipOf((value) => formatUnitValue('count', value));
    expect(tooltip.valueFormatter(null)).toBe('NA');
    expect(tooltip.valueFormatter('-')).toBe('NA');
    expect(tooltip.valueFormatter(44.83)).toBe('44.8');
  });
});
