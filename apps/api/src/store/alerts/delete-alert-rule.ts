import type { AccountsDb } from '../database-schema';

export interface DeleteAlertRuleOptions {
  userId: string;
  id: string;
}

/** Deletes one of the user's rules with its firings and their delivery log; false when there was none. */
export async function deleteAlertRule(db: AccountsDb, options: DeleteAlertRuleOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rule = await trx
      .selectFrom('alert_rules')
      .select('id')
      .where('id', '=', options.id)
      .where('user_id', '=', options.userId)
      .executeTakeFirst();
    if (!rule) return false;
    // Explicit rather than by cascade: SQLite only cascades with foreign keys switched on per connection.
    await trx
      .deleteFrom('webhook_deliveries')
      .where('firing_id', 'in', (eb) => eb.selectFrom('alert_firings').select('id').where('rule_id', '=', rule.id))
      .execute();
    await trx.deleteFrom('alert_firings').where('rule_id', '=', rule.id).execute();
    await trx.deleteFrom('alert_rules').where('id', '=', rule.id).execute();
    return true;
  });
}
