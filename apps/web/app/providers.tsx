'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NotificationsProvider } from '@/lib/notifications/notifications-provider';
import type { RuntimeConfig } from '@/lib/runtime/get-runtime-config';
import { useBuildVersionCheck } from '@/lib/runtime/use-build-version-check';
import { SessionProvider } from '@/lib/session/session-provider';

export function Providers({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  useBuildVersionCheck(config.buildVersion);
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={150}>
        <NotificationsProvider>
          <SessionProvider geoLookupUrl={config.geoLookupUrl} supportEmail={config.supportEmail}>
            {children}
          </SessionProvider>
        </NotificationsProvider>
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
