import { randomUUID } from 'node:crypto';
import type { AccountStatus, DataPerms, Permissions, Role } from '@moodwire/domain';
import { type AccountRecord, toAccountRecord } from '../account-record';
import { generateApikey } from '../apikeys';
import { type AuditContext, auditedFieldsOf } from '../audit/audit-entry';
import { insertAuditEntry } from '../audit/insert-audit-entry';
import type { AccountsDb, AccountsTrx } from '../database-schema';
import { hashPassword } from '../passwords';
import { StoreConflictError } from '../store-conflict-error';

export interface CreateUserOptions {
  username: string;
  email?: string | null;
  /** Either a clear-text password (hashed here) or an existing scrypt hash (machine-ID accounts). */
  password?: string;
  passwordHash?: string;
  role: Role;
  expires?: string | null;
  data_perms?: DataPerms;
  permissions?: Permissions;
  status?: AccountStatus;
  activatesAt?: string | null;
  /** Keep a known key (demo seeding keeps keys stable); a fresh one is generated otherwise. */
  apikey?: string;
  now: Date;
  /** Who creates the account (createUser only): one audit entry is written in the same transaction. */
  audit?: AuditContext;
}

/** Inserts a user inside the caller's transaction; see createUser for the stand-alone form. */
export async function insertUser(trx: AccountsTrx, options: CreateUserOptions): Promise<AccountRecord> {
  const email = options.email ? options.email.trim().toLowerCase() : null;
  const taken = await trx
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) => eb.or([eb('username', '=', options.username), ...(email ? [eb('email', '=', email)] : [])]))
    .executeTakeFirst();
  if (taken?.username === options.username) {
    throw new StoreConflictError('username', `The username '${options.username}' is already taken`);
  }
  if (taken) throw new StoreConflictError('email', `The email '${email}' is already used by another account`);

  let passwordHash = options.passwordHash;
  if (!passwordHash) {
    if (!options.password) throw new Error('createUser needs a password or a password hash');
    passwordHash = await hashPassword(options.password);
  }
  const stamp = options.now.toISOString();
  const row = {
    id: randomUUID(),
    username: options.username,
    email,
    password_hash: passwordHash,
    apikey: options.apikey ?? generateApikey(),
    role: options.role,
    expires: options.expires ?? null,
    data_perms: JSON.stringify(options.data_perms ?? {}),
    permissions: JSON.stringify(options.permissions ?? {}),
    status: options.status ?? 'active',
    activates_at: options.activatesAt ?? null,
    created: stamp,
    updated: stamp,
  };
  await trx.insertInto('users').values(row).execute();
  return toAccountRecord(row);
}

export async function createUser(db: AccountsDb, options: CreateUserOptions): Promise<AccountRecord> {
  return db.transaction().execute(async (trx) => {
    const account = await insertUser(trx, options);
    if (options.audit) {
      await insertAuditEntry(trx, {
        ...options.audit,
        target: account.username,
        before: {},
        after: auditedFieldsOf(account),
        now: options.now,
      });
    }
    return account;
  });
}
