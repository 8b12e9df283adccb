/** The JSON body a webhook receives for a firing (documented in radar/guide/alerts-and-webhooks). */
import type { FiringPayload } from '../store/alerts/alert-firing-row';
import type { DueDelivery } from '../store/alerts/claim-due-deliveries';

export interface WebhookBody {
  id: string;
  rule: { id: string; name: string; kind: string; indicator: string; source: string };
  asset: { class: string; code: string; name: string };
  window: string;
  values: Record<string, number>;
  message: string;
  firedAt: string;
}

/** The body as sent (the raw bytes the signature covers). */
export function toWebhookBody(delivery: DueDelivery): string {
  const payload = JSON.parse(delivery.firing.payload) as FiringPayload;
  const body: WebhookBody = {
    id: delivery.firingId,
    rule: payload.rule,
    asset: { class: delivery.firing.assetClass, code: delivery.firing.assetCode, name: delivery.firing.assetName },
    window: delivery.firing.window,
    values: payload.values,
    message: delivery.firing.message,
    firedAt: delivery.firing.createdAt,
  };
  return JSON.stringify(body);
}
