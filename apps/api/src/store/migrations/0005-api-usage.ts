/**
 * API usage of the data key (issue 16 'Account area': recent API usage, calls per day and by route): one row per
 * account, UTC day and route pattern with its call and error counts. The route is the pattern the call matched
 * (`GET /rma/v4/data/:asset_class/:freq/:asset_code`), never the URL, so no key or query value is ever stored.
 * Rows older than 90 days are pruned by the recorder.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_usage')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('calls', 'integer', (col) => col.notNull())
    .addColumn('errors', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('api_usage_pk', ['user_id', 'day', 'route'])
    .execute();
  // Pruning deletes by day across every account.
  await db.schema.createIndex('api_usage_day_idx').on('api_usage').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_usage').ifExists().execute();
}
