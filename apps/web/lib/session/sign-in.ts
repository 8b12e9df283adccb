/**
 * Sign-in with the account-linking flow of spec §4: when sign-in fails for a data-provider machine ID
 * (username starting 'GE-'), show the linking message, make an sftp login, poll the account until it is active
 * (limit 120000 ms, every 10000 ms) and retry sign-in. Network access is injected so the flow is unit-tested.
 */
import {
  ACCOUNT_LINK_POLL_INTERVAL_MS,
  ACCOUNT_LINK_POLL_LIMIT_MS,
  isLoggedIn,
  MESSAGES,
  type User,
} from '@moodwire/domain';
import { poll } from '../api/poll';

export interface SignInApi {
  /** POST /auth; resolves the user, throws the error body on failure. */
  auth(username: string, password: string): Promise<User>;
  /** POST /account/sftplogin/{username}; links the machine ID and sets the session cookie (no key is answered). */
  sftpLogin(username: string, password: string): Promise<{ status?: string }>;
  /** GET /account, authenticated by the session cookie. */
  account(): Promise<Pick<User, 'status'>>;
}

export interface SignInOptions {
  username: string;
  password: string;
  api: SignInApi;
  /** Progress text for the login form (the linking message). */
  onProgress?: (message: string) => void;
  pollLimitMs?: number;
  pollIntervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface SignInResult {
  user: User;
  /** True when the account was linked during this sign-in (the app shows 'Account Link Success'). */
  linked: boolean;
}

export const MACHINE_ID_PREFIX = 'GE-';

/** Spec §5: username-or-email and password are trimmed; the password is required. */
export function validateCredentials(username: string, password: string) {
  const trimmed = { username: username.trim(), password: password.trim() };
  return trimmed.password
    ? { ok: true as const, ...trimmed }
    : { ok: false as const, error: MESSAGES.passwordRequired };
}

export async function signInWithLinking(options: SignInOptions): Promise<SignInResult> {
  const { username, password, api } = options;
  try {
    return { user: assertUser(await api.auth(username, password)), linked: false };
  } catch (error) {
    if (!username.startsWith(MACHINE_ID_PREFIX)) throw error;
  }
  options.onProgress?.(MESSAGES.accountLinking);
  try {
    await api.sftpLogin(username, password);
    await poll({
      load: () => api.account(),
      isDone: (account) => account.status === 'active',
      limitMs: options.pollLimitMs ?? ACCOUNT_LINK_POLL_LIMIT_MS,
      intervalMs: options.pollIntervalMs ?? ACCOUNT_LINK_POLL_INTERVAL_MS,
      sleep: options.sleep,
      now: options.now,
    });
    return { user: assertUser(await api.auth(username, password)), linked: true };
  } catch (error) {
    // Spec §8: 'Account link failure returns error or the generic 'error''.
    throw { error: linkFailureMessage(error) };
  }
}

function linkFailureMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  const field = error && typeof error === 'object' ? (error as { error?: unknown }).error : undefined;
  return typeof field === 'string' && field ? field : MESSAGES.accountLinkFailure;
}

function assertUser(user: User): User {
  if (typeof user?.error === 'string' && user.error) throw { error: user.error };
  if (!isLoggedIn(user)) throw { error: MESSAGES.defaultError };
  return user;
}
