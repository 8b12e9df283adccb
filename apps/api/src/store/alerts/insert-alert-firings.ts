import type { AccountsDb, AlertFiringsTable } from '../database-schema';

export type NewAlertFiring = Omit<AlertFiringsTable, 'read_at' | 'webhook_attempts'>;

/** Rows per insert statement (14 parameters each, well within both dialects' limits). */
const BATCH = 200;

/**
 * Inserts firings that do not exist yet: the unique key (rule_id, asset_code, window_date) with ON CONFLICT DO
 * NOTHING makes a second evaluation of the same window (a restart, another API process, a republished build)
 * insert nothing. Resolves with the ids actually inserted (RETURNING lists only those, in both dialects).
 */
export async function insertAlertFirings(db: AccountsDb, firings: readonly NewAlertFiring[]): Promise<string[]> {
  const inserted: string[] = [];
  for (let i = 0; i < firings.length; i += BATCH) {
    const rows = firings.slice(i, i + BATCH).map((firing) => ({ ...firing, read_at: null, webhook_attempts: 0 }));
    const result = await db
      .insertInto('alert_firings')
      .values(rows)
      .onConflict((oc) => oc.columns(['rule_id', 'asset_code', 'window_date']).doNothing())
      .returning('id')
      .execute();
    for (const row of result) inserted.push(row.id);
  }
  return inserted;
}
