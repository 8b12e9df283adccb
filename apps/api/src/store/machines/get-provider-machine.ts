import type { DataPerms, Permissions } from '@moodwire/domain';
import { parseDataPerms, parsePermissions } from '../account-record';
import type { AccountsDb, AccountsTrx } from '../database-schema';

export interface ProviderMachine {
  machineId: string;
  passwordHash: string;
  email: string | null;
  data_perms: DataPerms;
  permissions: Permissions;
}

export interface GetProviderMachineOptions {
  machineId: string;
}

/** A machine ID in the provider directory (the stand-in for the data provider's identity service). */
export async function getProviderMachine(
  db: AccountsDb | AccountsTrx,
  options: GetProviderMachineOptions,
): Promise<ProviderMachine | undefined> {
  const row = await db
    .selectFrom('provider_machines')
    .selectAll()
    .where('machine_id', '=', options.machineId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    machineId: row.machine_id,
    passwordHash: row.password_hash,
    email: row.email,
    data_perms: parseDataPerms(row.data_perms),
    permissions: parsePermissions(row.permissions),
  };
}
