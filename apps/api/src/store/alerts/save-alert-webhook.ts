import { randomBytes } from 'node:crypto';
import type { AccountsDb, AlertWebhooksTable } from '../database-schema';

export interface SaveAlertWebhookOptions {
  userId: string;
  url: string;
  enabled: boolean;
  /** Make a new secret even when one exists (rotation). */
  rotate?: boolean;
  now: Date;
}

export interface SavedAlertWebhook {
  row: AlertWebhooksTable;
  /** The new secret when one was made (first save, rotation): shown to the user this once. */
  secret: string | null;
}

/** A webhook secret: 32 random bytes, base64url with a recognisable prefix. */
export function createWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** Creates or updates the user's webhook; the secret is made on creation and on rotation only. */
export async function saveAlertWebhook(db: AccountsDb, options: SaveAlertWebhookOptions): Promise<SavedAlertWebhook> {
  const stamp = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('alert_webhooks')
      .selectAll()
      .where('user_id', '=', options.userId)
      .executeTakeFirst();
    const secret = !existing || options.rotate ? createWebhookSecret() : null;
    if (existing) {
      await trx
        .updateTable('alert_webhooks')
        .set({
          url: options.url,
          enabled: options.enabled ? 1 : 0,
          updated: stamp,
          ...(secret === null ? {} : { secret }),
        })
        .where('user_id', '=', options.userId)
        .execute();
    } else {
      await trx
        .insertInto('alert_webhooks')
        .values({
          user_id: options.userId,
          url: options.url,
          secret: secret as string,
          enabled: options.enabled ? 1 : 0,
          created: stamp,
          updated: stamp,
        })
        .execute();
    }
    const row = await trx
      .selectFrom('alert_webhooks')
      .selectAll()
      .where('user_id', '=', options.userId)
      .executeTakeFirstOrThrow();
    return { row, secret };
  });
}
