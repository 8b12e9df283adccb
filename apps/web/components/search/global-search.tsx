'use client';

import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import { useSession } from '@/lib/session/use-session';

// The dialog (fuzzy search, virtual list, search entries) loads on first use, not with every page: it keeps the
// first-load JavaScript of the analytics routes within budget (issue 5). Hovering or focusing the trigger
// starts the download early.
const SearchDialog = lazyComponent(() => import('./search-dialog').then((module) => module.SearchDialog));

/** Mac keyboards show ⌘K; the others Ctrl K. Decided after mount so the server HTML never disagrees. */
function useShortcutLabel(): string {
  const [label, setLabel] = useState('Ctrl K');
  useEffect(() => {
    if (/mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent)) setLabel('⌘K');
  }, []);
  return label;
}

/**
 * The header's Search trigger and the global search dialog (spec §2), opened by the button or by
 * Meta/Control+K anywhere on the page.
 */
export function GlobalSearch({ className }: { className?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  useEffect(() => {
    if (isOpen) setWasOpened(true);
  }, [isOpen]);
  const session = useSession();
  const shortcut = useShortcutLabel();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // spec §2: opened by Meta or Control plus k.
      if ((event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setIsOpen((open) => !open);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        onPointerEnter={() => void SearchDialog.preload()}
        onFocus={() => void SearchDialog.preload()}
        aria-haspopup="dialog"
        aria-keyshortcuts="Meta+K Control+K"
        className={
          className ??
          'inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-slate-600 text-sm hover:border-slate-400 hover:text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-slate-500 dark:hover:text-white'
        }
      >
        <Search aria-hidden="true" className="size-4" />
        <span>Search</span>
        <kbd className="hidden rounded border border-slate-300 px-1 font-sans text-[11px] text-slate-500 sm:inline dark:border-slate-600 dark:text-slate-400">
          {shortcut}
        </kbd>
      </button>
      {isOpen || wasOpened ? (
        <SearchDialog open={isOpen} onOpenChange={setIsOpen} user={session.user} hideESG={session.hideESG} />
      ) : null}
    </>
  );
}
