import type { Role } from '@moodwire/domain';
import { sql } from 'kysely';
import { type AccountRecord, toAccountRecord } from '../account-record';
import type { AccountsDb } from '../database-schema';

export interface ListUsersOptions {
  role?: Role;
  /** Substring of username or email. */
  search?: string;
  /** The most rows returned (bounded answers). */
  limit?: number;
}

export async function listUsers(db: AccountsDb, options: ListUsersOptions = {}): Promise<AccountRecord[]> {
  let query = db.selectFrom('users').selectAll().orderBy('username');
  if (options.role) query = query.where('role', '=', options.role);
  if (options.search) {
    // Escape LIKE wildcards so a search for 'a_b' matches that text only.
    const pattern = `%${options.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(
      sql<boolean>`(lower(username) like ${pattern} escape '\\' or lower(coalesce(email, '')) like ${pattern} escape '\\')`,
    );
  }
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map(toAccountRecord);
}
