import { describe, expect, it } from 'vitest';
import { ASSET_CLASS_CODES } from './asset-classes';
import { DEFAULT_MIN_BUZZ, DEFAULT_MIN_BUZZ_SUMMARY, getDefaultMinBuzz, resolveMinBuzz } from './min-buzz';

describe('default minbuzz per class (issue 13)', () => {
  it('every class has a default of 0 or more', () => {
    for (const code of ASSET_CLASS_CODES) {
      expect(Number.isFinite(getDefaultMinBuzz(code))).toBe(true);
      expect(getDefaultMinBuzz(code)).toBeGreaterThanOrEqual(0);
    }
    expect(Object.keys(DEFAULT_MIN_BUZZ).sort()).toEqual([...ASSET_CLASS_CODES].sort());
  });

  it('regional company classes share the companies default', () => {
    for (const code of ['equamer', 'equemea', 'equapac'] as const) {
      expect(getDefaultMinBuzz(code)).toBe(getDefaultMinBuzz('equ'));
    }
  });

  it('a given minbuzz wins over the default, 0 included', () => {
    expect(resolveMinBuzz('equ', undefined)).toBe(DEFAULT_MIN_BUZZ.equ);
    expect(resolveMinBuzz('equ', 0)).toBe(0);
    expect(resolveMinBuzz('crypto', 3.5)).toBe(3.5);
  });

  it('summarises the table for the API descriptions', () => {
    expect(DEFAULT_MIN_BUZZ_SUMMARY).toContain(`equ ${DEFAULT_MIN_BUZZ.equ}`);
    expect(DEFAULT_MIN_BUZZ_SUMMARY.split(', ')).toHaveLength(Object.keys(DEFAULT_MIN_BUZZ).length);
  });
});
