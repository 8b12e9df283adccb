import { describe, expect, it } from 'vitest';
import { ALL_INDUSTRIES, INDUSTRY_FILTER, isIndustry, isIndustryFilter, matchesIndustry } from './industries';

describe('industry filter (spec §3)', () => {
  it('lists All then the eleven sectors with their exact spelling', () => {
    expect([...INDUSTRY_FILTER]).toEqual([
      'All',
      'Academic and educational services',
      'Basic materials',
      'Consumer cyclicals',
      'Consumer non-cyclicals',
      'Energy',
      'Financials',
      'Healthcare',
      'Industrials',
      'Real estate',
      'Technology',
      'Utilities',
    ]);
  });

  it('validates sectors case-sensitively', () => {
    expect(isIndustry('Real estate')).toBe(true);
    expect(isIndustry('Real Estate')).toBe(false);
    expect(isIndustry(ALL_INDUSTRIES)).toBe(false);
    expect(isIndustryFilter('All')).toBe(true);
    expect(isIndustryFilter('Energy')).toBe(true);
    expect(isIndustryFilter('Oil')).toBe(false);
  });

  it("'All' and no filter pass every asset; a sector passes only its own", () => {
    expect(matchesIndustry('All', undefined)).toBe(true);
    expect(matchesIndustry(null, 'Energy')).toBe(true);
    expect(matchesIndustry('Energy', 'Energy')).toBe(true);
    expect(matchesIndustry('Energy', 'Utilities')).toBe(false);
    expect(matchesIndustry('Energy', undefined)).toBe(false);
  });
});
