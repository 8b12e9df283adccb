'use client';

import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { lazyModule } from '@/lib/lazy/use-lazy-module';
import { useHydrated } from '@/lib/runtime/use-hydrated';
import { MEGA_MENU_TRIGGER, type MegaMenuProps } from './mega-menu-trigger';

/**
 * The Radix dropdown behind the Solutions and Products menus is about 40 kB compressed: it loads at the first sign
 * of use (a pointer over the trigger, its focus, a touch), so that no public page carries it in its first-load
 * JavaScript (issue 16's public-page budget). Until then the trigger is a plain button that looks the same; a
 * press on it (click, Enter, Space, ArrowDown) opens the menu as soon as the code is there.
 */
const megaMenuCode = lazyModule(() => import('./marketing-mega-menu'));

export function LazyMegaMenu(props: MegaMenuProps) {
  const [code, setCode] = useState(() => megaMenuCode.peek());
  const [open, setOpen] = useState(false);
  const hasFocus = useRef(false);
  // A press before the page script runs would be lost: the trigger waits for it.
  const hydrated = useHydrated();

  const load = (thenOpen: boolean) => {
    megaMenuCode.load().then(
      (module) => {
        setCode(() => module);
        if (thenOpen) setOpen(true);
      },
      // The plain trigger stays; the next use tries again.
      () => undefined,
    );
  };

  if (code)
    return <code.MarketingMegaMenu {...props} open={open} onOpenChange={setOpen} takeFocus={hasFocus.current} />;
  return (
    <button
      type="button"
      className={MEGA_MENU_TRIGGER}
      aria-haspopup="menu"
      aria-expanded={false}
      disabled={!hydrated}
      onPointerEnter={() => load(false)}
      onTouchStart={() => load(false)}
      onFocus={() => {
        hasFocus.current = true;
        load(false);
      }}
      onBlur={() => {
        hasFocus.current = false;
      }}
      // Enter and Space arrive as a click; ArrowDown opens a Radix trigger too.
      onClick={() => load(true)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        load(true);
      }}
    >
      {props.label}
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
}
