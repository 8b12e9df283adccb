import type { DataPerms, Permissions } from '@moodwire/domain';
import type { AccountsDb } from '../database-schema';
import { hashPassword, verifyPassword } from '../passwords';
import { getProviderMachine } from './get-provider-machine';

export interface CreateProviderMachineOptions {
  machineId: string;
  password: string;
  email?: string | null;
  data_perms: DataPerms;
  permissions: Permissions;
  now: Date;
}

/**
 * Adds a machine ID to the provider directory, or refreshes its entry (the demo seed runs on every start).
 * The password hash is kept when the password still matches, so a restart does not rewrite it.
 */
export async function createProviderMachine(db: AccountsDb, options: CreateProviderMachineOptions): Promise<void> {
  if (!/^GE-/.test(options.machineId)) throw new Error(`machine IDs begin with GE-, got '${options.machineId}'`);
  const existing = await getProviderMachine(db, { machineId: options.machineId });
  const passwordHash =
    existing && (await verifyPassword(options.password, existing.passwordHash))
      ? existing.passwordHash
      : await hashPassword(options.password);
  const values = {
    password_hash: passwordHash,
    email: options.email ?? null,
    data_perms: JSON.stringify(options.data_perms),
    permissions: JSON.stringify(options.permissions),
  };
  await db.transaction().execute(async (trx) => {
    if (existing) {
      await trx.updateTable('provider_machines').set(values).where('machine_id', '=', options.machineId).execute();
    } else {
      await trx
        .insertInto('provider_machines')
        .values({ machine_id: options.machineId, created: options.now.toISOString(), ...values })
        .execute();
    }
  });
}
