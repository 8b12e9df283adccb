'use client';

import { NOTIFICATION_ANIMATION_MS, NOTIFICATION_AUTO_CLOSE_MS } from '@moodwire/domain';
import { clsx } from 'clsx';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPausableTimer } from './notification-timer';

/** Spec §3 'Notification: id, type (error, success, warning, info), message (title, text, footer, onDismiss), autoClose'. */
export type NotificationType = 'error' | 'success' | 'warning' | 'info';

export interface NotificationInput {
  type: NotificationType;
  title?: string;
  text?: ReactNode;
  footer?: ReactNode;
  onDismiss?: () => void;
  /** Close after 15 s (spec §9). Defaults to true. */
  autoClose?: boolean;
  /** Replaces a shown notification with the same key instead of stacking a duplicate. */
  key?: string;
}

interface NotificationRecord extends NotificationInput {
  id: string;
  leaving: boolean;
}

interface NotificationsContextValue {
  notify(input: NotificationInput): string;
  dismiss(id: string): void;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return value;
}

let counter = 0;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<NotificationRecord[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const dismiss = useCallback((id: string) => {
    const item = itemsRef.current.find((candidate) => candidate.id === id);
    if (!item || item.leaving) return;
    item.onDismiss?.();
    setItems((list) => list.map((candidate) => (candidate.id === id ? { ...candidate, leaving: true } : candidate)));
    // spec §9: 300 ms animation before the notification leaves the page.
    setTimeout(() => setItems((list) => list.filter((candidate) => candidate.id !== id)), NOTIFICATION_ANIMATION_MS);
  }, []);

  const notify = useCallback((input: NotificationInput) => {
    counter += 1;
    const id = `n${counter}`;
    setItems((list) => [
      ...list.filter((candidate) => !(input.key && candidate.key === input.key)),
      { ...input, id, leaving: false },
    ]);
    return id;
  }, []);

  const value = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);
  return (
    <NotificationsContext.Provider value={value}>
      {children}
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed top-16 right-3 left-3 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96"
      >
        {items.map((item) => (
          <NotificationCard key={item.id} item={item} onClose={() => dismiss(item.id)} />
        ))}
      </section>
    </NotificationsContext.Provider>
  );
}

const TYPE_STYLES: Record<NotificationType, { icon: typeof Info; className: string; label: string }> = {
  error: { icon: XCircle, className: 'border-red-500 text-red-600 dark:text-red-400', label: 'Error' },
  success: {
    icon: CheckCircle2,
    className: 'border-emerald-500 text-emerald-600 dark:text-emerald-400',
    label: 'Success',
  },
  warning: { icon: AlertTriangle, className: 'border-amber-500 text-amber-600 dark:text-amber-400', label: 'Warning' },
  info: { icon: Info, className: 'border-brand-500 text-brand-600 dark:text-brand-100', label: 'Information' },
};

function NotificationCard({ item, onClose }: { item: NotificationRecord; onClose: () => void }) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const cardRef = useRef<HTMLDivElement>(null);
  const autoClose = item.autoClose ?? true;

  useEffect(() => {
    if (!autoClose) return;
    const timer = createPausableTimer(NOTIFICATION_AUTO_CLOSE_MS, () => onCloseRef.current());
    // spec §4: the timer pauses while the pointer is over the notification or the window does not have focus.
    const pause = () => timer.pause();
    const resume = () => timer.resume();
    const card = cardRef.current;
    card?.addEventListener('mouseenter', pause);
    card?.addEventListener('mouseleave', resume);
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      card?.removeEventListener('mouseenter', pause);
      card?.removeEventListener('mouseleave', resume);
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
      timer.cancel();
    };
  }, [autoClose]);

  const style = TYPE_STYLES[item.type];
  const Icon = style.icon;
  return (
    <div
      role={item.type === 'error' ? 'alert' : 'status'}
      data-notification-type={item.type}
      ref={cardRef}
      className={clsx(
        'pointer-events-auto w-full rounded-lg border-l-4 bg-white p-3 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700',
        style.className,
        item.leaving ? 'notification-exit' : 'notification-enter',
      )}
    >
      <div className="flex items-start gap-2">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1 text-slate-800 dark:text-slate-100">
          <p className="font-semibold text-sm">{item.title ?? style.label}</p>
          {item.text ? <div className="mt-1 text-slate-600 text-sm dark:text-slate-300">{item.text}</div> : null}
          {item.footer ? <div className="mt-2 text-slate-500 text-xs dark:text-slate-400">{item.footer}</div> : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close notification"
          className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
