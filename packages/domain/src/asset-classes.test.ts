import { describe, expect, it } from 'vitest';
import {
  ASSET_CLASSES,
  COMPANY_CLASSES,
  COUNTRY_CLASSES,
  classesOfDataset,
  classesOfProduct,
  DATASETS,
  esgVariantClass,
  getAssetClass,
  getProduct,
  isAssetClassCode,
  isCompanyClass,
  isCountryClass,
  isEsgAdvClass,
  isEsgClass,
  isEsgCoreClass,
  PRODUCTS,
  productOfDataset,
  requireAssetClass,
  SUBJECT_PICKER_CATEGORIES,
} from './asset-classes';

describe('asset classes (spec §3 table)', () => {
  it.each([
    ['agr', 'Agriculture', 'rma', 'rma'],
    ['equ', 'Companies', 'rma', 'rma'],
    ['equcor', 'Companies (ESG Core)', 'esgcor', 'esg'],
    ['equesg', 'Companies (ESG Adv)', 'esgadv', 'esg'],
    ['etf', 'Company Groups', 'rma', 'rma'],
    ['cou', 'Countries', 'rma', 'rma'],
    ['coucor', 'Countries (ESG Core)', 'esgcor', 'esg'],
    ['couesg', 'Countries (ESG Adv)', 'esgadv', 'esg'],
    ['coumkt', 'Country Markets', 'rma', 'rma'],
    ['cur', 'Currencies', 'rma', 'rma'],
    ['crypto', 'Cryptocurrencies', 'rma', 'rma'],
    ['enm', 'Energy and Material', 'rma', 'rma'],
  ])('%s is %s, dataset %s, product %s', (code, name, dataset, product) => {
    expect(getAssetClass(code)).toMatchObject({ code, name, dataset, product });
  });

  it('has the regional company classes in dataset rma, drawn from equ', () => {
    for (const code of ['equamer', 'equemea', 'equapac']) {
      expect(getAssetClass(code)).toMatchObject({ dataset: 'rma', product: 'rma', baseClass: 'equ', kind: 'company' });
    }
    expect(getAssetClass('equemea')?.name).toContain('Europe, Middle East, Africa');
  });

  it('names the bulk-file codes of the reference layouts', () => {
    expect(getAssetClass('equ')?.fileCode).toBe('CMPNY');
    expect(getAssetClass('couesg')?.fileCode).toBe('COU_ESG');
    expect(getAssetClass('coumkt')?.fileCode).toBe('COU_MKT');
    const fileCodes = ASSET_CLASSES.map((c) => c.fileCode);
    expect(new Set(fileCodes).size).toBe(fileCodes.length);
  });

  it('has products LMA (rma) and LMA-ESG (esg) and datasets rma, esgcor, esgadv', () => {
    expect(PRODUCTS.map((p) => [p.code, p.name])).toEqual([
      ['rma', 'LMA'],
      ['esg', 'LMA-ESG'],
    ]);
    expect(DATASETS.map((d) => d.code)).toEqual(['rma', 'esgcor', 'esgadv']);
    expect(getProduct('esg').webPrefix).toBe('esg4');
    expect(getProduct('rma').webPrefix).toBe('ma4');
    expect(productOfDataset('esgadv')).toBe('esg');
  });

  it('lists classes by dataset and by product', () => {
    expect(classesOfDataset('esgcor').map((c) => c.code)).toEqual(['equcor', 'coucor']);
    expect(classesOfProduct('esg').map((c) => c.code)).toEqual(['equcor', 'equesg', 'coucor', 'couesg']);
  });

  it('validates class codes', () => {
    expect(isAssetClassCode('crypto')).toBe(true);
    expect(isAssetClassCode('CRYPTO')).toBe(false);
    expect(isAssetClassCode(7)).toBe(false);
    expect(requireAssetClass('cur').name).toBe('Currencies');
    expect(() => requireAssetClass('xyz')).toThrow(/unknown asset class 'xyz'/);
  });
});

describe('class sets (spec §9)', () => {
  it('company classes are equ, equcor, equesg; country classes coumkt, cou, coucor, couesg', () => {
    expect([...COMPANY_CLASSES]).toEqual(['equ', 'equcor', 'equesg']);
    expect([...COUNTRY_CLASSES]).toEqual(['coumkt', 'cou', 'coucor', 'couesg']);
    expect(isCompanyClass('equesg')).toBe(true);
    expect(isCompanyClass('etf')).toBe(false);
    expect(isCountryClass('coumkt')).toBe(true);
    expect(isCountryClass('cur')).toBe(false);
  });

  it('tells ESG Core and ESG Adv classes apart, and both from LMA classes', () => {
    expect(isEsgCoreClass('coucor')).toBe(true);
    expect(isEsgCoreClass('couesg')).toBe(false);
    expect(isEsgAdvClass('equesg')).toBe(true);
    expect(isEsgAdvClass('equ')).toBe(false);
    expect(isEsgClass('equcor')).toBe(true);
    expect(isEsgClass('equ')).toBe(false);
    expect(isEsgClass('unknown')).toBe(false);
  });

  it('derives the ESG variant class with the suffixes cor and esg', () => {
    expect(esgVariantClass('equ', 'cor')).toBe('equcor');
    expect(esgVariantClass('equ', 'esg')).toBe('equesg');
    expect(esgVariantClass('cou', 'esg')).toBe('couesg');
    expect(esgVariantClass('cur', 'cor')).toBeUndefined();
  });
});

describe('subject pickers (spec §2)', () => {
  it('has the five categories with their groups', () => {
    expect(SUBJECT_PICKER_CATEGORIES.map((c) => [c.name, [...c.groupIds]])).toEqual([
      ['Commodities', ['agr', 'enm']],
      ['Companies', ['equ_top500', 'equcor_top500', 'etf_secs']],
      ['Countries', ['cou', 'coucor', 'coumkt']],
      ['Currencies', ['cur']],
      ['Cryptocurrencies', ['crypto']],
    ]);
  });
});
