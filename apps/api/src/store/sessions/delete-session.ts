import type { AccountsDb } from '../database-schema';

export interface DeleteSessionOptions {
  keyHash: string;
}

/** Ends one session (sign-out, or a session found past its lifetime). */
export async function deleteSession(db: AccountsDb, options: DeleteSessionOptions): Promise<void> {
  await db.deleteFrom('sessions').where('key_hash', '=', options.keyHash).execute();
}
