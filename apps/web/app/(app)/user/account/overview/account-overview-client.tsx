'use client';

import {
  canUseSftp,
  DATA_PRODUCTS,
  derivePermissions,
  expiryNotice,
  PERMISSION_FLAG_LABELS,
  PERMISSION_FLAGS,
  ROLE_LABELS,
  type User,
  WEBAPP_FLAG_LABELS,
} from '@moodwire/domain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ApiUsagePanel } from '@/components/account/api-usage-panel';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { DataKeyControl } from '@/components/account/data-key-control';
import { SftpAccessPanel } from '@/components/account/sftp-access-panel';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccount } from '@/lib/account/use-account';
import { useHydrated } from '@/lib/runtime/use-hydrated';

const PRODUCT_NAME = 'Moodwire';
const PRODUCT_LABELS: Record<(typeof DATA_PRODUCTS)[number], string> = {
  rma: 'LMA (market analytics)',
  esg: 'LMA-ESG (ESG analytics)',
  mms: 'MMS (media sentiment)',
};

const CARD = 'rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';

export function AccountOverviewClient({ supportEmail }: { supportEmail: string }) {
  const account = useAccount();
  if (account.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading account" className="flex flex-col gap-3">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-10" />
        ))}
      </div>
    );
  }
  if (account.isError) return <ErrorMessage error={account.error} />;
  return <AccountDetails user={account.data} supportEmail={supportEmail} />;
}

function AccountDetails({ user, supportEmail }: { user: User; supportEmail: string }) {
  // spec §6: the API key is for accounts with accessApi (data or API permissions, and no webapp hideapikey).
  const showApiKey = derivePermissions(user).accessApi;
  return (
    <div className="flex flex-col gap-6">
      <dl className={clsx('grid grid-cols-1 sm:grid-cols-[12rem_1fr]', CARD)}>
        <Row label="Username">{user.username}</Row>
        {user.email ? <Row label="Email">{user.email}</Row> : null}
        {/* spec §1: account types are shown as LSEG (ssh), {product} (manual) and Admin */}
        <Row label="Account type">{ROLE_LABELS[user.role].replace('{product}', PRODUCT_NAME)}</Row>
        <Row label="Expires">
          <Expiry expires={user.expires} supportEmail={supportEmail} />
        </Row>
        <Row label="Data permissions">
          <ul className="flex flex-col gap-1">
            {DATA_PRODUCTS.map((product) => {
              const classes = user.data_perms[product] ?? [];
              return (
                <li key={product}>
                  <span className="font-medium">{PRODUCT_LABELS[product]}:</span>{' '}
                  {classes.length ? classes.join(', ') : <None />}
                </li>
              );
            })}
          </ul>
        </Row>
        <Row label="Permissions">
          <Permissions user={user} />
        </Row>
        {showApiKey ? (
          <Row label="API key">
            <DataKeyControl />
          </Row>
        ) : null}
      </dl>

      <Section title="Change password">
        <ChangePasswordForm />
      </Section>

      {showApiKey ? (
        <Section title="Recent API usage">
          <ApiUsagePanel />
        </Section>
      ) : null}

      {/* Issue 17: the bulk files over SFTP, for LSEG (ssh) accounts and admins; the API refuses the others. */}
      {canUseSftp(user) ? (
        <Section title="SFTP access">
          <SftpAccessPanel />
        </Section>
      ) : null}
    </div>
  );
}

/** The expiry date with spec §8's notice ('This account is expiring in N days on ...') within 30 days. */
function Expiry({ expires, supportEmail }: { expires: string | null; supportEmail: string }) {
  // The notice names support@{host}: the host is known in the browser only, so it waits for hydration.
  const isHydrated = useHydrated();
  if (!expires) return <>Never</>;
  const notice = isHydrated ? expiryNotice(expires, { supportEmail, host: window.location.hostname }) : null;
  return (
    <div className="flex flex-col gap-2">
      <span>{expires}</span>
      {notice ? (
        <p
          data-testid="expiry-notice"
          className={clsx(
            'rounded-md border px-3 py-2 text-sm',
            notice.kind === 'expired'
              ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300'
              : 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200',
          )}
        >
          {notice.message}
        </p>
      ) : null}
    </div>
  );
}

/** The permission and webapp flags the account has, in plain words (the domain's label table). */
function Permissions({ user }: { user: User }) {
  const flags = PERMISSION_FLAGS.filter((flag) => user.permissions[flag] === true).map(
    (flag) => PERMISSION_FLAG_LABELS[flag],
  );
  const webapp = (user.permissions.webapp ?? []).map((flag) => WEBAPP_FLAG_LABELS[flag]).filter(Boolean);
  const all = [...flags, ...webapp];
  if (all.length === 0) return <None />;
  return (
    <ul className="flex flex-col gap-1" data-testid="permission-list">
      {all.map(({ label, description }) => (
        <li key={label}>
          <span className="font-medium">{label}</span>
          <span className="text-slate-500 dark:text-slate-400"> — {description}</span>
        </li>
      ))}
    </ul>
  );
}

function None() {
  return <span className="text-slate-500 dark:text-slate-400">none</span>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={clsx('flex flex-col gap-3 p-4', CARD)}>
      <h2 className="font-semibold text-base text-slate-900 dark:text-slate-100">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="px-4 pt-3 font-medium text-slate-500 text-sm sm:border-slate-100 sm:border-b sm:pb-3 dark:text-slate-400 dark:sm:border-slate-800">
        {label}
      </dt>
      <dd className="break-words border-slate-100 border-b px-4 pt-1 pb-3 text-slate-900 text-sm sm:pt-3 dark:border-slate-800 dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}
