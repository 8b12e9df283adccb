import type { ReactNode } from 'react';
import { AppHeader } from '@/components/app-shell/app-header';
import { FullAccessNotice } from '@/components/app-shell/full-access-notice';
import { getRuntimeConfig } from '@/lib/runtime/get-runtime-config';
import { Providers } from '../providers';

export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Providers config={getRuntimeConfig()}>
      <AppHeader />
      <FullAccessNotice />
      {children}
    </Providers>
  );
}
