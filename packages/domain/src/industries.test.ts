import { describe, expect, it } from 'vitest';
import { ALL_INDUSTRIES, INDUSTRY_FILTER, isIndustry, isIndustryFilter, matchesIndustry } from './industries';

const SECTORS = INDUSTRY_FILTER.filter((entry) => entry !== ALL_INDUSTRIES);
/** A few assets per sector, some without one (currencies, countries). */
const ASSETS = [
  ...SECTORS.flatMap((sector, s) => [0, 1, 2].slice(0, 1 + (s % 3)).map((k) => ({ id: `${s}-${k}`, sector }))),
  { id: 'USD', sector: undefined },
  { id: 'US', sector: null },
];
const shown = (filter: string | null) =>
  ASSETS.filter((asset) => isIndustryFilter(filter) && matchesIndustry(filter, asset.sector)).map((a) => a.id);

describe('industry filter (spec §3)', () => {
  it("offers 'All' first, then the eleven sectors once each in alphabetical order", () => {
    expect(INDUSTRY_FILTER[0]).toBe(ALL_INDUSTRIES);
    expect(SECTORS).toHaveLength(11);
    expect(new Set(SECTORS).size).toBe(SECTORS.length);
    expect([...SECTORS].sort((a, b) => a.localeCompare(b))).toEqual(SECTORS);
  });

  it("shows every asset under 'All' or no filter, sector or not", () => {
    expect(ASSETS.filter((asset) => matchesIndustry(null, asset.sector))).toEqual(ASSETS);
    expect(shown(ALL_INDUSTRIES)).toEqual(ASSETS.map((asset) => asset.id));
  });

  it('shows under each sector exactly the assets of that sector, so that the sectors split the companies', () => {
    const seen: string[] = [];
    for (const sector of SECTORS) {
      const ids = shown(sector);
      expect(ids.length, sector).toBeGreaterThan(0);
      expect(ASSETS.filter((asset) => ids.includes(asset.id)).every((asset) => asset.sector === sector)).toBe(true);
      seen.push(...ids);
    }
    expect(seen.sort()).toEqual(
      ASSETS.filter((asset) => asset.sector)
        .map((asset) => asset.id)
        .sort(),
    );
  });

  it('takes a sector from a shared URL only with its exact spelling (another case or an unknown name is no filter)', () => {
    expect(isIndustry('Real estate')).toBe(true);
    expect(isIndustry('Real Estate')).toBe(false);
    expect(isIndustry(ALL_INDUSTRIES)).toBe(false);
    expect(isIndustryFilter('Oil')).toBe(false);
    expect(shown('Real Estate')).toEqual([]);
    expect(shown('Oil')).toEqual([]);
  });
});
