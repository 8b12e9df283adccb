'use client';

import type { ReactNode } from 'react';
import { useLakeInfo } from '@/lib/analytics/use-lake-info';

/** The frame of every widget: title, content and the attribution link back to the site (new tab: we are framed). */
export function WidgetShell({ title, href, children }: { title: string; href: string; children: ReactNode }) {
  const lake = useLakeInfo();
  return (
    <div className="flex min-h-screen flex-col gap-2 bg-white p-3 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <h1 className="truncate font-semibold text-sm">{title}</h1>
      <div className="min-h-0 flex-1">{children}</div>
      <p className="flex flex-wrap justify-between gap-2 text-[11px] text-slate-500 dark:text-slate-400">
        <a href={href} target="_blank" rel="noopener" className="underline hover:text-brand-600">
          Moodwire sentiment data
        </a>
        {lake.data?.isSimulated ? <span>Demo data: simulated</span> : null}
      </p>
    </div>
  );
}
