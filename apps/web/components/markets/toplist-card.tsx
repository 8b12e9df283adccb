'use client';

import Link from 'next/link';
import { changeClass, DataCard, EmptyNote } from '@/components/analytics/data-card';
import { indicatorName } from '@/components/analytics/overview/featured-chart-card';
import { formatNumber } from '@/lib/format/format-number';
import { publicAssetHref } from '@/lib/markets/market-collections';
import type { ToplistData } from '@/lib/markets/use-featured';

type Row = ToplistData['top'][number];

/** One group's top and bottom list by its default sentiment over the period (spec §7 '/toplists'). */
export function ToplistCard({ list, title }: { list: ToplistData; title?: string }) {
  const name = indicatorName(list.indicator);
  return (
    <DataCard
      title={title ?? list.groupName}
      subtitle={`${name}, ${list.source}, ${list.start} to ${list.end}, weighted by buzz`}
    >
      {list.top.length === 0 ? (
        <EmptyNote>No asset of this group was talked about in the period.</EmptyNote>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <RowList
            label={`Highest ${name}: ${list.groupName}`}
            heading="Highest"
            rows={list.top}
            assetClass={list.class}
          />
          <RowList
            label={`Lowest ${name}: ${list.groupName}`}
            heading="Lowest"
            rows={list.bottom}
            assetClass={list.class}
          />
        </div>
      )}
    </DataCard>
  );
}

function RowList({
  label,
  heading,
  rows,
  assetClass,
}: {
  label: string;
  heading: string;
  rows: Row[];
  assetClass: string;
}) {
  return (
    <div className="min-w-0">
      <h3 className="mb-1 font-medium text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">{heading}</h3>
      <ol aria-label={label} className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map((row) => (
          <li key={row.asset} className="flex items-center gap-2 py-1 text-sm">
            <Link
              href={publicAssetHref(row.asset, assetClass)}
              className="min-w-0 flex-1 truncate text-brand-600 hover:underline dark:text-brand-100"
              title={`${row.name} (${row.symbol}): buzz ${formatNumber(row.buzz, 1)}`}
            >
              {row.name}
            </Link>
            <span className={`shrink-0 tabular-nums ${changeClass(row.value)}`}>
              {formatNumber(row.value, 2, true)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
