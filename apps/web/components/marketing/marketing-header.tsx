'use client';

import clsx from 'clsx';
import { ArrowRight, Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/runtime/use-hydrated';
import { LazyMegaMenu } from './lazy-mega-menu';
import type { MegaMenuItem } from './marketing-menu-items';
import { useMobileScrollLock } from './use-mobile-scroll-lock';

const MOBILE_MENU_ID = 'marketing-mobile-menu';

export function MoodwireLogo() {
  return (
    <Link
      href="/home"
      className="flex items-center gap-2 font-semibold text-lg text-slate-900 tracking-tight dark:text-white"
    >
      {/* the same mark as the app header */}
      <span
        aria-hidden="true"
        className="grid size-7 place-items-center rounded-md bg-brand-600 font-bold text-sm text-white"
      >
        M
      </span>
      Moodwire
    </Link>
  );
}

/**
 * spec §2 'Marketing header': Solutions and Products mega-menus, Contact Us and an Explore button to /app;
 * below 768 px a mobile menu that locks page scroll while open.
 */
export function MarketingHeader({ solutions, products }: { solutions: MegaMenuItem[]; products: MegaMenuItem[] }) {
  const pathname = usePathname();
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A press before the page script runs would be lost: the button waits for it.
  const hydrated = useHydrated();
  useMobileScrollLock(isMobileOpen);

  // The mobile menu closes on every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    setIsMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!isMobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMobileOpen(false);
      toggleRef.current?.focus();
    };
    // Growing past the breakpoint shows the desktop menus: the mobile menu (and its scroll lock) goes away.
    const onResize = () => {
      if (window.matchMedia('(min-width: 768px)').matches) setIsMobileOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [isMobileOpen]);

  return (
    <>
      <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
          <MoodwireLogo />
          <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
            <LazyMegaMenu label="Solutions" items={solutions} columns={2} />
            <LazyMegaMenu label="Products" items={products} columns={2} />
            <NavLink href="/contact-us" isCurrent={pathname === '/contact-us'}>
              Contact Us
            </NavLink>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <Link
              href="/app"
              className="hidden items-center gap-1.5 rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700 md:inline-flex"
            >
              Explore <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <button
              ref={toggleRef}
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
              aria-expanded={isMobileOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={isMobileOpen ? 'Close menu' : 'Open menu'}
              disabled={!hydrated}
              onClick={() => setIsMobileOpen((open) => !open)}
            >
              {isMobileOpen ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <Menu aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop filter would make it the containing block of this fixed panel. */}
      {isMobileOpen ? (
        <MobileMenu
          pathname={pathname}
          onNavigate={() => setIsMobileOpen(false)}
          solutions={solutions}
          products={products}
        />
      ) : null}
    </>
  );
}

function NavLink({ href, isCurrent, children }: { href: string; isCurrent: boolean; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={isCurrent ? 'page' : undefined}
      className={clsx(
        'rounded-md px-3 py-2 font-medium text-sm hover:bg-slate-100 dark:hover:bg-slate-800',
        isCurrent ? 'text-brand-700 dark:text-brand-100' : 'text-slate-700 dark:text-slate-200',
      )}
    >
      {children}
    </Link>
  );
}

function MobileMenu({
  pathname,
  onNavigate,
  solutions,
  products,
}: {
  pathname: string;
  onNavigate: () => void;
  solutions: MegaMenuItem[];
  products: MegaMenuItem[];
}) {
  const linkClass =
    'block rounded-md px-3 py-2 text-slate-700 text-sm hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
  // A link to the current page does not change the route: close the menu on every click.
  const link = (href: string, text: string) => (
    <li key={href}>
      <Link
        href={href}
        className={linkClass}
        aria-current={pathname === href ? 'page' : undefined}
        onClick={onNavigate}
      >
        {text}
      </Link>
    </li>
  );
  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label="Main"
      className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto overscroll-contain border-slate-200 border-t bg-white px-4 pt-4 pb-10 md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <h2 className="px-3 font-semibold text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">
        Solutions
      </h2>
      <ul className="mt-1 mb-4">{solutions.map((item) => link(item.href, item.title))}</ul>
      <h2 className="px-3 font-semibold text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">
        Products
      </h2>
      <ul className="mt-1 mb-4">{products.map((item) => link(item.href, `${item.title} · ${item.text}`))}</ul>
      <ul className="border-slate-200 border-t pt-4 dark:border-slate-800">{link('/contact-us', 'Contact Us')}</ul>
      <Link
        href="/app"
        onClick={onNavigate}
        className="mt-4 flex items-center justify-center gap-1.5 rounded-md bg-brand-600 px-4 py-2.5 font-medium text-sm text-white hover:bg-brand-700"
      >
        Explore <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </nav>
  );
}
