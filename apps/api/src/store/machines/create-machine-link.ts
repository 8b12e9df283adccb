import { type AccountRecord, toAccountRecord } from '../account-record';
import type { AccountsDb } from '../database-schema';
import { insertUser } from '../users/create-user';
import { getProviderMachine } from './get-provider-machine';

export interface CreateMachineLinkOptions {
  machineId: string;
  provisioningDelayMs: number;
  now: Date;
}

export interface MachineLinkResult {
  account: AccountRecord;
  /** False when the machine ID was already linked (the call is idempotent). */
  isNewLink: boolean;
}

/**
 * Links a machine ID from the provider directory to an account, in one transaction: an account with the same
 * username (or the directory's email) is linked, otherwise one is created with the directory's entitlements
 * and the machine's password, so the same credentials sign in directly later. Either way the account is
 * 'pending' until the provisioning delay has passed.
 */
export async function createMachineLink(db: AccountsDb, options: CreateMachineLinkOptions): Promise<MachineLinkResult> {
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('machine_links')
      .innerJoin('users', 'users.id', 'machine_links.user_id')
      .selectAll('users')
      .where('machine_links.machine_id', '=', options.machineId)
      .executeTakeFirst();
    if (linked) return { account: toAccountRecord(linked), isNewLink: false };

    const machine = await getProviderMachine(trx, { machineId: options.machineId });
    if (!machine) throw new Error(`machine ID ${options.machineId} is not in the provider directory`);

    const stamp = options.now.toISOString();
    const activatesAt = new Date(options.now.getTime() + options.provisioningDelayMs).toISOString();
    const existing = await trx
      .selectFrom('users')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('username', '=', options.machineId),
          ...(machine.email ? [eb('email', '=', machine.email.toLowerCase())] : []),
        ]),
      )
      .executeTakeFirst();

    let account: AccountRecord;
    if (existing) {
      await trx
        .updateTable('users')
        .set({ status: 'pending', activates_at: activatesAt, updated: stamp })
        .where('id', '=', existing.id)
        .execute();
      account = toAccountRecord({ ...existing, status: 'pending', activates_at: activatesAt, updated: stamp });
    } else {
      account = await insertUser(trx, {
        username: options.machineId,
        email: machine.email,
        passwordHash: machine.passwordHash,
        role: 'ssh',
        data_perms: machine.data_perms,
        permissions: machine.permissions,
        status: 'pending',
        activatesAt,
        now: options.now,
      });
    }
    await trx
      .insertInto('machine_links')
      .values({ machine_id: options.machineId, user_id: account.id, linked: stamp })
      .execute();
    return { account, isNewLink: true };
  });
}
