'use client';

import { useContext } from 'react';
import { SessionContext } from './session-provider';
import type { SessionContextValue } from './session-types';

export type { SessionContextValue } from './session-types';

/** The session of spec §4: status, user, derived permissions, hideESG, sign-in and sign-out. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
