/** The ordered migrations of the accounts store (one set for SQLite and PostgreSQL). */
import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001-accounts';
import * as sessions from './0002-sessions';
import * as alerts from './0003-alerts';
import * as auditLog from './0004-audit-log';
import * as apiUsage from './0005-api-usage';
import * as sftp from './0006-sftp';

const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-sessions': sessions,
  '0003-alerts': alerts,
  '0004-audit-log': auditLog,
  '0005-api-usage': apiUsage,
  '0006-sftp': sftp,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
