'use client';

import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@/lib/runtime/get-runtime-config';
import { Providers } from '../../app/providers';
import { AppHeader } from './app-header';

/** The app's providers and header around a page that renders outside the (app) group's layout (the root 404). */
export function AppShellFrame({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <Providers config={config}>
      <AppHeader />
      {children}
    </Providers>
  );
}
