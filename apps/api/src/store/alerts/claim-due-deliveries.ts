import type { AccountsDb } from '../database-schema';

export interface DueDelivery {
  firingId: string;
  userId: string;
  /** Attempts made so far. */
  attempts: number;
  url: string;
  secret: string;
  /** The firing as stored (the webhook body is built from it). */
  firing: {
    ruleId: string;
    assetClass: string;
    assetCode: string;
    assetName: string;
    window: string;
    payload: string;
    message: string;
    createdAt: string;
  };
}

export interface ClaimDueDeliveriesOptions {
  now: Date;
  /** How long a claim holds: another process may retry the delivery after it (a crash mid-send). */
  leaseMs: number;
  limit: number;
}

/**
 * Claims pending deliveries that are due: each one's next-attempt time moves forward by the lease in a
 * compare-and-set update, so that two API processes never send the same attempt (the one whose update changed
 * the row sends). A firing whose user has no enabled webhook any more is set to 'none'.
 */
export async function claimDueDeliveries(db: AccountsDb, options: ClaimDueDeliveriesOptions): Promise<DueDelivery[]> {
  const now = options.now.toISOString();
  const rows = await db
    .selectFrom('alert_firings')
    .leftJoin('alert_webhooks', 'alert_webhooks.user_id', 'alert_firings.user_id')
    .select([
      'alert_firings.id',
      'alert_firings.user_id',
      'alert_firings.rule_id',
      'alert_firings.asset_class',
      'alert_firings.asset_code',
      'alert_firings.asset_name',
      'alert_firings.window_date',
      'alert_firings.payload',
      'alert_firings.message',
      'alert_firings.created_at',
      'alert_firings.webhook_attempts',
      'alert_firings.webhook_next_at',
      'alert_webhooks.url',
      'alert_webhooks.secret',
      'alert_webhooks.enabled',
    ])
    .where('alert_firings.webhook_state', '=', 'pending')
    .where('alert_firings.webhook_next_at', '<=', now)
    .orderBy('alert_firings.webhook_next_at')
    .limit(options.limit)
    .execute();
  const lease = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const claimed: DueDelivery[] = [];
  // One transaction for the round's compare-and-set updates: one commit instead of one per delivery.
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      if (!row.url || !row.secret || row.enabled !== 1) {
        await trx
          .updateTable('alert_firings')
          .set({ webhook_state: 'none', webhook_next_at: null })
          .where('id', '=', row.id)
          .where('webhook_state', '=', 'pending')
          .execute();
        continue;
      }
      const result = await trx
        .updateTable('alert_firings')
        .set({ webhook_next_at: lease })
        .where('id', '=', row.id)
        .where('webhook_state', '=', 'pending')
        .where('webhook_next_at', '=', row.webhook_next_at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      claimed.push({
        firingId: row.id,
        userId: row.user_id,
        attempts: row.webhook_attempts,
        url: row.url,
        secret: row.secret,
        firing: {
          ruleId: row.rule_id,
          assetClass: row.asset_class,
          assetCode: row.asset_code,
          assetName: row.asset_name,
          window: row.window_date,
          payload: row.payload,
          message: row.message,
          createdAt: row.created_at,
        },
      });
    }
  });
  return claimed;
}
