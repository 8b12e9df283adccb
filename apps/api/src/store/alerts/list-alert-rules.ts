import type { AlertRule } from '../../alerts/alert-rule';
import type { AccountsDb } from '../database-schema';
import { toAlertRule } from './alert-rule-row';

export interface ListAlertRulesOptions {
  userId: string;
}

export interface ListedAlertRule extends AlertRule {
  firings: number;
  lastFiredAt: string | null;
}

/** The user's rules, newest first, each with its number of firings and the time of its newest one. */
export async function listAlertRules(db: AccountsDb, options: ListAlertRulesOptions): Promise<ListedAlertRule[]> {
  const [rows, stats] = await Promise.all([
    db.selectFrom('alert_rules').selectAll().where('user_id', '=', options.userId).orderBy('created', 'desc').execute(),
    db
      .selectFrom('alert_firings')
      .select((eb) => ['rule_id', eb.fn.countAll<number | string>().as('count'), eb.fn.max('created_at').as('last')])
      .where('user_id', '=', options.userId)
      .groupBy('rule_id')
      .execute(),
  ]);
  const byRule = new Map(stats.map((stat) => [stat.rule_id, stat]));
  return rows.map((row) => {
    const stat = byRule.get(row.id);
    return { ...toAlertRule(row), firings: Number(stat?.count ?? 0), lastFiredAt: stat?.last ?? null };
  });
}
