'use client';

import { getErrorMessage } from '@moodwire/domain';
import Link from 'next/link';
import { DataCard, EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { ErrorMessage } from '@/components/ui/error-message';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { formatFiredAt } from '@/lib/radar-alerts/format-fired-at';
import { DELIVERIES_PAGE_SIZE, useAlertDeliveries } from '@/lib/radar-alerts/use-alert-deliveries';
import { useAlertRules } from '@/lib/radar-alerts/use-alert-rules';
import { useAlertUsage } from '@/lib/radar-alerts/use-alert-usage';
import { ruleSummary } from './alert-rule-list';
import { BUTTON_CLASS, LINK_CLASS } from './alert-styles';
import { AlertWebhookCard } from './alert-webhook-card';

/** Rules listed in the summary; the rest are on /radar/alerts. */
const SUMMARY_RULES = 8;

/**
 * /user/account/radar (issue 15): the user's webhook (address, on/off, signing secret shown once), usage, a summary
 * of the rules with the way to /radar/alerts, and the webhook delivery log. The log's page is in the URL.
 */
export function AccountRadarClient() {
  const url = useUrlState();
  const offset = Math.max(0, Number.parseInt(url.get('deliveries') ?? '0', 10) || 0);
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <AlertWebhookCard />
        <UsageCard />
      </div>
      <RulesSummaryCard />
      <DeliveryLogCard offset={offset} onOffset={(next) => url.set({ deliveries: next === 0 ? null : next })} />
    </div>
  );
}

function Figure({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <div className="flex flex-col rounded-md border border-slate-100 p-3 dark:border-slate-800">
      <dt className="text-slate-500 text-xs dark:text-slate-400">{label}</dt>
      <dd className="font-semibold text-slate-900 text-xl tabular-nums dark:text-slate-100">{value}</dd>
      {note ? <dd className="text-slate-500 text-xs dark:text-slate-400">{note}</dd> : null}
    </div>
  );
}

function UsageCard() {
  const usage = useAlertUsage();
  return (
    <DataCard title="Usage" subtitle="Your alerts over the last 30 days.">
      {usage.isPending ? (
        <SkeletonList label="Loading the usage" rows={3} className="h-12 w-full" />
      ) : usage.isError ? (
        <ErrorMessage error={usage.error} />
      ) : (
        <dl className="grid grid-cols-2 gap-2" data-testid="alert-usage">
          <Figure
            label="Rules"
            value={`${usage.data.rules} / ${usage.data.rulesLimit}`}
            note={`${usage.data.enabledRules} enabled`}
          />
          <Figure label="Firings" value={usage.data.firingsLast30Days} note={`${usage.data.unread} unread`} />
          <Figure
            label="Webhook deliveries"
            value={usage.data.deliveries.ok}
            note={`${usage.data.deliveries.failed} failed, ${usage.data.deliveries.pending} pending`}
          />
          <Figure label="Webhook" value={usage.data.webhook ? 'On' : 'Off'} />
        </dl>
      )}
    </DataCard>
  );
}

