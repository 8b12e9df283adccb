import { Suspense } from 'react';
import { HeatmapsClient } from '@/components/analytics/heatmaps/heatmaps-client';
import { routeMetadata } from '@/components/app-shell/planned-page';

// No server-drawn first view (unlike the Charts screen): a 500-tile treemap is about 600 kB of SVG, twice in the
// page (the HTML and its payload), and on the benchmark machine it delayed the interactive treemap by more than it
// brought the first picture forward (`npm run bench -- web`).
export const metadata = routeMetadata('/ma4/heatmaps');

// The screen reads its state from the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <Suspense>
      <HeatmapsClient product="rma" />
    </Suspense>
  );
}
