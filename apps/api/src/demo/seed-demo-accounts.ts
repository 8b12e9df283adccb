import { dayInDays } from '@moodwire/domain';
import { parsePublicKey } from '../sftp/public-keys';
import type { AccountsDb } from '../store/database-schema';
import { createProviderMachine } from '../store/machines/create-provider-machine';
import { verifyPassword } from '../store/passwords';
import { getAccountNumber } from '../store/sftp/account-numbers';
import { addSftpKey } from '../store/sftp/add-sftp-key';
import { listSftpKeys } from '../store/sftp/list-sftp-keys';
import { createUser } from '../store/users/create-user';
import { findUserForSignIn } from '../store/users/find-user-for-sign-in';
import { updateUser } from '../store/users/update-user';
import { DEMO_ACCOUNTS, DEMO_MACHINE, DEMO_SFTP_ACCOUNT, DEMO_SFTP_PUBLIC_KEY, demoEmail } from './demo-accounts';

export interface SeedDemoAccountsOptions {
  password: string;
  now: Date;
}

/**
 * Creates the demo users and the demo machine ID, or brings them back to their demo state. Idempotent:
 * a restart keeps each user's API key, and refreshes expiry dates relative to today.
 */
export async function seedDemoAccounts(db: AccountsDb, options: SeedDemoAccountsOptions): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    const expires = demo.expiresInDays === null ? null : dayInDays(demo.expiresInDays, options.now);
    const existing = await findUserForSignIn(db, { login: demo.username });
    if (!existing) {
      await createUser(db, {
        username: demo.username,
        email: demoEmail(demo.username),
        password: options.password,
        role: demo.role,
        expires,
        data_perms: demo.data_perms,
        permissions: demo.permissions,
        now: options.now,
      });
      continue;
    }
    const passwordMatches = await verifyPassword(options.password, existing.passwordHash);
    await updateUser(db, {
      username: demo.username,
      changes: {
        email: demoEmail(demo.username),
        role: demo.role,
        expires,
        data_perms: demo.data_perms,
        permissions: demo.permissions,
        status: 'active',
        activatesAt: null,
        ...(passwordMatches ? {} : { password: options.password }),
      },
      now: options.now,
    });
  }
  await seedDemoSftpKey(db, options.now);
  await createProviderMachine(db, {
    machineId: DEMO_MACHINE.machineId,
    password: options.password,
    email: DEMO_MACHINE.email,
    data_perms: DEMO_MACHINE.data_perms,
    permissions: DEMO_MACHINE.permissions,
    now: options.now,
  });
}

/** The demo LSEG account gets its account number and the README's demo key (once; a removed key comes back). */
async function seedDemoSftpKey(db: AccountsDb, now: Date): Promise<void> {
  const account = await findUserForSignIn(db, { login: DEMO_SFTP_ACCOUNT });
  if (!account) return;
  const userId = account.account.id;
  await getAccountNumber(db, { userId });
  const key = parsePublicKey(DEMO_SFTP_PUBLIC_KEY);
  const keys = await listSftpKeys(db, { userId });
  if (keys.some((stored) => stored.fingerprint === key.fingerprint)) return;
  await addSftpKey(db, { userId, name: 'README demo key', ...key, now });
}
