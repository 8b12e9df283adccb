/**
 * Users shaped like the demo accounts of the foundation issue (one per role and state), for domain tests.
 * Permissions beyond what the issue fixes are chosen to exercise each predicate.
 */
import type { User } from '../user';

const base = { apikey: 'test-key', expires: '2099-12-31', status: 'active' as const };

export const DEMO_ADMIN: User = {
  ...base,
  username: 'demo-admin',
  role: 'admin',
  data_perms: { rma: ['equ', 'cou'], esg: ['equcor', 'equesg'], mms: ['all'] },
  permissions: { masf: true, pulse: true, masf_v5: true, sent_v5: true, rma_v5: true, esg_v5: true, mta: true },
};

export const DEMO_SSH: User = {
  ...base,
  username: 'demo-ssh',
  role: 'ssh',
  data_perms: { rma: ['equ'], esg: ['equcor'] },
  permissions: { masf: true },
};

export const DEMO_MANUAL: User = {
  ...base,
  username: 'demo-manual',
  role: 'manual',
  data_perms: { rma: ['equ'] },
  permissions: {},
};

export const DEMO_NODOCS: User = {
  ...base,
  username: 'demo-nodocs',
  role: 'manual',
  data_perms: { rma: ['equ'] },
  permissions: { webapp: ['nodocs'] },
};

export const DEMO_NOESG: User = {
  ...base,
  username: 'demo-noesg',
  role: 'manual',
  data_perms: { rma: ['equ'], esg: [] },
  permissions: {},
};

/** Signed in but with no data permission at all. */
export const DEMO_NODATA: User = {
  ...base,
  username: 'demo-nodata',
  role: 'manual',
  data_perms: {},
  permissions: {},
};
