'use client';

import { formatIndicatorChange, formatIndicatorValue } from '@moodwire/domain';
import Link from 'next/link';
import { changeClass, DataCard, EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { sourceInWords } from '@/lib/analytics/screen-source';
import { type OverviewQuery, useOverviewTopn } from '@/lib/analytics/use-overview';
import { indicatorName } from './featured-chart-card';
import { indicatorValueFormat, sectorBreakdown, splitMovers, type TopnRow, type ValueFormat } from './overview-rows';

const MOVERS_NUM = 5;

function periodText(days: number): string {
  return days === 1 ? 'since the day before' : `over ${days} days`;
}

/**
 * Top and bottom movers of the group by its default indicator (spec §7 '/overview-topn' by absolute change, among
 * the members with the class's least buzz, which the cards name) and the sector breakdown of every member.
 */
export function MoversCards({ query, assetHref }: { query: OverviewQuery; assetHref: (asset: string) => string }) {
  const topn = useOverviewTopn(query, 'abs');
  const members = useOverviewTopn(query, 'buzz');
  const data = topn.data;
  const name = data ? indicatorName(data.indicator) : 'the default indicator';
  const subtitle = data
    ? `${name}, ${sourceInWords(data.source)}, change ${periodText(query.period)} to ${data.date.slice(0, 10)}; ` +
      `members with buzz of at least ${formatIndicatorValue('count', data.minBuzz)} on the day`
    : null;
  const movers = data ? splitMovers(data.rows, MOVERS_NUM) : null;
  const format = indicatorValueFormat(data?.indicator);
  type Answer = typeof topn;
  const body = (answer: Answer, render: () => React.ReactNode, label: string) =>
    answer.isPending ? <SkeletonList label={label} /> : answer.isError ? <DataError error={answer.error} /> : render();
  return (
    <div className="grid gap-4 lg:grid-cols-3" aria-busy={topn.isFetching}>
      <DataCard title="Top movers" subtitle={subtitle}>
        {body(
          topn,
          () => (
            <MoverList
              label="Top movers"
              rows={movers?.up ?? []}
              format={format}
              assetHref={assetHref}
              empty="No member rose."
            />
          ),
          'Loading top movers',
        )}
      </DataCard>
      <DataCard title="Bottom movers" subtitle={subtitle}>
        {body(
          topn,
          () => (
            <MoverList
              label="Bottom movers"
              rows={movers?.down ?? []}
              format={format}
              assetHref={assetHref}
              empty="No member fell."
            />
          ),
          'Loading bottom movers',
        )}
      </DataCard>
      <DataCard
        title="Sector breakdown"
        subtitle={data ? `Members per sector with their average ${name} and its change` : null}
      >
        {body(
          members,
          () => (
            <SectorTable rows={members.data?.rows ?? []} format={format} />
          ),
          'Loading the sector breakdown',
        )}
      </DataCard>
    </div>
  );
}

function MoverList({
  label,
  rows,
  format,
  assetHref,
  empty,
}: {
  label: string;
  rows: TopnRow[];
  format: ValueFormat;
  assetHref: (asset: string) => string;
  empty: string;
}) {
  if (rows.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  return (
    <table aria-label={label} className="w-full table-fixed text-sm">
      <thead className="text-left text-slate-500 text-xs dark:text-slate-400">
        <tr>
          <th scope="col" className="py-1 font-normal">
            Asset
          </th>
          <th scope="col" className="w-16 py-1 text-right font-normal">
            Level
          </th>
          <th scope="col" className="w-16 py-1 text-right font-normal">
            Change
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map((row) => (
          <tr key={row.asset}>
            <td className="truncate py-1.5">
              <Link
                href={assetHref(row.asset)}
                className="text-brand-600 hover:underline dark:text-brand-100"
                title={`${row.name}${row.sector ? ` (${row.sector})` : ''}: buzz ${formatIndicatorValue('count', row.buzz)}`}
              >
                {row.name}
              </Link>
            </td>
            <td className="py-1.5 text-right text-slate-700 tabular-nums dark:text-slate-200">
              {formatIndicatorValue(format.rangeKind, row.value)}
            </td>
            <td className={`py-1.5 text-right font-medium tabular-nums ${changeClass(row.delta)}`}>
              {formatIndicatorChange(format.rangeKind, row.delta)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A level is coloured as a rise or fall only when it is bipolar: an ESG Core rank of 40 is not a fall. */
function levelClass(value: number | null, format: ValueFormat): string {
  return format.signedLevel ? changeClass(value) : 'text-slate-700 dark:text-slate-200';
}

function SectorTable({ rows, format }: { rows: TopnRow[]; format: ValueFormat }) {
  const sectors = sectorBreakdown(rows);
  if (sectors.length === 0) return <EmptyNote>No members with data on the day.</EmptyNote>;
  const most = Math.max(...sectors.map((sector) => sector.count));
  return (
    <table aria-label="Sector breakdown" className="w-full table-fixed text-sm">
      <thead className="text-left text-slate-500 text-xs dark:text-slate-400">
        <tr>
          <th scope="col" className="py-1 font-normal">
            Sector
          </th>
          <th scope="col" className="w-20 py-1 font-normal">
            Assets
          </th>
          <th scope="col" className="w-14 py-1 text-right font-normal">
            Average
          </th>
          <th scope="col" className="w-14 py-1 text-right font-normal">
            Change
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {sectors.map((sector) => (
          <tr key={sector.sector}>
            <td className="truncate py-1.5 text-slate-800 dark:text-slate-100" title={sector.sector}>
              {sector.sector}
            </td>
            <td className="py-1.5">
              <span className="flex items-center gap-1.5">
                <span className="w-5 text-right text-slate-700 tabular-nums dark:text-slate-200">{sector.count}</span>
                <span aria-hidden className="h-2 flex-1 overflow-hidden rounded bg-slate-100 dark:bg-slate-800">
                  <span
                    className="block h-full bg-brand-600 dark:bg-brand-100"
                    style={{ width: `${(sector.count / most) * 100}%` }}
                  />
                </span>
              </span>
            </td>
            <td className={`py-1.5 text-right tabular-nums ${levelClass(sector.average, format)}`}>
              {formatIndicatorValue(format.rangeKind, sector.average)}
            </td>
            <td className={`py-1.5 text-right tabular-nums ${changeClass(sector.averageChange)}`}>
              {formatIndicatorChange(format.rangeKind, sector.averageChange)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
