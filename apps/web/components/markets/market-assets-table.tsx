'use client';

import { getIndicator } from '@moodwire/domain';
import { ArrowDown, ArrowUp } from 'lucide-react';
import Link from 'next/link';
import { changeClass, EmptyNote } from '@/components/analytics/data-card';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { formatNumber } from '@/lib/format/format-number';
import { publicAssetHref } from '@/lib/markets/market-collections';
import type { FeaturedHeatmapData } from '@/lib/markets/use-featured';

export const PAGE_SIZE = 50;

type SortKey = 'name' | 'buzz' | 'sentiment';
const SORT_KEYS: readonly SortKey[] = ['name', 'buzz', 'sentiment'];
type Tile = FeaturedHeatmapData['tiles'][number];

function sortTiles(tiles: readonly Tile[], key: SortKey, descending: boolean): Tile[] {
  const sign = descending ? -1 : 1;
  return [...tiles].sort((a, b) => {
    if (key === 'name') return sign * a.name.localeCompare(b.name);
    const x = key === 'buzz' ? a.size : a.color;
    const y = key === 'buzz' ? b.size : b.color;
    // Assets without a value go last whichever the direction.
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    return sign * (x - y) || a.name.localeCompare(b.name);
  });
}

/**
 * The collection's assets on the lake's last day with their buzz and default sentiment (from /featuredheatmaps,
 * public), sortable and paged; sort, direction and page live in the URL.
 */
export function MarketAssetsTable({ heatmap }: { heatmap: FeaturedHeatmapData }) {
  const { get, set } = useUrlState();
  const sortValue = get('sort');
  const sort: SortKey = SORT_KEYS.includes(sortValue as SortKey) ? (sortValue as SortKey) : 'buzz';
  const descending = get('dir') !== 'asc';
  const sizeName = getIndicator(heatmap.varsize)?.name ?? heatmap.varsize;
  const colorName = getIndicator(heatmap.varcolor)?.name ?? heatmap.varcolor;
  // Crypto, currencies and commodities have no sector: the column is left out for them.
  const hasSector = heatmap.tiles.some((tile) => tile.sector !== null);
  const sorted = sortTiles(heatmap.tiles, sort, descending);
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const pageValue = Number(get('page'));
  const page = Number.isInteger(pageValue) && pageValue >= 1 && pageValue <= pages ? pageValue : 1;
  const rows = sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  if (sorted.length === 0) return <EmptyNote>No result. No asset of this collection has buzz on the day.</EmptyNote>;

  const header = (key: SortKey, text: string, align: string) => {
    const isSorted = sort === key;
    return (
      <th
        scope="col"
        className={`py-1.5 font-normal ${align}`}
        aria-sort={isSorted ? (descending ? 'descending' : 'ascending') : 'none'}
      >
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded px-1 hover:text-slate-900 focus-visible:outline-2 dark:hover:text-white"
          onClick={() =>
            set({
              sort: key === 'buzz' ? null : key,
              dir: isSorted ? (descending ? 'asc' : null) : key === 'name' ? 'asc' : null,
              page: null,
            })
          }
        >
          {text}
          {isSorted ? (
            descending ? (
              <ArrowDown aria-hidden className="size-3" />
            ) : (
              <ArrowUp aria-hidden className="size-3" />
            )
          ) : null}
        </button>
      </th>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm">
          <caption className="sr-only">
            Assets of the collection on {heatmap.date.slice(0, 10)}: {sizeName} and {colorName}
          </caption>
          <thead className="text-left text-slate-500 text-xs dark:text-slate-400">
            <tr>
              {header('name', 'Asset', '')}
              <th scope="col" className="hidden py-1.5 font-normal sm:table-cell">
                Symbol
              </th>
              {hasSector ? (
                <th scope="col" className="hidden py-1.5 font-normal md:table-cell">
                  Sector
                </th>
              ) : null}
              {header('buzz', sizeName, 'text-right')}
              {header('sentiment', colorName, 'text-right')}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((tile) => (
              <tr key={tile.asset}>
                <td className="max-w-[12rem] truncate py-1.5 pr-2">
                  <Link
                    href={publicAssetHref(tile.asset, heatmap.class)}
                    className="text-brand-600 hover:underline dark:text-brand-100"
                  >
                    {tile.name}
                  </Link>
                </td>
                <td className="hidden py-1.5 text-slate-600 sm:table-cell dark:text-slate-300">{tile.symbol}</td>
                {hasSector ? (
                  <td className="hidden py-1.5 text-slate-600 md:table-cell dark:text-slate-300">
                    {tile.sector ?? '–'}
                  </td>
                ) : null}
                <td className="py-1.5 text-right text-slate-700 tabular-nums dark:text-slate-200">
                  {formatNumber(tile.size, 1)}
                </td>
                <td className={`py-1.5 text-right tabular-nums ${changeClass(tile.color)}`}>
                  {formatNumber(tile.color, 2, true)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="Pages of assets" className="flex items-center justify-between gap-2 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => set({ page: page - 1 === 1 ? null : page - 1 })}
            className="rounded-md border border-slate-300 px-3 py-1 disabled:opacity-40 dark:border-slate-700"
          >
            Previous
          </button>
          <span className="text-slate-600 dark:text-slate-300">
            Page {page} of {pages} ({sorted.length} assets)
          </span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => set({ page: page + 1 })}
            className="rounded-md border border-slate-300 px-3 py-1 disabled:opacity-40 dark:border-slate-700"
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}
