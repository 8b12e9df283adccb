import type { AccountsDb } from '../database-schema';

export interface TouchSessionOptions {
  keyHash: string;
  now: Date;
}

/** Records a use of the session (its idle lifetime restarts). */
export async function touchSession(db: AccountsDb, options: TouchSessionOptions): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used: options.now.toISOString() })
    .where('key_hash', '=', options.keyHash)
    .execute();
}
