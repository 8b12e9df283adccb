'use client';

import { encodeQuery, type QueryParams } from '@moodwire/domain';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

/**
 * The query string as a screen's state (ARCHITECTURE.md: every chart and table view is a shareable link).
 * `get` reads one value, `getAll` a repeated key; `set` merges a patch (null or '' removes a key) and replaces
 * the history entry, so that typing in a filter does not fill the back button.
 */
export function useUrlState() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();

  const get = useCallback((key: string): string | null => searchParams.get(key), [searchParams]);
  const getAll = useCallback((key: string): string[] => searchParams.getAll(key), [searchParams]);

  const set = useCallback(
    (
      patch: Record<string, string | number | readonly string[] | null | undefined>,
      options?: { push?: boolean; pathname?: string },
    ) => {
      const next: Record<string, string | string[]> = {};
      for (const key of new Set(searchParams.keys())) {
        const values = searchParams.getAll(key);
        next[key] = values.length > 1 ? values : (values[0] ?? '');
      }
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
          delete next[key];
        } else {
          next[key] = Array.isArray(value) ? [...value] : String(value);
        }
      }
      const query = encodeQuery(next as QueryParams);
      const targetPath = options?.pathname ?? pathname;
      const href = `${targetPath}${query ? `?${query}` : ''}`;
      if (targetPath === pathname) {
        // A query-only change: the native history calls sync useSearchParams without a server round trip
        // (Next.js integrates pushState/replaceState into its router), so a picker answers at once.
        if (options?.push) window.history.pushState(null, '', href);
        else window.history.replaceState(null, '', href);
      } else if (options?.push) router.push(href, { scroll: false });
      else router.replace(href, { scroll: false });
    },
    [pathname, router, searchParams],
  );

  return { get, getAll, set, searchParams };
}
