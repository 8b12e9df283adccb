import { Suspense } from 'react';
import { ChartSnapshot } from '@/components/analytics/charts/chart-snapshot';
import { ChartsClient } from '@/components/analytics/charts/charts-client';
import { routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/ma4/charts/[[...assetId]]');

// The page streams at once; the server-drawn first view of the chart follows in the same response.
export default function Page({
  params,
  searchParams,
}: {
  params: Promise<{ assetId?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <ChartsClient
      product="rma"
      snapshot={
        <Suspense>
          <ChartSnapshot product="rma" params={params} searchParams={searchParams} />
        </Suspense>
      }
    />
  );
}
