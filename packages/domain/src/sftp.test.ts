import { describe, expect, it } from 'vitest';
import { ASSET_CLASSES, getAssetClass } from './asset-classes';
import { listDataFrequencies } from './data-series';
import { canUseSftp, isTrialAccount, sftpClassDir } from './sftp';

const base = { data_perms: {}, permissions: {} };

describe('SFTP delivery', () => {
  it('lets ssh (LSEG) accounts and admins log in, and no one else', () => {
    expect(canUseSftp({ ...base, role: 'ssh' })).toBe(true);
    expect(canUseSftp({ ...base, role: 'admin' })).toBe(true);
    expect(canUseSftp({ ...base, role: 'manual' })).toBe(false);
  });

  it('treats an account given for a time as a trial, never an admin', () => {
    expect(isTrialAccount({ role: 'ssh', expires: '2026-12-05' })).toBe(true);
    expect(isTrialAccount({ role: 'ssh', expires: null })).toBe(false);
    expect(isTrialAccount({ role: 'admin', expires: '2026-12-05' })).toBe(false);
  });

  it("names ESG Core's directories as the vendor helper builds them: the class, then _COR with W365_UDAI", () => {
    for (const [code, dir] of [
      ['equcor', 'CMPNY_ESG_COR'],
      ['coucor', 'COU_ESG_COR'],
    ] as const) {
      const assetClass = getAssetClass(code);
      if (!assetClass) throw new Error(`${code} missing`);
      expect(sftpClassDir(assetClass)).toBe(dir);
      expect(listDataFrequencies(code).map((frequency) => frequency.altcode)).toEqual(['W365_UDAI']);
    }
  });

  it("gives every class one directory, named with the reference's class codes", () => {
    const dirs = ASSET_CLASSES.map(sftpClassDir);
    expect(new Set(dirs).size).toBe(dirs.length);
    for (const code of ['CMPNY', 'CMPNY_AMER', 'CMPNY_APAC', 'CMPNY_EMEA', 'CMPNY_ESG', 'CMPNY_GRP', 'COM_AGR']) {
      expect(dirs).toContain(code);
    }
    for (const code of ['COM_ENM', 'COU', 'COU_ESG', 'COU_MKT', 'CRYPTO', 'CUR', 'CMPNY_ESG_COR', 'COU_ESG_COR']) {
      expect(dirs).toContain(code);
    }
  });
});
