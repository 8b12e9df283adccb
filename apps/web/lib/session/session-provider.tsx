'use client';

import {
  derivePermissions,
  expiryNotice,
  isEsgHiddenForCountry,
  MESSAGES,
  STORAGE_KEYS,
  type User,
} from '@moodwire/domain';
import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { getVisitorCountry } from '../geo/get-visitor-country';
import { useNotifications } from '../notifications/notifications-provider';
import { logout, SIGN_IN_API, validateSession } from './session-api';
import { INITIAL_SESSION, outcomeOfFailure, outcomeOfResponse, sessionFlags, sessionReducer } from './session-machine';
import type { SessionContextValue } from './session-types';
import { signInWithLinking } from './sign-in';
import { readStoredUser, writeStoredUser } from './stored-user';

export const SessionContext = createContext<SessionContextValue | null>(null);

const SIGNIN_PATH = '/signin';

export function SessionProvider({
  geoLookupUrl,
  supportEmail,
  children,
}: {
  geoLookupUrl: string;
  /** The web server's SUPPORT_EMAIL for the expiry notice (spec §8); empty means support@{host}. */
  supportEmail: string;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(sessionReducer, INITIAL_SESSION);
  const [countryCode, setCountryCode] = useState<string | null>(null);
  const [isLocationResolved, setLocationResolved] = useState(false);
  const pathname = usePathname();
  const initialPath = useRef(pathname);
  const { notify } = useNotifications();

  const showExpiryNotice = useCallback(
    (user: User) => {
      const notice = expiryNotice(user.expires, { supportEmail, host: window.location.hostname });
      if (notice)
        notify({ key: 'expiry', type: notice.kind === 'expired' ? 'error' : 'warning', text: notice.message });
    },
    [notify, supportEmail],
  );

  // Load: drop the read-announcement entry, read the stored user, validate it with the server (spec §4).
  useEffect(() => {
    window.localStorage.removeItem(STORAGE_KEYS.readAnnouncement);
    const storedUser = readStoredUser(window.localStorage);
    // Stored again at once: a user kept by an older version held a raw key, which must not stay in page reach.
    if (storedUser) writeStoredUser(window.localStorage, storedUser);
    else window.localStorage.removeItem(STORAGE_KEYS.user);
    const skipValidation = initialPath.current === SIGNIN_PATH;
    dispatch({ type: 'loaded', storedUser, skipValidation });
    if (skipValidation || !storedUser) return;
    let cancelled = false;
    validateSession()
      .then((body) => outcomeOfResponse(body), outcomeOfFailure)
      .then((outcome) => {
        if (cancelled) return;
        if (outcome.type === 'validated') {
          writeStoredUser(window.localStorage, outcome.user);
          showExpiryNotice(outcome.user);
        } else if (outcome.type === 'rejected') {
          writeStoredUser(window.localStorage, null);
          // The key cookie is HttpOnly: only the server can remove it.
          logout().catch(() => undefined);
        }
        dispatch(outcome);
      });
    return () => {
      cancelled = true;
    };
  }, [showExpiryNotice]);

  // Visitor location: ESG content is hidden for country IN (spec §6); unknown on failure.
  useEffect(() => {
    let cancelled = false;
    getVisitorCountry(geoLookupUrl).then((code) => {
      if (cancelled) return;
      setCountryCode(code);
      setLocationResolved(true);
    });
    return () => {
      cancelled = true;
    };
  }, [geoLookupUrl]);

  const signIn = useCallback(
    async (username: string, password: string, onProgress?: (message: string) => void) => {
      const result = await signInWithLinking({ username, password, api: SIGN_IN_API, onProgress });
      writeStoredUser(window.localStorage, result.user);
      dispatch({ type: 'signedIn', user: result.user });
      showExpiryNotice(result.user);
      if (result.linked) {
        notify({
          key: 'account-link',
          type: 'success',
          title: MESSAGES.accountLinkSuccessTitle,
          text: MESSAGES.accountLinkSuccessText,
        });
      }
      return result;
    },
    [notify, showExpiryNotice],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // Still sign out locally; the server drops the key cookie on the next refusal.
    }
    writeStoredUser(window.localStorage, null);
    dispatch({ type: 'signedOut' });
    window.location.reload();
  }, []);

  const accountMenuHandled = useCallback(() => dispatch({ type: 'accountMenuHandled' }), []);

  const value = useMemo<SessionContextValue>(() => {
    const flags = sessionFlags(state);
    const user = flags.isLoggedIn ? state.user : null;
    return {
      status: state.status,
      user,
      isLoggedIn: flags.isLoggedIn,
      isAdmin: flags.isAdmin,
      permissions: user ? derivePermissions(user) : null,
      hideESG: isEsgHiddenForCountry(countryCode),
      countryCode,
      isLocationResolved,
      validatingError: state.validatingError,
      shouldOpenAccountMenu: state.shouldOpenAccountMenu,
      accountMenuHandled,
      signIn,
      signOut,
    };
  }, [state, countryCode, isLocationResolved, accountMenuHandled, signIn, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
