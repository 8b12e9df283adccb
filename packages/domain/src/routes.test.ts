import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MANUAL, DEMO_NODATA, DEMO_NODOCS, DEMO_SSH } from './__fixtures__/demo-users';
import { MESSAGES } from './messages';
import {
  ADMIN,
  checkAccess,
  checkPathAccess,
  findRoute,
  getRoute,
  LOGIN,
  meetsRequirement,
  needs,
  PUBLIC,
  type Requirement,
  ROUTES,
  SOLUTION_PAGES,
} from './routes';
import { derivePermissions, type User } from './user';

const withFlags = (user: User, permissions: User['permissions']): User => ({ ...user, permissions });

describe('route table (spec §2, §6)', () => {
  it.each([
    // public pages
    ['/home', PUBLIC],
    ['/blog/some-post', PUBLIC],
    ['/privacyca', PUBLIC],
    ['/app', PUBLIC],
    ['/markets/currencies', PUBLIC],
    ['/asset/4295905573', PUBLIC],
    ['/widget/heatmap', PUBLIC],
    ['/signin', PUBLIC],
    ['/radar/radar-alerts', PUBLIC],
    ['/ma4/intro', PUBLIC],
    ['/esg4/intro', PUBLIC],
    ['/transcripts/intro', PUBLIC],
    ['/solutions/commodities', PUBLIC],
    // v4 data pages: login
    ['/ma4/equ/equ_top500/overview', LOGIN],
    ['/esg4/equcor/equcor_top500/overview', LOGIN],
    ['/ma4/asset/4295905573', LOGIN],
    ['/ma4/assets/2', LOGIN],
    ['/ma4/charts', LOGIN],
    ['/ma4/charts/a/b', LOGIN],
    ['/esg4/heatmaps', LOGIN],
    ['/ma4/screener', LOGIN],
    ['/esg4/worldmaps', LOGIN],
    ['/papers', LOGIN],
    ['/user/account/overview', LOGIN],
    // docs
    ['/ma4/apidocs', needs('mdDocs')],
    ['/ma4/apidocs/overview', needs('mdDocs')],
    ['/esg4/guide/a/b', needs('mdDocs')],
    ['/ma4/research', needs('mdDocs')],
    ['/mms/apidocs', needs('mdDocs')],
    // downloads
    ['/ma4/download/coverage', needs('dataPerms')],
    ['/esg4/download/files', needs('dataPerms')],
    ['/transcripts/download/pull', needs('dataPerms')],
    // scores analysis
    ['/ma4/scores-analysis', needs('masfV4')],
    ['/esg4/scores-analysis', needs('masfV4')],
    ['/ma5/scores-analysis', needs('rmaV5')],
    ['/esg5/scores-analysis', needs('esgV5')],
    // product areas
    ['/radar/radar-ui', needs('masfV5')],
    ['/radar/alerts', needs('masfV5')],
    ['/settings/watchlists-v5', needs('masfV5')],
    ['/engine/tool', needs('sentV5')],
    ['/engine/research', needs('sentV5')],
    ['/transcripts/tool', needs('mtaV1')],
    ['/pulse/dashboard', needs('pulseV1')],
    ['/radar/thematic', needs('thematicTool')],
    ['/lseg-manage', needs('lsegManage')],
    ['/lseg-manage/someone', needs('lsegManage')],
    // admin
    ['/admin', ADMIN],
    ['/admin/user', ADMIN],
    ['/admin/user/someone', ADMIN],
    ['/admin/samples', ADMIN],
    ['/admin/ai-agent-8505', ADMIN],
    ['/wrds/guide', ADMIN],
    ['/wrds-esg/guide', ADMIN],
  ] as Array<[string, Requirement]>)('%s requires %j', (path, requirement) => {
    expect(findRoute(path)?.requirement).toEqual(requirement);
  });

  it('has every solution page of spec §2, all public', () => {
    expect(SOLUTION_PAGES).toHaveLength(11);
    for (const page of SOLUTION_PAGES) expect(findRoute(page.href)?.requirement).toEqual(PUBLIC);
  });

  it('mirrors every v4 route under /esg4 and marks only those (and esg5, wrds-esg) as ESG content', () => {
    const ma4 = ROUTES.filter((route) => route.pattern.startsWith('/ma4/')).map((route) => route.pattern.slice(4));
    const esg4 = ROUTES.filter((route) => route.pattern.startsWith('/esg4/')).map((route) => route.pattern.slice(5));
    expect(esg4).toEqual(ma4);
    const esgPatterns = ROUTES.filter((route) => route.esg).map((route) => route.pattern);
    expect(esgPatterns.every((p) => /^\/(esg4|esg5|wrds-esg)\//.test(p))).toBe(true);
  });

  it('has unique patterns', () => {
    const patterns = ROUTES.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('ignores the query string, the hash and a trailing slash when finding a route', () => {
    expect(findRoute('/admin/user?tab=watchlists')?.pattern).toBe('/admin/user/[[...user]]');
    expect(findRoute('/ma4/heatmaps#top')?.pattern).toBe('/ma4/heatmaps');
    expect(findRoute('/ma4/heatmaps/')?.pattern).toBe('/ma4/heatmaps');
  });

  it('tells the group overview from the asset page by the number of segments', () => {
    expect(findRoute('/ma4/asset/overview')?.pattern).toBe('/ma4/asset/[assetId]');
    expect(findRoute('/ma4/asset/equ_top500/overview')?.pattern).toBe('/ma4/[prefixData]/[groupId]/overview');
  });

  it('finds nothing for an unknown path, and an optional catch-all does not swallow other sections', () => {
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(findRoute('/ma4/overview')).toBeUndefined();
  });

  it('getRoute returns a route by pattern and refuses an unknown one', () => {
    expect(getRoute('/admin').title).toBe('Admin');
    expect(() => getRoute('/admin/nope')).toThrow(/unknown route pattern/);
  });
});

describe('meetsRequirement', () => {
  it('public holds for everyone, signed in or not', () => {
    expect(meetsRequirement(PUBLIC, null)).toBe(true);
    expect(meetsRequirement(PUBLIC, DEMO_MANUAL)).toBe(true);
  });

  it('login needs role and apikey', () => {
    expect(meetsRequirement(LOGIN, null)).toBe(false);
    expect(meetsRequirement(LOGIN, { ...DEMO_MANUAL, apikey: '' })).toBe(false);
    expect(meetsRequirement(LOGIN, DEMO_NODATA)).toBe(true);
  });

  it('admin needs role admin', () => {
    expect(meetsRequirement(ADMIN, DEMO_ADMIN)).toBe(true);
    expect(meetsRequirement(ADMIN, DEMO_SSH)).toBe(false);
    expect(meetsRequirement(ADMIN, null)).toBe(false);
  });

  it('a permission requirement reads the derived permission, or the one passed in', () => {
    expect(meetsRequirement(needs('accessSftp'), DEMO_SSH)).toBe(true);
    expect(meetsRequirement(needs('accessSftp'), DEMO_MANUAL)).toBe(false);
    const forced = { ...derivePermissions(DEMO_MANUAL), accessSftp: true };
    expect(meetsRequirement(needs('accessSftp'), DEMO_MANUAL, forced)).toBe(true);
    expect(meetsRequirement(needs('dataPerms'), null)).toBe(false);
  });
});

describe('checkAccess: the disabled-link messages and their precedence (spec §6, §8)', () => {
  const overview = findRoute('/ma4/equ/equ_top500/overview');
  const esgOverview = findRoute('/esg4/equcor/equcor_top500/overview');
  if (!overview || !esgOverview) throw new Error('route table lacks the overview routes');

  it("says 'Account required' to a signed-out visitor on any gated route", () => {
    for (const path of ['/ma4/heatmaps', '/ma4/guide', '/ma4/download/files', '/admin', '/radar/radar-ui']) {
      expect(checkPathAccess(path, { user: null })).toEqual({
        allowed: false,
        reason: 'account',
        message: 'Account required',
      });
    }
  });

  it("says 'Permission required' to a signed-in user who lacks the permission", () => {
    expect(checkPathAccess('/ma4/scores-analysis', { user: DEMO_MANUAL })).toEqual({
      allowed: false,
      reason: 'permission',
      message: 'Permission required',
    });
    expect(checkPathAccess('/ma4/guide/overview', { user: DEMO_NODOCS }).allowed).toBe(false);
    expect(checkPathAccess('/ma4/download/files', { user: DEMO_NODATA })).toMatchObject({ reason: 'permission' });
  });

  it("says 'Permission required' to a signed-in non-admin on an admin route", () => {
    expect(checkPathAccess('/admin/samples', { user: DEMO_SSH })).toMatchObject({
      reason: 'permission',
      message: MESSAGES.permissionRequired,
    });
    expect(checkPathAccess('/admin/samples', { user: DEMO_ADMIN })).toEqual({ allowed: true });
  });

  it("says 'ESG Content is not available in your region' on esg routes when hideESG, before anything else", () => {
    const region = { allowed: false, reason: 'region', message: 'ESG Content is not available in your region' };
    expect(checkAccess(esgOverview, { user: DEMO_ADMIN, hideESG: true })).toEqual(region);
    // region wins over the account message for a signed-out visitor, even on a public ESG page
    expect(checkAccess(esgOverview, { user: null, hideESG: true })).toEqual(region);
    expect(checkPathAccess('/esg4/intro', { user: null, hideESG: true })).toEqual(region);
    expect(checkPathAccess('/esg5/guide', { user: DEMO_ADMIN, hideESG: true })).toEqual(region);
  });

  it('leaves non-ESG routes alone when hideESG', () => {
    expect(checkAccess(overview, { user: DEMO_MANUAL, hideESG: true })).toEqual({ allowed: true });
  });

  it('allows what the user may open', () => {
    expect(checkAccess(overview, { user: DEMO_MANUAL })).toEqual({ allowed: true });
    expect(checkPathAccess('/ma4/download/files', { user: DEMO_MANUAL })).toEqual({ allowed: true });
    expect(checkPathAccess('/ma4/scores-analysis', { user: DEMO_SSH })).toEqual({ allowed: true });
    expect(checkPathAccess('/lseg-manage', { user: withFlags(DEMO_SSH, { webapp: ['lsegmanage'] }) })).toEqual({
      allowed: true,
    });
  });

  it('treats unknown paths as open (the router answers 404 for them)', () => {
    expect(checkPathAccess('/no/such/page', { user: null })).toEqual({ allowed: true });
  });
});
