'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { UserList } from '@/components/admin-users/user-list';
import { DataCard, SkeletonList } from '@/components/analytics/data-card';
import { LINK_CLASS } from '@/components/radar-alerts/alert-styles';
import { ErrorMessage } from '@/components/ui/error-message';
import { useLsegUsers } from '@/lib/admin-users/use-lseg-users';
import { parseUserListView, userListViewQuery } from '@/lib/admin-users/user-list-view';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { LsegUserDetail } from './lseg-user-detail';

const LSEG_MANAGE_PATH = '/lseg-manage';

function lsegUserHref(username: string): string {
  return `${LSEG_MANAGE_PATH}/${encodeURIComponent(username)}`;
}

/**
 * /lseg-manage/[[...user]] (issue 16 'LSEG user management', lsegManage): the LSEG (ssh role) users with search,
 * filters and sort in the URL; with a user, that user's page.
 */
export function LsegManageClient() {
  const params = useParams<{ user?: string[] }>();
  const username = params.user?.[0] ? decodeURIComponent(params.user[0]) : null;
  if (username) {
    return (
      <div className="flex flex-col gap-4">
        <Link href={LSEG_MANAGE_PATH} className={`inline-flex items-center gap-1 text-sm ${LINK_CLASS}`}>
          <ArrowLeft aria-hidden className="size-4" /> All LSEG users
        </Link>
        <LsegUserDetail key={username} username={username} />
      </div>
    );
  }
  return <LsegUserListScreen />;
}

function LsegUserListScreen() {
  const url = useUrlState();
  const users = useLsegUsers();
  const view = parseUserListView(url.get);
  return (
    <DataCard
      title="LSEG users"
      subtitle="The accounts of LSEG (ssh role) customers. Open one to change its expiry, status or data permissions."
    >
      {users.isPending ? (
        <SkeletonList label="Loading the LSEG users" rows={6} className="h-9 w-full" />
      ) : users.isError ? (
        <ErrorMessage error={users.error} />
      ) : (
        <UserList
          users={users.data}
          view={view}
          onView={(next) => url.set(userListViewQuery(next))}
          hrefOf={lsegUserHref}
          showRoleFilter={false}
          label="LSEG users"
        />
      )}
    </DataCard>
  );
}
