import { WATCHLISTS_SECTION_TITLE } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { buildGroupDropdownRows, type DropdownGroup, groupListHeight } from './group-dropdown-rows';

function group(id: string, name: string, cls: DropdownGroup['Class'], type: 'system' | 'user' = 'system') {
  return {
    Group: id,
    Name: name,
    Class: cls,
    Count: 10,
    Dataset: 'rma',
    Featured: null,
    type,
    product: 'rma',
  } satisfies DropdownGroup;
}

const GROUPS = [
  group('cur', 'All Currencies', 'cur'),
  group('equ_top100', 'Top 100 by Buzz', 'equ'),
  group('equ_br', 'Brazil', 'equ'),
  group('wl_mine', 'My watchlist', 'equ', 'user'),
  group('crypto', 'All Cryptocurrencies', 'crypto'),
];

const titles = (rows: ReturnType<typeof buildGroupDropdownRows>['rows']) =>
  rows.flatMap((row) => (row.kind === 'header' ? [row.title] : []));

describe('buildGroupDropdownRows', () => {
  it('puts the watchlists first for admins, then a section per asset class', () => {
    const { rows, options } = buildGroupDropdownRows({ groups: GROUPS, isAdmin: true });
    expect(titles(rows)[0]).toBe(WATCHLISTS_SECTION_TITLE);
    expect(titles(rows)).toHaveLength(4);
    expect(options[0]?.Group).toBe('wl_mine');
    expect(options.map((entry) => entry.Group).sort()).toEqual(GROUPS.map((entry) => entry.Group).sort());
  });

  it('hides watchlists from other users', () => {
    const { rows, options } = buildGroupDropdownRows({ groups: GROUPS, isAdmin: false });
    expect(titles(rows)).not.toContain(WATCHLISTS_SECTION_TITLE);
    expect(options.map((entry) => entry.Group)).not.toContain('wl_mine');
  });

  it('keeps only the sections with a fuzzy match', () => {
    const { rows, options } = buildGroupDropdownRows({ groups: GROUPS, isAdmin: false, search: 'brazl' });
    expect(options.map((entry) => entry.Group)).toEqual(['equ_br']);
    expect(titles(rows)).toHaveLength(1);
  });

  it('matches nothing for unrelated text', () => {
    expect(buildGroupDropdownRows({ groups: GROUPS, isAdmin: true, search: 'qqqqxz' }).rows).toEqual([]);
  });
});

describe('groupListHeight', () => {
  it('does not scroll below 10 items', () => {
    const many = Array.from({ length: 9 }, (_, index) => group(`g${index}`, `Group ${index}`, 'equ'));
    const { rows } = buildGroupDropdownRows({ groups: many, isAdmin: false });
    expect(groupListHeight(rows)).toEqual({ height: 19 + 9 * 25, isScrolling: false });
  });

  it('caps the height at 300 px from 10 items', () => {
    const many = Array.from({ length: 30 }, (_, index) => group(`g${index}`, `Group ${index}`, 'equ'));
    const { rows } = buildGroupDropdownRows({ groups: many, isAdmin: false });
    expect(groupListHeight(rows)).toEqual({ height: 300, isScrolling: true });
  });
});
