import { describe, expect, it } from 'vitest';
import { ASSET_CLASS_CODES } from './asset-classes';
import { getDataFrequency, listDataFrequencies, listDataTypes } from './data-series';

describe('data series of a class', () => {
  it('offers daily (WDAI_UDAI) and hourly (WDAI_UHOU) for every class but ESG Core', () => {
    for (const assetClass of ASSET_CLASS_CODES.filter((code) => code !== 'equcor' && code !== 'coucor')) {
      expect(listDataFrequencies(assetClass).map((f) => [f.code, f.altcode, f.series])).toEqual([
        ['dai', 'WDAI_UDAI', 'daily'],
        ['hou', 'WDAI_UHOU', 'hourly'],
      ]);
    }
  });

  it('offers ESG Core daily only, as the 365-day window W365_UDAI', () => {
    expect(listDataFrequencies('equcor').map((f) => f.altcode)).toEqual(['W365_UDAI']);
    expect(getDataFrequency('coucor', 'dai')?.altcode).toBe('W365_UDAI');
    expect(getDataFrequency('equcor', 'hou')).toBeUndefined();
  });

  it('finds a frequency by its API code only', () => {
    expect(getDataFrequency('equ', 'hou')?.series).toBe('hourly');
    expect(getDataFrequency('equ', '01m')).toBeUndefined();
    expect(getDataFrequency('equ', 'WDAI_UDAI')).toBeUndefined();
  });

  it('gives ESG Core the News_Social data type only and every other class all four', () => {
    expect(listDataTypes('equcor')).toEqual([{ code: 'News_Social', name: 'News and Social Media' }]);
    expect(listDataTypes('equesg').map((t) => t.code)).toEqual(['News_Social', 'News', 'Social', 'News_Headline']);
  });
});
