import { Suspense } from 'react';
import { HeatmapsClient } from '@/components/analytics/heatmaps/heatmaps-client';
import { routeMetadata } from '@/components/app-shell/planned-page';

// No server-drawn first view (unlike /ma4): whether ESG is hidden for a visitor depends on their location, which
// only the browser learns (spec §6 hideESG), so the server never puts ESG data in the page.
export const metadata = routeMetadata('/esg4/heatmaps');

// The screen reads its state from the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <Suspense>
      <HeatmapsClient product="esg" />
    </Suspense>
  );
}
