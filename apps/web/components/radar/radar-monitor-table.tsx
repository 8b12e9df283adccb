'use client';

import { formatCount, formatDecimal } from '@moodwire/domain';
import { clsx } from 'clsx';
import Link from 'next/link';
import { useRef } from 'react';
import { useVirtualRows, VirtualRows } from '@/components/ui/virtual-rows';
import type { MonitorRow } from '@/lib/radar/use-radar-monitor';
import { Sparkline } from './sparkline';

/** The asset's chart page: the LMA asset page in its class's all-assets group. */
export function assetChartHref(row: { asset: string; class: string }): string {
  return `/ma4/asset/${encodeURIComponent(row.asset)}?group=${encodeURIComponent(row.class)}`;
}

/** How far from normal: |z| of 3 or more strong, 2 or more marked. */
function zClass(z: number | null): string {
  if (z === null) return 'text-slate-400 dark:text-slate-500';
  const size = Math.abs(z);
  if (size >= 3) {
    return z > 0
      ? 'font-semibold text-emerald-700 dark:text-emerald-400'
      : 'font-semibold text-red-700 dark:text-red-400';
  }
  if (size >= 2) return z > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400';
  return 'text-slate-700 dark:text-slate-200';
}

const HEADERS = [
  { id: 'name', label: 'Asset' },
  { id: 'unusual', label: 'Unusual (max |z|)', right: true },
  { id: 'buzz', label: 'Buzz today', right: true },
  { id: 'buzzZ', label: 'Buzz z', right: true },
  { id: 'buzzSpark', label: 'Buzz, 30 days' },
  { id: 'sentiment', label: 'Sentiment today', right: true },
  { id: 'sentimentZ', label: 'Sentiment z', right: true },
  { id: 'sentimentSpark', label: 'Sentiment, 30 days' },
];

const CELL =
  'whitespace-nowrap border-slate-100 border-b px-3 group-hover:bg-slate-50 dark:border-slate-800 dark:group-hover:bg-slate-800';

/** The monitor's rows, most unusual first (the API's order), drawn only where the reader looks. */
export function RadarMonitorTable({ rows, caption }: { rows: readonly MonitorRow[]; caption: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualRows = useVirtualRows(rows.length, scrollRef);
  return (
    <div
      ref={scrollRef}
      className="max-h-[min(70vh,760px)] overflow-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table data-testid="radar-monitor-table" className="w-full min-w-max border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-600 text-xs dark:text-slate-300">
          <tr>
            {HEADERS.map((header) => (
              <th
                key={header.id}
                scope="col"
                className={clsx(
                  'sticky top-0 z-10 border-slate-200 border-b bg-slate-50 px-3 py-2 text-left font-semibold dark:border-slate-700 dark:bg-slate-800',
                  header.id === 'name' && 'left-0 z-20 w-40 max-w-40 sm:w-64 sm:max-w-64',
                  header.right && 'text-right',
                )}
              >
                {header.label}
              </th>
            ))}
          </tr>
        </thead>
        <VirtualRows rows={virtualRows} columnCount={HEADERS.length}>
          {(index, rowHeight) => {
            const row = rows[index];
            if (!row) return null;
            return (
              <tr
                key={`${row.class}:${row.asset}`}
                data-testid="radar-monitor-row"
                data-unusualness={row.unusualness ?? ''}
                style={{ height: rowHeight }}
                className="group text-slate-800 dark:text-slate-100"
              >
                <td
                  className={clsx(
                    CELL,
                    'sticky left-0 z-[5] w-40 max-w-40 bg-white sm:w-64 sm:max-w-64 dark:bg-slate-900',
                  )}
                >
                  <Link
                    href={assetChartHref(row)}
                    title={`${row.name}: open its chart`}
                    className="block truncate font-medium text-brand-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
                  >
                    {row.name}
                    <span className="ml-1.5 font-normal text-slate-500 text-xs dark:text-slate-400">
                      {row.symbol !== row.name ? row.symbol : ''} {row.class}
                    </span>
                  </Link>
                </td>
                <td className={clsx(CELL, 'text-right font-semibold tabular-nums')}>
                  {formatDecimal(row.unusualness, 2)}
                </td>
                <td className={clsx(CELL, 'text-right tabular-nums')}>{formatCount(row.buzz.value)}</td>
                <td
                  className={clsx(CELL, 'text-right tabular-nums', zClass(row.buzz.z))}
                  title={`Mean ${formatDecimal(row.buzz.mean, 1)}, sd ${formatDecimal(row.buzz.sd, 1)}`}
                >
                  {formatDecimal(row.buzz.z, 2, true)}
                </td>
                <td className={CELL}>
                  <Sparkline values={row.buzzSpark} label={`Buzz of ${row.name}, last ${row.buzzSpark.length} days`} />
                </td>
                <td className={clsx(CELL, 'text-right tabular-nums')}>{formatDecimal(row.sentiment.value, 3, true)}</td>
                <td
                  className={clsx(CELL, 'text-right tabular-nums', zClass(row.sentiment.z))}
                  title={`Mean ${formatDecimal(row.sentiment.mean, 3)}, sd ${formatDecimal(row.sentiment.sd, 3)}`}
                >
                  {formatDecimal(row.sentiment.z, 2, true)}
                </td>
                <td className={CELL}>
                  <Sparkline
                    values={row.sentimentSpark}
                    label={`${row.indicator} of ${row.name}, last ${row.sentimentSpark.length} days`}
                    className="text-violet-600 dark:text-violet-300"
                    connectGaps
                  />
                </td>
              </tr>
            );
          }}
        </VirtualRows>
      </table>
    </div>
  );
}
