import { describe, expect, it } from 'vitest';
import { auditChanges, formatAuditValue } from './audit-format';

describe('audit entries in words', () => {
  it('shows each changed field before and after, permissions as what they grant', () => {
    expect(
      auditChanges({
        before: { permissions: {}, expires: '2030-01-01' },
        after: { permissions: { pulse: true, masf: false, webapp: ['thematic'] }, expires: null },
      }),
    ).toEqual([
      { field: 'expires', label: 'Expiry', before: '2030-01-01', after: 'never' },
      { field: 'permissions', label: 'Permissions', before: 'none', after: 'pulse, webapp: thematic' },
    ]);
  });

  it('shows only the products whose data permissions changed', () => {
    expect(
      auditChanges({
        before: { data_perms: { rma: ['equ', 'cou'] } },
        after: { data_perms: { rma: ['equ', 'cou'], mms: ['outlet'] } },
      }),
    ).toEqual([{ field: 'data_perms', label: 'Data permissions', before: 'mms: none', after: 'mms: outlet' }]);
  });

  it('shows data permissions per product and a changed secret as the fact only', () => {
    expect(formatAuditValue('data_perms', { rma: ['equ', 'cou'], esg: [] })).toBe('rma: equ, cou');
    expect(auditChanges({ before: {}, after: { password: 'changed' } })).toEqual([
      { field: 'password', label: 'Password', before: '—', after: 'changed' },
    ]);
  });
});
