import type { AccountsDb, AccountsTrx } from '../database-schema';

export interface DeleteUserSessionsOptions {
  userId: string;
}

/** Ends every session of a user (a password change, a disabled account); runs inside the caller's transaction. */
export async function deleteUserSessions(
  db: AccountsDb | AccountsTrx,
  options: DeleteUserSessionsOptions,
): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', options.userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
