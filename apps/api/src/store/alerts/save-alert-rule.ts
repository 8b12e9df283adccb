import { randomUUID } from 'node:crypto';
import type { AlertCondition } from '@moodwire/domain';
import { type AlertRule, type AlertTarget, MAX_ALERT_RULES_PER_USER } from '../../alerts/alert-rule';
import { HttpError } from '../../http-error';
import type { AccountsDb } from '../database-schema';
import { toAlertRule } from './alert-rule-row';

export interface SaveAlertRuleOptions extends AlertCondition {
  userId: string;
  /** Replace this rule of the user; a new rule is made when absent. */
  id?: string;
  name: string;
  target: AlertTarget;
  expires: string | null;
  enabled: boolean;
  now: Date;
}

/**
 * Creates a rule (refused beyond MAX_ALERT_RULES_PER_USER, counted in the same transaction) or replaces one of the
 * user's rules (404 when the user has no rule with that id). Firings of a replaced rule stay (its history).
 */
export async function saveAlertRule(db: AccountsDb, options: SaveAlertRuleOptions): Promise<AlertRule> {
  const stamp = options.now.toISOString();
  const values = {
    name: options.name,
    target: JSON.stringify(options.target),
    kind: options.kind,
    indicator: options.indicator,
    source: options.source,
    params: JSON.stringify(options.params),
    cooldown_days: options.cooldownDays,
    expires: options.expires,
    enabled: options.enabled ? 1 : 0,
    updated: stamp,
  };
  return db.transaction().execute(async (trx) => {
    if (options.id !== undefined) {
      const result = await trx
        .updateTable('alert_rules')
        .set(values)
        .where('id', '=', options.id)
        .where('user_id', '=', options.userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        throw new HttpError(404, 'Not found', { message: `No alert rule with id '${options.id}'.` });
      }
    } else {
      const count = await trx
        .selectFrom('alert_rules')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', options.userId)
        .executeTakeFirstOrThrow();
      if (Number(count.count) >= MAX_ALERT_RULES_PER_USER) {
        throw new HttpError(400, `Invalid parameter 'rules': at most ${MAX_ALERT_RULES_PER_USER} alert rules per user`);
      }
    }
    const id = options.id ?? randomUUID();
    if (options.id === undefined) {
      await trx
        .insertInto('alert_rules')
        .values({ id, user_id: options.userId, created: stamp, ...values })
        .execute();
    }
    const row = await trx.selectFrom('alert_rules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return toAlertRule(row);
  });
}
