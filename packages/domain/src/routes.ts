/**
 * The route table of spec §2 with the requirement of every route (spec §6), the disabled-link messages,
 * and the menus built from it. The web app renders links, guards and search entries from this table; the API
 * checks the same predicates. One source of truth for "who may open what".
 */
import { MESSAGES } from './messages';
import {
  type DerivedPermissions,
  derivePermissions,
  isAdmin,
  isLoggedIn,
  type PermissionName,
  type User,
} from './user';

export type Requirement =
  | { kind: 'public' }
  | { kind: 'login' }
  | { kind: 'permission'; permission: PermissionName }
  | { kind: 'admin' };

export const PUBLIC: Requirement = { kind: 'public' };
export const LOGIN: Requirement = { kind: 'login' };
export const ADMIN: Requirement = { kind: 'admin' };
export const needs = (permission: PermissionName): Requirement => ({ kind: 'permission', permission });

export type RouteArea =
  | 'marketing'
  | 'solutions'
  | 'start'
  | 'markets'
  | 'analytics'
  | 'esg'
  | 'docs'
  | 'downloads'
  | 'transcripts'
  | 'mms'
  | 'pulse'
  | 'engine'
  | 'radar'
  | 'account'
  | 'admin';

export interface RouteDef {
  /** Path pattern with [x] parameters and [[...x]] optional catch-alls, exactly as spec §2. */
  pattern: string;
  title: string;
  requirement: Requirement;
  area: RouteArea;
  /** ESG content: disabled with 'ESG Content is not available in your region' when hideESG. */
  esg?: boolean;
  /** A documentation page (search shows it with the docs badge). */
  docs?: boolean;
}

const r = (
  pattern: string,
  title: string,
  area: RouteArea,
  requirement: Requirement,
  extra: Partial<RouteDef> = {},
): RouteDef => ({
  pattern,
  title,
  area,
  requirement,
  ...extra,
});

const SOLUTIONS: Array<[string, string]> = [
  ['market-sentiment-and-events', 'Market Sentiment and Events'],
  ['cryptocurrency-and-blockchain-intelligence', 'Cryptocurrency and Blockchain Intelligence'],
  ['equities-alpha-generation', 'Equities Alpha Generation'],
  ['equities-risk-management', 'Equities Risk Management'],
  ['esg-alpha-generation', 'ESG Alpha Generation'],
  ['esg-reputation-intelligence', 'ESG Reputation Intelligence'],
  ['commodities', 'Commodities'],
  ['fixed-income-and-currencies', 'Fixed Income and Currencies'],
  ['financial-document-tagging-and-analytics', 'Financial Document Tagging and Analytics'],
  ['thematic-investing', 'Thematic Investing'],
  ['financial-summarizations-vs-chatgpt', 'Financial Summarizations vs ChatGPT'],
];
export const SOLUTION_PAGES = SOLUTIONS.map(([slug, title]) => ({ slug, title, href: `/solutions/${slug}` }));

/** The analytics v4 routes, identical under /ma4 (LMA, rma) and /esg4 (LMA-ESG, esg). */
function v4Routes(prefix: 'ma4' | 'esg4'): RouteDef[] {
  const area: RouteArea = prefix === 'ma4' ? 'analytics' : 'esg';
  const esg = prefix === 'esg4' ? { esg: true } : {};
  const label = prefix === 'ma4' ? 'LMA' : 'LMA-ESG';
  return [
    r(`/${prefix}/intro`, `${label} Introduction`, area, PUBLIC, esg),
    r(`/${prefix}/[prefixData]/[groupId]/overview`, `${label} Group Overview`, area, LOGIN, esg),
    r(`/${prefix}/asset/[assetId]`, `${label} Asset Details`, area, LOGIN, esg),
    r(`/${prefix}/assets/[page]`, `${label} Assets`, area, LOGIN, esg),
    r(`/${prefix}/charts/[[...assetId]]`, `${label} Charts`, area, LOGIN, esg),
    r(`/${prefix}/heatmaps`, `${label} Heatmaps`, area, LOGIN, esg),
    r(`/${prefix}/screener`, `${label} Screener`, area, LOGIN, esg),
    r(`/${prefix}/worldmaps`, `${label} Worldmaps`, area, LOGIN, esg),
    r(`/${prefix}/apidocs/[[...subpath]]`, `${label} API Docs`, 'docs', needs('mdDocs'), { ...esg, docs: true }),
    r(`/${prefix}/guide/[[...subpath]]`, `${label} User Guide`, 'docs', needs('mdDocs'), { ...esg, docs: true }),
    r(`/${prefix}/research/[[...subpath]]`, `${label} Research`, 'docs', needs('mdDocs'), { ...esg, docs: true }),
    r(`/${prefix}/download/coverage`, `${label} Coverage List`, 'downloads', needs('dataPerms'), esg),
    r(`/${prefix}/download/files`, `${label} Bulk Files (by Class)`, 'downloads', needs('dataPerms'), esg),
    r(`/${prefix}/download/pull`, `${label} Pull Data (by Asset)`, 'downloads', needs('dataPerms'), esg),
    r(`/${prefix}/scores-analysis`, `${label} Scores Analysis`, area, needs('masfV4'), esg),
  ];
}

