import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { PulseToolClient } from '@/components/pulse/pulse-tool-client';

const PATTERN = '/pulse/tool';
export const metadata = routeMetadata(PATTERN);

// The filters live in the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <PageFrame title={getRoute(PATTERN).title}>
      <RouteGate pattern={PATTERN}>
        <Suspense>
          <PulseToolClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
