import { SCREEN_DEFAULT_SOURCE_NAME } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import {
  columnsPatch,
  defaultSortKey,
  encodeSortKey,
  MAX_SCREENER_COLUMNS,
  parseScreenerState,
  parseSortKey,
  sortPatch,
} from './screener-state';

const defaults = { columns: ['buzz', 'sentiment'] };
const params = (query: string) => new URLSearchParams(query);

describe('parseScreenerState', () => {
  it('reads the defaults from an empty link: featured and sentiment columns, the screens source, 1 day, abs change of sentiment', () => {
    const { state, problems } = parseScreenerState(params(''), defaults);
    expect(problems).toEqual([]);
    expect(state).toEqual({
      columns: ['buzz', 'sentiment'],
      defaultColumns: true,
      minBuzz: undefined,
      sector: undefined,
      exchangeCountry: undefined,
      source: SCREEN_DEFAULT_SOURCE_NAME,
      period: 1,
      sort: { kind: 'indicator', code: 'sentiment', field: 'abs' },
      dir: 'desc',
    });
  });

  it('reads every choice of a shared link', () => {
    const { state, problems } = parseScreenerState(
      params(
        'col=buzz&col=fear&minbuzz=2.5&sector=Technology&exchange_country=US&src=Social&period=7&sort=fear:level&dir=asc',
      ),
      defaults,
    );
    expect(problems).toEqual([]);
    expect(state.columns).toEqual(['buzz', 'fear']);
    expect(state.defaultColumns).toBe(false);
    expect(state.minBuzz).toBe(2.5);
    expect(state.sector).toBe('Technology');
    expect(state.exchangeCountry).toBe('US');
    expect(state.source).toBe('Social');
    expect(state.period).toBe(7);
    expect(state.sort).toEqual({ kind: 'indicator', code: 'fear', field: 'level' });
    expect(state.dir).toBe('asc');
  });

  it('names bad parameters and falls back to the defaults', () => {
    const { state, problems } = parseScreenerState(
      params('minbuzz=-1&sector=Nowhere&src=Radio&period=0&sort=bad key&exchange_country=usa'),
      defaults,
    );
    expect(problems).toHaveLength(6);
    expect(state.minBuzz).toBeUndefined();
    expect(state.sector).toBeUndefined();
    expect(state.source).toBe(SCREEN_DEFAULT_SOURCE_NAME);
    expect(state.period).toBe(1);
    expect(state.exchangeCountry).toBeUndefined();
    expect(state.sort).toEqual(defaultSortKey(defaults.columns));
  });

  it('drops repeated and excess columns and a sort by a column not shown', () => {
    const many = Array.from({ length: MAX_SCREENER_COLUMNS + 2 }, (_, i) => `col=c${i}`).join('&');
    const { state, problems } = parseScreenerState(params(`${many}&col=c0&sort=zzz:level`), defaults);
    expect(state.columns).toHaveLength(MAX_SCREENER_COLUMNS);
    expect(problems).toHaveLength(1);
    expect(state.sort).toEqual({ kind: 'indicator', code: `c${MAX_SCREENER_COLUMNS - 1}`, field: 'abs' });
  });

  it("takes 'All' sectors as no filter", () => {
    expect(parseScreenerState(params('sector=All'), defaults).state.sector).toBeUndefined();
  });
});

describe('sort keys and patches', () => {
  it('round-trips sort keys', () => {
    for (const text of ['name', 'buzz:level', 'sentiment:change', 'sentiment:abs']) {
      const key = parseSortKey(text);
      expect(key).not.toBeNull();
      if (key) expect(encodeSortKey(key)).toBe(text);
    }
    expect(parseSortKey('sentiment:median')).toBeNull();
  });

  it('leaves the default sort, direction and columns out of the link', () => {
    expect(sortPatch({ kind: 'indicator', code: 'sentiment', field: 'abs' }, 'desc', defaults.columns)).toEqual({
      sort: null,
      dir: null,
    });
    expect(sortPatch({ kind: 'name' }, 'asc', defaults.columns)).toEqual({ sort: 'name', dir: 'asc' });
    expect(columnsPatch(['buzz', 'sentiment'], defaults)).toEqual({ col: null });
    expect(columnsPatch(['sentiment', 'buzz'], defaults)).toEqual({ col: ['sentiment', 'buzz'] });
  });
});
