import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  findAssetMatches,
  getAssetSearchUrl,
  getGroupOverviewUrl,
  listMarketSearchEntries,
  listRouteSearchEntries,
  parseAssetSummaries,
  parsePresetGroups,
  rankAssetMatch,
  toAssetSearchEntries,
  toGroupSearchEntries,
} from './search-entries';
import type { User } from './user';

const base: User = {
  username: 'someone',
  apikey: 'key',
  expires: null,
  role: 'manual',
  data_perms: {},
  permissions: {},
};
const admin: User = {
  ...base,
  role: 'admin',
  permissions: {
    masf: true,
    pulse: true,
    masf_v5: true,
    sent_v5: true,
    rma_v5: true,
    esg_v5: true,
    mta: true,
    webapp: ['lsegmanage', 'thematic'],
  },
  data_perms: { rma: ['equ'], esg: ['equcor'] },
};

const byUrl = (entries: ReturnType<typeof listRouteSearchEntries>, url: string) =>
  entries.find((entry) => entry.url === url);

describe('listMarketSearchEntries', () => {
  it('gives one market entry per collection, opening its /markets page', () => {
    const entries = listMarketSearchEntries();
    expect(entries).toHaveLength(8);
    expect(entries[0]).toEqual({
      id: 'market:companies',
      type: 'market',
      name: 'Companies',
      url: '/markets/companies',
    });
    expect(entries.every((entry) => entry.type === 'market' && !entry.disabledMessage)).toBe(true);
  });
});

