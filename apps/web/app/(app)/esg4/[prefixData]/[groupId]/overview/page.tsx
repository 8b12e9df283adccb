import { Suspense } from 'react';
import { OverviewClient } from '@/components/analytics/overview/overview-client';
import { routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/esg4/[prefixData]/[groupId]/overview');

// The source and period are read from the query string, which a static page only knows in the browser.
export default async function Page({ params }: { params: Promise<{ prefixData: string; groupId: string }> }) {
  const { prefixData, groupId } = await params;
  return (
    <Suspense>
      <OverviewClient product="esg" prefixData={prefixData} groupId={groupId} />
    </Suspense>
  );
}
