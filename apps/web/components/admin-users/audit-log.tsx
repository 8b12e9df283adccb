'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { BUTTON_CLASS } from '@/components/radar-alerts/alert-styles';
import { ErrorMessage } from '@/components/ui/error-message';
import { auditActionLabel, auditChanges } from '@/lib/admin-users/audit-format';
import type { AuditPage } from '@/lib/admin-users/use-admin-users';

export const AUDIT_PAGE_SIZE = 20;

function formatAt(iso: string): string {
  // UTC, as the expiry dates: every admin reads the same time whatever their machine's zone.
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * A page of the audit log (issue 16): who changed what when, each changed field before and after; secrets show only
 * as 'changed'. `showTarget` adds the changed user (the log of every user).
 */
export function AuditLog({
  audit,
  offset,
  onOffset,
  showTarget = false,
}: {
  audit: UseQueryResult<AuditPage>;
  offset: number;
  onOffset: (offset: number) => void;
  showTarget?: boolean;
}) {
  if (audit.isPending) return <SkeletonList label="Loading the audit log" rows={3} className="h-12 w-full" />;
  if (audit.isError) return <ErrorMessage error={audit.error} />;
  const { entries, total } = audit.data;
  if (entries.length === 0) return <EmptyNote>No change has been recorded yet.</EmptyNote>;
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800" data-testid="audit-log">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 py-2 text-sm" data-testid="audit-entry">
            <p className="flex flex-wrap items-baseline gap-x-2 text-slate-800 dark:text-slate-100">
              <span className="font-semibold">{auditActionLabel(entry.action)}</span>
              {showTarget ? (
                <span>
                  <span className="sr-only">user </span>
                  <code className="font-mono text-xs">{entry.target}</code>
                </span>
              ) : null}
              <span className="text-slate-500 text-xs dark:text-slate-400">
                by {entry.actor} · <time dateTime={entry.at}>{formatAt(entry.at)}</time>
              </span>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
              {auditChanges(entry).map((change) => (
                <div key={change.field} className="contents">
                  <dt className="text-slate-500 dark:text-slate-400">{change.label}</dt>
                  <dd className="min-w-0 break-words text-slate-700 dark:text-slate-200">
                    {entry.action === 'create' ? (
                      change.after
                    ) : (
                      <>
                        <span className="text-slate-500 line-through decoration-slate-400 dark:text-slate-400">
                          {change.before}
                        </span>{' '}
                        → {change.after}
                      </>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      {total > AUDIT_PAGE_SIZE ? (
        <nav
          aria-label="Audit log pages"
          className="flex flex-wrap items-center gap-2 text-slate-600 text-xs dark:text-slate-300"
        >
          <button
            type="button"
            className={BUTTON_CLASS}
            disabled={offset === 0}
            onClick={() => onOffset(Math.max(0, offset - AUDIT_PAGE_SIZE))}
          >
            Newer
          </button>
          <span>
            {offset + 1}–{Math.min(offset + AUDIT_PAGE_SIZE, total)} of {total}
          </span>
          <button
            type="button"
            className={BUTTON_CLASS}
            disabled={offset + AUDIT_PAGE_SIZE >= total}
            onClick={() => onOffset(offset + AUDIT_PAGE_SIZE)}
          >
            Older
          </button>
        </nav>
      ) : null}
    </div>
  );
}
