/**
 * Sign-in by username or email (spec §7 '/auth'). Wrong usernames and wrong passwords get the same answer
 * after the same amount of work, so the call does not reveal which accounts exist.
 */
import { MESSAGES } from '@moodwire/domain';
import type { AppContext } from '../app-context';
import { HttpError } from '../http-error';
import { type AccountRecord, getAccountStatus } from '../store/account-record';
import { getProviderMachine } from '../store/machines/get-provider-machine';
import { getDummyPasswordHash, verifyPassword } from '../store/passwords';
import { findUserForSignIn } from '../store/users/find-user-for-sign-in';
import { updateUser } from '../store/users/update-user';
import { ACCOUNT_ERRORS } from './account-messages';
import { assertUsable } from './guards';

export interface SignInOptions {
  /** Username or email, as typed (trimmed here). */
  login: string;
  password: string;
}

export const MACHINE_ID_PREFIX = 'GE-';

export async function signIn(ctx: AppContext, options: SignInOptions): Promise<AccountRecord> {
  // spec §5: username-or-email and password are trimmed.
  const login = options.login.trim();
  const password = options.password.trim();
  if (!login) throw new HttpError(400, "Missing required parameter 'username'");
  if (!password) throw new HttpError(400, MESSAGES.passwordRequired);

  const candidate = await findUserForSignIn(ctx.db, { login });
  if (!candidate) {
    if (login.startsWith(MACHINE_ID_PREFIX)) {
      const machine = await getProviderMachine(ctx.db, { machineId: login });
      if (machine && (await verifyPassword(password, machine.passwordHash))) {
        // The web app answers this with the linking flow (spec §4 'Account linking').
        throw new HttpError(401, ACCOUNT_ERRORS.notLinked, {
          message: 'This machine ID is not linked to an account yet.',
          detail: ACCOUNT_ERRORS.notLinkedDetail,
        });
      }
    } else {
      await verifyPassword(password, await getDummyPasswordHash());
    }
    throw new HttpError(401, ACCOUNT_ERRORS.invalidCredentials);
  }
  if (!(await verifyPassword(password, candidate.passwordHash))) {
    throw new HttpError(401, ACCOUNT_ERRORS.invalidCredentials);
  }

  const { account } = candidate;
  assertUsable(ctx, account);
  if (account.status === 'pending' && getAccountStatus(account, ctx.now()) === 'active') {
    // Provisioning has finished: record it, so listings and other processes see it too.
    const activated = await updateUser(ctx.db, {
      username: account.username,
      changes: { status: 'active', activatesAt: null },
      now: ctx.now(),
    });
    ctx.apikeys.invalidateUser(account.username);
    if (activated) return activated;
  }
  return account;
}
