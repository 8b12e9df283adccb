'use client';

import { ROLES, type Role } from '@moodwire/domain';
import { useId, useMemo, useState } from 'react';
import { DataCard, SkeletonList } from '@/components/analytics/data-card';
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS } from '@/components/radar-alerts/alert-styles';
import { ErrorMessage } from '@/components/ui/error-message';
import { SecretOnce } from '@/components/ui/secret-once';
import { type AdminUser, useAdminAudit, useAdminUser, useAdminUserChanges } from '@/lib/admin-users/use-admin-users';
import { AccessEditor } from './access-editor';
import { AUDIT_PAGE_SIZE, AuditLog } from './audit-log';
import { ConfirmButton } from './confirm-button';
import { expiryText, roleLabel, StatusBadge } from './user-list';

/**
 * One user's page for an admin (issue 16): the account, its access (expiry, data permissions, permission and
 * webapp flags), disable or enable, reset password and rotate key (each new secret shown once), and every change
 * made to it. A change reaches the user's menus at their next session validation: the API drops the user's cached
 * keys on every change.
 */
export function AdminUserDetail({ username }: { username: string }) {
  const user = useAdminUser(username);
  const [auditOffset, setAuditOffset] = useState(0);
  const audit = useAdminAudit(username, auditOffset, AUDIT_PAGE_SIZE);
  if (user.isPending) return <SkeletonList label="Loading the user" rows={6} className="h-10 w-full" />;
  if (user.isError) return <ErrorMessage error={user.error} />;
  return (
    <div className="flex flex-col gap-5">
      <AccountCard user={user.data} />
      <DataCard title="Access" subtitle="What the account may open and download; saved together.">
        <AccessEditorForUser user={user.data} />
      </DataCard>
      <DataCard title="Changes" subtitle="Every change to this account, newest first.">
        <AuditLog audit={audit} offset={auditOffset} onOffset={setAuditOffset} />
      </DataCard>
    </div>
  );
}

function AccessEditorForUser({ user }: { user: AdminUser }) {
  const { change } = useAdminUserChanges(user.username);
  return (
    <>
      <AccessEditor
        // A saved change comes back as a new `updated`: the form then starts from the stored values.
        key={user.updated}
        initial={{ expires: user.expires, data_perms: user.data_perms, permissions: user.permissions }}
        canEditFlags
        isSaving={change.isPending}
        error={change.error}
        submitLabel="Save access"
        onSave={(values) => change.mutate(values)}
      />
      {change.isSuccess ? (
        <p role="status" className="text-emerald-700 text-sm dark:text-emerald-300">
          Saved. The user's menus follow at their next session validation.
        </p>
      ) : null}
    </>
  );
}

function AccountCard({ user }: { user: AdminUser }) {
  const id = useId();
  const now = useMemo(() => new Date(), []);
  const { change, setStatus, resetPassword, rotateKey } = useAdminUserChanges(user.username);
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(null);
  const [role, setRole] = useState<Role>(user.role);
  const isDisabled = user.status === 'disabled';
  const error = setStatus.error ?? resetPassword.error ?? rotateKey.error ?? change.error;

  return (
    <DataCard title={user.username} subtitle={user.email ?? 'No email'}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-slate-500 dark:text-slate-400">Role</dt>
        <dd>{roleLabel(user.role)}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Status</dt>
        <dd>
          <StatusBadge status={user.status} />
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Expiry</dt>
        <dd>{expiryText(user.expires, now)}</dd>
        <dt className="text-slate-500 dark:text-slate-400">API key</dt>
        <dd>
          <code className="font-mono text-xs">…{user.apikey.slice(-4)}</code>
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Created</dt>
        <dd>{user.created.slice(0, 10)}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Updated</dt>
        <dd>{user.updated.slice(0, 10)}</dd>
      </dl>

      <div className="flex flex-col gap-3 border-slate-100 border-t pt-3 dark:border-slate-800">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate({ role });
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-role`} className={LABEL_CLASS}>
              Role
            </label>
            <select
              id={`${id}-role`}
              className={INPUT_CLASS}
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
            >
              {ROLES.map((option) => (
                <option key={option} value={option}>
                  {roleLabel(option)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={BUTTON_CLASS} disabled={role === user.role || change.isPending}>
            Change role
          </button>
        </form>

        <div className="flex flex-wrap items-center gap-2">
          {isDisabled ? (
            <button
              type="button"
              className={BUTTON_CLASS}
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate('active')}
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
              onConfirm={() => setStatus.mutate('disabled')}
            />
          )}
          <ConfirmButton
            label="Reset password"
            question="Make a new password and end the user's sessions?"
            confirmLabel="Yes, reset"
            isBusy={resetPassword.isPending}
            onConfirm={() =>
              resetPassword.mutate(undefined, {
                onSuccess: (answer) => {
                  if (answer.password) setSecret({ label: 'The new password', value: answer.password });
                },
              })
            }
          />
          <ConfirmButton
            label="Rotate API key"
            question="Issue a new key? The old one stops working at once."
            confirmLabel="Yes, rotate"
            isBusy={rotateKey.isPending}
            onConfirm={() =>
              rotateKey.mutate(undefined, {
                onSuccess: (answer) => setSecret({ label: 'The new API key', value: answer.apikey }),
              })
            }
          />
        </div>
        {secret ? <SecretOnce label={secret.label} secret={secret.value} onDone={() => setSecret(null)} /> : null}
        {error ? <ErrorMessage error={error} /> : null}
      </div>
    </DataCard>
  );
}
