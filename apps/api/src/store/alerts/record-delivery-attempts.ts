import { randomUUID } from 'node:crypto';
import type { AccountsDb } from '../database-schema';

export interface RecordDeliveryAttemptOptions {
  firingId: string;
  userId: string;
  attempt: number;
  url: string;
  statusCode: number | null;
  ok: boolean;
  durationMs: number;
  error: string | null;
  responseSnippet: string | null;
  now: Date;
  /** When to try again; null: no further attempt (delivered, or the attempts are used up). */
  nextAttemptAt: Date | null;
}

/**
 * Logs attempts and moves each firing's delivery state on (delivered, pending with its next time, or failed), in
 * one transaction: a delivery round commits once, not once per call.
 */
export async function recordDeliveryAttempts(
  db: AccountsDb,
  attempts: readonly RecordDeliveryAttemptOptions[],
): Promise<void> {
  if (attempts.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const options of attempts) {
      await trx
        .insertInto('webhook_deliveries')
        .values({
          id: randomUUID(),
          firing_id: options.firingId,
          user_id: options.userId,
          attempt: options.attempt,
          url: options.url,
          status_code: options.statusCode,
          ok: options.ok ? 1 : 0,
          duration_ms: Math.round(options.durationMs),
          error: options.error,
          response_snippet: options.responseSnippet,
          created_at: options.now.toISOString(),
        })
        .execute();
      await trx
        .updateTable('alert_firings')
        .set({
          webhook_attempts: options.attempt,
          webhook_state: options.ok ? 'delivered' : options.nextAttemptAt ? 'pending' : 'failed',
          webhook_next_at: options.ok || !options.nextAttemptAt ? null : options.nextAttemptAt.toISOString(),
        })
        .where('id', '=', options.firingId)
        .execute();
    }
  });
}
