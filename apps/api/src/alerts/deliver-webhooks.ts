/**
 * Sends the webhook deliveries that are due: claimed in the store (so no two processes send one attempt), each
 * attempt logged, the next one scheduled with the configured backoff, the delivery marked failed after the last.
 * The state lives in the store: a restart resumes pending deliveries and never sends a delivered one again.
 */
import type { AlertsConfig } from '../config';
import { claimDueDeliveries, type DueDelivery } from '../store/alerts/claim-due-deliveries';
import { type RecordDeliveryAttemptOptions, recordDeliveryAttempts } from '../store/alerts/record-delivery-attempts';
import type { AccountsDb } from '../store/database-schema';
import { sendWebhook } from './send-webhook';
import { toWebhookBody } from './webhook-body';

/** Deliveries claimed per round (the round's log is written at its end), and sent at the same time at most. */
const CLAIM_LIMIT = 100;
const CONCURRENCY = 32;

export interface DeliverWebhooksOptions {
  db: AccountsDb;
  config: AlertsConfig;
  now: () => Date;
}

export interface DeliveryRound {
  attempted: number;
  delivered: number;
}

/** Sends one attempt; resolves with its log entry (written with the round's others). */
async function deliverOne(
  options: DeliverWebhooksOptions,
  delivery: DueDelivery,
): Promise<RecordDeliveryAttemptOptions> {
  const attempt = delivery.attempts + 1;
  const outcome = await sendWebhook({
    url: delivery.url,
    secret: delivery.secret,
    eventId: delivery.firingId,
    body: toWebhookBody(delivery),
    allowPrivate: options.config.webhookAllowPrivate,
    timeoutMs: options.config.webhookTimeoutMs,
    now: options.now,
  });
  const delays = options.config.webhookRetryDelaysMs;
  const now = options.now();
  const next = !outcome.ok && attempt < delays.length ? new Date(now.getTime() + (delays[attempt] ?? 0)) : null;
  // The log keeps where the call went, without a query string (which might carry a token of the receiver's).
  const logged = new URL(delivery.url);
  return {
    firingId: delivery.firingId,
    userId: delivery.userId,
    attempt,
    url: `${logged.origin}${logged.pathname}`,
    statusCode: outcome.statusCode,
    ok: outcome.ok,
    durationMs: outcome.durationMs,
    error: outcome.error,
    responseSnippet: outcome.responseSnippet,
    now,
    nextAttemptAt: next,
  };
}

/** Claims and sends every due delivery (in rounds until none is due); resolves with the counts. */
export async function deliverWebhooks(options: DeliverWebhooksOptions): Promise<DeliveryRound> {
  const round: DeliveryRound = { attempted: 0, delivered: 0 };
  const leaseMs = options.config.webhookTimeoutMs + 30_000;
  for (;;) {
    const due = await claimDueDeliveries(options.db, { now: options.now(), leaseMs, limit: CLAIM_LIMIT });
    if (due.length === 0) return round;
    let next = 0;
    const attempts: RecordDeliveryAttemptOptions[] = [];
    const worker = async () => {
      while (next < due.length) {
        const attempt = await deliverOne(options, due[next++] as DueDelivery);
        attempts.push(attempt);
        round.attempted++;
        if (attempt.ok) round.delivered++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
    // The round's log in one commit; a crash before it leaves the claims, which expire and are sent again.
    await recordDeliveryAttempts(options.db, attempts);
    if (due.length < CLAIM_LIMIT) return round;
  }
}
