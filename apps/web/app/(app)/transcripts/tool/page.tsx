import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { TranscriptsToolClient } from '@/components/transcripts/transcripts-tool-client';

const PATTERN = '/transcripts/tool';
export const metadata = routeMetadata(PATTERN);

export default function Page() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        <Suspense>
          <TranscriptsToolClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
