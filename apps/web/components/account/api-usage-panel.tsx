'use client';

import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { useApiUsage } from '@/lib/account/use-api-usage';
import { lazyComponent } from '@/lib/lazy/lazy-component';

// ECharts loads with the panel's data, outside the page's first-load JavaScript.
const ApiUsageChart = lazyComponent(
  () => import('./api-usage-chart').then((module) => module.ApiUsageChart),
  () => <Skeleton className="h-[220px] w-full" />,
);

const NUMBER = new Intl.NumberFormat('en-US');

/**
 * Recent API usage of the data key on Account Info (issue 16 'Account area'): calls per day over 30 days as a bar
 * chart and per route as a table. Only calls made with the key count; the web app's own calls do not.
 */
export function ApiUsagePanel() {
  const usage = useApiUsage();
  if (usage.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading API usage" className="flex flex-col gap-3">
        <Skeleton className="h-[220px] w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (usage.isError) return <ErrorMessage error={usage.error} />;
  const { days, routes, otherRoutes, total, from, to } = usage.data;
  if (total === 0) {
    return (
      <p data-testid="api-usage-empty" className="text-slate-600 text-sm dark:text-slate-300">
        No calls were made with your API key from {from} to {to}. Calls that pass the key as{' '}
        <code className="rounded bg-slate-100 px-1 font-mono text-xs dark:bg-slate-800">?apikey=</code> show here within
        a few seconds.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600 text-sm dark:text-slate-300">
        <span data-testid="api-usage-total" className="font-semibold text-slate-900 dark:text-slate-100">
          {NUMBER.format(total)}
        </span>{' '}
        {total === 1 ? 'call' : 'calls'} with your API key from {from} to {to} (UTC).
      </p>
      <ApiUsageChart days={days} />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">API calls by route over the last 30 days</caption>
          <thead className="border-slate-200 border-b text-slate-500 text-xs dark:border-slate-700 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Route
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Calls
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Errors
              </th>
              <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                Last call
              </th>
            </tr>
          </thead>
          <tbody>
            {routes.map((route) => (
              <tr key={route.route} className="border-slate-100 border-b dark:border-slate-800">
                <td className="break-all py-2 pr-3 font-mono text-xs">{route.route}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{NUMBER.format(route.calls)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{NUMBER.format(route.errors)}</td>
                <td className="hidden py-2 tabular-nums sm:table-cell">{route.lastDay}</td>
              </tr>
            ))}
            {otherRoutes > 0 ? (
              <tr>
                <td className="py-2 pr-3 text-slate-500 dark:text-slate-400">Other routes</td>
                <td className="py-2 pr-3 text-right tabular-nums">{NUMBER.format(otherRoutes)}</td>
                <td />
                <td className="hidden sm:table-cell" />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