function RulesSummaryCard() {
  const rules = useAlertRules();
  const list = rules.data?.rules ?? [];
  return (
    <DataCard
      title="Your alert rules"
      actions={
        <Link href="/radar/alerts" className={LINK_CLASS}>
          Manage rules
        </Link>
      }
    >
      {rules.isPending ? (
        <SkeletonList label="Loading the rules" rows={3} />
      ) : rules.isError ? (
        <ErrorMessage error={rules.error} />
      ) : list.length === 0 ? (
        <EmptyNote>
          No rule yet.{' '}
          <Link href="/radar/alerts?edit=new" className={LINK_CLASS}>
            Write your first alert rule
          </Link>
          .
        </EmptyNote>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {list.slice(0, SUMMARY_RULES).map((rule) => (
            <li key={rule.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-center sm:justify-between">
              <Link href={`/radar/alerts?edit=${encodeURIComponent(rule.id)}`} className={LINK_CLASS}>
                {rule.name}
              </Link>
              <span className="text-slate-500 text-xs dark:text-slate-400">
                {ruleSummary(rule)} · {rule.enabled ? 'enabled' : 'paused'} ·{' '}
                {rule.lastFiredAt ? `last fired ${formatFiredAt(rule.lastFiredAt)}` : 'never fired'}
              </span>
            </li>
          ))}
          {list.length > SUMMARY_RULES ? (
            <li className="py-2 text-slate-500 text-xs">
              … and {list.length - SUMMARY_RULES} more on{' '}
              <Link href="/radar/alerts" className={LINK_CLASS}>
                Radar Alerts
              </Link>
              .
            </li>
          ) : null}
        </ul>
      )}
    </DataCard>
  );
}

function DeliveryLogCard({ offset, onOffset }: { offset: number; onOffset: (offset: number) => void }) {
  const deliveries = useAlertDeliveries(offset);
  const data = deliveries.data;
  const pageEnd = data ? Math.min(data.offset + data.deliveries.length, data.total) : 0;
  return (
    <DataCard title="Webhook delivery log" subtitle="Every attempt to call your webhook, newest first.">
      {deliveries.isPending ? (
        <SkeletonList label="Loading the delivery log" rows={4} />
      ) : deliveries.isError ? (
        <ErrorMessage error={deliveries.error} />
      ) : !data || data.deliveries.length === 0 ? (
        <EmptyNote>No delivery yet: alerts are sent to the webhook as they fire.</EmptyNote>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm" data-testid="alert-deliveries">
              <thead className="text-slate-500 text-xs dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Time
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Alert
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Attempt
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Code
                  </th>
                  <th scope="col" className="py-1.5 font-medium">
                    Took
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {data.deliveries.map((delivery) => (
                  <tr key={delivery.id} className="align-top text-slate-700 dark:text-slate-200">
                    <td className="whitespace-nowrap py-2 pr-3 text-xs">{formatFiredAt(delivery.createdAt)}</td>
                    <td className="py-2 pr-3 text-xs">
                      <span className="block">{delivery.ruleName}</span>
                      <span className="text-slate-500 dark:text-slate-400">
                        {delivery.assetCode} · {delivery.window.slice(0, 10)} · {delivery.url}
                      </span>
                    </td>
                    <td className="py-2 pr-3 text-xs">
                      {delivery.ok ? (
                        <span className="font-medium text-emerald-700 dark:text-emerald-400">Delivered</span>
                      ) : (
                        <span className="font-medium text-red-700 dark:text-red-400">
                          Failed{delivery.error ? `: ${delivery.error}` : ''}
                        </span>
                      )}
                    </td>
                    <td className="py-2 pr-3 text-xs tabular-nums">{delivery.attempt}</td>
                    <td className="py-2 pr-3 text-xs tabular-nums">{delivery.statusCode ?? '—'}</td>
                    <td className="whitespace-nowrap py-2 text-xs tabular-nums">{delivery.durationMs} ms</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Delivery log pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-slate-500 dark:text-slate-400">
              {data.offset + 1}–{pageEnd} of {data.total}
            </span>
            <span className="flex gap-2">
              <button
                type="button"
                className={BUTTON_CLASS}
                disabled={offset === 0}
                onClick={() => onOffset(Math.max(0, offset - DELIVERIES_PAGE_SIZE))}
              >
                Newer
              </button>
              <button
                type="button"
                className={BUTTON_CLASS}
                disabled={pageEnd >= data.total}
                onClick={() => onOffset(offset + DELIVERIES_PAGE_SIZE)}
              >
                Older
              </button>
            </span>
          </nav>
        </>
      )}
      {deliveries.error && data ? <p className="text-red-700 text-xs">{getErrorMessage(deliveries.error)}</p> : null}
    </DataCard>
  );
}
