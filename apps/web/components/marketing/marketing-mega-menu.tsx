'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { MEGA_MENU_TRIGGER, type MegaMenuProps } from './mega-menu-trigger';

/**
 * A mega-menu: Radix gives it arrow-key navigation, Escape and focus return. Loaded on first use
 * (lazy-mega-menu.tsx); `open` is controlled so that a press on the plain trigger before the code arrived opens it.
 */
export function MarketingMegaMenu({
  label,
  items,
  columns,
  open,
  onOpenChange,
  takeFocus,
}: MegaMenuProps & { open: boolean; onOpenChange: (open: boolean) => void; takeFocus: boolean }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The plain trigger had the focus when this replaced it: the real one takes it over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this replaces the plain trigger
  useEffect(() => {
    if (takeFocus && !open) triggerRef.current?.focus();
  }, []);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={triggerRef} className={MEGA_MENU_TRIGGER}>
        {label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          aria-label={label}
          className={clsx(
            'z-50 grid gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900',
            columns === 2 ? 'w-[min(640px,calc(100vw-2rem))] grid-cols-2' : 'w-80',
          )}
        >
          {items.map((item) => (
            <DropdownMenu.Item key={item.href} asChild>
              <Link
                href={item.href}
                className="block rounded-md px-3 py-2 outline-none hover:bg-slate-100 focus:bg-brand-50 dark:focus:bg-slate-800 dark:hover:bg-slate-800"
              >
                <span className="block font-medium text-slate-900 text-sm dark:text-slate-100">{item.title}</span>
                <span className="mt-0.5 block text-slate-500 text-xs leading-snug dark:text-slate-400">
                  {item.text}
                </span>
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
