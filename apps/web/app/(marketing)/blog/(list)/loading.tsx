import { Skeleton } from '@/components/ui/skeleton';

// The blog's list (its posts come from the content API) while its server part loads, in the marketing pages' shape.
// In the (list) group so that it does not wrap /blog/[slug], which answers 404 for an unknown post, nor the
// group root, for /solutions/[slug] (route-states.test.ts).
export default function Loading() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading the page"
      className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 md:py-16"
    >
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-4 h-10 w-2/3" />
      <Skeleton className="mt-4 h-5 w-1/2" />
      <Skeleton className="mt-10 h-48 w-full" />
    </div>
  );
}
