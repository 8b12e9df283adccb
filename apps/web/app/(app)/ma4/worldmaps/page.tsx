import { Suspense } from 'react';
import { WorldmapsClient } from '@/components/analytics/worldmaps/worldmaps-client';
import { routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/ma4/worldmaps');

// The screen reads its state from the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <Suspense>
      <WorldmapsClient product="rma" />
    </Suspense>
  );
}
