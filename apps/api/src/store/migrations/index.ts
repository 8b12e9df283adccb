/** The ordered migrations of the accounts store (one set for SQLite and PostgreSQL). */
import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001-accounts';
import * as sessions from './0002-sessions';

const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-sessions': sessions,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
