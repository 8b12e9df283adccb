'use client';

import { DATA_PRODUCTS, hasWebappFlag, ROLE_LABELS, type User } from '@moodwire/domain';
import { Check, Copy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
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
  const hideApiKey = hasWebappFlag(user, 'hideapikey');
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
      {hideApiKey ? null : (
        <Row label="API key">
          <ApiKey apikey={user.apikey} />
        </Row>
      )}
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

function ApiKey({ apikey }: { apikey: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code
        data-testid="api-key"
        className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-xs dark:bg-slate-800"
      >
        {apikey}
      </code>
      <button
        type="button"
        onClick={async () => {
          await navigator.clipboard.writeText(apikey);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        }}
        className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {copied ? <Check aria-hidden className="size-3.5" /> : <Copy aria-hidden className="size-3.5" />}
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
