import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** A titled section of the asset page. */
export function Card({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `asset-card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 ${className ?? ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-semibold text-base text-slate-900 dark:text-slate-100">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

const ROW_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** The loading state of a list card: `rows` grey bars (at most 8). */
export function SkeletonRows({ label, rows, className }: { label: string; rows: number; className: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-2">
      {ROW_KEYS.slice(0, rows).map((key) => (
        <Skeleton key={key} className={className} />
      ))}
    </div>
  );
}
