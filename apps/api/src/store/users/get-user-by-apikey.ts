import { type AccountRecord, toAccountRecord } from '../account-record';
import type { AccountsDb } from '../database-schema';

export interface GetUserByApikeyOptions {
  apikey: string;
}

export async function getUserByApikey(
  db: AccountsDb,
  options: GetUserByApikeyOptions,
): Promise<AccountRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('apikey', '=', options.apikey).executeTakeFirst();
  return row ? toAccountRecord(row) : undefined;
}
