import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQuery, withQuery } from './query-string';

describe('encodeQuery (spec §5)', () => {
  it('turns a null value into the word Return', () => {
    expect(encodeQuery({ cvar: null })).toBe('cvar=Return');
  });

  it('repeats array keys once per item', () => {
    expect(encodeQuery({ assets: ['AAPL', 'MSFT', 'IBM'] })).toBe('assets=AAPL&assets=MSFT&assets=IBM');
  });

  it('drops empty values, undefined values and empty array items', () => {
    expect(encodeQuery({ a: '', b: undefined, c: 'x', d: [], e: ['', 'y'] })).toBe('c=x&e=y');
  });

  it('keeps 0 and false, which are values and not empty', () => {
    expect(encodeQuery({ offset: 0, rm_dups: false, limit: 50 })).toBe('offset=0&rm_dups=false&limit=50');
  });

  it('URL-encodes values and keys', () => {
    expect(encodeQuery({ search: 'S&P 500 = "top"' })).toBe('search=S%26P%20500%20%3D%20%22top%22');
    expect(encodeQuery({ 'a b': 'é/ü' })).toBe('a%20b=%C3%A9%2F%C3%BC');
  });

  it('round-trips through URLSearchParams for any non-empty strings', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.array(fc.string({ minLength: 1 }), { minLength: 1 })),
        (params) => {
          const decoded = new URLSearchParams(encodeQuery(params));
          for (const [key, values] of Object.entries(params)) expect(decoded.getAll(key)).toEqual(values);
        },
      ),
    );
  });
});

describe('withQuery', () => {
  it('appends the query with ? or &', () => {
    expect(withQuery('/presets/get', { group: 'equ_top500' })).toBe('/presets/get?group=equ_top500');
    expect(withQuery('/presets/get?apikey=k', { group: 'cou' })).toBe('/presets/get?apikey=k&group=cou');
  });

  it('leaves the path alone when nothing remains', () => {
    expect(withQuery('/grouplist', { search: '' })).toBe('/grouplist');
  });
});
