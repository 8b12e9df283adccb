import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SOURCE_NAME,
  getSource,
  isSourceCode,
  isSourceName,
  SCREEN_DEFAULT_SOURCE_NAME,
  SOURCES,
  sourceCodeOf,
  sourceLabelOf,
  sourceNameOf,
} from './sources';

describe('sources (spec §3)', () => {
  it('are News_Social (all), News (nws), Social (soc) and News_Headline (nhl)', () => {
    expect(SOURCES.map((s) => [s.name, s.code])).toEqual([
      ['News_Social', 'all'],
      ['News', 'nws'],
      ['Social', 'soc'],
      ['News_Headline', 'nhl'],
    ]);
  });

  it('converts between code and name', () => {
    expect(sourceCodeOf('News_Headline')).toBe('nhl');
    expect(sourceNameOf('soc')).toBe('Social');
    expect(getSource('nws')?.name).toBe('News');
    expect(getSource('News_Social')?.code).toBe('all');
    expect(getSource('twitter')).toBeUndefined();
  });

  it('validates codes and names', () => {
    expect(isSourceCode('all')).toBe(true);
    expect(isSourceCode('News')).toBe(false);
    expect(isSourceName('News')).toBe(true);
    expect(isSourceName('news')).toBe(false);
    expect(isSourceName(undefined)).toBe(false);
  });

  it('defaults to News like /overview-topn (spec §7)', () => {
    expect(DEFAULT_SOURCE_NAME).toBe('News');
  });

  it('shows News and Social Media on every screen until the visitor picks another source', () => {
    expect(SCREEN_DEFAULT_SOURCE_NAME).toBe('News_Social');
    expect(sourceLabelOf(SCREEN_DEFAULT_SOURCE_NAME)).toBe('News and Social Media');
  });

  it('names every source in words, never by its code', () => {
    for (const source of SOURCES) {
      expect(sourceLabelOf(source.name)).toBe(source.label);
      expect(sourceLabelOf(source.name)).not.toMatch(/_/);
    }
  });
});
