'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { RuntimeConfig } from '@/lib/runtime/get-runtime-config';

export function Providers({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  void config;
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={150}>{children}</Tooltip.Provider>
    </QueryClientProvider>
  );
}
