'use client';

import * as Popover from '@radix-ui/react-popover';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { AnalyticsGroup } from '@/lib/analytics/use-presets';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import { useSession } from '@/lib/session/use-session';

/** The search list (Fuse, the virtualiser, the subject links) loads on first use, out of the route's first load. */
const GroupDropdownPanel = lazyComponent(
  () => import('./group-dropdown-panel').then((module) => module.default),
  () => (
    <div role="status" aria-busy="true" aria-label="Loading groups" className="flex flex-col gap-2">
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  ),
);

/**
 * The group dropdown of the group page header (spec §2): a 'Group:' label, a button showing the current group,
 * and a popover with a fuzzy search box, the groups in sections (watchlists first for admins, then system groups
 * per asset class) in a virtualised listbox, and the subject categories as quick links (group-dropdown-panel.tsx).
 */
export function GroupDropdown({
  groups,
  value,
  onSelect,
  showSubjects = true,
}: {
  groups: AnalyticsGroup[];
  value: string;
  onSelect: (group: AnalyticsGroup) => void;
  /** Show the subject categories (spec §2 'Subject pickers') as quick links under the list. */
  showSubjects?: boolean;
}) {
  const { isAdmin } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const current = groups.find((group) => group.Group === value);
  // Pointing at or focusing the button starts loading the list, so it is usually there when the popover opens.
  const warmUp = () => {
    GroupDropdownPanel.preload().catch(() => undefined);
  };

  const pick = (group: AnalyticsGroup | undefined) => {
    if (!group) return;
    setIsOpen(false);
    if (group.Group !== value) onSelect(group);
  };

  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <span id={labelId} className="shrink-0 font-medium text-slate-700 dark:text-slate-200">
        Group:
      </span>
      <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
        <Popover.Trigger asChild>
          <button
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-haspopup="listbox"
            onPointerEnter={warmUp}
            onFocus={warmUp}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && !isOpen) {
                event.preventDefault();
                setIsOpen(true);
              }
            }}
            className="flex min-w-0 max-w-full items-center gap-2 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-left text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-1 sm:min-w-64 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            <span id={valueId} className="min-w-0 flex-1 truncate">
              {current?.Name ?? value}
            </span>
            <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            aria-label="Choose a group"
            sideOffset={4}
            collisionPadding={8}
            // The panel focuses its search box when it has loaded.
            onOpenAutoFocus={(event) => event.preventDefault()}
            className="z-50 flex w-[min(26rem,calc(100vw-1rem))] flex-col gap-2 rounded-md border border-slate-200 bg-white p-2 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            <GroupDropdownPanel
              groups={groups}
              value={value}
              isAdmin={isAdmin}
              showSubjects={showSubjects}
              onPick={pick}
              onClose={() => setIsOpen(false)}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
