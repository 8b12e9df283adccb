import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MANUAL, DEMO_NODATA, DEMO_NODOCS, DEMO_SSH } from './__fixtures__/demo-users';
import {
  APIKEY_MARKER,
  type DataPerms,
  derivePermissions,
  hasDataPerm,
  hasWebappFlag,
  isAdmin,
  isEsgHiddenForCountry,
  isLoggedIn,
  PERMISSION_NAMES,
  type Permissions,
  ROLE_LABELS,
  type Role,
} from './user';

const subject = (role: Role, data_perms: DataPerms = {}, permissions: Permissions = {}) => ({
  role,
  data_perms,
  permissions,
});

describe('derivePermissions (spec §6)', () => {
  it('derives every permission named in PERMISSION_NAMES and nothing else', () => {
    expect(Object.keys(derivePermissions(DEMO_MANUAL)).sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it('dataPerms is true when any of rma, esg or mms is non-empty', () => {
    expect(derivePermissions(subject('manual', { rma: ['equ'] })).dataPerms).toBe(true);
    expect(derivePermissions(subject('manual', { esg: ['equcor'] })).dataPerms).toBe(true);
    expect(derivePermissions(subject('manual', { mms: ['all'] })).dataPerms).toBe(true);
  });

  it('dataPerms is false when every product list is empty or absent', () => {
    expect(derivePermissions(subject('manual', { rma: [], esg: [], mms: [] })).dataPerms).toBe(false);
    expect(derivePermissions(subject('admin', {})).dataPerms).toBe(false);
  });

  it('accessSftp belongs to role ssh only (LSEG accounts get sftp access)', () => {
    expect(derivePermissions(DEMO_SSH).accessSftp).toBe(true);
    expect(derivePermissions(DEMO_MANUAL).accessSftp).toBe(false);
    expect(derivePermissions(DEMO_ADMIN).accessSftp).toBe(false);
  });

  it.each([
    ['masfV4', 'masf'],
    ['pulseV1', 'pulse'],
    ['masfV5', 'masf_v5'],
    ['sentV5', 'sent_v5'],
    ['rmaV5', 'rma_v5'],
    ['esgV5', 'esg_v5'],
    ['mtaV1', 'mta'],
  ] as const)('%s follows the %s permission flag', (name, flag) => {
    expect(derivePermissions(subject('manual', {}, { [flag]: true }))[name]).toBe(true);
    expect(derivePermissions(subject('manual', {}, { [flag]: false }))[name]).toBe(false);
    expect(derivePermissions(subject('manual'))[name]).toBe(false);
    // an admin without the flag does not get it either: these are data entitlements, not roles
    expect(derivePermissions(subject('admin'))[name]).toBe(false);
  });

  it('mdDocs is true unless the webapp flag nodocs is set', () => {
    expect(derivePermissions(DEMO_MANUAL).mdDocs).toBe(true);
    expect(derivePermissions(DEMO_NODOCS).mdDocs).toBe(false);
    expect(derivePermissions(subject('admin', {}, { webapp: ['nodocs'] })).mdDocs).toBe(false);
  });

  it('lsegManage is granted to admins and to the webapp flag lsegmanage', () => {
    expect(derivePermissions(DEMO_ADMIN).lsegManage).toBe(true);
    expect(derivePermissions(subject('ssh', {}, { webapp: ['lsegmanage'] })).lsegManage).toBe(true);
    expect(derivePermissions(DEMO_SSH).lsegManage).toBe(false);
  });

  it('thematicTool is granted to admins and to the webapp flag thematic', () => {
    expect(derivePermissions(DEMO_ADMIN).thematicTool).toBe(true);
    expect(derivePermissions(subject('manual', {}, { webapp: ['thematic'] })).thematicTool).toBe(true);
    expect(derivePermissions(subject('manual', {}, { webapp: ['lsegmanage'] })).thematicTool).toBe(false);
  });

  describe('accessApi', () => {
    it.each([
      ['rma data', subject('manual', { rma: ['equ'] })],
      ['esg data', subject('manual', { esg: ['equcor'] })],
      ['mms data', subject('manual', { mms: ['all'] })],
      ['pulse', subject('manual', {}, { pulse: true })],
      ['masf v5', subject('manual', {}, { masf_v5: true })],
      ['sent v5', subject('manual', {}, { sent_v5: true })],
      ['mta', subject('manual', {}, { mta: true })],
    ])('is granted by %s', (_label, user) => {
      expect(derivePermissions(user).accessApi).toBe(true);
    });

    it.each([
      ['masf v4 alone', subject('manual', {}, { masf: true })],
      ['rma v5 alone', subject('manual', {}, { rma_v5: true })],
      ['esg v5 alone', subject('manual', {}, { esg_v5: true })],
      ['the admin role alone', subject('admin')],
      ['empty data lists', subject('manual', { rma: [], esg: [] })],
    ])('is not granted by %s', (_label, user) => {
      expect(derivePermissions(user).accessApi).toBe(false);
    });

    it('is withdrawn by the webapp flag hideapikey even with every entitlement', () => {
      const hidden = { ...DEMO_ADMIN, permissions: { ...DEMO_ADMIN.permissions, webapp: ['hideapikey' as const] } };
      expect(derivePermissions(DEMO_ADMIN).accessApi).toBe(true);
      expect(derivePermissions(hidden).accessApi).toBe(false);
      // hideapikey hides the key only; the rest of the entitlements stay
      expect(derivePermissions(hidden).dataPerms).toBe(true);
    });
  });

  it('a user without any data or flags has only mdDocs', () => {
    const derived = derivePermissions(DEMO_NODATA);
    const granted = Object.entries(derived)
      .filter(([, value]) => value)
      .map(([name]) => name);
    expect(granted).toEqual(['mdDocs']);
  });
});

describe('helpers', () => {
  it('hasDataPerm needs a non-empty list for the product', () => {
    expect(hasDataPerm({ data_perms: { rma: ['equ'] } }, 'rma')).toBe(true);
    expect(hasDataPerm({ data_perms: { rma: [] } }, 'rma')).toBe(false);
    expect(hasDataPerm({ data_perms: { rma: ['equ'] } }, 'esg')).toBe(false);
  });

  it('hasWebappFlag reads permissions.webapp and tolerates its absence', () => {
    expect(hasWebappFlag({ permissions: { webapp: ['thematic'] } }, 'thematic')).toBe(true);
    expect(hasWebappFlag({ permissions: { webapp: ['thematic'] } }, 'nodocs')).toBe(false);
    expect(hasWebappFlag({ permissions: {} }, 'nodocs')).toBe(false);
  });

  it('isAdmin is true for role admin only, and false for no user', () => {
    expect(isAdmin(DEMO_ADMIN)).toBe(true);
    expect(isAdmin(DEMO_SSH)).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it('isLoggedIn needs both role and apikey (spec §4, §5)', () => {
    expect(isLoggedIn(DEMO_MANUAL)).toBe(true);
    expect(isLoggedIn({ role: 'manual', apikey: '' })).toBe(false);
    expect(isLoggedIn({ apikey: 'k' })).toBe(false);
    expect(isLoggedIn({ role: 'admin' })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
    // The stored user carries the marker in place of a key: still logged in (the cookie holds the key).
    expect(isLoggedIn({ role: 'manual', apikey: APIKEY_MARKER })).toBe(true);
  });

  it('hides ESG content for visitors from country IN, in any letter case', () => {
    expect(isEsgHiddenForCountry('IN')).toBe(true);
    expect(isEsgHiddenForCountry('in')).toBe(true);
    expect(isEsgHiddenForCountry('US')).toBe(false);
    expect(isEsgHiddenForCountry(null)).toBe(false);
    expect(isEsgHiddenForCountry(undefined)).toBe(false);
  });

  it('shows account types LSEG, {product} and Admin for the three roles (spec §1)', () => {
    expect(ROLE_LABELS).toEqual({ ssh: 'LSEG', manual: '{product}', admin: 'Admin' });
  });
});
