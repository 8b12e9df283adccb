import { generateApikey, hashKey } from '../apikeys';
import type { AccountsDb } from '../database-schema';
import type { SessionLifetimes } from './session-record';

export interface CreateSessionOptions {
  userId: string;
  lifetimes: SessionLifetimes;
  now: Date;
}

export interface CreatedSession {
  /** The raw session key: goes into the HttpOnly cookie once and is never stored. */
  key: string;
  keyHash: string;
}

/** Starts a web session for the user; the user's sessions that have ended are removed on the way. */
export async function createSession(db: AccountsDb, options: CreateSessionOptions): Promise<CreatedSession> {
  const key = generateApikey();
  const keyHash = hashKey(key);
  const stamp = options.now.toISOString();
  const now = options.now.getTime();
  const idleCutoff = new Date(now - options.lifetimes.idleMs).toISOString();
  const ageCutoff = new Date(now - options.lifetimes.maxAgeMs).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', options.userId)
      .where((eb) => eb.or([eb('last_used', '<=', idleCutoff), eb('created', '<=', ageCutoff)]))
      .execute();
    await trx
      .insertInto('sessions')
      .values({ key_hash: keyHash, user_id: options.userId, created: stamp, last_used: stamp })
      .execute();
  });
  return { key, keyHash };
}
