import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MANUAL, DEMO_NODOCS, DEMO_SSH } from './__fixtures__/demo-users';
import {
  ACCOUNT_MENU,
  DEFAULT_OVERVIEW,
  getMenus,
  MARKET_COLLECTIONS,
  MENU_IDS,
  MENUS,
  OTHER_MENU,
  type ResolvedMenu,
  resolveEntries,
} from './menus';
import { findRoute } from './routes';
import type { User } from './user';

const menu = (menus: ResolvedMenu[], id: string) => {
  const found = menus.find((m) => m.id === id);
  if (!found) throw new Error(`menu ${id} not shown`);
  return found;
};
const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);
const entry = (menus: ResolvedMenu[], id: string, name: string) => {
  const found = menu(menus, id).entries.find((e) => e.name === name);
  if (!found) throw new Error(`entry ${name} not in ${id}`);
  return found;
};
const rmaV5User: User = { ...DEMO_MANUAL, permissions: { rma_v5: true } };

describe('header menus (spec §2 App header)', () => {
  it('lists the menus in the order of spec §2', () => {
    expect(MENUS.map((m) => m.text)).toEqual([
      'Start',
      'Markets',
      'Analytics',
      'ESG',
      'Transcripts',
      'MMS',
      'Pulse',
      'Engine',
      'Radar',
      'Devel',
    ]);
    expect(MENUS.map((m) => m.id)).toEqual([...MENU_IDS]);
  });

  it('every menu link points at a route of the table', () => {
    for (const m of MENUS) for (const e of m.entries) expect(findRoute(e.href), e.href).toBeDefined();
    for (const e of [...OTHER_MENU, ...ACCOUNT_MENU]) expect(findRoute(e.href), e.href).toBeDefined();
  });

  it('opens the default groups equ_top500 and equcor_top500', () => {
    expect(findRoute(DEFAULT_OVERVIEW.ma4)?.pattern).toBe('/ma4/[prefixData]/[groupId]/overview');
    expect(DEFAULT_OVERVIEW.esg4).toContain('/equcor_top500/');
    expect(MARKET_COLLECTIONS.map((c) => c.name)).toContain('Energy and Material');
  });

  it('shows Devel only to admins, with all its entries', () => {
    for (const user of [null, DEMO_MANUAL, DEMO_SSH, DEMO_NODOCS]) {
      expect(getMenus({ user }).map((m) => m.id)).not.toContain('devel');
    }
    const devel = menu(getMenus({ user: DEMO_ADMIN }), 'devel');
    expect(devel.entries).toHaveLength(9);
    expect(devel.entries.every((e) => e.access.allowed)).toBe(true);
  });

  it('signed out: analytics pages are disabled with Account required, intros stay open, v5 entries hidden', () => {
    const menus = getMenus({ user: null });
    expect(entry(menus, 'analytics', 'ma4-intro').access.allowed).toBe(true);
    expect(entry(menus, 'analytics', 'ma4-heatmaps').access).toMatchObject({ message: 'Account required' });
    expect(entry(menus, 'radar', 'radar-ui').access).toMatchObject({ message: 'Account required' });
    expect(names(menu(menus, 'analytics').entries)).not.toContain('ma5-guide');
    expect(names(menu(menus, 'esg').entries)).not.toContain('esg5-scores');
  });

  it('manual user with rma data: downloads open, scores analysis disabled with Permission required', () => {
    const menus = getMenus({ user: DEMO_MANUAL });
    expect(entry(menus, 'analytics', 'ma4-files').access.allowed).toBe(true);
    expect(entry(menus, 'analytics', 'ma4-scores').access).toMatchObject({
      allowed: false,
      message: 'Permission required',
    });
    expect(entry(menus, 'pulse', 'pulse-tool').access).toMatchObject({ message: 'Permission required' });
  });

  it('hides the v5 entries without rmaV5 (esgV5 for ESG) and shows them with it', () => {
    expect(names(menu(getMenus({ user: DEMO_MANUAL }), 'analytics').entries)).not.toContain('ma5-guide');
    const menus = getMenus({ user: rmaV5User });
    expect(names(menu(menus, 'analytics').entries)).toEqual(expect.arrayContaining(['ma5-guide', 'ma5-scores']));
    expect(names(menu(menus, 'esg').entries)).not.toContain('esg5-guide');
    expect(names(menu(getMenus({ user: DEMO_ADMIN }), 'esg').entries)).toContain('esg5-scores');
  });

  it('nodocs user: documentation entries are disabled', () => {
    const menus = getMenus({ user: DEMO_NODOCS });
    expect(entry(menus, 'analytics', 'ma4-guide').access).toMatchObject({ message: 'Permission required' });
    expect(entry(menus, 'mms', 'mms-apidocs').access).toMatchObject({ message: 'Permission required' });
  });

  it('hideESG: every ESG menu entry says the region message, the v5 ESG entries stay hidden', () => {
    const esg = menu(getMenus({ user: DEMO_ADMIN, hideESG: true }), 'esg');
    expect(names(esg.entries)).not.toContain('esg5-guide');
    expect(esg.entries.length).toBeGreaterThan(0);
    for (const e of esg.entries) {
      expect(e.access).toMatchObject({ message: 'ESG Content is not available in your region' });
    }
    expect(entry(getMenus({ user: DEMO_ADMIN, hideESG: true }), 'analytics', 'ma4-heatmaps').access.allowed).toBe(true);
  });
});

describe("the 'other' and account menus", () => {
  it('signed out: the other menu is empty', () => {
    expect(resolveEntries(OTHER_MENU, { user: null })).toEqual([]);
  });

  it('a manual user sees Account Info only', () => {
    expect(names(resolveEntries(OTHER_MENU, { user: DEMO_MANUAL }))).toEqual(['account-info']);
  });

  it('masf v5, mta, lsegmanage and thematic each add their entries', () => {
    const user: User = {
      ...DEMO_MANUAL,
      permissions: { masf_v5: true, mta: true, webapp: ['lsegmanage', 'thematic'] },
    };
    expect(names(resolveEntries(OTHER_MENU, { user }))).toEqual([
      'account-info',
      'account-radar',
      'account-transcripts',
      'watchlists',
      'lseg-manage',
      'thematic',
    ]);
  });

  it('Watchlist Manager is in the account menu for admins only', () => {
    expect(names(resolveEntries(ACCOUNT_MENU, { user: DEMO_ADMIN }))).toContain('watchlist-manager');
    expect(names(resolveEntries(ACCOUNT_MENU, { user: DEMO_SSH }))).toEqual(['account-info']);
  });

  it('an entry whose link is not in the route table is shown as allowed', () => {
    const [resolved] = resolveEntries([{ name: 'ext', text: 'Elsewhere', href: '/not-a-route' }], { user: null });
    expect(resolved?.access).toEqual({ allowed: true });
    expect(resolved?.route).toBeUndefined();
  });
});
