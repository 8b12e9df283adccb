import { randomBytes } from 'node:crypto';
import type { AccountsTrx } from '../database-schema';
import type { AuditAction, AuditValues } from './audit-entry';

export interface InsertAuditEntryOptions {
  actor: string;
  action: AuditAction;
  target: string;
  before: AuditValues;
  after: AuditValues;
  now: Date;
}

let lastMs = 0;
let sequence = 0;

/**
 * An id that sorts in the order this process wrote its entries, even within one millisecond or under a test's
 * frozen clock (the log is read newest first by time, then by id); the random tail keeps processes apart.
 */
function nextAuditId(): string {
  const ms = Math.max(Date.now(), lastMs);
  sequence = ms === lastMs ? sequence + 1 : 0;
  lastMs = ms;
  return `${ms.toString(36).padStart(9, '0')}-${sequence.toString(36).padStart(4, '0')}-${randomBytes(4).toString('hex')}`;
}

/** Writes one audit entry inside the caller's transaction, so the entry exists exactly when the change does. */
export async function insertAuditEntry(trx: AccountsTrx, options: InsertAuditEntryOptions): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: nextAuditId(),
      created_at: options.now.toISOString(),
      actor: options.actor,
      action: options.action,
      target: options.target,
      before: JSON.stringify(options.before),
      after: JSON.stringify(options.after),
    })
    .execute();
}
