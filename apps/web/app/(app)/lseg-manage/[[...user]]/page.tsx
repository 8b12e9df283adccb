import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { SkeletonList } from '@/components/analytics/data-card';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { LsegManageClient } from '@/components/lseg-manage/lseg-manage-client';

const PATTERN = '/lseg-manage/[[...user]]';
export const metadata = routeMetadata(PATTERN);

/** LSEG user management (issue 16, spec §6 'Manage page | lsegManage'): the LSEG users, a user's page, its audit. */
export default function LsegManagePage() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        {/* The list's filters are in the query string, which a static page only knows in the browser. */}
        <Suspense fallback={<SkeletonList label="Loading the LSEG users" rows={6} className="h-9 w-full" />}>
          <LsegManageClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
