/** A stored alert rule row as the rule the routes and the evaluator use (JSON columns parsed). */
import type { AlertKind, SourceName } from '@moodwire/domain';
import type { AlertParams, AlertRule, AlertTarget } from '../../alerts/alert-rule';
import type { AlertRulesTable } from '../database-schema';

export function toAlertRule(row: AlertRulesTable): AlertRule {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    target: JSON.parse(row.target) as AlertTarget,
    kind: row.kind as AlertKind,
    indicator: row.indicator,
    source: row.source as SourceName,
    params: JSON.parse(row.params) as AlertParams,
    cooldownDays: row.cooldown_days,
    expires: row.expires,
    enabled: row.enabled === 1,
    created: row.created,
    updated: row.updated,
  };
}
