/** An entry of the audit log of account changes (issue 16), and what of an account it records. */
import type { AccountRecord } from '../account-record';
import type { AuditLogTable } from '../database-schema';

export const AUDIT_ACTIONS = ['create', 'update', 'status', 'reset-password', 'rotate-key'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who makes a change and as what: written with the change, in its transaction. */
export interface AuditContext {
  actor: string;
  action: AuditAction;
}

export type AuditValues = Record<string, unknown>;

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: AuditAction;
  target: string;
  before: AuditValues;
  after: AuditValues;
}

/**
 * The fields of an account an entry may show. Secrets (password hash, API key) are never among them: a new
 * password or key is recorded as the fact of the change only (`SECRET_CHANGED`).
 */
const AUDITED_FIELDS = ['email', 'role', 'expires', 'status', 'data_perms', 'permissions'] as const;

/** What an entry shows in place of a changed secret. */
export const SECRET_CHANGED = 'changed';

/** The audited fields of an account: all of them for a creation (before is then {}). */
export function auditedFieldsOf(account: AccountRecord): AuditValues {
  return Object.fromEntries(AUDITED_FIELDS.map((field) => [field, account[field]]));
}

/** The audited fields that differ between two states of an account, before and after. */
export function diffAuditedFields(
  before: AccountRecord,
  after: AccountRecord,
): { before: AuditValues; after: AuditValues } {
  const was: AuditValues = {};
  const is: AuditValues = {};
  for (const field of AUDITED_FIELDS) {
    // JSON text compares the permission documents by value; key order is fixed by the parsers of account-record.
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    was[field] = before[field];
    is[field] = after[field];
  }
  return { before: was, after: is };
}

function parseValues(text: string): AuditValues {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as AuditValues) : {};
  } catch {
    return {};
  }
}

function asAction(value: string): AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value) ? (value as AuditAction) : 'update';
}

export function toAuditEntry(row: AuditLogTable): AuditEntry {
  return {
    id: row.id,
    at: row.created_at,
    actor: row.actor,
    action: asAction(row.action),
    target: row.target,
    before: parseValues(row.before),
    after: parseValues(row.after),
  };
}
