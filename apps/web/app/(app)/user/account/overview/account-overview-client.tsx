'use client';

import { DATA_PRODUCTS, derivePermissions, ROLE_LABELS, type User } from '@moodwire/domain';
import type { ReactNode } from 'react';
import { DataKeyControl } from '@/components/account/data-key-control';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccount } from '@/lib/account/use-account';

const PRODUCT_NAME = 'Moodwire';
const PRODUCT_LABELS: Record<(typeof DATA_PRODUCTS)[number], string> = {
  rma: 'LMA (market analytics)',
  esg: 'LMA-ESG (ESG analytics)',
  mms: 'MMS (media sentiment)',
};

export function AccountOverviewClient() {
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
  return <AccountDetails user={account.data} />;
}

function AccountDetails({ user }: { user: User }) {
  // spec §6: the API key is for accounts with accessApi (data or API permissions, and no webapp hideapikey).
  const showApiKey = derivePermissions(user).accessApi;
  return (
    <dl className="grid grid-cols-1 rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 sm:grid-cols-[12rem_1fr]">
      <Row label="Username">{user.username}</Row>
      {user.email ? <Row label="Email">{user.email}</Row> : null}
      {/* spec §1: account types are shown as LSEG (ssh), {product} (manual) and Admin */}
      <Row label="Account type">{ROLE_LABELS[user.role].replace('{product}', PRODUCT_NAME)}</Row>
      <Row label="Expires">{user.expires ?? 'Never'}</Row>
      <Row label="Data permissions">
        <ul className="flex flex-col gap-1">
          {DATA_PRODUCTS.map((product) => {
            const classes = user.data_perms[product] ?? [];
            return (
              <li key={product}>
                <span className="font-medium">{PRODUCT_LABELS[product]}:</span>{' '}
                {classes.length ? classes.join(', ') : <span className="text-slate-500 dark:text-slate-400">none</span>}
              </li>
            );
          })}
        </ul>
      </Row>
      {showApiKey ? (
        <Row label="API key">
          <DataKeyControl />
        </Row>
      ) : null}
    </dl>
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
