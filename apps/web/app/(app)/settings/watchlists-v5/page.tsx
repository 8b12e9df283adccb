import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { WatchlistsClient } from '@/components/watchlists/watchlists-client';

const PATTERN = '/settings/watchlists-v5';
export const metadata = routeMetadata(PATTERN);

// The chosen watchlist is in the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        <Suspense>
          <WatchlistsClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
