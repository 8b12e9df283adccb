import { listIndicators } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { buildIndicatorOptions, countIndicatorOptions, SPECIAL_SERIES_GROUP_LABEL } from './indicator-options';

const codes = (groups: ReturnType<typeof buildIndicatorOptions>) =>
  groups.flatMap((group) => group.options.map((option) => option.code));

describe('buildIndicatorOptions', () => {
  it('offers every indicator of the class once, grouped by range', () => {
    const groups = buildIndicatorOptions({ assetClass: 'equ' });
    const offered = codes(groups);
    expect(new Set(offered).size).toBe(offered.length);
    expect(offered.sort()).toEqual(
      listIndicators({ assetClass: 'equ' })
        .map((indicator) => indicator.code)
        .sort(),
    );
    expect(groups.every((group) => group.options.length > 0)).toBe(true);
  });

  it('adds the market series only when asked', () => {
    expect(codes(buildIndicatorOptions({ assetClass: 'equ' }))).not.toContain('price');
    const withSpecial = buildIndicatorOptions({ assetClass: 'equ', includeSpecial: true });
    expect(withSpecial.at(-1)?.label).toBe(SPECIAL_SERIES_GROUP_LABEL);
    expect(codes(withSpecial)).toEqual(expect.arrayContaining(['price', 'Return', 'bondprice']));
  });

  it('narrows by name or code and keeps the selected code', () => {
    const filtered = codes(buildIndicatorOptions({ assetClass: 'equ', filter: 'BUZZ', keep: 'sentiment' }));
    expect(filtered).toContain('buzz');
    expect(filtered).toContain('sentiment');
    expect(filtered).not.toContain('mentions');
  });

  it('shows a kept code the class does not offer under a Selected group', () => {
    const groups = buildIndicatorOptions({ assetClass: 'equ', filter: 'zzz', keep: 'notAnIndicator' });
    expect(groups).toEqual([{ label: 'Selected', options: [{ code: 'notAnIndicator', name: 'notAnIndicator' }] }]);
  });

  it('counts the ESG Adv catalogue as long', () => {
    expect(countIndicatorOptions('equesg')).toBeGreaterThan(100);
  });
});
