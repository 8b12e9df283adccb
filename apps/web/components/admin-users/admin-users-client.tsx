'use client';

import { ArrowLeft, Plus } from 'lucide-react';
import Link from 'next/link';
import { useParams, useRouter } from 'next/navigation';
import { DataCard, SkeletonList } from '@/components/analytics/data-card';
import { LINK_CLASS, PRIMARY_BUTTON_CLASS } from '@/components/radar-alerts/alert-styles';
import { ErrorMessage } from '@/components/ui/error-message';
import { useAdminAudit, useAdminUsers } from '@/lib/admin-users/use-admin-users';
import { parseUserListView, userListViewQuery } from '@/lib/admin-users/user-list-view';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { AdminUserDetail } from './admin-user-detail';
import { AUDIT_PAGE_SIZE, AuditLog } from './audit-log';
import { CreateUserForm } from './create-user-form';
import { UserList } from './user-list';

export const ADMIN_USER_PATH = '/admin/user';

export function adminUserHref(username: string): string {
  return `${ADMIN_USER_PATH}/${encodeURIComponent(username)}`;
}

/**
 * /admin/user/[[...user]] (issue 16 'Admin'): without a user, the list of every user (search, filters, sort and
 * paging in the URL), the form for a new user (`new=1`) and the audit log of every change; with one, that user's
 * page.
 */
export function AdminUsersClient() {
  const params = useParams<{ user?: string[] }>();
  const username = params.user?.[0] ? decodeURIComponent(params.user[0]) : null;
  if (username) {
    return (
      <div className="flex flex-col gap-4">
        <Link href={ADMIN_USER_PATH} className={`inline-flex items-center gap-1 text-sm ${LINK_CLASS}`}>
          <ArrowLeft aria-hidden className="size-4" /> All users
        </Link>
        <AdminUserDetail key={username} username={username} />
      </div>
    );
  }
  return <AdminUserListScreen />;
}

function AdminUserListScreen() {
  const url = useUrlState();
  const router = useRouter();
  const users = useAdminUsers();
  const view = parseUserListView(url.get);
  const isCreating = url.get('new') === '1';
  const auditOffset = Math.max(0, Number.parseInt(url.get('log') ?? '0', 10) || 0);
  const audit = useAdminAudit(undefined, auditOffset, AUDIT_PAGE_SIZE);

  return (
    <div className="flex flex-col gap-5">
      <DataCard
        title="Users"
        subtitle="Every account of the service. Open a user to change their permissions, expiry, status, password or key."
        actions={
          isCreating ? null : (
            <button
              type="button"
              className={PRIMARY_BUTTON_CLASS}
              onClick={() => url.set({ new: '1' }, { push: true })}
            >
              <Plus aria-hidden className="size-4" /> New user
            </button>
          )
        }
      >
        {isCreating ? (
          <div className="rounded-md border border-slate-200 p-3 sm:p-4 dark:border-slate-700">
            <h3 className="mb-3 font-semibold text-slate-900 text-sm dark:text-slate-100">New user</h3>
            <CreateUserForm
              onCancel={() => url.set({ new: null })}
              onCreated={(user) => router.push(adminUserHref(user.username))}
            />
          </div>
        ) : null}
        {users.isPending ? (
          <SkeletonList label="Loading the users" rows={6} className="h-9 w-full" />
        ) : users.isError ? (
          <ErrorMessage error={users.error} />
        ) : (
          <UserList
            users={users.data}
            view={view}
            onView={(next) => url.set(userListViewQuery(next))}
            hrefOf={adminUserHref}
            showRoleFilter
            label="users"
          />
        )}
      </DataCard>
      <DataCard title="Audit log" subtitle="Every change to an account, by admins and LSEG managers, newest first.">
        <AuditLog
          audit={audit}
          offset={auditOffset}
          onOffset={(offset) => url.set({ log: offset === 0 ? null : offset })}
          showTarget
        />
      </DataCard>
    </div>
  );
}
