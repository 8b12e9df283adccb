import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { PulseDashboardClient } from '@/components/pulse/pulse-dashboard-client';

const PATTERN = '/pulse/dashboard';
export const metadata = routeMetadata(PATTERN);

// The range lives in the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        <Suspense>
          <PulseDashboardClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
