import type { AccountsDb, AlertWebhooksTable } from '../database-schema';

/** The user's webhook row (with its secret: for signing only, never for an answer), or null. */
export async function getAlertWebhook(db: AccountsDb, userId: string): Promise<AlertWebhooksTable | null> {
  const row = await db.selectFrom('alert_webhooks').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ?? null;
}
