import { Skeleton } from '@/components/ui/skeleton';

/**
 * A page of the app while its server part loads (loading.tsx): the page title and, for the analytics screens, the
 * group header (dropdown and tabs) above the content, so that the screen replaces it without moving much.
 */
export function PageSkeleton({ label, hasGroupHeader = false }: { label: string; hasGroupHeader?: boolean }) {
  return (
    <main
      role="status"
      aria-busy="true"
      aria-label={label}
      className={`mx-auto flex w-full flex-col gap-5 px-4 py-6 sm:px-6 ${hasGroupHeader ? 'max-w-[1600px]' : 'max-w-5xl'}`}
    >
      <Skeleton className="h-8 w-64" />
      {hasGroupHeader ? (
        <div className="flex flex-col gap-3 border-slate-200 border-b pb-3 lg:flex-row lg:items-center lg:justify-between dark:border-slate-800">
          <Skeleton className="h-9 w-full max-w-md" />
          <Skeleton className="h-8 w-full max-w-lg" />
        </div>
      ) : null}
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-24 w-full" />
    </main>
  );
}

/** loading.tsx of an analytics screen: the title and the group header above the content. */
export function AnalyticsScreenLoading() {
  return <PageSkeleton label="Loading the screen" hasGroupHeader />;
}
