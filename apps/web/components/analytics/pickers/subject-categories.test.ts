import { describe, expect, it } from 'vitest';
import { listSubjectCategories } from './subject-categories';

const group = (id: string) => ({ Group: id, Name: id.toUpperCase() });

describe('listSubjectCategories', () => {
  it('lists the five categories of spec §2 in order with their groups in spec order', () => {
    const all = ['crypto', 'cur', 'coumkt', 'coucor', 'cou', 'etf_secs', 'equcor_top500', 'equ_top500', 'enm', 'agr'];
    const categories = listSubjectCategories(all.map(group));
    expect(categories.map((category) => category.name)).toEqual([
      'Commodities',
      'Companies',
      'Countries',
      'Currencies',
      'Cryptocurrencies',
    ]);
    expect(categories[1]?.groups.map((entry) => entry.Group)).toEqual(['equ_top500', 'equcor_top500', 'etf_secs']);
  });

  it('hides categories without an available group', () => {
    const categories = listSubjectCategories([group('equcor_top500'), group('coucor'), group('equ_top100')]);
    expect(categories.map((category) => [category.id, category.groups.map((entry) => entry.Group)])).toEqual([
      ['companies', ['equcor_top500']],
      ['countries', ['coucor']],
    ]);
  });
});
