import { ASSET_CLASSES, getAssetClass, type User } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { listPermittedClasses, readState } from './bulk-files-state';

/** An account that may read every class of both products (the demo admin of the running app reads them all). */
const EVERY_CLASS: User = {
  username: 'every-class',
  role: 'admin',
  apikey: 'test-key',
  expires: '2099-12-31',
  status: 'active',
  data_perms: {
    rma: ASSET_CLASSES.filter((entry) => entry.product === 'rma').map((entry) => entry.code),
    esg: ASSET_CLASSES.filter((entry) => entry.product === 'esg').map((entry) => entry.code),
  },
  permissions: {},
};

const nameOf = (code: string) => getAssetClass(code)?.name;

describe('bulk files state', () => {
  it('opens on the companies class when the link names none, though the list starts with another', () => {
    const rma = listPermittedClasses(EVERY_CLASS, 'rma');
    expect(rma[0]?.name).not.toBe('Companies');
    expect(nameOf(readState(new URLSearchParams(), rma, '2026-11-25').assetClass)).toBe('Companies');
    const esg = listPermittedClasses(EVERY_CLASS, 'esg');
    expect(nameOf(readState(new URLSearchParams(), esg, '2026-11-25').assetClass)).toBe('Companies (ESG Core)');
  });

  it("lists the classes in the domain table's order and keeps the class the link names", () => {
    const rma = listPermittedClasses(EVERY_CLASS, 'rma');
    expect(rma.map((entry) => entry.code)).toEqual(
      ASSET_CLASSES.filter((entry) => entry.product === 'rma').map((entry) => entry.code),
    );
    expect(readState(new URLSearchParams('class=cou'), rma, '2026-11-25').assetClass).toBe('cou');
    // A class the account may not read is not kept: the default stands for it.
    const onlyCountries = listPermittedClasses({ ...EVERY_CLASS, data_perms: { rma: ['cou', 'agr'] } }, 'rma');
    expect(readState(new URLSearchParams('class=equ'), onlyCountries, '2026-11-25').assetClass).toBe('agr');
  });
});
