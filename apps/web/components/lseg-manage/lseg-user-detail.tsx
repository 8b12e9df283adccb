'use client';

import { PERMISSION_FLAG_LABELS, PERMISSION_FLAGS, WEBAPP_FLAG_LABELS } from '@moodwire/domain';
import { useMemo, useState } from 'react';
import { AccessEditor } from '@/components/admin-users/access-editor';
import { AUDIT_PAGE_SIZE, AuditLog } from '@/components/admin-users/audit-log';
import { ConfirmButton } from '@/components/admin-users/confirm-button';
import { expiryText, StatusBadge } from '@/components/admin-users/user-list';
import { DataCard, SkeletonList } from '@/components/analytics/data-card';
import { BUTTON_CLASS, HINT_CLASS } from '@/components/radar-alerts/alert-styles';
import { ErrorMessage } from '@/components/ui/error-message';
import { type LsegUser, useChangeLsegUser, useLsegAudit, useLsegUser } from '@/lib/admin-users/use-lseg-users';

/**
 * One LSEG user for a manager (issue 16): the account, its permissions, expiry and status, the changes a manager may
 * make (expiry, status, data permissions: the API allows no more), and every change made to the account.
 */
export function LsegUserDetail({ username }: { username: string }) {
  const user = useLsegUser(username);
  const [auditOffset, setAuditOffset] = useState(0);
  const audit = useLsegAudit(username, auditOffset, AUDIT_PAGE_SIZE);
  if (user.isPending) return <SkeletonList label="Loading the user" rows={6} className="h-10 w-full" />;
  if (user.isError) return <ErrorMessage error={user.error} />;
  return (
    <div className="flex flex-col gap-5">
      <LsegAccountCard user={user.data} />
      <DataCard
        title="Expiry and data permissions"
        subtitle="A manager may change these; product permissions and the role stay with admins."
      >
        <LsegAccessEditor user={user.data} />
      </DataCard>
      <DataCard title="Changes" subtitle="Every change to this account, newest first.">
        <AuditLog audit={audit} offset={auditOffset} onOffset={setAuditOffset} />
      </DataCard>
    </div>
  );
}

function LsegAccessEditor({ user }: { user: LsegUser }) {
  const change = useChangeLsegUser(user.username);
  return (
    <>
      <AccessEditor
        // The form starts again from the stored values after each saved change.
        key={`${user.expires}|${JSON.stringify(user.data_perms)}`}
        initial={{ expires: user.expires, data_perms: user.data_perms, permissions: user.permissions }}
        canEditFlags={false}
        isSaving={change.isPending}
        error={change.error}
        submitLabel="Save"
        onSave={(values) => change.mutate({ expires: values.expires, data_perms: values.data_perms })}
      />
      {change.isSuccess ? (
        <p role="status" className="text-emerald-700 text-sm dark:text-emerald-300">
          Saved.
        </p>
      ) : null}
    </>
  );
}

function LsegAccountCard({ user }: { user: LsegUser }) {
  const now = useMemo(() => new Date(), []);
  const setStatus = useChangeLsegUser(user.username);
  const flags = PERMISSION_FLAGS.filter((flag) => user.permissions[flag] === true);
  const webapp = user.permissions.webapp ?? [];
  return (
    <DataCard title={user.username} subtitle={user.email ?? 'No email'}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">Status</dt>
        <dd>
          <StatusBadge status={user.status} />
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Expiry</dt>
        <dd>{expiryText(user.expires, now)}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Permissions</dt>
        <dd>
          {flags.length + webapp.length === 0
            ? 'None'
            : [
                ...flags.map((flag) => PERMISSION_FLAG_LABELS[flag].label),
                ...webapp.map((flag) => WEBAPP_FLAG_LABELS[flag].label),
              ].join(', ')}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Created</dt>
        <dd>{user.created.slice(0, 10)}</dd>
      </dl>
      <div className="flex flex-col gap-2 border-slate-100 border-t pt-3 dark:border-slate-800">
        <div className="flex flex-wrap items-center gap-2">
          {user.status === 'disabled' ? (
            <button
              type="button"
              className={BUTTON_CLASS}
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate({ status: 'active' })}
            >
              Enable account
            </button>
          ) : (
            <ConfirmButton
              label="Disable account"
              question="Disable: every call refused, sessions end?"
              confirmLabel="Yes, disable"
              isDanger
              isBusy={setStatus.isPending}
              onConfirm={() => setStatus.mutate({ status: 'disabled' })}
            />
          )}
        </div>
        <p className={HINT_CLASS}>A disabled account is refused on every call until it is enabled again.</p>
        {setStatus.error ? <ErrorMessage error={setStatus.error} /> : null}
      </div>
    </DataCard>
  );
}
