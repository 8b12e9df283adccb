/** How an account is shown to other people (LSEG user management) and to admins. */
import { type AccountRecord, getAccountStatus } from '../store/account-record';

export function toUserSummary(account: AccountRecord, now: Date) {
  return {
    username: account.username,
    email: account.email,
    role: account.role,
    expires: account.expires,
    status: getAccountStatus(account, now),
    data_perms: account.data_perms,
    permissions: account.permissions,
    created: account.created,
  };
}

export function toAdminUser(account: AccountRecord, now: Date) {
  return { ...toUserSummary(account, now), apikey: account.apikey, updated: account.updated };
}
