/**
 * The demo accounts of the foundation issue: one user per role and state, and one machine ID in the
 * provider directory. Dates are relative to the day of seeding so the trial always has 10 days left.
 */
import type { DataPerms, Permissions, Role } from '@moodwire/domain';

export interface DemoAccount {
  username: string;
  role: Role;
  data_perms: DataPerms;
  permissions: Permissions;
  /** Days from today to the expiry date; null = never expires. */
  expiresInDays: number | null;
  summary: string;
}

/** spec §3 asset classes, by product. */
const RMA_CLASSES = ['agr', 'equ', 'etf', 'cou', 'coumkt', 'cur', 'crypto', 'enm', 'equamer', 'equemea', 'equapac'];
const ESG_CLASSES = ['equcor', 'equesg', 'coucor', 'couesg'];
// MMS scores media outlets (spec §1 'media-sentiment scoring'): the lake keeps them per outlet.
const MMS_CLASSES = ['outlet'];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo-admin',
    role: 'admin',
    data_perms: { rma: RMA_CLASSES, esg: ESG_CLASSES, mms: MMS_CLASSES },
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
    expiresInDays: null,
    summary: 'admin, every permission',
  },
  {
    username: 'demo-ssh',
    role: 'ssh',
    data_perms: { rma: RMA_CLASSES, esg: ESG_CLASSES },
    permissions: { masf: true },
    expiresInDays: null,
    summary: 'LSEG (ssh) user, rma and esg data',
  },
  {
    username: 'demo-manual',
    role: 'manual',
    data_perms: { rma: RMA_CLASSES },
    permissions: {},
    expiresInDays: null,
    summary: 'manual user, rma data only',
  },
  {
    username: 'demo-trial',
    role: 'manual',
    data_perms: { rma: RMA_CLASSES },
    permissions: {},
    expiresInDays: 10,
    summary: 'trial, expires in 10 days',
  },
  {
    username: 'demo-expired',
    role: 'manual',
    data_perms: { rma: RMA_CLASSES },
    permissions: {},
    expiresInDays: -1,
    summary: 'expired yesterday',
  },
  {
    username: 'demo-nodocs',
    role: 'manual',
    data_perms: { rma: RMA_CLASSES },
    permissions: { webapp: ['nodocs'] },
    expiresInDays: null,
    summary: 'webapp flag nodocs (no documentation)',
  },
  {
    username: 'demo-noesg',
    role: 'manual',
    data_perms: { rma: RMA_CLASSES },
    permissions: {},
    expiresInDays: null,
    summary: 'no esg data permission',
  },
];

/**
 * The demo LSEG account's SFTP key (issue 17): its private half is `apps/api/src/demo/demo-ssh.key`, published in
 * the README for the demo only, so that `sftp` and the vendor's helper work against `npm start` at once. Seeded in
 * DEMO_MODE only; a real install never holds it.
 */
export const DEMO_SFTP_ACCOUNT = 'demo-ssh';
export const DEMO_SFTP_PUBLIC_KEY =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQC6SfAU95l4pIOuJ8whvTc30c65vEiBLNnSwJICW8bO87vxb+Q4wAwSlXjQ7xA3B5jDJfyrlwPXQo541604Ei3iGhVZp5P6iuQ9oGyfNDUQODIEfo3e1DyaV2PEd+ZwULkh71uiCRldMo0eiMEhXNME5qMQawTi41zhmdjMc0IcHsq8aGWUFo0H9p6nw533yrYY3a8XFInZokpyt3JMox80SxSl6NWwltGixM8Pit6NyHgTrMQ57ryjwZ5yYlHkk6XDjODuWIyrfX0q0NnVvTipX4hbe8YAb36OadVaSHDNj/O5kW9Z9iX491BP5rOWgW+xeiyLcjPWPNgOqhiR8PSDYQKcPsnuRl9zUBnWkuvGRPSc8NZ6CTAO6TqShjWs4SmFWPy8/LG91mIkMUIo1tU8gvCgednGJLPVsQPl6tTRaKpy6cI9cKDQxW9WFIjAy068zmJcpWX14cfhSjTWTAJHx9zh4I8kBcYieTB/dNtphymQY8avpMRwdV6xrZay10E=';

export interface DemoMachine {
  machineId: string;
  email: string | null;
  data_perms: DataPerms;
  permissions: Permissions;
  summary: string;
}

export const DEMO_MACHINE: DemoMachine = {
  machineId: 'GE-DEMO-0001',
  email: null,
  data_perms: { rma: RMA_CLASSES, esg: ESG_CLASSES },
  permissions: { masf: true },
  summary: 'machine ID in the provider directory, not yet linked (sign in to run the linking flow)',
};

export function demoEmail(username: string): string {
  return `${username}@demo.moodwire.local`;
}
