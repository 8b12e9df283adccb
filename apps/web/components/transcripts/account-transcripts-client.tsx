'use client';

import { ROLE_LABELS } from '@moodwire/domain';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { DataCard, SkeletonList } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import type { paths } from '@/lib/api/openapi-types';
import { getData } from '@/lib/downloads/pull-fetch';
import { useSession } from '@/lib/session/use-session';

type Usage = paths['/mta/usage']['get']['responses'][200]['content']['application/json']['data'];

function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-slate-100 border-t py-1.5 text-sm first:border-t-0 dark:border-slate-800">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-right text-slate-800 tabular-nums dark:text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * The transcripts part of the account (issue 15 '/user/account/transcripts'): the account's transcript access,
 * what the data covers, and its limits and use this hour as the API counts them (GET /mta/usage). Real figures
 * only: the API keeps no per-call history, and the page says so.
 */
export function AccountTranscriptsClient() {
  const { user } = useSession();
  const usage = useQuery({
    queryKey: ['mta', 'usage'],
    queryFn: ({ signal }) => getData<Usage>('/mta/usage', signal),
    refetchInterval: 60_000,
  });
  return (
    <div className="flex flex-col gap-4">
      <DataCard title="Transcript access" subtitle="What your account holds">
        <dl className="flex flex-col">
          <Row label="Account">{user?.username ?? '–'}</Row>
          <Row label="Account type">{user ? ROLE_LABELS[user.role] : '–'}</Row>
          <Row label="Transcripts permission (mta)">
            <span className="font-medium text-emerald-700 dark:text-emerald-400">Granted</span>
          </Row>
          <Row label="Expires">{user?.expires ? user.expires.slice(0, 10) : 'Never'}</Row>
        </dl>
        <p className="text-slate-500 text-xs dark:text-slate-400">
          The permission opens the{' '}
          <Link className="underline" href="/transcripts/tool">
            Transcripts tool
          </Link>
          , the{' '}
          <Link className="underline" href="/transcripts/guide">
            guide
          </Link>{' '}
          and the <code>/mta</code> API calls with your key.
        </p>
      </DataCard>
      {usage.isPending ? (
        <SkeletonList label="Loading usage" rows={4} className="h-10 w-full" />
      ) : usage.isError ? (
        <DataError error={usage.error} />
      ) : (
        <>
          <DataCard title="Coverage" subtitle="The earnings calls in the current data">
            <dl className="flex flex-col" data-testid="transcripts-coverage">
              <Row label="Companies">{usage.data.coverage.companies.toLocaleString('en')}</Row>
              <Row label="Calls">{usage.data.coverage.calls.toLocaleString('en')}</Row>
              <Row label="First call">{usage.data.coverage.firstCall?.slice(0, 10) ?? '–'}</Row>
              <Row label="Last call">{usage.data.coverage.lastCall?.slice(0, 10) ?? '–'}</Row>
            </dl>
          </DataCard>
          <DataCard title="Limits and use" subtitle="For every API call of your account, transcripts included">
            <dl className="flex flex-col" data-testid="transcripts-usage">
              <Row label="Requests per minute">{usage.data.limits.requestsPerMinute.toLocaleString('en')}</Row>
              <Row label="Answers per hour">{formatBytes(usage.data.limits.bytesPerHour)}</Row>
              <Row label="Received this hour">
                {formatBytes(usage.data.thisHour.bytes)} (
                {((usage.data.thisHour.bytes / usage.data.limits.bytesPerHour) * 100).toFixed(2)} %)
              </Row>
              <Row label="Count starts again in">{Math.ceil(usage.data.thisHour.resetSeconds / 60)} min</Row>
            </dl>
            <p className="text-slate-500 text-xs dark:text-slate-400">
              The API counts the bytes of its answers per hour against your budget; it keeps no history of single calls,
              so no per-call log is shown.
            </p>
          </DataCard>
        </>
      )}
    </div>
  );
}