export const ROUTES: readonly RouteDef[] = [
  // Public marketing site (spec §2 'Public')
  r('/home', 'Home', 'marketing', PUBLIC),
  r('/products', 'Products', 'marketing', PUBLIC),
  r('/blog', 'Blog', 'marketing', PUBLIC),
  r('/blog/[slug]', 'Blog Post', 'marketing', PUBLIC),
  r('/contact-us', 'Contact Us', 'marketing', PUBLIC),
  r('/terms', 'Terms of Use', 'marketing', PUBLIC),
  r('/privacy', 'Privacy Policy', 'marketing', PUBLIC),
  r('/privacyca', 'California Privacy Notice', 'marketing', PUBLIC),
  r('/app', 'Data Overview', 'start', PUBLIC),
  r('/markets/[collection]', 'Markets', 'markets', PUBLIC),
  r('/asset/[assetId]', 'Asset', 'markets', PUBLIC),
  r('/widgets', 'Widgets', 'start', PUBLIC),
  r('/widget/[type]', 'Widget', 'start', PUBLIC),
  r('/rdpsetup', 'RDP Setup', 'start', PUBLIC),
  r('/signin', 'Sign In', 'account', PUBLIC),
  r('/radar/intro', 'Radar Introduction', 'radar', PUBLIC),
  r('/radar/radar-alerts', 'Radar Alerts Introduction', 'radar', PUBLIC),
  r('/pulse/intro', 'Pulse Introduction', 'pulse', PUBLIC),
  r('/engine/intro', 'Engine Introduction', 'engine', PUBLIC),
  r('/transcripts/intro', 'Transcripts Introduction', 'transcripts', PUBLIC),
  r('/mms/intro', 'MMS Introduction', 'mms', PUBLIC),
  ...SOLUTIONS.map(([slug, title]) => r(`/solutions/${slug}`, title, 'solutions', PUBLIC)),
  // Sentiment analytics v4, docs, downloads, scores analysis (spec §2)
  ...v4Routes('ma4'),
  ...v4Routes('esg4'),
  r('/transcripts/download/coverage', 'Transcripts Coverage List', 'downloads', needs('dataPerms')),
  r('/transcripts/download/files', 'Transcripts Bulk Files (by Class)', 'downloads', needs('dataPerms')),
  r('/transcripts/download/pull', 'Transcripts Pull Data (by Asset)', 'downloads', needs('dataPerms')),
  r('/ma5/guide', 'LMA v5 User Guide', 'analytics', needs('rmaV5'), { docs: true }),
  r('/ma5/scores-analysis', 'LMA v5 Scores Analysis', 'analytics', needs('rmaV5')),
  r('/esg5/guide', 'LMA-ESG v5 User Guide', 'esg', needs('esgV5'), { esg: true, docs: true }),
  r('/esg5/scores-analysis', 'LMA-ESG v5 Scores Analysis', 'esg', needs('esgV5'), { esg: true }),
  r('/wrds/guide', 'WRDS Edition Guide', 'admin', ADMIN, { docs: true }),
  r('/wrds-esg/guide', 'WRDS ESG Edition Guide', 'admin', ADMIN, { esg: true, docs: true }),
  // Product areas
  r('/mms/apidocs', 'MMS API Docs', 'mms', needs('mdDocs'), { docs: true }),
  r('/mms/guide', 'MMS User Guide', 'mms', needs('mdDocs'), { docs: true }),
  r('/mms/screener', 'MMS Screener', 'mms', LOGIN),
  r('/pulse/tool', 'Pulse Tool', 'pulse', needs('pulseV1')),
  r('/pulse/dashboard', 'Pulse Dashboard', 'pulse', needs('pulseV1')),
  r('/pulse/guide', 'Pulse User Guide', 'pulse', needs('pulseV1'), { docs: true }),
  r('/radar/radar-ui', 'Radar', 'radar', needs('masfV5')),
  r('/radar/guide', 'Radar User Guide', 'radar', needs('masfV5'), { docs: true }),
  r('/radar/mcpdocs', 'Radar MCP Docs', 'radar', needs('masfV5'), { docs: true }),
  r('/radar/research', 'Radar Research', 'radar', needs('masfV5'), { docs: true }),
  r('/radar/alerts', 'Radar Alerts', 'radar', needs('masfV5')),
  r('/radar/thematic', 'Thematic Tool', 'radar', needs('thematicTool')),
  r('/settings/watchlists-v5', 'Watchlists', 'radar', needs('masfV5')),
  r('/engine/tool', 'Engine Tool', 'engine', needs('sentV5')),
  r('/engine/guide', 'Engine User Guide', 'engine', needs('sentV5'), { docs: true }),
  r('/engine/research', 'Engine Research', 'engine', needs('sentV5'), { docs: true }),
  r('/transcripts/tool', 'Transcripts Tool', 'transcripts', needs('mtaV1')),
  r('/transcripts/guide', 'Transcripts User Guide', 'transcripts', needs('mtaV1'), { docs: true }),
  // Account
  r('/user/account/overview', 'Account Info', 'account', LOGIN),
  r('/user/account/radar', 'Radar Account', 'account', needs('masfV5')),
  r('/user/account/transcripts', 'Transcripts Account', 'account', needs('mtaV1')),
  r('/papers', 'Papers', 'start', LOGIN),
  r('/lseg-manage/[[...user]]', 'Manage Users', 'account', needs('lsegManage')),
  // Admin only
  r('/admin', 'Admin', 'admin', ADMIN),
  r('/admin/user/[[...user]]', 'Webapp Users', 'admin', ADMIN),
  r('/admin/samples', 'UI Samples', 'admin', ADMIN),
  r('/admin/sources-tool', 'Sources Tool', 'admin', ADMIN),
  r('/admin/aigent', 'AI Agent', 'admin', ADMIN),
  r('/admin/mta-agent', 'Transcripts Agent', 'admin', ADMIN),
  r('/admin/ai-agent-8505', 'AI Agent 8505', 'admin', ADMIN),
];

