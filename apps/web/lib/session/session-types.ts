import type { DerivedPermissions, User } from '@moodwire/domain';
import type { SessionStatus } from './session-machine';
import type { SignInResult } from './sign-in';

export interface SessionContextValue {
  status: SessionStatus;
  /** The signed-in user, or null. */
  user: User | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** The derived permissions of spec §6, or null when signed out. */
  permissions: DerivedPermissions | null;
  /** ESG content hidden for the visitor's region (spec §6). */
  hideESG: boolean;
  countryCode: string | null;
  /** The visitor-location lookup finished (with a country or unknown); ESG pages wait for it. */
  isLocationResolved: boolean;
  validatingError: boolean;
  /** Validation ended signed out: the account menu should open (spec §4). */
  shouldOpenAccountMenu: boolean;
  accountMenuHandled(): void;
  /** Signs in (running the account-linking flow for 'GE-' machine IDs); throws the error body on failure. */
  signIn(username: string, password: string, onProgress?: (message: string) => void): Promise<SignInResult>;
  /** Clears the stored user and the key cookie, then reloads the page (spec §4). */
  signOut(): Promise<void>;
}
