import { type AccountRecord, toAccountRecord } from '../account-record';
import type { AccountsDb } from '../database-schema';
import { type SessionRecord, toSessionRecord } from './session-record';

export interface FindSessionOptions {
  keyHash: string;
}

export interface SessionWithAccount {
  session: SessionRecord;
  account: AccountRecord;
}

/** The session of a key hash with its account (whether the session is still live is the caller's check). */
export async function findSession(
  db: AccountsDb,
  options: FindSessionOptions,
): Promise<SessionWithAccount | undefined> {
  const row = await db.selectFrom('sessions').selectAll().where('key_hash', '=', options.keyHash).executeTakeFirst();
  if (!row) return undefined;
  const user = await db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
  return user ? { session: toSessionRecord(row), account: toAccountRecord(user) } : undefined;
}
