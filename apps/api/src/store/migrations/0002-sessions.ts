/**
 * Web sessions (issue 12 §6): the web app signs in to a per-session key held only in the HttpOnly cookie. A row
 * keeps the key's SHA-256 only, so a copy of the database cannot be replayed as a session.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('key_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created', 'text', (col) => col.notNull())
    .addColumn('last_used', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').ifExists().execute();
}