describe('listRouteSearchEntries', () => {
  it('lists docs with concrete menu URLs and tools for the other app routes, never marketing pages', () => {
    const entries = listRouteSearchEntries({ user: admin });
    expect(byUrl(entries, '/ma4/apidocs/overview')).toMatchObject({ type: 'docs', name: 'LMA API Docs' });
    expect(byUrl(entries, '/radar/mcpdocs')).toMatchObject({ type: 'docs', name: 'Radar MCP Docs' });
    expect(byUrl(entries, '/ma4/screener')).toMatchObject({ type: 'tool', name: 'LMA Screener' });
    expect(byUrl(entries, '/ma4/equ/equ_top500/overview')).toMatchObject({ type: 'tool' });
    expect(byUrl(entries, '/ma4/assets/1')).toMatchObject({ type: 'tool' });
    // the devel menu's link wins over the account menu's tab link for the same route
    expect(byUrl(entries, '/admin/user')).toMatchObject({ type: 'tool', name: 'Webapp Users' });
    expect(entries.some((entry) => entry.url.includes('['))).toBe(false);
    expect(entries.some((entry) => ['/home', '/contact-us', '/signin'].includes(entry.url))).toBe(false);
    expect(entries.some((entry) => entry.url.startsWith('/solutions/'))).toBe(false);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('gives an admin every entry enabled', () => {
    const entries = listRouteSearchEntries({ user: admin });
    expect(entries.filter((entry) => entry.disabledMessage)).toEqual([]);
    expect(byUrl(entries, '/wrds/guide')).toMatchObject({ type: 'docs' });
    expect(byUrl(entries, '/lseg-manage')).toMatchObject({ type: 'tool' });
  });

  it("disables login pages for a signed-out visitor with 'Account required' and hides admin pages", () => {
    const entries = listRouteSearchEntries({ user: null });
    expect(byUrl(entries, '/ma4/screener')?.disabledMessage).toBe(MESSAGES.accountRequired);
    expect(byUrl(entries, '/ma4/guide/overview')?.disabledMessage).toBe(MESSAGES.accountRequired);
    expect(byUrl(entries, '/app')?.disabledMessage).toBeUndefined();
    expect(byUrl(entries, '/admin')).toBeUndefined();
    expect(byUrl(entries, '/wrds/guide')).toBeUndefined();
    expect(byUrl(entries, '/user/account/overview')).toBeUndefined();
    expect(byUrl(entries, '/ma5/guide')).toBeUndefined();
  });

  it("disables pages a signed-in user lacks with 'Permission required'", () => {
    const entries = listRouteSearchEntries({ user: { ...base, permissions: { webapp: ['nodocs'] } } });
    expect(byUrl(entries, '/ma4/apidocs/overview')?.disabledMessage).toBe(MESSAGES.permissionRequired);
    expect(byUrl(entries, '/pulse/tool')?.disabledMessage).toBe(MESSAGES.permissionRequired);
    expect(byUrl(entries, '/ma4/screener')?.disabledMessage).toBeUndefined();
    expect(byUrl(entries, '/user/account/overview')?.disabledMessage).toBeUndefined();
  });

  it('disables ESG pages where ESG content is hidden', () => {
    const entries = listRouteSearchEntries({ user: admin, hideESG: true });
    expect(byUrl(entries, '/esg4/screener')?.disabledMessage).toBe(MESSAGES.esgNotInRegion);
    expect(byUrl(entries, '/ma4/screener')?.disabledMessage).toBeUndefined();
  });
});

describe('parsePresetGroups', () => {
  it('keeps well-formed records and drops the rest', () => {
    expect(parsePresetGroups({ not: 'a list' })).toEqual([]);
    expect(
      parsePresetGroups([
        { Group: 'equ_top500', Name: 'Top 500', Class: 'equ', Dataset: 'rma', Count: 500, type: 'system' },
        { Group: 'x', Name: 'No class' },
        { Group: '', Name: 'Empty id', Class: 'equ' },
        'text',
        null,
        { Group: 'wl', Name: 'My list', Class: 'equ', Dataset: 7 },
      ]),
    ).toEqual([
      { Group: 'equ_top500', Name: 'Top 500', Class: 'equ', Dataset: 'rma', type: 'system' },
      { Group: 'wl', Name: 'My list', Class: 'equ' },
    ]);
  });
});

describe('parseAssetSummaries', () => {
  it('keeps records with an asset code and a name', () => {
    expect(parseAssetSummaries(undefined)).toEqual([]);
    expect(parseAssetSummaries([{ Asset: 'AAPL.O', Name: 'Apple Inc' }, { Asset: 'X' }, [], 3])).toEqual([
      { Asset: 'AAPL.O', Name: 'Apple Inc' },
    ]);
  });
});

describe('getGroupOverviewUrl', () => {
  it('opens ESG datasets under /esg4 and the others under /ma4', () => {
    expect(getGroupOverviewUrl({ Group: 'equ_top500', Class: 'equ', Dataset: 'rma' })).toBe(
      '/ma4/equ/equ_top500/overview',
    );
    expect(getGroupOverviewUrl({ Group: 'equcor_top500', Class: 'equcor', Dataset: 'esgcor' })).toBe(
      '/esg4/equcor/equcor_top500/overview',
    );
    expect(getGroupOverviewUrl({ Group: 'us esg', Class: 'equesg', Dataset: 'esgadv' })).toBe(
      '/esg4/equesg/us%20esg/overview',
    );
    expect(getGroupOverviewUrl({ Group: 'cou_all', Class: 'cou' })).toBe('/ma4/cou/cou_all/overview');
  });
});

describe('toGroupSearchEntries', () => {
  const groups = [
    { Group: 'equ_top500', Name: 'Top 500 Companies', Class: 'equ', Dataset: 'rma', type: 'system' },
    { Group: 'equcor_all', Name: 'All Companies (ESG Core)', Class: 'equcor', Dataset: 'esgcor' },
    { Group: 'wl1', Name: 'My Watchlist', Class: 'equ', Dataset: 'rma', type: 'user' },
  ];

  it('shows watchlist-type groups to admins only', () => {
    expect(toGroupSearchEntries(groups, { user: admin }).map((entry) => entry.code)).toEqual([
      'equ_top500',
      'equcor_all',
      'wl1',
    ]);
    expect(toGroupSearchEntries(groups, { user: base }).map((entry) => entry.code)).toEqual([
      'equ_top500',
      'equcor_all',
    ]);
  });

  it('disables groups for signed-out visitors and ESG groups where ESG is hidden', () => {
    const signedOut = toGroupSearchEntries(groups, { user: null });
    expect(signedOut.map((entry) => entry.disabledMessage)).toEqual([
      MESSAGES.accountRequired,
      MESSAGES.accountRequired,
    ]);
    const hidden = toGroupSearchEntries(groups, { user: base, hideESG: true });
    expect(hidden[0]).toEqual({
      id: 'group:rma:equ_top500',
      type: 'group',
      name: 'Top 500 Companies',
      code: 'equ_top500',
      url: '/ma4/equ/equ_top500/overview',
    });
    expect(hidden[1]?.disabledMessage).toBe(MESSAGES.esgNotInRegion);
  });
});

describe('toAssetSearchEntries', () => {
  it('opens the public asset page for a signed-out visitor, once per asset', () => {
    expect(
      toAssetSearchEntries(
        [
          { Asset: 'BRK.A', Name: 'Berkshire Hathaway' },
          { Asset: 'BRK.A', Name: 'Berkshire Hathaway' },
          { Asset: 'EUR/USD', Name: 'Euro' },
        ],
        { user: null },
      ),
    ).toEqual([
      {
        id: 'asset::BRK.A',
        type: 'asset',
        name: 'Berkshire Hathaway',
        code: 'BRK.A',
        detail: 'BRK.A',
        url: '/asset/BRK.A',
      },
      {
        id: 'asset::EUR/USD',
        type: 'asset',
        name: 'Euro',
        code: 'EUR/USD',
        detail: 'EUR/USD',
        url: '/asset/EUR%2FUSD',
      },
    ]);
  });

  it('shows the ticker (or the code where there is none) and the class instead of a URL', () => {
    const [apple, gold] = toAssetSearchEntries(
      [
        { Asset: '4372179024', Name: 'Apple', Class: 'equ', Ticker: 'AAPL' },
        { Asset: 'GOLD', Name: 'Gold', Class: 'enm' },
      ],
      { user: base },
    );
    expect(apple?.detail).toBe('AAPL · Companies');
    expect(gold?.detail).toBe('GOLD · Energy and Material');
  });

  it('keeps two assets that share a code in different classes apart', () => {
    const entries = toAssetSearchEntries(
      [
        { Asset: 'GOLD', Name: 'Gold', Class: 'enm' },
        { Asset: 'GOLD', Name: 'CyberDragon Gold', Class: 'crypto' },
      ],
      { user: null },
    );
    expect(entries.map((entry) => entry.url)).toEqual(['/asset/GOLD?cls=enm', '/asset/GOLD?cls=crypto']);
  });

  it('disables an ESG asset with the region message where ESG is hidden', () => {
    const [entry] = toAssetSearchEntries([{ Asset: '4295905573', Name: 'Apple', Class: 'equcor' }], {
      user: admin,
      hideESG: true,
    });
    expect(entry).toMatchObject({
      url: '/esg4/asset/4295905573?group=equcor',
      disabledMessage: MESSAGES.esgNotInRegion,
    });
  });
});

describe('getAssetSearchUrl', () => {
  const gold = { Asset: 'GOLD', Name: 'Gold', Class: 'enm' };

  it('opens the full asset page of its product when signed in, in the group of its class', () => {
    expect(getAssetSearchUrl(gold, { user: base })).toBe('/ma4/asset/GOLD?group=enm');
    expect(getAssetSearchUrl({ Asset: '4295905573', Name: 'Apple', Class: 'equcor' }, { user: base })).toBe(
      '/esg4/asset/4295905573?group=equcor',
    );
    expect(getAssetSearchUrl({ Asset: 'BRK.A', Name: 'Berkshire Hathaway' }, { user: base })).toBe('/ma4/asset/BRK.A');
  });

  it("opens the public teaser ('Login for Full Access') when signed out", () => {
    expect(getAssetSearchUrl(gold, { user: null })).toBe('/asset/GOLD?cls=enm');
    // a stored user without a key is not signed in (spec §5 'Logged-in requires both role and apikey')
    expect(getAssetSearchUrl(gold, { user: { ...base, apikey: '' } })).toBe('/asset/GOLD?cls=enm');
  });

  it('ignores a class it does not know', () => {
    expect(getAssetSearchUrl({ ...gold, Class: 'nope' }, { user: base })).toBe('/ma4/asset/GOLD');
  });
});

describe('asset search ranking', () => {
  const universe = [
    { code: 'TXAU', name: 'tGOLD' },
    { code: 'AUROS', name: 'AurusGOLD' },
    { code: 'NEWG', name: 'NewGold' },
    { code: 'GOLD', name: 'Gold' },
    { code: '4484416103', name: 'Goldman Sachs', ticker: 'GS', ric: 'GS.N' },
    { code: '4861165089', name: 'Barrick Gold', ticker: 'ABX', ric: 'ABX.TO' },
    { code: '4372179024', name: 'Apple', ticker: 'AAPL', ric: 'AAPL.O' },
    { code: '4000000001', name: 'Pineapple Inc', ticker: 'PNPL', ric: 'PNPL.O' },
  ];
  const search = (text: string) => findAssetMatches(universe, text, (asset) => asset).map((asset) => asset.name);

  it("puts an exact name first: 'gold' finds Gold before tGOLD", () => {
    expect(search('gold')).toEqual(['Gold', 'Goldman Sachs', 'Barrick Gold', 'tGOLD', 'AurusGOLD', 'NewGold']);
    expect(search('GOLD ')[0]).toBe('Gold');
  });

  it('puts an exact ticker, code or RIC first', () => {
    expect(search('aapl')).toEqual(['Apple']);
    expect(search('gs')).toEqual(['Goldman Sachs']);
    expect(search('txau')).toEqual(['tGOLD']);
    expect(search('abx.to')).toEqual(['Barrick Gold']);
    expect(search('apple')).toEqual(['Apple', 'Pineapple Inc']);
  });

  it('ranks exact, then prefix, then word start, then anywhere in the name', () => {
    expect(rankAssetMatch({ code: 'GOLD', name: 'Gold' }, 'gold')).toBe(0);
    expect(rankAssetMatch({ code: 'X', name: 'Goldman Sachs' }, 'gold')).toBe(1);
    expect(rankAssetMatch({ code: 'X', name: 'Some', ric: 'GOLDX.N' }, 'gold')).toBe(1);
    expect(rankAssetMatch({ code: 'X', name: 'Some', ticker: 'GOLDX' }, 'gold')).toBeNull();
    expect(rankAssetMatch({ code: 'X', name: 'Barrick Gold' }, 'gold')).toBe(2);
    expect(rankAssetMatch({ code: 'X', name: 'tGOLD' }, 'gold')).toBe(3);
    expect(rankAssetMatch({ code: 'X', name: 'Silver' }, 'gold')).toBeNull();
    expect(rankAssetMatch({ code: 'X', name: 'Gold' }, '  ')).toBeNull();
  });
});
