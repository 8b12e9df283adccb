/** The user model of spec §3 and the derived permissions of spec §6. */

export const ROLES = ['ssh', 'manual', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Account type shown to users for each role (spec §1). `{product}` is the product name. */
export const ROLE_LABELS: Record<Role, string> = {
  ssh: 'LSEG',
  manual: '{product}',
  admin: 'Admin',
};

export const DATA_PRODUCTS = ['rma', 'esg', 'mms'] as const;
export type DataProduct = (typeof DATA_PRODUCTS)[number];

/** data_perms: per product the asset classes (or file sets) the account may download; empty or absent = none. */
export type DataPerms = Partial<Record<DataProduct, string[]>>;

export const PERMISSION_FLAGS = ['masf', 'pulse', 'masf_v5', 'sent_v5', 'rma_v5', 'esg_v5', 'mta'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export const WEBAPP_FLAGS = ['nodocs', 'lsegmanage', 'thematic', 'hideapikey'] as const;
export type WebappFlag = (typeof WEBAPP_FLAGS)[number];

export type Permissions = Partial<Record<PermissionFlag, boolean>> & { webapp?: WebappFlag[] };

export const ACCOUNT_STATUSES = ['active', 'pending', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** What sign-in (`/auth`) and `/account` return for a user, and what the web app stores under `user`. */
export interface User {
  username: string;
  /** APIKEY_MARKER in answers to the web app and in storage; a raw key only in an admin's view. */
  apikey: string;
  /** YYYY-MM-DD; the account is valid through the end of this day (spec §9). Null = never expires. */
  expires: string | null;
  role: Role;
  data_perms: DataPerms;
  permissions: Permissions;
  status?: AccountStatus;
  /** The server's error for this account (for example an expired account); kept as the user's error message. */
  error?: string;
  email?: string;
}

/** The permission predicates of spec §6, derived from a user. */
export interface DerivedPermissions {
  dataPerms: boolean;
  accessSftp: boolean;
  masfV4: boolean;
  mdDocs: boolean;
  pulseV1: boolean;
  masfV5: boolean;
  sentV5: boolean;
  rmaV5: boolean;
  esgV5: boolean;
  mtaV1: boolean;
  lsegManage: boolean;
  thematicTool: boolean;
  accessApi: boolean;
}
export type PermissionName = keyof DerivedPermissions;

export const PERMISSION_NAMES: readonly PermissionName[] = [
  'dataPerms',
  'accessSftp',
  'masfV4',
  'mdDocs',
  'pulseV1',
  'masfV5',
  'sentV5',
  'rmaV5',
  'esgV5',
  'mtaV1',
  'lsegManage',
  'thematicTool',
  'accessApi',
];

type PermissionSubject = Pick<User, 'role' | 'data_perms' | 'permissions'>;

export function hasDataPerm(user: Pick<User, 'data_perms'>, product: DataProduct): boolean {
  return (user.data_perms[product]?.length ?? 0) > 0;
}

export function hasWebappFlag(user: Pick<User, 'permissions'>, flag: WebappFlag): boolean {
  return user.permissions.webapp?.includes(flag) ?? false;
}

export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}

export function derivePermissions(user: PermissionSubject): DerivedPermissions {
  const p = user.permissions;
  const admin = isAdmin(user);
  const anyData = DATA_PRODUCTS.some((product) => hasDataPerm(user, product));
  return {
    dataPerms: anyData,
    accessSftp: user.role === 'ssh',
    masfV4: p.masf === true,
    mdDocs: !hasWebappFlag(user, 'nodocs'),
    pulseV1: p.pulse === true,
    masfV5: p.masf_v5 === true,
    sentV5: p.sent_v5 === true,
    rmaV5: p.rma_v5 === true,
    esgV5: p.esg_v5 === true,
    mtaV1: p.mta === true,
    lsegManage: admin || hasWebappFlag(user, 'lsegmanage'),
    thematicTool: admin || hasWebappFlag(user, 'thematic'),
    accessApi:
      (anyData || p.pulse === true || p.masf_v5 === true || p.sent_v5 === true || p.mta === true) &&
      !hasWebappFlag(user, 'hideapikey'),
  };
}

/**
 * What a user answer of the API and the web app's stored `user` carry as `apikey` (ARCHITECTURE.md 'Web app'): a
 * non-secret marker. The web app's session key lives only in the HttpOnly `apikey` cookie and the data key is
 * revealed on Account Info on demand, so no page script ever holds a key.
 */
export const APIKEY_MARKER = 'in-httponly-cookie';

/** Spec §4: logged-in means both role and apikey are present (the key's marker counts: the cookie holds the key). */
export function isLoggedIn(user: Partial<Pick<User, 'role' | 'apikey'>> | null | undefined): user is User {
  return Boolean(user?.role && user.apikey);
}

/** Spec §6: ESG content is hidden for visitors whose country code is IN. */
export function isEsgHiddenForCountry(countryCode: string | null | undefined): boolean {
  return countryCode?.toUpperCase() === 'IN';
}
