/** The commands of the operator CLI (src/cli/users.ts), separate from process handling so tests run them. */
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '@moodwire/domain';
import { parseDataPerms, parsePermissions } from '../store/account-record';
import type { AccountsDb } from '../store/database-schema';
import { generatePassword } from '../store/passwords';
import { createUser } from '../store/users/create-user';
import { getUserByUsername } from '../store/users/get-user-by-username';
import { listUsers } from '../store/users/list-users';
import { type UserChanges, updateUser } from '../store/users/update-user';

export const USAGE = `Usage: npm run users -- <command> [options]

Commands:
  create --username NAME --password PASS [--email EMAIL] [--role ssh|manual|admin]
         [--expires YYYY-MM-DD] [--data-perms JSON] [--permissions JSON]
      Create an account (role defaults to manual). Prints its API key.
  list [--role ssh|manual|admin] [--search TEXT]
      List accounts.
  set-perms USERNAME [--role ROLE] [--expires YYYY-MM-DD|never] [--data-perms JSON] [--permissions JSON]
      Change an account's role, expiry or permissions.
  reset-password USERNAME [--password PASS]
      Set a new password; without --password a random one is made and printed.

JSON examples: --data-perms '{"rma":["equ","cou"],"esg":["equcor"]}'
               --permissions '{"masf":true,"webapp":["thematic"]}'
The store is the API's: SQLITE_PATH (default data/accounts.db) or DATABASE_URL.`;

export class UsageError extends Error {}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function parseRole(value: string | undefined, fallback?: Role): Role | undefined {
  if (value === undefined) return fallback;
  if (!(ROLES as readonly string[]).includes(value))
    throw new UsageError(`--role must be one of ${ROLES.join(', ')}, got '${value}'`);
  return value as Role;
}

function parseExpires(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'never' || value === '') return null;
  if (!DATE_RE.test(value) || Number.isNaN(Date.parse(value))) {
    throw new UsageError(`--expires must be YYYY-MM-DD or 'never', got '${value}'`);
  }
  return value;
}

function parseJsonOption(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
  } catch {
    throw new UsageError(
      `--${name} must be a JSON object, for example ${name === 'data-perms' ? '\'{"rma":["equ"]}\'' : '\'{"masf":true}\''}`,
    );
  }
  return value;
}

function checkPassword(password: string): string {
  if (password.length < 8) throw new UsageError('the password must be at least 8 characters long');
  return password;
}

function formatTable(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export interface RunUsersCommandOptions {
  argv: string[];
  /** Where results go (stdout in the CLI). */
  print: (line: string) => void;
  now?: Date;
}

/** Runs one command; throws UsageError (or StoreConflictError) for input the operator must fix. */
export async function runUsersCommand(db: AccountsDb, options: RunUsersCommandOptions): Promise<void> {
  const [command, ...rest] = options.argv;
  const now = options.now ?? new Date();
  const { print } = options;
  switch (command) {
    case 'create': {
      const { values } = parseArgs({
        args: rest,
        options: {
          username: { type: 'string' },
          password: { type: 'string' },
          email: { type: 'string' },
          role: { type: 'string' },
          expires: { type: 'string' },
          'data-perms': { type: 'string' },
          permissions: { type: 'string' },
        },
      });
      if (!values.username) throw new UsageError('create needs --username');
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]{1,63}$/.test(values.username)) {
        throw new UsageError('--username: 2-64 letters, digits, dots, dashes or underscores');
      }
      if (!values.password) throw new UsageError('create needs --password');
      const dataPerms = parseJsonOption('data-perms', values['data-perms']);
      const permissions = parseJsonOption('permissions', values.permissions);
      const account = await createUser(db, {
        username: values.username,
        email: values.email ?? null,
        password: checkPassword(values.password),
        role: parseRole(values.role, 'manual') ?? 'manual',
        expires: parseExpires(values.expires) ?? null,
        data_perms: dataPerms ? parseDataPerms(dataPerms) : {},
        permissions: permissions ? parsePermissions(permissions) : {},
        now,
      });
      print(`created ${account.username} (${account.role}); API key: ${account.apikey}`);
      return;
    }
    case 'list': {
      const { values } = parseArgs({ args: rest, options: { role: { type: 'string' }, search: { type: 'string' } } });
      const users = await listUsers(db, { role: parseRole(values.role), search: values.search });
      if (users.length === 0) {
        print('no users');
        return;
      }
      const rows = [['USERNAME', 'EMAIL', 'ROLE', 'STATUS', 'EXPIRES', 'DATA_PERMS', 'PERMISSIONS']];
      for (const user of users) {
        rows.push([
          user.username,
          user.email ?? '-',
          user.role,
          user.status,
          user.expires ?? 'never',
          JSON.stringify(user.data_perms),
          JSON.stringify(user.permissions),
        ]);
      }
      print(formatTable(rows));
      return;
    }
    case 'set-perms': {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: {
          role: { type: 'string' },
          expires: { type: 'string' },
          'data-perms': { type: 'string' },
          permissions: { type: 'string' },
        },
      });
      const username = positionals[0];
      if (!username) throw new UsageError('set-perms needs a USERNAME');
      const changes: UserChanges = {};
      const role = parseRole(values.role);
      if (role) changes.role = role;
      const expires = parseExpires(values.expires);
      if (expires !== undefined) changes.expires = expires;
      const dataPerms = parseJsonOption('data-perms', values['data-perms']);
      if (dataPerms) changes.data_perms = parseDataPerms(dataPerms);
      const permissions = parseJsonOption('permissions', values.permissions);
      if (permissions) changes.permissions = parsePermissions(permissions);
      if (Object.keys(changes).length === 0) {
        throw new UsageError('set-perms needs at least one of --role, --expires, --data-perms, --permissions');
      }
      const account = await updateUser(db, { username, changes, now });
      if (!account) throw new UsageError(`no user '${username}'`);
      print(
        `updated ${account.username}: role ${account.role}, expires ${account.expires ?? 'never'}, ` +
          `data_perms ${JSON.stringify(account.data_perms)}, permissions ${JSON.stringify(account.permissions)}`,
      );
      return;
    }
    case 'reset-password': {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { password: { type: 'string' } },
      });
      const username = positionals[0];
      if (!username) throw new UsageError('reset-password needs a USERNAME');
      if (!(await getUserByUsername(db, { username }))) throw new UsageError(`no user '${username}'`);
      const password = values.password === undefined ? generatePassword() : checkPassword(values.password);
      await updateUser(db, { username, changes: { password }, now });
      print(
        values.password === undefined ? `new password for ${username}: ${password}` : `password of ${username} changed`,
      );
      return;
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      print(USAGE);
      return;
    default:
      throw new UsageError(`unknown command '${command}'`);
  }
}
