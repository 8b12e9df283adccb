import { clsx } from 'clsx';
import type { CSSProperties } from 'react';

export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <div
      aria-hidden
      className={clsx('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)}
      style={style}
    />
  );
}
