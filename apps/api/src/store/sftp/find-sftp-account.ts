import { type AccountRecord, toAccountRecord } from '../account-record';
import type { AccountsDb } from '../database-schema';

export interface FindSftpAccountOptions {
  /** An SFTP login name: the account's username, or its numeric account number. */
  login: string;
}

export interface SftpAccount {
  account: AccountRecord;
  passwordHash: string;
}

/** The account an SFTP login names: by username first, then (all digits) by account number. */
export async function findSftpAccount(
  db: AccountsDb,
  options: FindSftpAccountOptions,
): Promise<SftpAccount | undefined> {
  let row = await db.selectFrom('users').selectAll().where('username', '=', options.login).executeTakeFirst();
  if (!row && /^\d{1,15}$/.test(options.login)) {
    row = await db
      .selectFrom('users')
      .innerJoin('account_numbers', 'account_numbers.user_id', 'users.id')
      .selectAll('users')
      .where('account_numbers.account_number', '=', Number(options.login))
      .executeTakeFirst();
  }
  return row ? { account: toAccountRecord(row), passwordHash: row.password_hash } : undefined;
}
