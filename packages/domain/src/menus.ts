/**
 * The app header's menus (spec §2 'App header') and the 'other' and account menus, built from the route table.
 * Each entry resolves to enabled, disabled with the spec's message, or hidden for a given user.
 */
import { type Access, type AccessContext, checkAccess, findRoute, type RouteDef } from './routes';

/** Spec §3 'Menu entry: name, params, text, separator' plus the link it opens. */
export interface MenuEntryDef {
  /** Stable id of the entry. */
  name: string;
  text: string;
  href: string;
  /** Extra query parameters the link carries. */
  params?: Record<string, string>;
  /** Draw a separator above this entry. */
  separator?: boolean;
  /** Hide instead of disabling when the user may not open it (spec §6 'Disabled links can be hidden'). */
  hideWhenDisabled?: boolean;
}

export const MENU_IDS = [
  'start',
  'markets',
  'analytics',
  'esg',
  'transcripts',
  'mms',
  'pulse',
  'engine',
  'radar',
  'devel',
] as const;
export type MenuId = (typeof MENU_IDS)[number];

export interface MenuDef {
  id: MenuId;
  text: string;
  entries: MenuEntryDef[];
}

/** Market collections (spec §3 'Market collection: key with Name'), the /markets/[collection] pages. */
export const MARKET_COLLECTIONS = [
  { key: 'companies', name: 'Companies' },
  { key: 'company-groups', name: 'Company Groups' },
  { key: 'countries', name: 'Countries' },
  { key: 'country-markets', name: 'Country Markets' },
  { key: 'currencies', name: 'Currencies' },
  { key: 'cryptocurrencies', name: 'Cryptocurrencies' },
  { key: 'agriculture', name: 'Agriculture' },
  { key: 'energy-and-materials', name: 'Energy and Material' },
] as const;

/** The default group each v4 product opens on. */
export const DEFAULT_OVERVIEW = {
  ma4: '/ma4/equ/equ_top500/overview',
  esg4: '/esg4/equcor/equcor_top500/overview',
} as const;

function v4Entries(prefix: 'ma4' | 'esg4'): MenuEntryDef[] {
  const v5 = prefix === 'ma4' ? 'ma5' : 'esg5';
  return [
    { name: `${prefix}-intro`, text: 'Introduction', href: `/${prefix}/intro` },
    { name: `${prefix}-overview`, text: 'Group Overview', href: DEFAULT_OVERVIEW[prefix], separator: true },
    { name: `${prefix}-assets`, text: 'Asset Details', href: `/${prefix}/assets/1` },
    { name: `${prefix}-charts`, text: 'Charts', href: `/${prefix}/charts` },
    { name: `${prefix}-heatmaps`, text: 'Heatmaps', href: `/${prefix}/heatmaps` },
    { name: `${prefix}-screener`, text: 'Screener', href: `/${prefix}/screener` },
    { name: `${prefix}-worldmaps`, text: 'Worldmaps', href: `/${prefix}/worldmaps` },
    { name: `${prefix}-apidocs`, text: 'API Docs', href: `/${prefix}/apidocs/overview`, separator: true },
    { name: `${prefix}-guide`, text: 'User Guide', href: `/${prefix}/guide/overview` },
    { name: `${prefix}-research`, text: 'Research', href: `/${prefix}/research/overview` },
    { name: `${prefix}-files`, text: 'Bulk Files (by Class)', href: `/${prefix}/download/files`, separator: true },
    { name: `${prefix}-pull`, text: 'Pull Data (by Asset)', href: `/${prefix}/download/pull` },
    { name: `${prefix}-coverage`, text: 'Coverage List', href: `/${prefix}/download/coverage` },
    { name: `${prefix}-scores`, text: 'Scores Analysis', href: `/${prefix}/scores-analysis`, separator: true },
    // spec §6: the v5 analytics menu requires rmaV5 (esgV5 for ESG): hidden, not disabled, without it.
    { name: `${v5}-guide`, text: 'v5 User Guide', href: `/${v5}/guide`, separator: true, hideWhenDisabled: true },
    { name: `${v5}-scores`, text: 'v5 Scores Analysis', href: `/${v5}/scores-analysis`, hideWhenDisabled: true },
  ];
}

