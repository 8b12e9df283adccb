'use client';

import { Bell } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { firingChartHref } from '@/lib/radar-alerts/firing-chart-href';
import { formatFiredAt } from '@/lib/radar-alerts/format-fired-at';
import { useAlertFirings, useMarkFiringsRead } from '@/lib/radar-alerts/use-alert-firings';
import { BUTTON_CLASS, LINK_CLASS } from './alert-styles';

/** The newest unread alerts the panel lists; the rest are in the history. */
const PANEL_FIRINGS = 5;

/** A badge over 99 would not fit the bell. */
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The notification bell: the number of unread alerts (asked every minute and whenever the window gets the focus
 * back), and a panel with the newest of them, a link to each asset's chart, 'Mark all read' and the way to the
 * history. Escape, a click outside or a change of page closes it; the focus returns to the bell.
 */
export function AlertsBell() {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  /** The panel's top: under the header row of the bell (the header wraps on small screens). */
  const [top, setTop] = useState(56);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const unread = useAlertFirings({ offset: 0, limit: PANEL_FIRINGS, isUnreadOnly: true }, { isPolling: true });
  const markRead = useMarkFiringsRead();
  const count = unread.data?.unread ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of page closes the panel
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    // Escape closes it wherever the focus is (the bell keeps it when the panel has nothing to focus).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-label={count > 0 ? `Alerts: ${count} unread` : 'Alerts: none unread'}
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        data-testid="alerts-bell"
        data-unread={count}
        className="relative inline-flex h-9 w-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
        onClick={() => {
          setTop(Math.round((button.current?.getBoundingClientRect().bottom ?? 48) + 6));
          setOpen((open) => !open);
        }}
      >
        <Bell aria-hidden className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden
            className="-top-0.5 -right-0.5 absolute min-w-4.5 rounded-full bg-red-600 px-1 font-semibold text-[10px] text-white leading-4.5"
          >
            {badgeText(count)}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <div
          ref={panel}
          id={`${id}-panel`}
          role="dialog"
          aria-label="Alerts"
          style={{ top }}
          className="fixed inset-x-2 z-50 flex max-h-[calc(100vh-5rem)] flex-col gap-2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 shadow-xl sm:inset-x-auto sm:right-4 sm:w-96 dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-semibold text-slate-900 text-sm dark:text-slate-100">
              {count > 0 ? `${count} unread ${count === 1 ? 'alert' : 'alerts'}` : 'No unread alert'}
            </h2>
            <button
              type="button"
              className={BUTTON_CLASS}
              disabled={count === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
              // biome-ignore lint/a11y/noAutofocus: the panel opened on the user's request; its first control
              autoFocus
            >
              Mark all read
            </button>
          </div>
          {unread.isError ? <ErrorMessage error={unread.error} /> : null}
          {markRead.error ? <ErrorMessage error={markRead.error} /> : null}
          {unread.data && unread.data.firings.length > 0 ? (
            <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
              {unread.data.firings.map((firing) => (
                <li key={firing.id} className="flex flex-col gap-0.5 py-2 text-sm">
                  <Link
                    href={firingChartHref(firing)}
                    className="text-slate-800 hover:underline dark:text-slate-100"
                    onClick={() => markRead.mutate({ ids: [firing.id] })}
                  >
                    {firing.message}
                  </Link>
                  <span className="text-slate-500 text-xs dark:text-slate-400">
                    {firing.ruleName} · {formatFiredAt(firing.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : unread.isPending ? (
            <p className="py-3 text-slate-500 text-sm">Loading…</p>
          ) : (
            <p className="py-3 text-slate-500 text-sm dark:text-slate-400">
              New alerts of your rules show here as they fire.
            </p>
          )}
          <div className="flex justify-between gap-2 border-slate-100 border-t pt-2 text-sm dark:border-slate-800">
            <Link href="/radar/alerts#history" className={LINK_CLASS}>
              Alert history
            </Link>
            <Link href="/radar/alerts" className={LINK_CLASS}>
              Alert rules
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
