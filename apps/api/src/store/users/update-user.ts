import type { AccountStatus, DataPerms, Permissions, Role } from '@moodwire/domain';
import type { AccountRecord } from '../account-record';
import { generateApikey } from '../apikeys';
import { type AuditContext, type AuditValues, diffAuditedFields, SECRET_CHANGED } from '../audit/audit-entry';
import { insertAuditEntry } from '../audit/insert-audit-entry';
import type { AccountsDb, UsersTable } from '../database-schema';
import { hashPassword } from '../passwords';
import { deleteUserSessions } from '../sessions/delete-user-sessions';
import { StoreConflictError } from '../store-conflict-error';
import { getUserByUsername } from './get-user-by-username';

export interface UserChanges {
  email?: string | null;
  role?: Role;
  expires?: string | null;
  data_perms?: DataPerms;
  permissions?: Permissions;
  status?: AccountStatus;
  activatesAt?: string | null;
  password?: string;
  rotateApikey?: boolean;
}

export interface UpdateUserOptions {
  username: string;
  changes: UserChanges;
  now: Date;
  /** Who makes the change: one audit entry of the changed fields is written in the change's transaction. */
  audit?: AuditContext;
}

/** Applies the changes in one transaction; undefined when the user does not exist. Ends sessions as noted below. */
export async function updateUser(db: AccountsDb, options: UpdateUserOptions): Promise<AccountRecord | undefined> {
  const { changes } = options;
  // Hash outside the transaction: scrypt is slow and must not hold the write lock.
  const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
  return db.transaction().execute(async (trx) => {
    const existing = await getUserByUsername(trx, { username: options.username });
    if (!existing) return undefined;
    const set: Partial<UsersTable> = { updated: options.now.toISOString() };
    if (changes.email !== undefined) {
      const email = changes.email ? changes.email.trim().toLowerCase() : null;
      if (email) {
        const other = await trx
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .where('id', '<>', existing.id)
          .executeTakeFirst();
        if (other) throw new StoreConflictError('email', `The email '${email}' is already used by another account`);
      }
      set.email = email;
    }
    if (changes.role !== undefined) set.role = changes.role;
    if (changes.expires !== undefined) set.expires = changes.expires;
    if (changes.data_perms !== undefined) set.data_perms = JSON.stringify(changes.data_perms);
    if (changes.permissions !== undefined) set.permissions = JSON.stringify(changes.permissions);
    if (changes.status !== undefined) set.status = changes.status;
    if (changes.activatesAt !== undefined) set.activates_at = changes.activatesAt;
    if (passwordHash !== undefined) set.password_hash = passwordHash;
    if (changes.rotateApikey) set.apikey = generateApikey();
    await trx.updateTable('users').set(set).where('id', '=', existing.id).execute();
    // Issue 12 §6: a new password or a disabled account ends every web session, in the same transaction, so that
    // no sign-in made with the old password outlives it (callers then drop the user from the key caches).
    if (passwordHash !== undefined || changes.status === 'disabled') {
      await deleteUserSessions(trx, { userId: existing.id });
    }
    const updated = await getUserByUsername(trx, { username: options.username });
    if (options.audit && updated) {
      const { before, after } = diffAuditedFields(existing, updated);
      // Secrets appear as the fact of their change only, never as a value or a hash.
      const secrets: AuditValues = {};
      if (passwordHash !== undefined) secrets.password = SECRET_CHANGED;
      if (changes.rotateApikey) secrets.apikey = SECRET_CHANGED;
      // A call that changes nothing (the same values sent again) is not a change and leaves no entry.
      if (Object.keys(after).length > 0 || Object.keys(secrets).length > 0) {
        await insertAuditEntry(trx, {
          ...options.audit,
          target: existing.username,
          before,
          after: { ...after, ...secrets },
          now: options.now,
        });
      }
    }
    return updated;
  });
}
