'use client';

import { getIndicator } from '@moodwire/domain';
import { CheckCheck, LineChart } from 'lucide-react';
import Link from 'next/link';
import { EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { ErrorMessage } from '@/components/ui/error-message';
import { firingChartHref } from '@/lib/radar-alerts/firing-chart-href';
import { formatFiredAt } from '@/lib/radar-alerts/format-fired-at';
import {
  type AlertFiring,
  FIRINGS_PAGE_SIZE,
  useAlertFirings,
  useMarkFiringsRead,
} from '@/lib/radar-alerts/use-alert-firings';
import { BUTTON_CLASS, LINK_CLASS } from './alert-styles';

/**
 * The alert history (issue 15): firings newest first, unread ones highlighted, each with a link to the asset's
 * chart around the day it fired; mark one or all read; only unread, and pages of FIRINGS_PAGE_SIZE. Its
 * filters live in the page's URL (`unread`, `offset`).
 */
export function AlertHistory({
  offset,
  isUnreadOnly,
  onChange,
}: {
  offset: number;
  isUnreadOnly: boolean;
  onChange: (next: { offset: number; isUnreadOnly: boolean }) => void;
}) {
  const firings = useAlertFirings({ offset, isUnreadOnly });
  const markRead = useMarkFiringsRead();
  const data = firings.data;
  const pageEnd = data ? Math.min(data.offset + data.firings.length, data.total) : 0;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-slate-700 text-sm dark:text-slate-200">
          <input
            type="checkbox"
            checked={isUnreadOnly}
            onChange={(event) => onChange({ offset: 0, isUnreadOnly: event.target.checked })}
          />
          Unread only
          {data ? <span className="text-slate-500 text-xs dark:text-slate-400">({data.unread} unread)</span> : null}
        </label>
        <button
          type="button"
          className={BUTTON_CLASS}
          disabled={!data || data.unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          <CheckCheck aria-hidden className="size-4" /> Mark all read
        </button>
      </div>
      {markRead.error ? <ErrorMessage error={markRead.error} /> : null}
      {firings.isPending ? (
        <SkeletonList label="Loading the alert history" rows={4} className="h-14 w-full" />
      ) : firings.isError ? (
        <ErrorMessage error={firings.error} />
      ) : !data || data.firings.length === 0 ? (
        <EmptyNote>
          {isUnreadOnly
            ? 'No unread alert.'
            : 'No alert has fired yet. Rules are checked after every data update and on a schedule.'}
        </EmptyNote>
      ) : (
        <>
          <ol aria-label="Alert history" className="flex flex-col gap-2" data-testid="alert-history">
            {data.firings.map((firing) => (
              <FiringItem
                key={firing.id}
                firing={firing}
                isMarking={markRead.isPending}
                onRead={() => markRead.mutate({ ids: [firing.id] })}
              />
            ))}
          </ol>
          <nav aria-label="Alert history pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-slate-500 dark:text-slate-400">
              {data.offset + 1}–{pageEnd} of {data.total}
            </span>
            <span className="flex gap-2">
              <button
                type="button"
                className={BUTTON_CLASS}
                disabled={offset === 0}
                onClick={() => onChange({ offset: Math.max(0, offset - FIRINGS_PAGE_SIZE), isUnreadOnly })}
              >
                Newer
              </button>
              <button
                type="button"
                className={BUTTON_CLASS}
                disabled={pageEnd >= data.total}
                onClick={() => onChange({ offset: offset + FIRINGS_PAGE_SIZE, isUnreadOnly })}
              >
                Older
              </button>
            </span>
          </nav>
        </>
      )}
    </div>
  );
}

function FiringItem({ firing, isMarking, onRead }: { firing: AlertFiring; isMarking: boolean; onRead: () => void }) {
  const isUnread = firing.readAt === null;
  const indicatorName = getIndicator(firing.indicator)?.name ?? firing.indicator;
  return (
    <li
      data-testid="alert-firing"
      data-unread={isUnread || undefined}
      className={`flex flex-col gap-1.5 rounded-md border p-3 sm:flex-row sm:items-start sm:justify-between ${
        isUnread
          ? 'border-brand-500/60 border-l-4 bg-brand-50 dark:border-brand-500 dark:bg-slate-800/70'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-slate-900 text-sm dark:text-slate-100">
          {isUnread ? <span className="sr-only">Unread: </span> : null}
          {firing.message}
        </p>
        <p className="text-slate-500 text-xs dark:text-slate-400">
          Rule “{firing.ruleName}” · {indicatorName} · window {firing.window.slice(0, 10)} · fired{' '}
          {formatFiredAt(firing.createdAt)}
          {firing.webhook !== 'none' ? ` · webhook ${firing.webhook}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-3 text-sm">
        <Link href={firingChartHref(firing)} className={`inline-flex items-center gap-1 ${LINK_CLASS}`}>
          <LineChart aria-hidden className="size-4" /> Chart
          <span className="sr-only"> of {firing.asset.name}</span>
        </Link>
        {isUnread ? (
          <button type="button" className={BUTTON_CLASS} disabled={isMarking} onClick={onRead}>
            Mark read
          </button>
        ) : null}
      </div>
    </li>
  );
}
