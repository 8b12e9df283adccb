import { Skeleton } from '@/components/ui/skeleton';
import { HEATMAP_HEIGHT } from './heatmap-option';

/** The Heatmaps screen's loading state (the view's and the server's, while the first view is drawn). */
export function HeatmapSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading heatmap">
      <Skeleton className="w-full" style={{ height: HEATMAP_HEIGHT }} />
    </div>
  );
}
