'use client';

import { getMenus, MESSAGES, OTHER_MENU, resolveEntries } from '@moodwire/domain';
import { ChevronDown, Ellipsis, UserRound } from 'lucide-react';
import { type ComponentType, type PointerEvent as ReactPointerEvent, useEffect, useSyncExternalStore } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { lazyModule } from '@/lib/lazy/use-lazy-module';
import { useNotifications } from '@/lib/notifications/notifications-provider';
import { useSession } from '@/lib/session/use-session';
import { MENU_TRIGGER } from './menu-classes';

/**
 * The header's menus (the Radix dropdowns with their tooltips, the account popover with its login form and the
 * dark-mode switch, about 50 kB compressed) load at the first sign of use: a pointer over a trigger, its focus, a
 * touch, or the account menu opening by itself (spec §4). Until then the header shows the same triggers as plain
 * buttons, so that no page carries the menus in its first-load JavaScript (issue 14: docs pages at most 200 kB).
 * A press on a plain trigger is replayed on the real one once the code is there, so it opens as it would have,
 * with the focus where the menus put it.
 */
interface MenusCode {
  HeaderMenus: ComponentType;
  OtherMenu: ComponentType;
  AccountMenu: ComponentType;
}

const code = lazyModule<MenusCode>(() =>
  Promise.all([import('./header-menus'), import('@/components/account/account-menu')]).then(([menus, account]) => ({
    HeaderMenus: menus.HeaderMenus,
    OtherMenu: menus.OtherMenu,
    AccountMenu: account.AccountMenu,
  })),
);

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notifyListeners() {
  for (const listener of listeners) listener();
}

function loadMenus(): Promise<unknown> {
  return code.load().then(notifyListeners);
}

/**
 * Whether a pointer is pressed on a plain trigger: the real triggers wait for its release (and the click that
 * follows it), so that a press is never split between the plain trigger and the real one.
 */
let isPointerDown = false;

function holdWhilePressed() {
  if (isPointerDown) return;
  isPointerDown = true;
  const release = () => {
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('pointercancel', release, true);
    // After the click that the release dispatches.
    setTimeout(() => {
      isPointerDown = false;
      notifyListeners();
    }, 0);
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/** The menus' code once loaded and no press is under way; undefined on the server and while hydrating. */
function useMenusCode(): MenusCode | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (isPointerDown ? undefined : code.peek()),
    () => undefined,
  );
}

/** A trigger: a header menu's id (its `data-menu`), `other`, or `account`. */
type TriggerId = string;

/** What the user did to a plain trigger, done again on the real one (the Radix triggers open on these). */
type Press = { trigger: TriggerId; kind: 'pointer' } | { trigger: TriggerId; kind: 'key'; key: string };

let pendingPress: Press | null = null;
/** The plain trigger that has the focus: the real one takes it over when it replaces it. */
let focusedTrigger: TriggerId | null = null;

function realTrigger(trigger: TriggerId): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    trigger === 'account' ? 'button[aria-label="Account menu"]' : `button[data-menu="${trigger}"]`,
  );
}

/** Once the real triggers of `owns` are rendered: the focus moved to them, and a waiting press replayed. */
function useTakeOver(isLoaded: boolean, owns: (trigger: TriggerId) => boolean) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the code has loaded
  useEffect(() => {
    if (!isLoaded) return;
    if (focusedTrigger && owns(focusedTrigger)) {
      realTrigger(focusedTrigger)?.focus();
      focusedTrigger = null;
    }
    const press = pendingPress;
    if (!press || !owns(press.trigger)) return;
    pendingPress = null;
    const target = realTrigger(press.trigger);
    if (!target) return;
    if (press.trigger === 'account') target.click();
    else if (press.kind === 'pointer') {
      target.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse' }),
      );
    } else {
      target.focus();
      target.dispatchEvent(new KeyboardEvent('keydown', { key: press.key, bubbles: true, cancelable: true }));
    }
  }, [isLoaded]);
}

