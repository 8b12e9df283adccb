import {
  listMarketSearchEntries,
  listRouteSearchEntries,
  type SearchEntry,
  toGroupSearchEntries,
  type User,
} from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { createSearchIndex } from './filter-search-entries';

const local = [...listMarketSearchEntries(), ...listRouteSearchEntries({ user: null })];
const groups = toGroupSearchEntries(
  [
    { Group: 'equ_top500', Name: 'Top 500 Companies', Class: 'equ', Dataset: 'rma' },
    { Group: 'cou_g10', Name: 'G10', Class: 'cou', Dataset: 'rma' },
    { Group: 'cur_all', Name: 'All Currencies', Class: 'cur', Dataset: 'rma' },
  ],
  { user: null },
);
const index = createSearchIndex({ local, groups });
const names = (entries: SearchEntry[]) => entries.map((entry) => entry.name);

describe('createSearchIndex', () => {
  it('matches nothing for empty or blank text', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('   ')).toEqual([]);
  });

  it('finds markets, docs and tools by a word of their title, tolerating a typo', () => {
    expect(names(index.search('screener'))).toEqual(
      expect.arrayContaining(['LMA Screener', 'LMA-ESG Screener', 'MMS Screener']),
    );
    expect(names(index.search('screner'))).toContain('LMA Screener');
    expect(index.search('currencies')[0]).toMatchObject({ type: 'market', url: '/markets/currencies' });
  });

  it('orders results by type: markets, groups, assets, docs, tools', () => {
    const assets: SearchEntry[] = [{ id: 'asset:EUR', type: 'asset', name: 'Euro', code: 'EUR', url: '/asset/EUR' }];
    const types = index.search('currencies', assets).map((entry) => entry.type);
    expect(types[0]).toBe('market');
    expect(types).toContain('group');
    const firstAsset = types.indexOf('asset');
    expect(firstAsset).toBeGreaterThan(types.lastIndexOf('group'));
    expect(types.slice(firstAsset).every((type) => type === 'asset' || type === 'docs' || type === 'tool')).toBe(true);
  });

  it('puts server-matched assets before docs and tools and drops duplicates', () => {
    const asset: SearchEntry = {
      id: 'asset:SCR',
      type: 'asset',
      name: 'Screen Holdings',
      code: 'SCR',
      url: '/asset/SCR',
    };
    const results = index.search('screener', [asset, asset]);
    expect(results.filter((entry) => entry.id === 'asset:SCR')).toHaveLength(1);
    expect(results[0]).toBe(asset);
    expect(index.search('zzqx', [asset])).toEqual([asset]);
  });

  it('is stricter for groups (0.2) than for tools (0.3)', () => {
    // one wrong letter in four (score 0.25): within 0.3 but not within 0.2
    const typo = names(index.search('cyrr'));
    expect(typo).toContain('Currencies');
    expect(typo).not.toContain('All Currencies');
    expect(names(index.search('curr'))).toContain('All Currencies');
    expect(names(index.search('G10'))).toContain('G10');
    expect(names(index.search('top 500'))).toContain('Top 500 Companies');
    expect(names(index.search('equ_top500'))).toContain('Top 500 Companies');
  });

  it('offers no tool for an asset word: a query word must match a word of the title from its start', () => {
    // An admin sees every tool, UI Samples among them: "apple" lies inside "Samples" with one wrong letter.
    const admin: User = {
      username: 'admin',
      apikey: 'key',
      expires: null,
      role: 'admin',
      data_perms: {},
      permissions: {},
    };
    const adminIndex = createSearchIndex({ local: listRouteSearchEntries({ user: admin }), groups: [] });
    expect(adminIndex.search('apple')).toEqual([]);
    expect(adminIndex.search('gold')).toEqual([]);
    expect(names(adminIndex.search('samples'))).toContain('UI Samples');
    expect(names(adminIndex.search('sampels'))).toContain('UI Samples');
    expect(names(adminIndex.search('heatmap'))).toEqual(expect.arrayContaining(['LMA Heatmaps', 'LMA-ESG Heatmaps']));
  });

  it('keeps the order of the server-ranked assets', () => {
    const asset = (code: string, name: string): SearchEntry => ({
      id: `asset:enm:${code}`,
      type: 'asset',
      name,
      code,
      url: `/ma4/asset/${code}`,
    });
    const ranked = [asset('GOLD', 'Gold'), asset('TXAU', 'tGOLD')];
    expect(names(index.search('gold', ranked))).toEqual(['Gold', 'tGOLD']);
  });

  it('finds nothing for text that matches no entry', () => {
    expect(index.search('qwxzv')).toEqual([]);
  });

  it('keeps disabled entries with their message', () => {
    const screener = index.search('LMA Screener').find((entry) => entry.url === '/ma4/screener');
    expect(screener?.disabledMessage).toBe('Account required');
  });
});
