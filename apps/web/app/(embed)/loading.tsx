import { Skeleton } from '@/components/ui/skeleton';

// A widget fills its frame: one block while it loads.
export default function Loading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the widget" className="p-2">
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