export const MENUS: readonly MenuDef[] = [
  {
    id: 'start',
    text: 'Start',
    entries: [
      { name: 'app', text: 'Data Overview', href: '/app' },
      { name: 'home', text: 'Home', href: '/home' },
      { name: 'products', text: 'Products', href: '/products' },
      { name: 'blog', text: 'Blog', href: '/blog' },
      { name: 'papers', text: 'Papers', href: '/papers' },
      { name: 'widgets', text: 'Widgets', href: '/widgets', separator: true },
      { name: 'rdpsetup', text: 'RDP Setup', href: '/rdpsetup' },
    ],
  },
  {
    id: 'markets',
    text: 'Markets',
    entries: MARKET_COLLECTIONS.map((c) => ({ name: `markets-${c.key}`, text: c.name, href: `/markets/${c.key}` })),
  },
  { id: 'analytics', text: 'Analytics', entries: v4Entries('ma4') },
  { id: 'esg', text: 'ESG', entries: v4Entries('esg4') },
  {
    id: 'transcripts',
    text: 'Transcripts',
    entries: [
      { name: 'transcripts-intro', text: 'Introduction', href: '/transcripts/intro' },
      { name: 'transcripts-tool', text: 'Transcripts Tool', href: '/transcripts/tool', separator: true },
      { name: 'transcripts-guide', text: 'User Guide', href: '/transcripts/guide' },
      {
        name: 'transcripts-files',
        text: 'Bulk Files (by Class)',
        href: '/transcripts/download/files',
        separator: true,
      },
      { name: 'transcripts-pull', text: 'Pull Data (by Asset)', href: '/transcripts/download/pull' },
      { name: 'transcripts-coverage', text: 'Coverage List', href: '/transcripts/download/coverage' },
    ],
  },
  {
    id: 'mms',
    text: 'MMS',
    entries: [
      { name: 'mms-intro', text: 'Introduction', href: '/mms/intro' },
      { name: 'mms-screener', text: 'Screener', href: '/mms/screener', separator: true },
      { name: 'mms-guide', text: 'User Guide', href: '/mms/guide' },
      { name: 'mms-apidocs', text: 'API Docs', href: '/mms/apidocs' },
    ],
  },
  {
    id: 'pulse',
    text: 'Pulse',
    entries: [
      { name: 'pulse-intro', text: 'Introduction', href: '/pulse/intro' },
      { name: 'pulse-tool', text: 'Pulse Tool', href: '/pulse/tool', separator: true },
      { name: 'pulse-dashboard', text: 'Dashboard', href: '/pulse/dashboard' },
      { name: 'pulse-guide', text: 'User Guide', href: '/pulse/guide' },
    ],
  },
  {
    id: 'engine',
    text: 'Engine',
    entries: [
      { name: 'engine-intro', text: 'Introduction', href: '/engine/intro' },
      { name: 'engine-tool', text: 'Engine Tool', href: '/engine/tool', separator: true },
      { name: 'engine-guide', text: 'User Guide', href: '/engine/guide' },
      { name: 'engine-research', text: 'Research', href: '/engine/research' },
    ],
  },
  {
    id: 'radar',
    text: 'Radar',
    entries: [
      { name: 'radar-intro', text: 'Introduction', href: '/radar/intro' },
      { name: 'radar-alerts-intro', text: 'Radar Alerts', href: '/radar/radar-alerts' },
      { name: 'radar-ui', text: 'Radar', href: '/radar/radar-ui', separator: true },
      { name: 'radar-alerts', text: 'Alerts', href: '/radar/alerts' },
      { name: 'radar-watchlists', text: 'Watchlists', href: '/settings/watchlists-v5' },
      { name: 'radar-thematic', text: 'Thematic Tool', href: '/radar/thematic' },
      { name: 'radar-guide', text: 'User Guide', href: '/radar/guide', separator: true },
      { name: 'radar-mcpdocs', text: 'MCP Docs', href: '/radar/mcpdocs' },
      { name: 'radar-research', text: 'Research', href: '/radar/research' },
    ],
  },
  {
    id: 'devel',
    text: 'Devel',
    entries: [
      { name: 'admin', text: 'Admin', href: '/admin', hideWhenDisabled: true },
      { name: 'admin-users', text: 'Webapp Users', href: '/admin/user', hideWhenDisabled: true },
      { name: 'admin-samples', text: 'UI Samples', href: '/admin/samples', hideWhenDisabled: true },
      { name: 'admin-sources', text: 'Sources Tool', href: '/admin/sources-tool', hideWhenDisabled: true },
      { name: 'admin-aigent', text: 'AI Agent', href: '/admin/aigent', separator: true, hideWhenDisabled: true },
      { name: 'admin-mta-agent', text: 'Transcripts Agent', href: '/admin/mta-agent', hideWhenDisabled: true },
      { name: 'admin-ai-agent-8505', text: 'AI Agent 8505', href: '/admin/ai-agent-8505', hideWhenDisabled: true },
      { name: 'wrds-guide', text: 'WRDS Guide', href: '/wrds/guide', separator: true, hideWhenDisabled: true },
      { name: 'wrds-esg-guide', text: 'WRDS ESG Guide', href: '/wrds-esg/guide', hideWhenDisabled: true },
    ],
  },
];

