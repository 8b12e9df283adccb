import type { AccountsDb } from '../database-schema';

export interface MarkAlertFiringsReadOptions {
  userId: string;
  /** These firings; all of the user's unread firings when absent. */
  ids?: readonly string[];
  now: Date;
}

/** Marks firings read (only the user's own, only those still unread); resolves with how many changed. */
export async function markAlertFiringsRead(db: AccountsDb, options: MarkAlertFiringsReadOptions): Promise<number> {
  if (options.ids !== undefined && options.ids.length === 0) return 0;
  let query = db
    .updateTable('alert_firings')
    .set({ read_at: options.now.toISOString() })
    .where('user_id', '=', options.userId)
    .where('read_at', 'is', null);
  if (options.ids !== undefined) query = query.where('id', 'in', [...options.ids]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
