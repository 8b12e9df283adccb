/**
 * Operator CLI for accounts: `npm run users -- create|list|set-perms|reset-password`. Works on the same store
 * as the API (SQLite by default, PostgreSQL when DATABASE_URL is set), applying migrations first.
 */
import { ConfigError, loadConfig } from '../config';
import { migrateToLatest } from '../store/migrate-to-latest';
import { openAccountsDatabase } from '../store/open-accounts-database';
import { StoreConflictError } from '../store/store-conflict-error';
import { runUsersCommand, USAGE, UsageError } from './run-users-command';

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const { db } = openAccountsDatabase(config);
  try {
    await migrateToLatest(db);
    await runUsersCommand(db, { argv: process.argv.slice(2), print: (line) => console.log(line) });
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof StoreConflictError) {
      console.error(`error: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    // parseArgs reports unknown or malformed options with a code; show them as usage errors too.
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`error: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
