import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { MmsScreenerClient } from '@/components/mms/mms-screener-client';

const PATTERN = '/mms/screener';
export const metadata = routeMetadata(PATTERN);

// The filters and the sort live in the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        <Suspense>
          <MmsScreenerClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
