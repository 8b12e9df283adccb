import type { AccountsDb } from '../database-schema';

export interface DeleteSftpKeyOptions {
  userId: string;
  id: string;
}

/** Removes one of an account's keys; false when the account has no key of that id. */
export async function deleteSftpKey(db: AccountsDb, options: DeleteSftpKeyOptions): Promise<boolean> {
  const result = await db
    .deleteFrom('sftp_keys')
    .where('user_id', '=', options.userId)
    .where('id', '=', options.id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
