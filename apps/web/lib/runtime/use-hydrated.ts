'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once the page script runs. A control drawn on the server
 * does nothing until then (a press is lost, a changed field is set back by hydration): such controls are disabled
 * until this turns true, so that a user, or a test, presses them only when they work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
