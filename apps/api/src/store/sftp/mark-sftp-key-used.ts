import type { AccountsDb } from '../database-schema';

export interface MarkSftpKeyUsedOptions {
  id: string;
  now: Date;
}

/** Records a login with the key (Account Info shows when each key was last used). */
export async function markSftpKeyUsed(db: AccountsDb, options: MarkSftpKeyUsedOptions): Promise<void> {
  await db
    .updateTable('sftp_keys')
    .set({ last_used: options.now.toISOString() })
    .where('id', '=', options.id)
    .execute();
}
