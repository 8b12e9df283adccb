import type { AlertRule } from '../../alerts/alert-rule';
import { type AccountRecord, toAccountRecord } from '../account-record';
import type { AccountsDb } from '../database-schema';
import { toAlertRule } from './alert-rule-row';

export interface ActiveAlertRule extends AlertRule {
  /** The owner's account: the evaluator checks its permission (a user who lost masfV5 gets no firings). */
  owner: AccountRecord;
}

export interface ListActiveAlertRulesOptions {
  /** YYYY-MM-DD: rules that expired before this day are left out. */
  today: string;
}

/** Every enabled, unexpired rule, with its owner's account. */
export async function listActiveAlertRules(
  db: AccountsDb,
  options: ListActiveAlertRulesOptions,
): Promise<ActiveAlertRule[]> {
  const rows = await db
    .selectFrom('alert_rules')
    .selectAll()
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('expires', 'is', null), eb('expires', '>=', options.today)]))
    .execute();
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const owners = new Map<string, AccountRecord>();
  // In slices: a statement's parameters are bounded (SQLite 32,766, PostgreSQL 65,535).
  for (let i = 0; i < userIds.length; i += 1_000) {
    const users = await db
      .selectFrom('users')
      .selectAll()
      .where('id', 'in', userIds.slice(i, i + 1_000))
      .execute();
    for (const user of users) owners.set(user.id, toAccountRecord(user));
  }
  return rows.flatMap((row) => {
    const owner = owners.get(row.user_id);
    return owner ? [{ ...toAlertRule(row), owner }] : [];
  });
}
