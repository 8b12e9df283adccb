import type { AccountsDb } from '../database-schema';

/**
 * Removes the user's webhook; firings still waiting for a delivery are marked 'none' (there is nowhere to send
 * them). Resolves with whether a webhook existed.
 */
export async function deleteAlertWebhook(db: AccountsDb, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('alert_webhooks').where('user_id', '=', userId).executeTakeFirst();
    await trx
      .updateTable('alert_firings')
      .set({ webhook_state: 'none', webhook_next_at: null })
      .where('user_id', '=', userId)
      .where('webhook_state', '=', 'pending')
      .execute();
    return Number(result.numDeletedRows) > 0;
  });
}
