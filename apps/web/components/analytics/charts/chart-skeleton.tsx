import { Skeleton } from '@/components/ui/skeleton';
import { CHART_HEIGHT } from './chart-option';

/** The Charts screen's loading state (the view's and the server's, while the first view is drawn). */
export function ChartSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Skeleton className="w-full" />
      <Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />
    </div>
  );
}
