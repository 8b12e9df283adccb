/**
 * SFTP access (issue 17): the public keys an account logs in with (several per account, added and removed on
 * Account Info) and the numeric account numbers the reference's customers log in with. Only the public key is
 * kept, as its SSH wire form in base64, with its SHA-256 fingerprint (unique per account).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sftp_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('algorithm', 'text', (col) => col.notNull())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('created', 'text', (col) => col.notNull())
    .addColumn('last_used', 'text')
    .addUniqueConstraint('sftp_keys_user_fingerprint', ['user_id', 'fingerprint'])
    .execute();

  await db.schema
    .createTable('account_numbers')
    .addColumn('account_number', 'integer', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_numbers').ifExists().execute();
  await db.schema.dropTable('sftp_keys').ifExists().execute();
}
