import { type AccountRecord, toAccountRecord } from '../account-record';
import type { AccountsDb, AccountsTrx } from '../database-schema';

export interface GetUserByUsernameOptions {
  username: string;
}

export async function getUserByUsername(
  db: AccountsDb | AccountsTrx,
  options: GetUserByUsernameOptions,
): Promise<AccountRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('username', '=', options.username).executeTakeFirst();
  return row ? toAccountRecord(row) : undefined;
}
