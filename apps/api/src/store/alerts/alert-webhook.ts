/** The webhook as the routes answer it: never its secret, only a hint of its last characters. */
import type { AlertWebhooksTable } from '../database-schema';

export interface AlertWebhook {
  url: string;
  enabled: boolean;
  secretHint: string;
  created: string;
  updated: string;
}

export function toAlertWebhook(row: AlertWebhooksTable): AlertWebhook {
  return {
    url: row.url,
    enabled: row.enabled === 1,
    secretHint: `…${row.secret.slice(-4)}`,
    created: row.created,
    updated: row.updated,
  };
}
