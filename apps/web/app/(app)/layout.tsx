import type { ReactNode } from 'react';
import { AppHeader } from '@/components/app-shell/app-header';
import { FullAccessNotice } from '@/components/app-shell/full-access-notice';

export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AppHeader />
      <FullAccessNotice />
      {children}
    </>
  );
}
