import { sparklinePath } from '@/lib/radar/sparkline-path';

/**
 * A small line of a series (30 days in the Radar monitor): an SVG path, no chart library, so that a few hundred
 * rows draw at once. A gap (null) breaks the line unless connectGaps; the last point is marked.
 */
export function Sparkline({
  values,
  label,
  className,
  width = 96,
  height = 24,
  connectGaps = false,
}: {
  values: readonly (number | null)[];
  /** What the line shows, for screen readers. */
  label: string;
  className?: string;
  width?: number;
  height?: number;
  /** Draw through the days without a value (a sparse series). */
  connectGaps?: boolean;
}) {
  const { path, last } = sparklinePath(values, width, height, connectGaps);
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={className ?? 'text-brand-600 dark:text-brand-100'}
    >
      {path ? <path d={path} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" /> : null}
      {last ? <circle cx={last.x} cy={last.y} r={2} fill="currentColor" /> : null}
    </svg>
  );
}
