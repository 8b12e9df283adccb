import { randomUUID } from 'node:crypto';
import { MAX_SFTP_KEYS } from '@moodwire/domain';
import type { AccountsDb, SftpKeysTable } from '../database-schema';
import { StoreConflictError } from '../store-conflict-error';

export interface AddSftpKeyOptions {
  userId: string;
  name: string;
  algorithm: string;
  fingerprint: string;
  /** SSH wire form, base64. */
  publicKey: string;
  now: Date;
}

/** Raised when the account already holds MAX_SFTP_KEYS keys. */
export class SftpKeyLimitError extends Error {
  constructor() {
    super(`An account holds at most ${MAX_SFTP_KEYS} SFTP keys; remove one first.`);
    this.name = 'SftpKeyLimitError';
  }
}

/**
 * Adds a public key to an account. The count and the insert share a transaction that holds the account's row, so two additions at
 * once cannot pass the limit; the same key twice is a StoreConflictError (field public_key).
 */
export async function addSftpKey(db: AccountsDb, options: AddSftpKeyOptions): Promise<SftpKeysTable> {
  return db.transaction().execute(async (trx) => {
    // A no-op write to the account's row locks it (PostgreSQL) or the database (SQLite) until the end.
    await trx
      .updateTable('users')
      .set((eb) => ({ updated: eb.ref('updated') }))
      .where('id', '=', options.userId)
      .execute();
    const keys = await trx
      .selectFrom('sftp_keys')
      .select(['fingerprint'])
      .where('user_id', '=', options.userId)
      .execute();
    if (keys.some((key) => key.fingerprint === options.fingerprint)) {
      throw new StoreConflictError('public_key', 'This key is already on the account.');
    }
    if (keys.length >= MAX_SFTP_KEYS) throw new SftpKeyLimitError();
    const row: SftpKeysTable = {
      id: randomUUID(),
      user_id: options.userId,
      name: options.name,
      algorithm: options.algorithm,
      fingerprint: options.fingerprint,
      public_key: options.publicKey,
      created: options.now.toISOString(),
      last_used: null,
    };
    await trx.insertInto('sftp_keys').values(row).execute();
    return row;
  });
}
