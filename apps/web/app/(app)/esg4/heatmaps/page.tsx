import { Suspense } from 'react';
import { HeatmapSkeleton } from '@/components/analytics/heatmaps/heatmap-skeleton';
import { HeatmapSnapshot } from '@/components/analytics/heatmaps/heatmap-snapshot';
import { HeatmapsClient } from '@/components/analytics/heatmaps/heatmaps-client';
import { routeMetadata } from '@/components/app-shell/planned-page';
import type { PageSearchParams } from '@/lib/server/first-view-request';

export const metadata = routeMetadata('/esg4/heatmaps');

// The page streams at once; the server-drawn first view of the treemap follows in the same response.
export default function Page({ searchParams }: { searchParams: PageSearchParams }) {
  return (
    <HeatmapsClient
      product="esg"
      snapshot={
        <Suspense fallback={<HeatmapSkeleton />}>
          <HeatmapSnapshot product="esg" searchParams={searchParams} />
        </Suspense>
      }
    />
  );
}
