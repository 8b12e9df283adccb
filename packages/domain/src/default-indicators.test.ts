import { describe, expect, it } from 'vitest';
import { ASSET_CLASSES, type AssetClassCode } from './asset-classes';
import { ALL_SOURCES_PREFIX, getDefaultSentimentIndicator, getFeaturedIndicator } from './default-indicators';
import { getClassIndicator, parseIndicatorCode } from './indicators';

describe('featured indicator (spec §9)', () => {
  it('is buzz, and bondBuzz for country markets', () => {
    expect(getFeaturedIndicator('equ')).toBe('buzz');
    expect(getFeaturedIndicator('crypto')).toBe('buzz');
    expect(getFeaturedIndicator('coumkt')).toBe('bondBuzz');
  });

  it("uses the 'mp_all_' variant under the all-sources prefix, except for ESG Core which has none", () => {
    expect(ALL_SOURCES_PREFIX).toBe('mp_all_');
    expect(getFeaturedIndicator('cur', { allSources: true })).toBe('mp_all_buzz');
    expect(getFeaturedIndicator('coumkt', { allSources: true })).toBe('mp_all_bondBuzz');
    expect(getFeaturedIndicator('equcor', { allSources: true })).toBe('buzz');
  });
});

describe('default sentiment indicator (spec §9)', () => {
  it.each([
    ['equ', 'sentiment', 'mp_all_sentiment'],
    ['cou', 'sentiment', 'mp_all_sentiment'],
    ['equamer', 'sentiment', 'mp_all_sentiment'],
    ['coumkt', 'stockIndexSentiment', 'mp_all_stockIndexSentiment'],
    ['equcor', 'ESG', 'ESG'],
    ['coucor', 'ESG', 'ESG'],
    ['equesg', 'community', 'mp_all_community'],
    ['couesg', 'community', 'mp_all_community'],
  ] as Array<[AssetClassCode, string, string]>)('%s: %s (all sources: %s)', (assetClass, plain, allSources) => {
    expect(getDefaultSentimentIndicator(assetClass)).toBe(plain);
    expect(getDefaultSentimentIndicator(assetClass, { allSources: true })).toBe(allSources);
  });

  it('every default of every class is an indicator that class carries', () => {
    for (const { code } of ASSET_CLASSES) {
      for (const allSources of [false, true]) {
        for (const value of [
          getFeaturedIndicator(code, { allSources }),
          getDefaultSentimentIndicator(code, { allSources }),
        ]) {
          const parsed = parseIndicatorCode(value);
          expect(parsed, `${code} ${value}`).not.toBeNull();
          expect(getClassIndicator(code, parsed?.code ?? ''), `${code} ${value}`).toBeDefined();
        }
      }
    }
  });
});