/** A plain trigger's loading (on intent), its event handlers and its press (remembered, then loading). */
function usePlainTrigger(trigger: TriggerId) {
  const { notify } = useNotifications();
  const load = () => {
    loadMenus().catch(() => {
      // The plain trigger stays; the next use tries again. A press that waited for the code is told why not.
      if (pendingPress?.trigger !== trigger) return;
      pendingPress = null;
      notify({ key: 'menus-load', type: 'error', text: MESSAGES.defaultError });
    });
  };
  const press = (next: Press) => {
    pendingPress = next;
    load();
  };
  const handlers = {
    onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0 || event.ctrlKey) return;
      holdWhilePressed();
      // As the Radix dropdown trigger: a primary-button press opens it (the account popover opens on the click).
      if (trigger !== 'account') press({ trigger, kind: 'pointer' });
    },
    onPointerEnter: load,
    onTouchStart: load,
    onFocus: () => {
      focusedTrigger = trigger;
      load();
    },
    onBlur: () => {
      if (focusedTrigger === trigger) focusedTrigger = null;
    },
  };
  return { load, press, handlers };
}

function PlainMenuTrigger({
  trigger,
  label,
  children,
}: {
  trigger: TriggerId;
  label?: string;
  children: string | null;
}) {
  const { press, handlers } = usePlainTrigger(trigger);
  return (
    <button
      type="button"
      className={MENU_TRIGGER}
      data-menu={trigger}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      {...handlers}
      // As the Radix trigger: from the keyboard Enter, Space and ArrowDown open it.
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        press({ trigger, kind: 'key', key: event.key });
      }}
      // A click with neither (assistive technology): opened as from the keyboard.
      onClick={() => {
        if (pendingPress?.trigger !== trigger) press({ trigger, kind: 'key', key: 'Enter' });
      }}
    >
      {children ?? <Ellipsis aria-hidden className="size-5" />}
      {children ? <ChevronDown aria-hidden className="size-3.5 opacity-60" /> : null}
    </button>
  );
}

/** The header menus (HeaderMenus in header-menus.tsx), their code loaded on first use. */
export function LazyHeaderMenus() {
  const menusCode = useMenusCode();
  const { user, hideESG } = useSession();
  const menus = getMenus({ user, hideESG });
  useTakeOver(menusCode !== undefined, (trigger) => menus.some((menu) => menu.id === trigger));
  if (menusCode) return <menusCode.HeaderMenus />;
  return (
    <nav aria-label="Main" className="flex items-center gap-0.5">
      {menus.map((menu) => (
        <PlainMenuTrigger key={menu.id} trigger={menu.id}>
          {menu.text}
        </PlainMenuTrigger>
      ))}
    </nav>
  );
}

/** The 'other' menu (OtherMenu in header-menus.tsx), its code loaded on first use; absent when no entry applies. */
export function LazyOtherMenu() {
  const menusCode = useMenusCode();
  const { user, hideESG } = useSession();
  useTakeOver(menusCode !== undefined, (trigger) => trigger === 'other');
  if (menusCode) return <menusCode.OtherMenu />;
  if (resolveEntries(OTHER_MENU, { user, hideESG }).length === 0) return null;
  return (
    <PlainMenuTrigger trigger="other" label="Other">
      {null}
    </PlainMenuTrigger>
  );
}

/** The account menu (components/account/account-menu.tsx), its code loaded on first use or when it opens itself. */
export function LazyAccountMenu() {
  const menusCode = useMenusCode();
  const { user, status, shouldOpenAccountMenu } = useSession();
  const { load, press, handlers } = usePlainTrigger('account');
  useTakeOver(menusCode !== undefined, (trigger) => trigger === 'account');
  // spec §4: the menu opens by itself when the session check ends signed out; the real menu does that once loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the flag is the trigger
  useEffect(() => {
    if (shouldOpenAccountMenu) load();
  }, [shouldOpenAccountMenu]);
  if (menusCode) return <menusCode.AccountMenu />;
  return (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="dialog"
      aria-expanded={false}
      className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-slate-700 text-sm hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      {...handlers}
      // The Radix popover opens on click (mouse and keyboard alike).
      onClick={() => press({ trigger: 'account', kind: 'pointer' })}
    >
      {status === 'validating' ? (
        <Spinner className="size-4" label="Checking session" />
      ) : (
        <UserRound aria-hidden className="size-5" />
      )}
      <span className="hidden max-w-32 truncate sm:inline">{user ? user.username : 'Sign in'}</span>
      <ChevronDown aria-hidden className="size-4 opacity-60" />
    </button>
  );
}
