import type { AccountsDb } from '../database-schema';

export interface DeleteOldApiUsageOptions {
  /** YYYY-MM-DD: rows of earlier days are deleted. */
  before: string;
}

/** Prunes usage rows older than the kept window, so the table stays bounded; returns how many went. */
export async function deleteOldApiUsage(db: AccountsDb, options: DeleteOldApiUsageOptions): Promise<number> {
  const result = await db.deleteFrom('api_usage').where('day', '<', options.before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
