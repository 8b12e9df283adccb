import { MAX_ALERT_RULES_PER_USER } from '../../alerts/alert-rule';
import type { AccountsDb } from '../database-schema';

export interface GetAlertUsageOptions {
  userId: string;
  now: Date;
}

export interface AlertUsage {
  rules: number;
  enabledRules: number;
  rulesLimit: number;
  firingsLast30Days: number;
  unread: number;
  /** Webhook delivery state of the firings of the last 30 days. */
  deliveries: { ok: number; failed: number; pending: number };
  /** A webhook is set and enabled. */
  webhook: boolean;
}

const THIRTY_DAYS_MS = 30 * 86_400_000;

/** What the account page shows of a user's alerts: rules against the limit, recent firings and deliveries. */
export async function getAlertUsage(db: AccountsDb, options: GetAlertUsageOptions): Promise<AlertUsage> {
  const since = new Date(options.now.getTime() - THIRTY_DAYS_MS).toISOString();
  const [rules, firings, unread, webhook] = await Promise.all([
    db
      .selectFrom('alert_rules')
      .select(['enabled', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('user_id', '=', options.userId)
      .groupBy('enabled')
      .execute(),
    db
      .selectFrom('alert_firings')
      .select(['webhook_state', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('user_id', '=', options.userId)
      .where('created_at', '>=', since)
      .groupBy('webhook_state')
      .execute(),
    db
      .selectFrom('alert_firings')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', options.userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db.selectFrom('alert_webhooks').select('enabled').where('user_id', '=', options.userId).executeTakeFirst(),
  ]);
  const count = (state: string) => Number(firings.find((row) => row.webhook_state === state)?.count ?? 0);
  const enabledRules = Number(rules.find((row) => row.enabled === 1)?.count ?? 0);
  return {
    rules: rules.reduce((sum, row) => sum + Number(row.count), 0),
    enabledRules,
    rulesLimit: MAX_ALERT_RULES_PER_USER,
    firingsLast30Days: firings.reduce((sum, row) => sum + Number(row.count), 0),
    unread: Number(unread.count),
    deliveries: { ok: count('delivered'), failed: count('failed'), pending: count('pending') },
    webhook: webhook?.enabled === 1,
  };
}
