'use client';

import { BUILD_VERSION_POLL_MS } from '@moodwire/domain';
import { useEffect } from 'react';
import { fetchJson } from '../api/fetch-json';

export const BUILD_VERSION_PATH = '/api/build-version';

/** Whether the server runs another build than the page (a missing or unreadable answer is no reason to reload). */
export function isNewBuild(pageVersion: string, body: unknown): boolean {
  const server = body && typeof body === 'object' ? (body as { buildVersion?: unknown }).buildVersion : undefined;
  return typeof server === 'string' && server !== '' && server !== pageVersion;
}

/** Spec §4: reload when the server build version differs from the page's; check at once, then every 30 s. */
export function useBuildVersionCheck(pageVersion: string): void {
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      try {
        const body = await fetchJson(BUILD_VERSION_PATH, { cache: 'no-store' });
        if (!stopped && isNewBuild(pageVersion, body)) {
          stopped = true;
          window.location.reload();
        }
      } catch {
        // Offline or restarting: try again on the next tick.
      }
    };
    void check();
    const timer = setInterval(check, BUILD_VERSION_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [pageVersion]);
}
