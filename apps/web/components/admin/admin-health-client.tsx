'use client';

import { ArrowDown, ArrowUp, ArrowUpDown, LoaderCircle, RefreshCw } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { DataCard, EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { BUTTON_CLASS, LINK_CLASS } from '@/components/radar-alerts/alert-styles';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import {
  nextRouteSort,
  parseRouteSort,
  type RouteSort,
  type RouteSortKey,
  sortRouteMetrics,
} from '@/lib/admin/sort-route-metrics';
import { type AdminHealth, HEALTH_REFRESH_MS, useAdminHealth } from '@/lib/admin/use-admin-health';
import { useUrlState } from '@/lib/analytics/use-url-state';

const COUNT = new Intl.NumberFormat('en-US');
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });

/** "3 d 4 h", "2 h 05 min", "45 s". */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${seconds} s`;
}

function formatMs(value: number | null): string {
  if (value === null) return '–';
  return value >= 1_000 ? `≤ ${value / 1_000} s` : `≤ ${value} ms`;
}

function formatDuration(ms: number): string {
  return ms >= 60_000
    ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1_000)} s`
    : `${(ms / 1_000).toFixed(1)} s`;
}

/** ISO time as 'YYYY-MM-DD HH:MM UTC' (the server's times are UTC; no locale-dependent rendering). */
function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

const RANGES = { hour: 'Last hour', start: 'Since start' } as const;
type Range = keyof typeof RANGES;

/**
 * /admin (issue 16): the service health. The published lake, the API's own metrics (this process's, refreshed every
 * 30 s), accounts active today, and the last builds and imports. The routes table's sort and range are in the URL.
 */
export function AdminHealthClient() {
  const url = useUrlState();
  const health = useAdminHealth();
  const range: Range = url.get('range') === 'start' ? 'start' : 'hour';
  const sort = parseRouteSort(url.get('sort'), url.get('dir'));
  const data = health.data;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600 text-sm dark:text-slate-300" aria-live="polite">
          {health.isFetching ? (
            <span className="inline-flex items-center gap-1.5">
              <LoaderCircle aria-hidden className="size-3.5 motion-safe:animate-spin" /> Refreshing…
            </span>
          ) : health.dataUpdatedAt ? (
            `Updated ${new Date(health.dataUpdatedAt).toISOString().slice(11, 19)} UTC; refreshes every ${HEALTH_REFRESH_MS / 1_000} s.`
          ) : null}
        </p>
        <nav aria-label="Admin tools" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <Link className={LINK_CLASS} href="/admin/user">
            Users
          </Link>
          <Link className={LINK_CLASS} href="/admin/sources-tool">
            Sources tool
          </Link>
          <Link className={LINK_CLASS} href="/admin/samples">
            UI samples
          </Link>
          <Link className={LINK_CLASS} href="/widgets">
            Widgets demo
          </Link>
          <button type="button" className={BUTTON_CLASS} onClick={() => health.refetch()} disabled={health.isFetching}>
            <RefreshCw aria-hidden className="size-4" /> Refresh
          </button>
        </nav>
      </div>
      {health.isError && data ? <ErrorMessage error={health.error} /> : null}
      {health.isPending ? (
        <HealthSkeleton />
      ) : health.isError && !data ? (
        <ErrorMessage error={health.error} />
      ) : data ? (
        <>
          {data.building ? (
            <p
              role="status"
              className="flex items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:border-amber-900/60 dark:bg-amber-950/60 dark:text-amber-100"
            >
              <LoaderCircle aria-hidden className="size-4 shrink-0 motion-safe:animate-spin" />A new{' '}
              {data.building.scale} build is running: {data.building.phase} {data.building.percent}% (started{' '}
              {formatTime(data.building.startedAt)}).
            </p>
          ) : null}
          <HealthCards data={data} />
          <RoutesCard
            data={data}
            range={range}
            sort={sort}
            onRange={(next) => url.set({ range: next === 'hour' ? null : next })}
            onSort={(key) => {
              const next = nextRouteSort(sort, key);
              url.set({ sort: next.key, dir: next.direction });
            }}
          />
          <div className="grid gap-5 lg:grid-cols-2">
            <BuildsCard builds={data.builds} />
            <ImportsCard imports={data.imports} />
          </div>
        </>
      ) : null}
    </div>
  );
}

function HealthSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the service health" className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <Skeleton key={key} className="h-24 w-full" />
        ))}
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function StatCard({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid={testId}
    >
      <dt className="text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">{label}</dt>
      <dd className="break-all font-semibold text-lg text-slate-900 dark:text-slate-100">{value}</dd>
      {detail ? <dd className="text-slate-500 text-xs dark:text-slate-400">{detail}</dd> : null}
    </div>
  );
}

function HealthCards({ data }: { data: AdminHealth }) {
  const { lake, service, window } = data;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        label="Lake build"
        testId="health-build"
        value={lake ? lake.buildId : 'No lake published'}
        detail={
          lake
            ? `${lake.scale} scale, built ${formatTime(lake.createdAt)} in ${formatDuration(lake.durationMs)}${
                lake.disabledSources.length > 0 ? `; left out: ${lake.disabledSources.join(', ')}` : ''
              }`
            : 'Run npm run data -- build'
        }
      />
      <StatCard
        label="Date range"
        value={lake ? `${lake.from} to ${lake.to}` : '–'}
        detail={lake ? `Hourly data from ${lake.hourlyFrom}` : undefined}
      />
      <StatCard
        label="Rows"
        value={lake ? COUNT.format(lake.totalRows) : '–'}
        detail={
          lake
            ? `${lake.rows
                .slice(0, 4)
                .map((row) => `${row.dataset} ${COUNT.format(row.rows)}`)
                .join(', ')}; ${COUNT.format(lake.documents.generated + lake.documents.imported)} documents scored`
            : undefined
        }
      />
      <StatCard
        label="API uptime"
        value={formatUptime(service.uptimeSeconds)}
        detail={`Since ${formatTime(service.startedAt)} (this API process)`}
      />
      <StatCard
        label="Active users today"
        testId="health-active-users"
        value={COUNT.format(service.activeUsersToday)}
        detail="Accounts with a keyed call since 00:00 UTC"
      />
      <StatCard
        label="Error rate (last hour)"
        value={PERCENT.format(window.serverErrorRate)}
        detail={`${COUNT.format(window.serverErrors)} server errors (5xx) and ${COUNT.format(window.clientErrors)} refused calls (4xx) in ${COUNT.format(window.calls)} calls`}
      />
    </dl>
  );
}

const COLUMNS: { key: RouteSortKey; label: string; isNumeric: boolean }[] = [
  { key: 'route', label: 'Route', isNumeric: false },
  { key: 'calls', label: 'Calls', isNumeric: true },
  { key: 'clientErrors', label: '4xx', isNumeric: true },
  { key: 'serverErrors', label: '5xx', isNumeric: true },
  { key: 'p50Ms', label: 'p50', isNumeric: true },
  { key: 'p95Ms', label: 'p95', isNumeric: true },
  { key: 'p99Ms', label: 'p99', isNumeric: true },
];

