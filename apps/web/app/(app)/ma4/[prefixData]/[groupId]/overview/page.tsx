import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { OverviewClient } from '@/components/analytics/overview/overview-client';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { isGroupMissing } from '@/lib/server/is-group-missing';

export const metadata = routeMetadata('/ma4/[prefixData]/[groupId]/overview');

// The source and period are read from the query string, which a static page only knows in the browser. An unknown
// class or group answers 404 before anything streams (no loading.tsx above this page: route-states.test.ts).
export default async function Page({ params }: { params: Promise<{ prefixData: string; groupId: string }> }) {
  const { prefixData, groupId } = await params;
  if (await isGroupMissing({ product: 'rma', prefixData, groupId })) notFound();
  return (
    <Suspense>
      <OverviewClient product="rma" prefixData={prefixData} groupId={groupId} />
    </Suspense>
  );
}
