import { describe, expect, it } from 'vitest';
import { readThemeState, splitThemeTerms, themeApiQuery, themeTermsProblem, themeUrlPatch } from './thematic-state';

const reader = (query: string) => {
  const params = new URLSearchParams(query);
  return (key: string) => params.get(key);
};

describe('thematic tool state', () => {
  it('reads a shared link and asks the API for its cleaned terms', () => {
    const state = readThemeState(reader('terms=Interest%20rates,%20rally,%20RALLY&days=60&benchmark=crypto'));
    expect(state).toEqual({ termsText: 'Interest rates, rally, RALLY', days: 60, benchmark: 'crypto' });
    expect(themeApiQuery(state)).toEqual({ terms: 'Interest rates,rally', days: 60 });
    expect(themeUrlPatch({ ...state, days: 30, benchmark: 'equ_top100' })).toEqual({
      terms: 'Interest rates, rally, RALLY',
      days: null,
      benchmark: null,
    });
  });

  it('names the terms field for an empty theme, too many terms and a term too short', () => {
    expect(themeTermsProblem(' , ')).toBe("Field 'terms': enter at least one keyword or phrase");
    expect(themeTermsProblem(Array.from({ length: 11 }, (_, i) => `term${i}`).join(','))).toMatch(
      /^Field 'terms': at most 10/,
    );
    expect(themeTermsProblem('ok, x')).toBe("Field 'terms': 'x' must have 2 to 60 characters");
    expect(themeApiQuery(readThemeState(reader('terms=x')))).toBeNull();
  });

  it('splits on commas and new lines, keeping phrases whole', () => {
    expect(splitThemeTerms('chip  shortage\nsemiconductors, AI')).toEqual(['chip shortage', 'semiconductors', 'AI']);
  });

  it('falls back to the defaults on values it cannot read', () => {
    expect(readThemeState(reader('days=5&benchmark=nope'))).toMatchObject({ days: 30, benchmark: 'equ_top100' });
  });
});
