import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { SkeletonList } from '@/components/analytics/data-card';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { AlertsClient } from '@/components/radar-alerts/alerts-client';

const PATTERN = '/radar/alerts';
export const metadata = routeMetadata(PATTERN);

/** Radar alerts (issue 15, spec §6 'Radar pages | masfV5'): rules, their preview, and the alert history. */
export default function RadarAlertsPage() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        {/* The screen's state is in the query string, which a static page only knows in the browser. */}
        <Suspense fallback={<SkeletonList label="Loading the alerts" rows={4} className="h-12 w-full" />}>
          <AlertsClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
