import { Suspense } from 'react';
import { ChartSkeleton } from '@/components/analytics/charts/chart-skeleton';
import { ChartSnapshot } from '@/components/analytics/charts/chart-snapshot';
import { ChartsClient } from '@/components/analytics/charts/charts-client';
import { routeMetadata } from '@/components/app-shell/planned-page';
import type { PageSearchParams } from '@/lib/server/first-view-request';

export const metadata = routeMetadata('/ma4/charts/[[...assetId]]');

// The page streams at once; the server-drawn first view of the chart follows in the same response.
export default function Page({
  params,
  searchParams,
}: {
  params: Promise<{ assetId?: string[] }>;
  searchParams: PageSearchParams;
}) {
  return (
    <ChartsClient
      product="rma"
      snapshot={
        <Suspense fallback={<ChartSkeleton label="Loading the chart" />}>
          <ChartSnapshot product="rma" params={params} searchParams={searchParams} />
        </Suspense>
      }
    />
  );
}
