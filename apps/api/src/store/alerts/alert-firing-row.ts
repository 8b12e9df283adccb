/** A stored firing as the routes answer it. */
import type { AlertFiringsTable } from '../database-schema';

export interface FiringPayload {
  rule: { id: string; name: string; kind: string; indicator: string; source: string };
  values: Record<string, number>;
}

export interface AlertFiring {
  id: string;
  ruleId: string;
  ruleName: string;
  kind: string;
  indicator: string;
  source: string;
  asset: { class: string; code: string; name: string };
  window: string;
  values: Record<string, number>;
  message: string;
  createdAt: string;
  readAt: string | null;
  webhook: string;
}

export function toAlertFiring(row: AlertFiringsTable): AlertFiring {
  const payload = JSON.parse(row.payload) as FiringPayload;
  return {
    id: row.id,
    ruleId: row.rule_id,
    ruleName: payload.rule.name,
    kind: payload.rule.kind,
    indicator: payload.rule.indicator,
    source: payload.rule.source,
    asset: { class: row.asset_class, code: row.asset_code, name: row.asset_name },
    window: row.window_date,
    values: payload.values,
    message: row.message,
    createdAt: row.created_at,
    readAt: row.read_at,
    webhook: row.webhook_state,
  };
}
