/**
 * Radar alerts (issue 15 '/radar/alerts'): a user's rules, the firings they produced and the webhook that carries
 * them out. A firing is unique on (rule, asset, window) so that a restart or a second API process inserting the same
 * firing does nothing (insert ... on conflict do nothing); its webhook delivery state lives on the row, so a restart
 * resumes pending deliveries and never repeats a delivered one. Every attempt is logged in webhook_deliveries.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_rules')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('indicator', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull())
    .addColumn('cooldown_days', 'integer', (col) => col.notNull())
    .addColumn('expires', 'text')
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('created', 'text', (col) => col.notNull())
    .addColumn('updated', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('alert_rules_user_idx').on('alert_rules').column('user_id').execute();

  await db.schema
    .createTable('alert_firings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('rule_id', 'text', (col) => col.notNull().references('alert_rules.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('asset_class', 'text', (col) => col.notNull())
    .addColumn('asset_code', 'text', (col) => col.notNull())
    .addColumn('asset_name', 'text', (col) => col.notNull())
    .addColumn('window_date', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .addColumn('webhook_state', 'text', (col) => col.notNull())
    .addColumn('webhook_attempts', 'integer', (col) => col.notNull())
    .addColumn('webhook_next_at', 'text')
    .addUniqueConstraint('alert_firings_once', ['rule_id', 'asset_code', 'window_date'])
    .execute();
  await db.schema
    .createIndex('alert_firings_user_idx')
    .on('alert_firings')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('alert_firings_webhook_idx')
    .on('alert_firings')
    .columns(['webhook_state', 'webhook_next_at'])
    .execute();

  await db.schema
    .createTable('alert_webhooks')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('created', 'text', (col) => col.notNull())
    .addColumn('updated', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('firing_id', 'text', (col) => col.notNull().references('alert_firings.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('ok', 'integer', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('response_snippet', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_user_idx')
    .on('webhook_deliveries')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').ifExists().execute();
  await db.schema.dropTable('alert_webhooks').ifExists().execute();
  await db.schema.dropTable('alert_firings').ifExists().execute();
  await db.schema.dropTable('alert_rules').ifExists().execute();
}
