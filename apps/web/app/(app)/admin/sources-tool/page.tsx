import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { SourcesToolClient } from '@/components/admin/sources-tool-client';
import { SkeletonList } from '@/components/analytics/data-card';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';

const PATTERN = '/admin/sources-tool';
export const metadata = routeMetadata(PATTERN);

/** The sources tool (spec §2 'Admin only'): the corpus's sources over time, enabled or disabled for the next build. */
export default function SourcesToolPage() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        {/* The chosen source is in the query string, which a static page only knows in the browser. */}
        <Suspense fallback={<SkeletonList label="Loading the sources" rows={8} className="h-10 w-full" />}>
          <SourcesToolClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
