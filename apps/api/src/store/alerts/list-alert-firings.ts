import type { AccountsDb } from '../database-schema';
import { type AlertFiring, toAlertFiring } from './alert-firing-row';

export interface ListAlertFiringsOptions {
  userId: string;
  limit: number;
  offset: number;
  unreadOnly?: boolean;
  ruleId?: string;
}

export interface AlertFiringPage {
  /** Firings matching the filters. */
  total: number;
  /** Unread firings of the user (all rules). */
  unread: number;
  offset: number;
  firings: AlertFiring[];
}

/** The user's alert history, newest first, paged, with the unread count the app's notification badge shows. */
export async function listAlertFirings(db: AccountsDb, options: ListAlertFiringsOptions): Promise<AlertFiringPage> {
  let filtered = db.selectFrom('alert_firings').where('user_id', '=', options.userId);
  if (options.unreadOnly) filtered = filtered.where('read_at', 'is', null);
  if (options.ruleId !== undefined) filtered = filtered.where('rule_id', '=', options.ruleId);
  const [rows, total, unread] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('window_date', 'desc')
      .orderBy('id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    db
      .selectFrom('alert_firings')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', options.userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.count),
    unread: Number(unread.count),
    offset: options.offset,
    firings: rows.map(toAlertFiring),
  };
}
