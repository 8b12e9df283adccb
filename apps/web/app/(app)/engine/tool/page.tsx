import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { EngineToolClient } from '@/components/engine/engine-tool-client';

const PATTERN = '/engine/tool';
export const metadata = routeMetadata(PATTERN);

export default function Page() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        <Suspense>
          <EngineToolClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
