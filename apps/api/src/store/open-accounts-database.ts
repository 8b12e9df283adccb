import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { AccountsDatabase, AccountsDb } from './database-schema';

export type AccountsDialect = 'sqlite' | 'postgres';

export interface OpenAccountsDatabaseOptions {
  sqlitePath: string;
  databaseUrl: string | null;
}

/** Told when an idle PostgreSQL connection of the pool dies (default: a line on stderr). */
export type IdleClientErrorHandler = (error: Error) => void;

const writeIdleClientError: IdleClientErrorHandler = (error) =>
  process.stderr.write(`an idle PostgreSQL connection ended: ${error.message}\n`);

export interface AccountsDatabaseHandle {
  db: AccountsDb;
  dialect: AccountsDialect;
  /** Where the data lives, without credentials (for the start-up log). */
  location: string;
}

/** Opens the accounts store: PostgreSQL when a database URL is given, the embedded SQLite file otherwise. */
export function openAccountsDatabase(
  options: OpenAccountsDatabaseOptions,
  onIdleClientError: IdleClientErrorHandler = writeIdleClientError,
): AccountsDatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // pg reports the death of an idle connection (PostgreSQL restarted, a proxy's idle timeout, an administrator's
    // terminate) as an 'error' event of the pool: without a listener that is an uncaught exception that ends the
    // whole API. The pool drops the connection and opens a new one for the next query.
    pool.on('error', onIdleClientError);
    const url = new URL(options.databaseUrl);
    return {
      db: new Kysely<AccountsDatabase>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      location: `postgres://${url.host}${url.pathname}`,
    };
  }
  if (options.sqlitePath !== ':memory:') mkdirSync(dirname(options.sqlitePath), { recursive: true });
  const sqlite = new Database(options.sqlitePath);
  // WAL lets readers (for example the operator CLI) work while the API writes.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<AccountsDatabase>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
    location: options.sqlitePath,
  };
}
