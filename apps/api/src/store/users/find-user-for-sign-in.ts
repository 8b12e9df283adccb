import { type AccountRecord, toAccountRecord } from '../account-record';
import type { AccountsDb } from '../database-schema';

export interface FindUserForSignInOptions {
  /** Username or email, already trimmed. */
  login: string;
}

export interface SignInCandidate {
  account: AccountRecord;
  passwordHash: string;
}

/** The account a sign-in names: by exact username first, then by email (case-insensitive). */
export async function findUserForSignIn(
  db: AccountsDb,
  options: FindUserForSignInOptions,
): Promise<SignInCandidate | undefined> {
  let row = await db.selectFrom('users').selectAll().where('username', '=', options.login).executeTakeFirst();
  if (!row && options.login.includes('@')) {
    row = await db.selectFrom('users').selectAll().where('email', '=', options.login.toLowerCase()).executeTakeFirst();
  }
  return row ? { account: toAccountRecord(row), passwordHash: row.password_hash } : undefined;
}
