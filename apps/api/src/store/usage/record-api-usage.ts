import { sql } from 'kysely';
import type { AccountsDb } from '../database-schema';

/** Counts to add to one (account, day, route) row. */
export interface ApiUsageCount {
  userId: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** Method and route pattern, never the URL. */
  route: string;
  calls: number;
  errors: number;
}

export interface RecordApiUsageOptions {
  counts: readonly ApiUsageCount[];
}

/**
 * Adds a batch of counts to the usage table in one transaction (insert, or add to the row on conflict), so that
 * several API processes flushing the same row add up instead of overwriting each other.
 */
export async function recordApiUsage(db: AccountsDb, options: RecordApiUsageOptions): Promise<void> {
  if (options.counts.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const count of options.counts) {
      await trx
        .insertInto('api_usage')
        .values({
          user_id: count.userId,
          day: count.day,
          route: count.route,
          calls: count.calls,
          errors: count.errors,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'day', 'route']).doUpdateSet({
            calls: sql<number>`api_usage.calls + excluded.calls`,
            errors: sql<number>`api_usage.errors + excluded.errors`,
          }),
        )
        .execute();
    }
  });
}
