import { describe, expect, it } from 'vitest';
import { dayBefore, daysBetween, isDay } from './heatmap-period';

describe('heatmap period', () => {
  it('accepts calendar days only', () => {
    expect(isDay('2026-11-22')).toBe(true);
    expect(isDay('2026-13-40')).toBe(false);
    expect(isDay('yesterday')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('counts and steps whole days, across month ends', () => {
    expect(dayBefore('2026-11-01', 1)).toBe('2026-10-31');
    expect(dayBefore('2026-11-22', 30)).toBe('2026-10-23');
    expect(daysBetween('2026-10-23', '2026-11-22')).toBe(30);
  });
});
