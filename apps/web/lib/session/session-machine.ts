/**
 * The session of spec §4 as a pure state machine: no storage, network or React here, so every transition is
 * unit-tested without a browser. The provider (session-provider.tsx) performs the effects and feeds events in.
 */
import { APIKEY_MARKER, isAdmin, isLoggedIn, type User } from '@moodwire/domain';

export type SessionStatus = 'validating' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** A network failure during validation: the stored user is kept, but the server could not confirm it. */
  validatingError: boolean;
  /** Spec §4: when validation ends and the user is not signed in, the account menu opens automatically. */
  shouldOpenAccountMenu: boolean;
}

export type SessionEvent =
  /** Page load: the user read from storage; validation is skipped on /signin (spec §4). */
  | { type: 'loaded'; storedUser: User | null; skipValidation: boolean }
  /** The server confirmed the stored user (fresh copy, stored again). */
  | { type: 'validated'; user: User }
  /** The server answered with an error field: stored user and key cookie are removed. */
  | { type: 'rejected' }
  /** The validation request failed on the network (or the server failed): keep the user. */
  | { type: 'networkError' }
  | { type: 'signedIn'; user: User }
  | { type: 'signedOut' }
  /** The account menu opened (or was dismissed) after the automatic opening. */
  | { type: 'accountMenuHandled' };

export const INITIAL_SESSION: SessionState = {
  status: 'validating',
  user: null,
  validatingError: false,
  shouldOpenAccountMenu: false,
};

const signedOut = (fromValidation: boolean): SessionState => ({
  status: 'signedOut',
  user: null,
  validatingError: false,
  shouldOpenAccountMenu: fromValidation,
});

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'loaded': {
      const user = isLoggedIn(event.storedUser) ? event.storedUser : null;
      if (event.skipValidation) {
        return user ? { ...state, status: 'signedIn', user, validatingError: false } : signedOut(false);
      }
      // No stored user: validation ends at once, signed out.
      if (!user) return signedOut(true);
      return { ...state, status: 'validating', user, validatingError: false };
    }
    case 'validated':
      if (state.status !== 'validating') return state;
      return isLoggedIn(event.user)
        ? { ...state, status: 'signedIn', user: event.user, validatingError: false }
        : signedOut(true);
    case 'rejected':
      if (state.status !== 'validating') return state;
      return signedOut(true);
    case 'networkError':
      if (state.status !== 'validating') return state;
      return state.user
        ? { ...state, status: 'signedIn', validatingError: true }
        : { ...signedOut(true), validatingError: true };
    case 'signedIn':
      return { status: 'signedIn', user: event.user, validatingError: false, shouldOpenAccountMenu: false };
    case 'signedOut':
      return signedOut(false);
    case 'accountMenuHandled':
      return state.shouldOpenAccountMenu ? { ...state, shouldOpenAccountMenu: false } : state;
  }
}

/** What the validation response means (spec §4): an error field removes the session; otherwise keep it. */
export type ValidationOutcome = { type: 'validated'; user: User } | { type: 'rejected' } | { type: 'networkError' };

/** Interprets the body of a successful validation call (`{ data: User }`). */
export function outcomeOfResponse(body: unknown): ValidationOutcome {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  if (!data || typeof data !== 'object') return { type: 'rejected' };
  // The cookie holds the key; the user keeps only the marker, whatever the answer carries (issue 12 §6).
  const user = { ...(data as Partial<User>), apikey: APIKEY_MARKER };
  if (typeof user.error === 'string' && user.error) return { type: 'rejected' };
  return isLoggedIn(user) ? { type: 'validated', user } : { type: 'rejected' };
}

/**
 * Interprets a failed validation call. The fetch wrapper throws the parsed JSON body (with its HTTP status
 * attached) for 4xx/5xx, or a string. A 4xx body with an error field is the server refusing the key; anything
 * else (network failure, 5xx, unreadable body) is a validating error that keeps the user.
 */
export function outcomeOfFailure(error: unknown): ValidationOutcome {
  if (error && typeof error === 'object') {
    const status = (error as { status?: unknown }).status;
    const hasErrorField = typeof (error as { error?: unknown }).error === 'string';
    if (hasErrorField && typeof status === 'number' && status >= 400 && status < 500) return { type: 'rejected' };
  }
  return { type: 'networkError' };
}

/** Derived session fields (spec §3 'Derived session fields: isAdmin, hideESG'). */
export function sessionFlags(state: SessionState) {
  return {
    isLoggedIn: state.status === 'signedIn' && isLoggedIn(state.user),
    isAdmin: state.status === 'signedIn' && isAdmin(state.user),
  };
}
