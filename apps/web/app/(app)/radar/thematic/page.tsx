import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { ThematicClient } from '@/components/thematic/thematic-client';

const PATTERN = '/radar/thematic';
export const metadata = routeMetadata(PATTERN);

// The theme is in the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        <Suspense>
          <ThematicClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
