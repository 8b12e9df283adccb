/** The stored account as the API works with it, and its conversion to the domain `User` the clients read. */
import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  APIKEY_MARKER,
  DATA_PRODUCTS,
  type DataPerms,
  PERMISSION_FLAGS,
  type Permissions,
  ROLES,
  type Role,
  type User,
  WEBAPP_FLAGS,
  type WebappFlag,
} from '@moodwire/domain';
import type { UsersTable } from './database-schema';

export interface AccountRecord {
  id: string;
  username: string;
  email: string | null;
  apikey: string;
  role: Role;
  expires: string | null;
  data_perms: DataPerms;
  permissions: Permissions;
  /** Stored status; see getAccountStatus for the status at a given time. */
  status: AccountStatus;
  activatesAt: string | null;
  created: string;
  updated: string;
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Keeps only known products with string lists: a hand-edited row cannot smuggle odd shapes to clients. */
export function parseDataPerms(text: string): DataPerms {
  const raw = parseJsonObject(text);
  const result: DataPerms = {};
  for (const product of DATA_PRODUCTS) {
    const list = raw[product];
    if (Array.isArray(list)) result[product] = list.filter((item): item is string => typeof item === 'string');
  }
  return result;
}

export function parsePermissions(text: string): Permissions {
  const raw = parseJsonObject(text);
  const result: Permissions = {};
  for (const flag of PERMISSION_FLAGS) {
    if (typeof raw[flag] === 'boolean') result[flag] = raw[flag] as boolean;
  }
  if (Array.isArray(raw.webapp)) {
    result.webapp = raw.webapp.filter((item): item is WebappFlag =>
      (WEBAPP_FLAGS as readonly unknown[]).includes(item),
    );
  }
  return result;
}

function asRole(value: string): Role {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : 'manual';
}

function asStatus(value: string): AccountStatus {
  return (ACCOUNT_STATUSES as readonly string[]).includes(value) ? (value as AccountStatus) : 'disabled';
}

export function toAccountRecord(row: UsersTable): AccountRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    apikey: row.apikey,
    role: asRole(row.role),
    expires: row.expires,
    data_perms: parseDataPerms(row.data_perms),
    permissions: parsePermissions(row.permissions),
    status: asStatus(row.status),
    activatesAt: row.activates_at,
    created: row.created,
    updated: row.updated,
  };
}

/** A pending (machine-ID) account is active once its provisioning time has passed. */
export function getAccountStatus(account: Pick<AccountRecord, 'status' | 'activatesAt'>, now: Date): AccountStatus {
  if (
    account.status === 'pending' &&
    account.activatesAt !== null &&
    Date.parse(account.activatesAt) <= now.getTime()
  ) {
    return 'active';
  }
  return account.status;
}

/**
 * The domain `User` (spec §3) as sign-in, session validation and /account return it. Its `apikey` is the marker,
 * never a key (issue 12 §6): the session key stays in the HttpOnly cookie, the data key behind GET /account/apikey.
 */
export function toUser(account: AccountRecord, now: Date): User & { status: AccountStatus } {
  const user: User & { status: AccountStatus } = {
    username: account.username,
    apikey: APIKEY_MARKER,
    expires: account.expires,
    role: account.role,
    data_perms: account.data_perms,
    permissions: account.permissions,
    status: getAccountStatus(account, now),
  };
  if (account.email) user.email = account.email;
  return user;
}
