/** The ordered migrations of the accounts store (one set for SQLite and PostgreSQL). */
import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001-accounts';

const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': accounts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
