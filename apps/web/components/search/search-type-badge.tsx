import type { SearchEntryType } from '@moodwire/domain';
import clsx from 'clsx';

/** spec §2: each result carries a coloured type badge. */
const BADGE_CLASSES: Record<SearchEntryType, string> = {
  market: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200',
  group: 'bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-200',
  asset: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-200',
  docs: 'bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-200',
  tool: 'bg-rose-100 text-rose-800 dark:bg-rose-900/60 dark:text-rose-200',
};

export function SearchTypeBadge({ type }: { type: SearchEntryType }) {
  return (
    <span
      data-badge={type}
      className={clsx(
        'inline-flex w-14 shrink-0 justify-center rounded px-1.5 py-0.5 font-semibold text-[10px] uppercase tracking-wide',
        BADGE_CLASSES[type],
      )}
    >
      {type}
    </span>
  );
}
