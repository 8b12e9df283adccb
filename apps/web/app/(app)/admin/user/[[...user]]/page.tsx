import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { AdminUsersClient } from '@/components/admin-users/admin-users-client';
import { SkeletonList } from '@/components/analytics/data-card';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';

const PATTERN = '/admin/user/[[...user]]';
export const metadata = routeMetadata(PATTERN);

/** Webapp user management (issue 16 'Admin', spec §6 admin): the user list, a user's page, the audit log. */
export default function AdminUserPage() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        {/* The list's filters are in the query string, which a static page only knows in the browser. */}
        <Suspense fallback={<SkeletonList label="Loading the users" rows={6} className="h-9 w-full" />}>
          <AdminUsersClient />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
