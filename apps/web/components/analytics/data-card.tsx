import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** A titled data card of the analytics and data pages (overview, asset page, data overview, market collections). */
export function DataCard({
  title,
  subtitle,
  actions,
  children,
  className,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `data-card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 ${className ?? ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h2 id={id} className="font-semibold text-base text-slate-900 dark:text-slate-100">
            {title}
          </h2>
          {subtitle ? <p className="text-slate-500 text-xs dark:text-slate-400">{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

const ROW_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

/** The loading state of a list: `rows` grey bars (at most 10). */
export function SkeletonList({
  label,
  rows = 5,
  className = 'h-7 w-full',
}: {
  label: string;
  rows?: number;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-2">
      {ROW_KEYS.slice(0, rows).map((key) => (
        <Skeleton key={key} className={className} />
      ))}
    </div>
  );
}

/** The empty state of a list or chart. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-slate-500 text-sm dark:text-slate-400">{children}</p>;
}

/** Green for a rise, red for a fall (both readable in dark mode). */
export function changeClass(value: number | null | undefined): string {
  if (value === null || value === undefined || value === 0) return 'text-slate-600 dark:text-slate-300';
  return value > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400';
}
