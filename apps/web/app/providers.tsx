'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NotificationsProvider } from '@/lib/notifications/notifications-provider';
import type { RuntimeConfig } from '@/lib/runtime/get-runtime-config';
import { useBuildVersionCheck } from '@/lib/runtime/use-build-version-check';
import { SessionProvider } from '@/lib/session/session-provider';

/** What the app and the widgets need around every page: queries, notifications, the session, the build check. */
export function Providers({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  useBuildVersionCheck(config.buildVersion);
  return (
    <QueryClientProvider client={queryClient}>
      {/* No tooltip provider here: the menus and the search dialog, which show tooltips, bring their own, so that
          the tooltip's positioning code is not part of every page's first-load JavaScript (issue 14). */}
      <NotificationsProvider>
        <SessionProvider geoLookupUrl={config.geoLookupUrl} supportEmail={config.supportEmail}>
          {children}
        </SessionProvider>
      </NotificationsProvider>
    </QueryClientProvider>
  );
}
