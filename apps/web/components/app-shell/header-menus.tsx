'use client';

import { getMenus, OTHER_MENU, resolveEntries } from '@moodwire/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Tooltip from '@radix-ui/react-tooltip';
import { ChevronDown, Ellipsis } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/session/use-session';
import { MENU_CONTENT, MENU_TRIGGER } from './menu-classes';
import { MenuEntryItem } from './menu-entry-item';
import { nextOpenMenu } from './next-open-menu';

/** Which header menu is open; every menu closes when the route changes (spec §2). */
function useMenuCloseOnRouteChange() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    setOpenMenu(null);
  }, [pathname]);
  return [openMenu, setOpenMenu] as const;
}

/**
 * The tooltips of the disabled entries (menu-entry-item.tsx). Provided here, with the menus, rather than around the
 * whole app: the tooltip and its positioning code then load with the menus, not with every page (issue 14).
 */
const TOOLTIP_DELAY_MS = 150;

/** The header menus of spec §2 'App header', filled from the domain route table; Devel only with entries. */
export function HeaderMenus() {
  const { user, hideESG } = useSession();
  const [openMenu, setOpenMenu] = useMenuCloseOnRouteChange();
  const openMenuRef = useRef(openMenu);
  openMenuRef.current = openMenu;
  const menus = getMenus({ user, hideESG });
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <nav aria-label="Main" className="flex items-center gap-0.5">
        {menus.map((menu) => (
          <DropdownMenu.Root
            key={menu.id}
            modal={false}
            open={openMenu === menu.id}
            onOpenChange={(open) => setOpenMenu((current) => nextOpenMenu(current, menu.id, open))}
          >
            <DropdownMenu.Trigger className={MENU_TRIGGER} data-menu={menu.id}>
              {menu.text}
              <ChevronDown aria-hidden className="size-3.5 opacity-60" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="start"
                sideOffset={4}
                collisionPadding={8}
                className={MENU_CONTENT}
                // Returning focus to this trigger would steal it from the menu the user just switched to.
                onCloseAutoFocus={(event) => {
                  if (openMenuRef.current && openMenuRef.current !== menu.id) event.preventDefault();
                }}
              >
                {menu.entries.map((entry) => (
                  <MenuEntryItem key={entry.name} entry={entry} />
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        ))}
      </nav>
    </Tooltip.Provider>
  );
}

/** The 'other' menu: entries depending on permissions (spec §2); absent when none apply. */
export function OtherMenu() {
  const { user, hideESG } = useSession();
  const [openMenu, setOpenMenu] = useMenuCloseOnRouteChange();
  const entries = resolveEntries(OTHER_MENU, { user, hideESG });
  if (entries.length === 0) return null;
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <DropdownMenu.Root
        modal={false}
        open={openMenu === 'other'}
        onOpenChange={(open) => setOpenMenu((current) => nextOpenMenu(current, 'other', open))}
      >
        <DropdownMenu.Trigger aria-label="Other" className={MENU_TRIGGER} data-menu="other">
          <Ellipsis aria-hidden className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} collisionPadding={8} className={MENU_CONTENT}>
            {entries.map((entry) => (
              <MenuEntryItem key={entry.name} entry={entry} />
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </Tooltip.Provider>
  );
}
