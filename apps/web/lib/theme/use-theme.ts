'use client';

import { STORAGE_KEYS } from '@moodwire/domain';
import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

function read(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Spec §4/§9: the theme toggles light/dark and is persisted under `theme`; the class on <html> is the truth. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, read, () => 'light' as Theme);
  const setTheme = useCallback((next: Theme) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    try {
      window.localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      // Storage may be unavailable (private mode): the choice still applies to this page.
    }
    for (const listener of listeners) listener();
  }, []);
  return { theme, setTheme };
}
