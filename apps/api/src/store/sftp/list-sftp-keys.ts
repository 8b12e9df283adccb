import type { AccountsDb, AccountsTrx, SftpKeysTable } from '../database-schema';

export interface ListSftpKeysOptions {
  userId: string;
}

/** An account's SFTP public keys, oldest first. */
export async function listSftpKeys(
  db: AccountsDb | AccountsTrx,
  options: ListSftpKeysOptions,
): Promise<SftpKeysTable[]> {
  return db
    .selectFrom('sftp_keys')
    .selectAll()
    .where('user_id', '=', options.userId)
    .orderBy('created')
    .orderBy('id')
    .execute();
}
