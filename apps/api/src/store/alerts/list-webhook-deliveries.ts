import type { AccountsDb } from '../database-schema';

export interface ListWebhookDeliveriesOptions {
  userId: string;
  limit: number;
  offset: number;
}

export interface WebhookDelivery {
  id: string;
  firingId: string;
  attempt: number;
  url: string;
  statusCode: number | null;
  ok: boolean;
  durationMs: number;
  error: string | null;
  responseSnippet: string | null;
  createdAt: string;
  window: string;
  ruleName: string;
  assetCode: string;
}

export interface WebhookDeliveryPage {
  total: number;
  offset: number;
  deliveries: WebhookDelivery[];
}

/** The user's delivery log (every attempt), newest first, paged. */
export async function listWebhookDeliveries(
  db: AccountsDb,
  options: ListWebhookDeliveriesOptions,
): Promise<WebhookDeliveryPage> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('webhook_deliveries')
      .innerJoin('alert_firings', 'alert_firings.id', 'webhook_deliveries.firing_id')
      .selectAll('webhook_deliveries')
      .select(['alert_firings.window_date', 'alert_firings.payload', 'alert_firings.asset_code'])
      .where('webhook_deliveries.user_id', '=', options.userId)
      .orderBy('webhook_deliveries.created_at', 'desc')
      .orderBy('webhook_deliveries.attempt', 'desc')
      .orderBy('webhook_deliveries.id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', options.userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.count),
    offset: options.offset,
    deliveries: rows.map((row) => ({
      id: row.id,
      firingId: row.firing_id,
      attempt: row.attempt,
      url: row.url,
      statusCode: row.status_code,
      ok: row.ok === 1,
      durationMs: row.duration_ms,
      error: row.error,
      responseSnippet: row.response_snippet,
      createdAt: row.created_at,
      window: row.window_date,
      ruleName: (JSON.parse(row.payload) as { rule?: { name?: string } }).rule?.name ?? '',
      assetCode: row.asset_code,
    })),
  };
}
