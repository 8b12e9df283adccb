import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { AdminHealthClient, AdminHealthLoading } from '@/components/admin/admin-health-client';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';

const PATTERN = '/admin';
export const metadata = routeMetadata(PATTERN);

/** The admin's service health (issue 16 '/admin'): lake, API metrics, active users, last builds and imports. */
export default function AdminPage() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        {/* The table's sort and period are in the query string, which a static page only knows in the browser. */}
        <Suspense fallback={<AdminHealthLoading />}>
          <AdminHealthClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