function RoutesCard({
  data,
  range,
  sort,
  onRange,
  onSort,
}: {
  data: AdminHealth;
  range: Range;
  sort: RouteSort;
  onRange: (range: Range) => void;
  onSort: (key: RouteSortKey) => void;
}) {
  const totals = range === 'hour' ? data.window : data.sinceStart;
  const rows = sortRouteMetrics(totals.routes, sort);
  return (
    <DataCard
      title="API routes"
      subtitle="Per route pattern, from this API process's own metrics. Latencies are the upper bounds of fixed buckets."
      actions={
        <fieldset className="flex items-center gap-1 text-sm">
          <legend className="sr-only">Period</legend>
          {(Object.keys(RANGES) as Range[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={range === key}
              className={`${BUTTON_CLASS} aria-pressed:border-brand-600 aria-pressed:bg-brand-50 dark:aria-pressed:bg-slate-800`}
              onClick={() => onRange(key)}
            >
              {RANGES[key]}
            </button>
          ))}
        </fieldset>
      }
    >
      {rows.length === 0 ? (
        <EmptyNote>No calls {range === 'hour' ? 'in the last hour' : 'since the API started'}.</EmptyNote>
      ) : (
        <div className="max-h-[32rem] overflow-auto">
          <table className="w-full min-w-[40rem] text-sm" aria-label="API routes">
            <thead className="sticky top-0 bg-white dark:bg-slate-900">
              <tr className="border-slate-200 border-b text-slate-600 dark:border-slate-700 dark:text-slate-300">
                {COLUMNS.map((column) => {
                  const isSorted = sort.key === column.key;
                  const Icon = isSorted ? (sort.direction === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={isSorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                      className={`px-2 py-1.5 font-medium ${column.isNumeric ? 'text-right' : 'text-left'}`}
                    >
                      <button
                        type="button"
                        onClick={() => onSort(column.key)}
                        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white"
                      >
                        {column.label}
                        <Icon aria-hidden className={`size-3.5 ${isSorted ? '' : 'opacity-40'}`} />
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.method} ${row.route}`}
                  className="border-slate-100 border-b text-slate-800 dark:border-slate-800 dark:text-slate-200"
                >
                  <td className="max-w-[24rem] break-all px-2 py-1.5 font-mono text-xs">
                    <span className="text-slate-500 dark:text-slate-400">{row.method}</span> {row.route}
                  </td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{COUNT.format(row.calls)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{COUNT.format(row.clientErrors)}</td>
                  <td
                    className={`px-2 py-1.5 text-right tabular-nums ${row.serverErrors > 0 ? 'font-semibold text-red-700 dark:text-red-400' : ''}`}
                  >
                    {COUNT.format(row.serverErrors)}
                  </td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatMs(row.p50Ms)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatMs(row.p95Ms)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{formatMs(row.p99Ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DataCard>
  );
}

function BuildsCard({ builds }: { builds: AdminHealth['builds'] }) {
  return (
    <DataCard title="Last builds" subtitle="From the build log in the data folder, newest first">
      {builds.length === 0 ? (
        <EmptyNote>No build is logged yet (builds log themselves from this version on).</EmptyNote>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {builds.map((build) => (
            <li key={`${build.startedAt}-${build.buildId}`} className="flex flex-col gap-0.5 py-2">
              <span className="flex flex-wrap items-center gap-2">
                <span
                  className={`rounded px-1.5 py-0.5 font-medium text-xs ${
                    build.outcome === 'published'
                      ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                      : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
                  }`}
                >
                  {build.outcome}
                </span>
                <span className="break-all font-mono text-slate-800 text-xs dark:text-slate-200">
                  {build.buildId ?? 'no id'}
                </span>
              </span>
              <span className="text-slate-500 text-xs dark:text-slate-400">
                {formatTime(build.finishedAt)}, {build.scale}, {formatDuration(build.durationMs)},{' '}
                {COUNT.format(build.generatedDocuments)} generated and {COUNT.format(build.importedDocuments)} imported
                documents
                {build.disabledSources.length > 0 ? `; left out: ${build.disabledSources.join(', ')}` : ''}
                {build.error ? `; ${build.error}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DataCard>
  );
}

function ImportsCard({ imports }: { imports: AdminHealth['imports'] }) {
  return (
    <DataCard title="Last imports" subtitle="Documents imported with npm run data -- import, newest first">
      {imports.length === 0 ? (
        <EmptyNote>No documents have been imported; the lake holds the simulated corpus only.</EmptyNote>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {imports.map((item) => (
            <li key={item.file} className="flex flex-col gap-0.5 py-2">
              <span className="break-all font-mono text-slate-800 text-xs dark:text-slate-200">{item.file}</span>
              <span className="text-slate-500 text-xs dark:text-slate-400">
                {formatTime(item.importedAt)}, {COUNT.format(item.documents)} documents,{' '}
                {COUNT.format(Math.ceil(item.bytes / 1024))} KB
              </span>
            </li>
          ))}
        </ul>
      )}
    </DataCard>
  );
}

export function AdminHealthLoading() {
  return <SkeletonList label="Loading the service health" rows={6} className="h-12 w-full" />;
}
