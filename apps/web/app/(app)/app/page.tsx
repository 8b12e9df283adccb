import { Suspense } from 'react';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { DataOverviewClient } from './data-overview-client';

export const metadata = routeMetadata('/app');

// The chosen heatmap is read from the query string, which a static page only knows in the browser.
export default function DataOverviewPage() {
  return (
    <Suspense>
      <DataOverviewClient />
    </Suspense>
  );
}
