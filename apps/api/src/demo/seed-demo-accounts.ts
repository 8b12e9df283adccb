import { dayInDays } from '@moodwire/domain';
import type { AccountsDb } from '../store/database-schema';
import { createProviderMachine } from '../store/machines/create-provider-machine';
import { verifyPassword } from '../store/passwords';
import { createUser } from '../store/users/create-user';
import { findUserForSignIn } from '../store/users/find-user-for-sign-in';
import { updateUser } from '../store/users/update-user';
import { DEMO_ACCOUNTS, DEMO_MACHINE, demoEmail } from './demo-accounts';

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
  await createProviderMachine(db, {
    machineId: DEMO_MACHINE.machineId,
    password: options.password,
    email: DEMO_MACHINE.email,
    data_perms: DEMO_MACHINE.data_perms,
    permissions: DEMO_MACHINE.permissions,
    now: options.now,
  });
}
