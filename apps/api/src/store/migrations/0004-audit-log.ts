/**
 * The audit log of account changes (issue 16 'Admin' and 'LSEG user management'): who changed which user, when,
 * and the changed fields before and after. No foreign key to users: an entry outlives a renamed or removed
 * account, and the actor is kept by username as it was when the change was made.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('before', 'text', (col) => col.notNull())
    .addColumn('after', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target', 'created_at']).execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
}
