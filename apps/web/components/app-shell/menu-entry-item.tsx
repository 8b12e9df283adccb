'use client';

import type { ResolvedMenuEntry } from '@moodwire/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Lock } from 'lucide-react';
import Link from 'next/link';
import { menuEntryHref } from './menu-entry-href';

const ITEM =
  'flex cursor-default select-none items-center gap-2 rounded-md px-2.5 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';

/**
 * One menu entry: a link when the user may open it; otherwise not a link, with the disabled-link message of
 * spec §6 as its tooltip (still focusable, so keyboard users reach the message too).
 */
export function MenuEntryItem({ entry }: { entry: ResolvedMenuEntry }) {
  const separator = entry.separator ? (
    <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
  ) : null;
  if (entry.access.allowed) {
    return (
      <>
        {separator}
        <DropdownMenu.Item asChild className={`${ITEM} text-slate-700 dark:text-slate-200`}>
          <Link href={menuEntryHref(entry)}>{entry.text}</Link>
        </DropdownMenu.Item>
      </>
    );
  }
  const message = entry.access.message;
  return (
    <>
      {separator}
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <DropdownMenu.Item
            aria-disabled="true"
            data-disabled-entry=""
            onSelect={(event) => event.preventDefault()}
            className={`${ITEM} text-slate-400 dark:text-slate-500`}
          >
            <span className="flex-1">{entry.text}</span>
            <Lock aria-hidden className="size-3.5" />
          </DropdownMenu.Item>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="right"
            sideOffset={6}
            className="z-[60] rounded-md bg-slate-900 px-2 py-1 text-white text-xs shadow dark:bg-slate-100 dark:text-slate-900"
          >
            {message}
            <Tooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </>
  );
}