/** Converts a route pattern to a RegExp over concrete paths. */
function patternToRegExp(pattern: string): RegExp {
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (/^\[\[\.\.\.\w+\]\]$/.test(segment)) source += '(?:/[^/]+)*';
    else if (/^\[\.\.\.\w+\]$/.test(segment)) source += '(?:/[^/]+)+';
    else if (/^\[\w+\]$/.test(segment)) source += '/[^/]+';
    else source += `/${segment.replace(/[.*+?^${}()|\\]/g, '\\$&')}`;
  }
  return new RegExp(`^${source || '/'}/?$`);
}

const COMPILED = ROUTES.map((route) => ({ route, re: patternToRegExp(route.pattern) }));

/** The route a concrete path belongs to (query string and hash ignored), or undefined. */
export function findRoute(path: string): RouteDef | undefined {
  const clean = path.split(/[?#]/)[0] ?? path;
  // Static routes win over parameterised ones, as in the App Router.
  const matches = COMPILED.filter(({ re }) => re.test(clean)).map(({ route }) => route);
  return matches.find((route) => !route.pattern.includes('[')) ?? matches[0];
}

export function getRoute(pattern: string): RouteDef {
  const route = ROUTES.find((candidate) => candidate.pattern === pattern);
  if (!route) throw new Error(`unknown route pattern ${pattern}`);
  return route;
}

export interface AccessContext {
  user: User | null | undefined;
  /** Derived session field: ESG hidden for the visitor's region (spec §6). */
  hideESG?: boolean;
}

export type Access =
  | { allowed: true }
  | { allowed: false; reason: 'account' | 'permission' | 'region'; message: string };

const ALLOWED: Access = { allowed: true };

/** Whether a requirement holds for a user; `permissions` may be passed to avoid re-deriving. */
export function meetsRequirement(
  requirement: Requirement,
  user: User | null | undefined,
  permissions?: DerivedPermissions,
): boolean {
  if (requirement.kind === 'public') return true;
  if (!isLoggedIn(user)) return false;
  if (requirement.kind === 'login') return true;
  if (requirement.kind === 'admin') return isAdmin(user);
  return (permissions ?? derivePermissions(user))[requirement.permission];
}

/** Spec §6: who may open a route, and the disabled-link message when not. */
export function checkAccess(route: Pick<RouteDef, 'requirement' | 'esg'>, ctx: AccessContext): Access {
  if (route.esg && ctx.hideESG) return { allowed: false, reason: 'region', message: MESSAGES.esgNotInRegion };
  if (route.requirement.kind === 'public') return ALLOWED;
  if (!isLoggedIn(ctx.user)) return { allowed: false, reason: 'account', message: MESSAGES.accountRequired };
  return meetsRequirement(route.requirement, ctx.user)
    ? ALLOWED
    : { allowed: false, reason: 'permission', message: MESSAGES.permissionRequired };
}

/** Access for a concrete path; unknown paths are public (the router answers 404 for them). */
export function checkPathAccess(path: string, ctx: AccessContext): Access {
  const route = findRoute(path);
  return route ? checkAccess(route, ctx) : ALLOWED;
}
