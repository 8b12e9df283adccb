'use client';

import { ChevronDown } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useId, useState } from 'react';

/**
 * The docs navigation on a phone: folded under a button so the article comes first, and folded again after a
 * page is chosen. From the `md` breakpoint up the navigation is always shown and the button hidden.
 */
export function DocsNavToggle({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) is the reason to fold it again
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between rounded-md border border-slate-200 bg-white px-3 py-2 font-medium text-slate-700 text-sm md:hidden dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
      >
        {label}
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} className={`${open ? 'mt-2 block' : 'hidden'} md:mt-0 md:block`}>
        {children}
      </div>
    </div>
  );
}
