/**
 * The accounts schema. Only types both dialects share (text, integer) and portable constraints, so this one
 * migration runs unchanged on SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('apikey', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('expires', 'text')
    .addColumn('data_perms', 'text', (col) => col.notNull())
    .addColumn('permissions', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('activates_at', 'text')
    .addColumn('created', 'text', (col) => col.notNull())
    .addColumn('updated', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('provider_machines')
    .addColumn('machine_id', 'text', (col) => col.primaryKey())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('data_perms', 'text', (col) => col.notNull())
    .addColumn('permissions', 'text', (col) => col.notNull())
    .addColumn('created', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('machine_links')
    .addColumn('machine_id', 'text', (col) =>
      col.primaryKey().references('provider_machines.machine_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('linked', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('preferences')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('preferences_pk', ['user_id', 'category', 'key'])
    .execute();

  await db.schema
    .createTable('watchlists')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('assets', 'text', (col) => col.notNull())
    .addColumn('created', 'text', (col) => col.notNull())
    .addColumn('updated', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('watchlists_pk', ['user_id', 'version', 'key'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('email', 'text')
    .addColumn('page', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('newsletter')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('created', 'text', (col) => col.notNull())
    .execute();

  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();
  await db.schema.createIndex('machine_links_user_idx').on('machine_links').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'newsletter',
    'feedback',
    'watchlists',
    'preferences',
    'machine_links',
    'provider_machines',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
