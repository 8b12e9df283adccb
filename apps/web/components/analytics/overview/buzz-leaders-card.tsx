'use client';

import { formatCount, formatIndicatorValue, formatPercentChange, formatShare } from '@moodwire/domain';
import Link from 'next/link';
import { changeClass, DataCard, EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { sourceInWords } from '@/lib/analytics/screen-source';
import { type OverviewQuery, useTopActivity } from '@/lib/analytics/use-overview';
import { indicatorName } from './featured-chart-card';
import { indicatorValueFormat } from './overview-rows';

/** A column header short enough for a narrow screen. */
function shortName(name: string): string {
  return name.length > 9 ? `${name.slice(0, 8)}…` : name;
}

/** The group's most talked-about members over the period (spec §7 '/topactivity'). */
export function BuzzLeadersCard({ query, assetHref }: { query: OverviewQuery; assetHref: (asset: string) => string }) {
  const activity = useTopActivity(query);
  const data = activity.data;
  // An ESG Core group's value is its ESG rank (1-100) averaged: a whole number, not a signed score.
  const format = indicatorValueFormat(data?.indicator);
  return (
    <DataCard
      title="Buzz leaders"
      subtitle={
        data
          ? `${data.start} to ${data.end}, ${sourceInWords(data.source)}: share of the group’s buzz, change from the ` +
            `period before; members with buzz of at least ${formatIndicatorValue('count', data.minBuzz)} over the period`
          : null
      }
    >
      {activity.isPending ? (
        <SkeletonList label="Loading buzz leaders" rows={8} />
      ) : activity.isError || !data ? (
        <DataError error={activity.error} />
      ) : data.rows.length === 0 ? (
        <EmptyNote>No buzz for this group in the period.</EmptyNote>
      ) : (
        <table aria-label="Buzz leaders" className="w-full table-fixed text-sm">
          <thead className="text-left text-slate-500 text-xs dark:text-slate-400">
            <tr>
              <th scope="col" className="w-6 py-1 font-normal">
                #
              </th>
              <th scope="col" className="py-1 font-normal">
                Asset
              </th>
              <th scope="col" className="w-14 py-1 text-right font-normal">
                Share
              </th>
              <th
                scope="col"
                className="w-[4.5rem] py-1 pl-2 text-right font-normal"
                title="Buzz change from the period before"
              >
                vs before
              </th>
              <th scope="col" className="w-16 py-1 pl-2 text-right font-normal" title={indicatorName(data.indicator)}>
                {shortName(indicatorName(data.indicator))}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {data.rows.map((row, index) => (
              <tr key={row.asset}>
                <td className="py-1.5 text-slate-400 tabular-nums">{index + 1}</td>
                <td className="truncate py-1.5">
                  <Link
                    href={assetHref(row.asset)}
                    className="text-brand-600 hover:underline dark:text-brand-100"
                    title={`${row.name} (${row.symbol}): buzz ${formatIndicatorValue('count', row.buzz)}`}
                  >
                    {row.name}
                  </Link>
                </td>
                <td className="py-1.5 text-right text-slate-700 tabular-nums dark:text-slate-200">
                  {formatShare(row.share)}
                </td>
                <td className={`py-1.5 text-right tabular-nums ${changeClass(row.buzzChange)}`}>
                  {row.buzzChange === null ? 'new' : formatPercentChange(row.buzzChange)}
                </td>
                <td
                  className={`py-1.5 text-right tabular-nums ${
                    format.signedLevel ? changeClass(row.value) : 'text-slate-700 dark:text-slate-200'
                  }`}
                >
                  {formatIndicatorValue(format.rangeKind, row.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data ? (
        <p className="text-slate-500 text-xs dark:text-slate-400">
          Group buzz in the period: {formatCount(data.totalBuzz)}. {indicatorName(data.indicator)} averaged over the
          period, weighted by buzz.
        </p>
      ) : null}
    </DataCard>
  );
}
