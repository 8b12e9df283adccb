'use client';

import { ACCOUNT_MENU, resolveEntries } from '@moodwire/domain';
import * as Popover from '@radix-ui/react-popover';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/use-session';
import { DarkModeToggle } from './dark-mode-toggle';
import { LoginForm } from './login-form';

const SECTION_TITLE = 'mb-2 font-semibold text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400';

/**
 * The account menu of spec §2 'App header': Account Settings (inline login form when signed out; profile links,
 * Watchlist Manager for admins and 'Log out' with the username when signed in) and UI Settings with Dark Mode.
 * Side by side from 860 px, stacked below (spec §9 'account menu layout changes at 860px').
 */
export function AccountMenu() {
  const session = useSession();
  const { user, status, shouldOpenAccountMenu, accountMenuHandled } = session;
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const pathname = usePathname();

  // spec §4: when validation ends and the user is not signed in, the account menu opens automatically.
  useEffect(() => {
    if (!shouldOpenAccountMenu) return;
    setOpen(true);
    accountMenuHandled();
  }, [shouldOpenAccountMenu, accountMenuHandled]);

  // spec §2: menus close on route change. Only on a change: the menu may mount open (its code loads on first use,
  // app-shell/lazy-header-menus.tsx, and it opens by itself when that use was the session check ending).
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    setOpen(false);
  }, [pathname]);

  const links = user ? resolveEntries(ACCOUNT_MENU, { user, hideESG: session.hideESG }) : [];

  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal={false}>
      <Popover.Trigger
        aria-label="Account menu"
        className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-slate-700 text-sm hover:bg-slate-100 data-[state=open]:bg-slate-100 dark:text-slate-200 dark:data-[state=open]:bg-slate-800 dark:hover:bg-slate-800"
      >
        {status === 'validating' ? (
          <Spinner className="size-4" label="Checking session" />
        ) : (
          <UserRound aria-hidden className="size-5" />
        )}
        <span className="hidden max-w-32 truncate sm:inline">{user ? user.username : 'Sign in'}</span>
        <ChevronDown aria-hidden className="size-4 opacity-60" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Account"
          className="z-50 w-[calc(100vw-16px)] max-w-sm rounded-lg border border-slate-200 bg-white p-4 shadow-xl account:w-[560px] account:max-w-none dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex flex-col gap-4 account:flex-row account:gap-6">
            <section aria-labelledby="account-settings-title" className="min-w-0 account:flex-1">
              <h2 id="account-settings-title" className={SECTION_TITLE}>
                Account Settings
              </h2>
              {session.validatingError ? (
                <p
                  role="status"
                  className="mb-2 rounded-md bg-amber-50 px-2 py-1.5 text-amber-800 text-xs dark:bg-amber-950/40 dark:text-amber-200"
                >
                  The server could not be reached to confirm your session; it is kept until the next check.
                </p>
              ) : null}
              {user ? (
                <nav aria-label="Account links" className="flex flex-col">
                  {links.map((entry) => (
                    <Link
                      key={entry.name}
                      href={entry.href}
                      className="rounded-md px-2 py-1.5 text-slate-700 text-sm hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                    >
                      {entry.text}
                    </Link>
                  ))}
                  <button
                    type="button"
                    disabled={signingOut}
                    onClick={async () => {
                      setSigningOut(true);
                      await session.signOut();
                    }}
                    className="mt-1 flex items-center gap-2 rounded-md border-slate-200 border-t px-2 pt-2.5 pb-1.5 text-left text-slate-700 text-sm hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
                  >
                    {signingOut ? <Spinner label="Signing out" /> : <LogOut aria-hidden className="size-4" />}
                    <span>Log out</span>
                    <span className="ml-auto truncate text-slate-500 text-xs dark:text-slate-400">{user.username}</span>
                  </button>
                </nav>
              ) : (
                <LoginForm onSignedIn={() => setOpen(false)} />
              )}
            </section>
            <section
              aria-labelledby="ui-settings-title"
              className="border-slate-200 border-t pt-4 account:w-48 account:border-t-0 account:border-l account:pt-0 account:pl-6 dark:border-slate-700"
            >
              <h2 id="ui-settings-title" className={SECTION_TITLE}>
                UI Settings
              </h2>
              <DarkModeToggle />
            </section>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
