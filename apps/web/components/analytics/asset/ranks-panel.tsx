'use client';

import { formatIndicatorChange, formatIndicatorValue, isRangeKind } from '@moodwire/domain';
import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { DataCard, SkeletonList } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { sourceInWords } from '@/lib/analytics/screen-source';
import { type AssetContext, useAssetRanks } from '@/lib/analytics/use-asset-page';
import { formatDay } from '@/lib/format/format-number';

/** A row's range kind as the answer names it; a score when the answer names none of the catalogue. */
const kindOf = (rangeKind: string) => (isRangeKind(rangeKind) ? rangeKind : 'bipolar');

/** Every indicator of the asset's class: level, change over the period and rank in the group. */
export function RanksPanel({
  context,
  source,
  period,
  fallbackGroupName,
  controls,
}: {
  context: AssetContext;
  source: string;
  period: number;
  fallbackGroupName: string;
  controls: ReactNode;
}) {
  const ranks = useAssetRanks(context, source, period);
  const [showEmpty, setShowEmpty] = useState(false);
  const rows = ranks.data?.rows ?? [];
  const withLevel = rows.filter((row) => row.level !== null);
  const shown = showEmpty ? rows : withLevel;
  return (
    <DataCard title="Indicators" actions={controls}>
      {ranks.isPending ? (
        <SkeletonList label="Loading indicators" rows={6} className="h-6 w-full" />
      ) : ranks.isError ? (
        <DataError error={ranks.error} />
      ) : rows.length === 0 ? (
        <p className="text-slate-500 text-sm dark:text-slate-400">No indicators for this class.</p>
      ) : (
        <>
          <p className="text-slate-500 text-xs dark:text-slate-400">
            {sourceInWords(ranks.data.source)}, {formatDay(ranks.data.date)}; change since{' '}
            {formatDay(ranks.data.previousDate)}; rank among{' '}
            {ranks.data.group === context.group ? fallbackGroupName : `all assets of the class (${ranks.data.group})`} (
            {ranks.data.groupCount} assets), 1 = highest.
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[19rem] text-sm">
              <thead>
                <tr className="border-slate-200 border-b text-left text-slate-500 dark:border-slate-700 dark:text-slate-400">
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    Indicator
                  </th>
                  <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                    Level
                  </th>
                  <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                    Change
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    Rank
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => {
                  const good = row.change === null || row.change === 0 ? null : row.change * row.polarity > 0;
                  return (
                    <tr key={row.indicator} className="border-slate-100 border-b dark:border-slate-800">
                      <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-800 dark:text-slate-100">
                        {row.name}
                      </th>
                      <td className="py-1.5 pr-3 text-right tabular-nums">
                        {formatIndicatorValue(kindOf(row.rangeKind), row.level)}
                      </td>
                      <td
                        className={clsx(
                          'py-1.5 pr-3 text-right tabular-nums',
                          good === true && 'text-green-700 dark:text-green-400',
                          good === false && 'text-red-700 dark:text-red-400',
                        )}
                      >
                        {formatIndicatorChange(kindOf(row.rangeKind), row.change)}
                      </td>
                      <td className="py-1.5 text-right tabular-nums">
                        {row.rank === null ? '–' : `${row.rank} / ${row.rankOf}`}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {withLevel.length < rows.length ? (
            <button
              type="button"
              onClick={() => setShowEmpty((value) => !value)}
              aria-expanded={showEmpty}
              className="self-start rounded-md px-2 py-1 text-brand-700 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100 dark:hover:bg-slate-800"
            >
              {showEmpty
                ? 'Hide the indicators without a value'
                : `Show ${rows.length - withLevel.length} more indicators without a value on this day`}
            </button>
          ) : null}
        </>
      )}
    </DataCard>
  );
}
