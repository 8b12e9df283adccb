import { type AccountRecord, toAccountRecord } from '../account-record';
import type { AccountsDb } from '../database-schema';

export interface GetMachineLinkOptions {
  machineId: string;
}

/** The account a machine ID is linked to, or undefined while it is not linked. */
export async function getMachineLink(
  db: AccountsDb,
  options: GetMachineLinkOptions,
): Promise<AccountRecord | undefined> {
  const row = await db
    .selectFrom('machine_links')
    .innerJoin('users', 'users.id', 'machine_links.user_id')
    .selectAll('users')
    .where('machine_links.machine_id', '=', options.machineId)
    .executeTakeFirst();
  return row ? toAccountRecord(row) : undefined;
}
