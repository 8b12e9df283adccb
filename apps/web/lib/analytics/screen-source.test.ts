import { SCREEN_DEFAULT_SOURCE_NAME, SOURCE_NAMES } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { analyticsHref } from './analytics-href';
import { screenSourceOf, sourceInWords, sourceLinkQuery, sourceParam } from './screen-source';

describe('the source of a screen', () => {
  it('is the screens default of packages/domain when the URL names none or no source', () => {
    expect(screenSourceOf(null)).toBe(SCREEN_DEFAULT_SOURCE_NAME);
    expect(screenSourceOf('')).toBe(SCREEN_DEFAULT_SOURCE_NAME);
    expect(screenSourceOf('twitter')).toBe(SCREEN_DEFAULT_SOURCE_NAME);
  });

  it('is the source the URL names, and goes back into the URL unless it is the default', () => {
    for (const name of SOURCE_NAMES) {
      expect(screenSourceOf(name)).toBe(name);
      expect(sourceParam(name)).toBe(name === SCREEN_DEFAULT_SOURCE_NAME ? null : name);
    }
  });
});

describe('sourceLinkQuery', () => {
  it('puts no src in a link for the default source (a null would be written as Return) and the source otherwise', () => {
    const group = { id: 'equ_top100', assetClass: 'equ' };
    const product = { base: '/ma4' } as Parameters<typeof analyticsHref>[0];
    const link = (name: (typeof SOURCE_NAMES)[number]) =>
      analyticsHref(product, 'charts', group as Parameters<typeof analyticsHref>[2], sourceLinkQuery(name), 'A1');
    expect(link(SCREEN_DEFAULT_SOURCE_NAME)).not.toMatch(/src=/);
    expect(link('News')).toMatch(/[?&]src=News(&|$)/);
  });
});

describe('sourceInWords', () => {
  it('names a source of an answer by its label, never its code', () => {
    expect(sourceInWords('News_Social')).toBe('News and Social Media');
    expect(sourceInWords('nws')).toBe('News Media');
    expect(sourceInWords('market data')).toBe('market data');
  });
});
