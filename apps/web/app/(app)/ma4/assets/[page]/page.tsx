import { Suspense } from 'react';
import { AssetsListClient } from '@/components/analytics/assets/assets-list-client';
import { routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/ma4/assets/[page]');

// The list reads its search and order from the query string, which a static page only knows in the browser.
export default async function Page({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  return (
    <Suspense>
      <AssetsListClient product="rma" pageSegment={page} />
    </Suspense>
  );
}
