import { describe, expect, it } from 'vitest';
import { parsePeriodDays, periodLabel } from './period-options';

describe('period options', () => {
  it('labels the offered periods and any other day count', () => {
    expect(periodLabel(7)).toBe('1 week');
    expect(periodLabel(14)).toBe('14 days');
  });

  it('parses a period from the query string, falling back on bad input', () => {
    expect(parsePeriodDays('30')).toBe(30);
    expect(parsePeriodDays(null)).toBe(1);
    expect(parsePeriodDays('0', 7)).toBe(7);
    expect(parsePeriodDays('abc', 7)).toBe(7);
    expect(parsePeriodDays('99999')).toBe(1);
  });
});
