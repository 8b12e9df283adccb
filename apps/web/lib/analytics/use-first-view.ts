'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { type ReactNode, useState } from 'react';

/**
 * A server-drawn first view (chart-snapshot.tsx) while the page still shows the link it was drawn for; null
 * once the user has changed the view (another group, asset, indicator, period...), so that an outdated picture
 * never stands in for the new one.
 */
export function useFirstView(snapshot: ReactNode): ReactNode {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [firstUrl] = useState(() => `${pathname}?${search}`);
  return `${pathname}?${search}` === firstUrl ? snapshot : null;
}
