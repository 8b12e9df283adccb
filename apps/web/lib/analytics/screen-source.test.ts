import { SCREEN_DEFAULT_SOURCE_NAME, SOURCE_NAMES } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { screenSourceOf, sourceInWords, sourceParam } from './screen-source';

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

describe('sourceInWords', () => {
  it('names a source of an answer by its label, never its code', () => {
    expect(sourceInWords('News_Social')).toBe('News and Social Media');
    expect(sourceInWords('nws')).toBe('News Media');
    expect(sourceInWords('market data')).toBe('market data');
  });
});