/** The 'other' menu: entries depending on permissions, hidden when not permitted. */
export const OTHER_MENU: readonly MenuEntryDef[] = [
  { name: 'account-info', text: 'Account Info', href: '/user/account/overview', hideWhenDisabled: true },
  { name: 'account-radar', text: 'Radar Account', href: '/user/account/radar', hideWhenDisabled: true },
  {
    name: 'account-transcripts',
    text: 'Transcripts Account',
    href: '/user/account/transcripts',
    hideWhenDisabled: true,
  },
  { name: 'watchlists', text: 'Watchlists', href: '/settings/watchlists-v5', hideWhenDisabled: true },
  { name: 'lseg-manage', text: 'Manage Users', href: '/lseg-manage', hideWhenDisabled: true },
  { name: 'thematic', text: 'Thematic Tool', href: '/radar/thematic', hideWhenDisabled: true },
];

/** Profile links of the account menu when signed in; Watchlist Manager is for admins only (spec §2). */
export const ACCOUNT_MENU: readonly MenuEntryDef[] = [
  { name: 'account-info', text: 'Account Info', href: '/user/account/overview', hideWhenDisabled: true },
  { name: 'account-radar', text: 'Radar Account', href: '/user/account/radar', hideWhenDisabled: true },
  {
    name: 'account-transcripts',
    text: 'Transcripts Account',
    href: '/user/account/transcripts',
    hideWhenDisabled: true,
  },
  { name: 'watchlist-manager', text: 'Watchlist Manager', href: '/admin/user?tab=watchlists', hideWhenDisabled: true },
];

export type ResolvedMenuEntry = MenuEntryDef & { route: RouteDef | undefined; access: Access };
export interface ResolvedMenu {
  id: MenuId;
  text: string;
  entries: ResolvedMenuEntry[];
}

export function resolveEntries(entries: readonly MenuEntryDef[], ctx: AccessContext): ResolvedMenuEntry[] {
  const resolved: ResolvedMenuEntry[] = [];
  for (const entry of entries) {
    const route = findRoute(entry.href);
    const access: Access = route ? checkAccess(route, ctx) : { allowed: true };
    if (!access.allowed && entry.hideWhenDisabled) continue;
    resolved.push({ ...entry, route, access });
  }
  return resolved;
}

/** The header menus a user sees: Devel only when it has entries for the user (spec §2). */
export function getMenus(ctx: AccessContext): ResolvedMenu[] {
  return MENUS.map((menu) => ({ id: menu.id, text: menu.text, entries: resolveEntries(menu.entries, ctx) })).filter(
    (menu) => menu.entries.length > 0,
  );
}
