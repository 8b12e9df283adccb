'use client';

import { getMenus, MOBILE_MENU_BREAKPOINT, OTHER_MENU, type ResolvedMenuEntry, resolveEntries } from '@moodwire/domain';
import { Lock, Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMobileScrollLock } from '@/components/marketing/use-mobile-scroll-lock';
import { useHydrated } from '@/lib/runtime/use-hydrated';
import { useSession } from '@/lib/session/use-session';
import { menuEntryHref } from './menu-entry-href';

const MOBILE_MENU_ID = 'app-mobile-menu';
const SECTION_TITLE = 'px-3 font-semibold text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400';

/**
 * Below the 768 px breakpoint (spec §9) the app header's menus do not fit in a row: a menu button opens a panel
 * with every menu's entries (and the 'other' menu's), disabled ones with their message (spec §6), as the
 * marketing header does. Escape closes it and gives the focus back to the button; so do a route change and
 * growing past the breakpoint. Page scroll is locked while it is open.
 */
export function MobileAppMenu() {
  const pathname = usePathname();
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // A press before the page script runs would be lost: the button waits for it.
  const hydrated = useHydrated();
  useMobileScrollLock(isOpen);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    setIsOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    // Keyboard users land in the panel, on its first entry.
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    const onResize = () => {
      if (window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT}px)`).matches) setIsOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [isOpen]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        aria-expanded={isOpen}
        aria-controls={MOBILE_MENU_ID}
        aria-label={isOpen ? 'Close menu' : 'Open menu'}
        disabled={!hydrated}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
      </button>
      {/* In a portal: the header's backdrop filter would make it the containing block of this fixed panel. */}
      {isOpen
        ? createPortal(<MobileMenuPanel panelRef={panelRef} onNavigate={() => setIsOpen(false)} />, document.body)
        : null}
    </>
  );
}

function MobileMenuPanel({
  panelRef,
  onNavigate,
}: {
  panelRef: RefObject<HTMLElement | null>;
  onNavigate: () => void;
}) {
  const { user, hideESG } = useSession();
  const menus = getMenus({ user, hideESG });
  const other = resolveEntries(OTHER_MENU, { user, hideESG });
  const sections = other.length > 0 ? [...menus, { id: 'other', text: 'More', entries: other }] : menus;
  return (
    <nav
      ref={panelRef}
      id={MOBILE_MENU_ID}
      aria-label="Main"
      className="fixed inset-x-0 top-12 bottom-0 z-40 overflow-y-auto overscroll-contain border-slate-200 border-t bg-white px-3 pt-3 pb-10 md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`${MOBILE_MENU_ID}-${section.id}`} className="mb-4">
          <h2 id={`${MOBILE_MENU_ID}-${section.id}`} className={SECTION_TITLE}>
            {section.text}
          </h2>
          <ul className="mt-1 grid gap-x-2 min-[480px]:grid-cols-2">
            {section.entries.map((entry) => (
              <li key={entry.name}>
                <MobileMenuEntry entry={entry} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

function MobileMenuEntry({ entry, onNavigate }: { entry: ResolvedMenuEntry; onNavigate: () => void }) {
  if (entry.access.allowed) {
    return (
      // A link to the current page does not change the route: close the menu on every click.
      <Link
        href={menuEntryHref(entry)}
        onClick={onNavigate}
        className="block rounded-md px-3 py-2 text-slate-700 text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:text-slate-200 dark:focus-visible:bg-slate-800 dark:hover:bg-slate-800"
      >
        {entry.text}
      </Link>
    );
  }
  // Not a link; on a touch screen no tooltip shows, so the message of spec §6 is written out.
  return (
    <span
      aria-disabled="true"
      data-disabled-entry=""
      className="flex items-start gap-2 px-3 py-2 text-slate-400 text-sm dark:text-slate-500"
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span>{entry.text}</span>
        <span className="text-xs">{entry.access.message}</span>
      </span>
      <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
    </span>
  );
}
