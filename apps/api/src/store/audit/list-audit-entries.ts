import type { AccountsDb } from '../database-schema';
import { type AuditEntry, toAuditEntry } from './audit-entry';

export interface ListAuditEntriesOptions {
  /** Only the changes to this user. */
  target?: string;
  limit: number;
  offset: number;
}

export interface AuditPage {
  /** Entries matching the filter. */
  total: number;
  offset: number;
  entries: AuditEntry[];
}

/** The audit log, newest first, paged (issue 16: the admin's log and a user's page). */
export async function listAuditEntries(db: AccountsDb, options: ListAuditEntriesOptions): Promise<AuditPage> {
  let filtered = db.selectFrom('audit_log');
  if (options.target !== undefined) filtered = filtered.where('target', '=', options.target);
  const [rows, total] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.count), offset: options.offset, entries: rows.map(toAuditEntry) };
}
