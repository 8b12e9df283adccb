import type { AccountsDb } from '../database-schema';

/** Rule ids per query (bounded statement parameters). */
const CHUNK = 500;

/**
 * The newest firing day of each (rule, asset) pair of the rules named, keyed `${ruleId}|${assetCode}`: what the
 * cooldown is measured from.
 */
export async function listLastFiringDays(db: AccountsDb, ruleIds: readonly string[]): Promise<Map<string, string>> {
  const days = new Map<string, string>();
  for (let i = 0; i < ruleIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('alert_firings')
      .select((eb) => ['rule_id', 'asset_code', eb.fn.max('window_date').as('last')])
      .where('rule_id', 'in', ruleIds.slice(i, i + CHUNK))
      .groupBy(['rule_id', 'asset_code'])
      .execute();
    for (const row of rows) days.set(`${row.rule_id}|${row.asset_code}`, row.last);
  }
  return days;
}
