import type { ReactNode } from 'react';
import { BuildVersionCheck } from '@/components/marketing/build-version-check';
import { MarketingFooter } from '@/components/marketing/marketing-footer';
import { MarketingHeader } from '@/components/marketing/marketing-header';
import { PRODUCT_MENU_ITEMS, SOLUTION_MENU_ITEMS } from '@/components/marketing/marketing-menu-items';
import { getBuildVersion } from '@/lib/runtime/get-build-version';

/** The public marketing site: its own header (spec §2 'Marketing header') and a footer with the legal links. */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white dark:bg-slate-950">
      <MarketingHeader solutions={SOLUTION_MENU_ITEMS} products={PRODUCT_MENU_ITEMS} />
      <div className="flex-1">{children}</div>
      <MarketingFooter />
      <BuildVersionCheck buildVersion={getBuildVersion()} />
    </div>
  );
}
