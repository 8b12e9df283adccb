import { Migrator } from 'kysely';
import type { AccountsDb } from './database-schema';
import { migrationProvider } from './migrations/index';

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: AccountsDb): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableName: 'accounts_migrations' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`accounts migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
