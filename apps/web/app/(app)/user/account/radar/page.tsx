import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { SkeletonList } from '@/components/analytics/data-card';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { AccountRadarClient } from '@/components/radar-alerts/account-radar-client';

const PATTERN = '/user/account/radar';
export const metadata = routeMetadata(PATTERN);

/** The Radar part of the account (issue 15): webhook, usage, rules summary and delivery log. */
export default function AccountRadarPage() {
  return (
    <PageFrame title={getRoute(PATTERN).title}>
      <RouteGate pattern={PATTERN}>
        {/* The delivery log's page is in the query string, which a static page only knows in the browser. */}
        <Suspense fallback={<SkeletonList label="Loading the Radar account" rows={4} className="h-12 w-full" />}>
          <AccountRadarClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
