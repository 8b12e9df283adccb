import { Suspense } from 'react';
import { HeatmapsClient } from '@/components/analytics/heatmaps/heatmaps-client';
import { routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/esg4/heatmaps');

// The screen reads its state from the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <Suspense>
      <HeatmapsClient product="esg" />
    </Suspense>
  );
}
