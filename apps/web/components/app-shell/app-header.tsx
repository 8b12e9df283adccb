'use client';

import Link from 'next/link';
import { LazyAlertsBell } from '@/components/radar-alerts/alerts-bell-lazy';
import { GlobalSearch } from '@/components/search/global-search';
import { LakeBuildBanner } from './lake-build-banner';
import { LazyAccountMenu, LazyHeaderMenus, LazyOtherMenu } from './lazy-header-menus';
import { MobileAppMenu } from './mobile-app-menu';

/**
 * The app header of spec §2: menus (Start … Radar, Devel), Search (Cmd/Ctrl+K), the 'other' menu and the account
 * menu. One row from 1360 px; below, the menus move to a second, horizontally scrolling row; below 768 px
 * (spec §9 mobile menu breakpoint) a menu button opens them all in a panel instead (MobileAppMenu). Under it,
 * while a new lake is being built, how far the build is (LakeBuildBanner). The menus' code loads on first use
 * (lazy-header-menus.tsx), outside every page's first-load JavaScript.
 */
export function AppHeader() {
  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-2 px-3">
        <Link
          href="/app"
          className="order-1 flex h-12 items-center gap-2 font-semibold text-slate-900 tracking-tight dark:text-white"
        >
          <span
            aria-hidden
            className="grid size-7 place-items-center rounded-md bg-brand-600 font-bold text-sm text-white"
          >
            M
          </span>
          Moodwire
        </Link>
        <div className="-mx-3 order-3 hidden w-[calc(100%+1.5rem)] overflow-x-auto border-slate-100 border-t px-3 py-1 min-[1360px]:order-2 min-[1360px]:mx-0 min-[1360px]:w-auto min-[1360px]:flex-1 min-[1360px]:border-t-0 min-[1360px]:px-0 md:block dark:border-slate-800">
          <LazyHeaderMenus />
        </div>
        <div className="order-2 ml-auto flex items-center gap-1 min-[1360px]:order-3 min-[1360px]:ml-0">
          <GlobalSearch />
          <div className="hidden md:contents">
            <LazyOtherMenu />
          </div>
          {/* Radar alerts (issue 15): unread count and the newest alerts, for accounts with masfV5 only. */}
          <LazyAlertsBell />
          <LazyAccountMenu />
          <MobileAppMenu />
        </div>
      </div>
      <LakeBuildBanner />
    </header>
  );
}
