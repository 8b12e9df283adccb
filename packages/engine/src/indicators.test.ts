import { ASSET_CLASSES, getIndicator, listIndicators } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { INDICATOR_INDEX, INDICATORS } from './indicators';

const RANGE_KIND = { B: 'bipolar', U: 'unipolar', C: 'count' } as const;

describe('indicator codes', () => {
  it('keeps a sum for every column of every rma and ESG Advanced class of the catalogue', () => {
    const missing: string[] = [];
    for (const assetClass of ASSET_CLASSES) {
      if (assetClass.dataset === 'esgcor') continue;
      for (const indicator of listIndicators({ assetClass: assetClass.code })) {
        if (indicator.code === 'mentions') continue; // a count of entity matches, not a sum of weights
        const code = indicator.dataset === 'esgadv' && indicator.code === 'buzz' ? 'esgBuzz' : indicator.code;
        if (!INDICATOR_INDEX.has(code)) missing.push(`${assetClass.code}:${code}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives each code the range kind the catalogue gives it', () => {
    const wrong = INDICATORS.filter((indicator) => {
      const code = indicator.code === 'esgBuzz' ? 'buzz' : indicator.code;
      return getIndicator(code, indicator.dataset)?.rangeKind !== RANGE_KIND[indicator.range];
    }).map((indicator) => indicator.code);
    expect(wrong).toEqual([]);
  });

  it('counts a reference to a code only ESG Advanced has in the ESG buzz, so its share stays within 0..1', () => {
    // financialSystemInstability is a country ESG Advanced column: a ratio over the ESG package's buzz.
    const { document } = analyze('The banking crisis deepened.', { keyphrases: false, summary: false });
    expect(document.esgBuzz).toBeGreaterThan(0);
    expect(document.get('financialSystemInstability')).toBeGreaterThan(0);
    expect(document.get('financialSystemInstability')).toBeLessThanOrEqual(1);
  });
});
