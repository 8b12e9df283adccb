'use client';

import {
  type Dataset,
  DEFAULT_DEBOUNCE_MS,
  formatCount,
  formatIndicatorValue,
  getAssetClass,
  getIndicator,
} from '@moodwire/domain';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DataError } from '@/components/analytics/data-error';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsHref } from '@/lib/analytics/analytics-href';
import { screenSourceOf, sourceInWords } from '@/lib/analytics/screen-source';
import { useGroupAssets, useGroupLevels } from '@/lib/analytics/use-group-assets';
import { useUrlState } from '@/lib/analytics/use-url-state';
import type { AnalyticsContext } from '../analytics-frame';
import {
  ASSETS_FULL_LIST_LIMIT,
  ASSETS_PAGE_SIZE,
  type AssetSort,
  DEFAULT_DIRECTION,
  isServerPaged,
  pageCount,
  parseDirection,
  parsePageNumber,
  parseSort,
  type SortableAsset,
  type SortDirection,
  sortAssets,
} from './assets-list-state';
import { useAssetRowHeight } from './use-asset-row-height';

const SKELETON_ROWS = Array.from({ length: 10 }, (_, index) => `skeleton-${index}`);

interface AssetRow extends SortableAsset {
  class: string;
}

export function AssetsListView({ product, group, pageSegment }: AnalyticsContext & { pageSegment: string }) {
  const url = useUrlState();
  const page = parsePageNumber(pageSegment);
  const search = url.get('search') ?? '';
  const sort = parseSort(url.get('sort'));
  const direction = parseDirection(url.get('dir'), sort);
  const pagePath = (n: number) => `${product.base}/assets/${n}`;

  if (page === null) {
    return (
      <div className="flex flex-col gap-3">
        <ErrorMessage error={`'${pageSegment}' is not a page number: pages are numbered from 1.`} />
        <Link
          className="text-brand-600 text-sm underline dark:text-brand-100"
          href={hrefWith(pagePath(1), url.searchParams)}
        >
          Open page 1
        </Link>
      </div>
    );
  }
  return (
    <AssetsTable
      key={group.Group}
      product={product}
      group={group}
      page={page}
      search={search}
      sort={sort}
      direction={direction}
      pagePath={pagePath}
    />
  );
}

function hrefWith(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function AssetsTable({
  product,
  group,
  page,
  search,
  sort,
  direction,
  pagePath,
}: Pick<AnalyticsContext, 'product' | 'group'> & {
  page: number;
  search: string;
  sort: AssetSort;
  direction: SortDirection;
  pagePath: (page: number) => string;
}) {
  const url = useUrlState();
  const rowHeight = useAssetRowHeight();
  const [text, setText] = useState(search);
  const typed = useRef(false);

  // The search box follows the URL (back button, a shared link) unless the user is typing.
  useEffect(() => {
    if (!typed.current) setText(search);
  }, [search]);
  // spec §9 default debounce 300 ms: a new search starts again at page 1.
  useEffect(() => {
    if (!typed.current) return;
    const timer = window.setTimeout(() => {
      typed.current = false;
      if (text.trim() !== search) url.set({ search: text.trim() }, { pathname: pagePath(1) });
    }, DEFAULT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, url, pagePath]);

  const isPagedByServer = isServerPaged(sort, direction);
  const assets = useGroupAssets(
    isPagedByServer
      ? {
          group: group.Group,
          search,
          sortby: sort === 'group' ? 'group' : sort === 'name' ? 'name' : 'symbol',
          offset: (page - 1) * ASSETS_PAGE_SIZE,
          limit: ASSETS_PAGE_SIZE,
        }
      : { group: group.Group, search, sortby: 'group', offset: 0, limit: ASSETS_FULL_LIST_LIMIT },
  );
  const levels = useGroupLevels(group.Group, screenSourceOf(url.get('src')));

  const rows = useMemo<AssetRow[]>(() => {
    if (!assets.data) return [];
    const all = assets.data.assets.map((record, index) => {
      const level = levels.data?.levels.get(record.asset);
      return {
        asset: record.asset,
        name: record.name,
        symbol: record.symbol,
        class: record.class,
        sector: record.sector ?? null,
        domicile: record.domicile ?? null,
        level: level?.value ?? null,
        buzz: level?.buzz ?? null,
        groupIndex: assets.data.offset + index,
      };
    });
    if (isPagedByServer) return all;
    const start = (page - 1) * ASSETS_PAGE_SIZE;
    return sortAssets(all, sort, direction).slice(start, start + ASSETS_PAGE_SIZE);
  }, [assets.data, levels.data, isPagedByServer, page, sort, direction]);

  const total = assets.data?.total ?? 0;
  const pages = pageCount(total);
  // The group's own dataset names the indicator ('ESG' is an ESG Core rank, 'community' an ESG Adv score).
  const indicator = levels.data
    ? (getIndicator(levels.data.indicator, group.Dataset as Dataset) ?? getIndicator(levels.data.indicator))
    : undefined;
  const indicatorName = indicator?.name ?? levels.data?.indicator ?? 'Sentiment';

  const setSort = (next: AssetSort) => {
    const nextDirection: SortDirection =
      next === sort ? (direction === 'asc' ? 'desc' : 'asc') : DEFAULT_DIRECTION[next];
    url.set(
      {
        sort: next === 'group' && nextDirection === 'asc' ? null : next,
        dir: nextDirection === DEFAULT_DIRECTION[next] ? null : nextDirection,
      },
      { pathname: pagePath(1) },
    );
  };

  const columns: { sort: AssetSort | null; label: string; className?: string; isNumber?: boolean }[] = [
    { sort: 'group', label: '#', isNumber: true },
    { sort: 'name', label: 'Name' },
    { sort: 'symbol', label: 'Symbol', className: 'hidden sm:table-cell' },
    { sort: null, label: 'Class', className: 'hidden md:table-cell' },
    { sort: 'sector', label: 'Sector', className: 'hidden sm:table-cell' },
    { sort: 'domicile', label: 'Domicile', className: 'hidden sm:table-cell' },
    { sort: 'level', label: indicatorName, isNumber: true },
    { sort: 'buzz', label: 'Buzz', isNumber: true },
  ];

  const firstShown = total === 0 ? 0 : (page - 1) * ASSETS_PAGE_SIZE + 1;
  const lastShown = Math.min(total, page * ASSETS_PAGE_SIZE);

  return (
    <section aria-labelledby="assets-list-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="assets-list-title" className="font-semibold text-lg text-slate-900 dark:text-slate-100">
            Assets of {group.Name}
          </h2>
          <p className="text-slate-600 text-sm dark:text-slate-400" aria-live="polite">
            {assets.isPending
              ? 'Loading assets…'
              : total === 0
                ? 'No assets'
                : `${formatCount(firstShown)}–${formatCount(lastShown)} of ${formatCount(total)} assets`}
            {levels.data
              ? ` · ${indicatorName} and buzz (${sourceInWords(levels.data.source)}) on ${levels.data.date.slice(0, 10)}`
              : ''}
          </p>
        </div>
        <label className="flex flex-col gap-1 text-sm sm:w-72">
          <span className="font-medium text-slate-700 dark:text-slate-200">Search assets</span>
          <input
            type="search"
            value={text}
            placeholder="Name, ticker, RIC or code"
            onChange={(event) => {
              typed.current = true;
              setText(event.target.value);
            }}
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          />
        </label>
      </div>

      {levels.isError ? <DataError error={levels.error} /> : null}

      {assets.isError ? (
        <DataError error={assets.error} />
      ) : assets.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading assets" className="flex flex-col gap-1">
          {SKELETON_ROWS.map((key) => (
            <Skeleton key={key} className="h-9 w-full" />
          ))}
        </div>
      ) : total === 0 ? (
        <p className="rounded-md border border-slate-300 border-dashed p-6 text-center text-slate-600 text-sm dark:border-slate-700 dark:text-slate-300">
          {search ? `No assets of ${group.Name} match '${search}'.` : `${group.Name} has no assets.`}
        </p>
      ) : page > pages ? (
        <div className="flex flex-col gap-3">
          <ErrorMessage error={`Page ${page} does not exist: the list has ${pages} page${pages === 1 ? '' : 's'}.`} />
          <Link
            className="text-brand-600 text-sm underline dark:text-brand-100"
            href={hrefWith(pagePath(pages), url.searchParams)}
          >
            Open page {pages}
          </Link>
        </div>
      ) : (
        <>
          <div
            className={clsx(
              'overflow-x-auto rounded-md border border-slate-200 dark:border-slate-800',
              assets.isPlaceholderData && 'opacity-60',
            )}
          >
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">
                Assets of {group.Name}, page {page} of {pages}
              </caption>
              <thead className="bg-slate-50 text-left text-slate-600 dark:bg-slate-900 dark:text-slate-300">
                <tr>
                  {columns.map((column) => {
                    const isSorted = column.sort === sort;
                    return (
                      <th
                        key={column.label}
                        scope="col"
                        aria-sort={isSorted ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                        className={clsx('px-2 py-2 font-medium', column.isNumber && 'text-right', column.className)}
                      >
                        {column.sort ? (
                          <SortButton
                            label={column.sort === 'group' ? 'Group order' : column.label}
                            text={column.label}
                            isSorted={isSorted}
                            direction={direction}
                            onClick={() => column.sort && setSort(column.sort)}
                          />
                        ) : (
                          column.label
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.asset}
                    style={{ height: rowHeight }}
                    className="border-slate-200 border-t hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
                  >
                    <td className="px-2 text-right text-slate-500 tabular-nums dark:text-slate-400">
                      {row.groupIndex + 1}
                    </td>
                    <td className="max-w-[12rem] px-2 sm:max-w-none">
                      <Link
                        href={analyticsHref(
                          product,
                          'asset',
                          { id: group.Group, assetClass: group.Class },
                          {},
                          row.asset,
                        )}
                        className="block truncate font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
                      >
                        {row.name}
                      </Link>
                      {/* Narrow screens show the symbol under the name instead of in its own column. */}
                      <span className="block font-mono text-slate-500 text-xs sm:hidden dark:text-slate-400">
                        {row.symbol}
                      </span>
                    </td>
                    <td className="hidden whitespace-nowrap px-2 font-mono text-xs sm:table-cell">{row.symbol}</td>
                    <td className="hidden whitespace-nowrap px-2 md:table-cell">
                      {getAssetClass(row.class)?.name ?? row.class}
                    </td>
                    <td className="hidden px-2 sm:table-cell">{row.sector ?? '—'}</td>
                    <td className="hidden px-2 sm:table-cell">{row.domicile ?? '—'}</td>
                    <td className="px-2 text-right tabular-nums">
                      {levels.isPending ? (
                        <Skeleton className="ml-auto h-4 w-12" />
                      ) : (
                        formatIndicatorValue(indicator?.rangeKind ?? 'bipolar', row.level)
                      )}
                    </td>
                    <td className="px-2 text-right tabular-nums">
                      {levels.isPending ? (
                        <Skeleton className="ml-auto h-4 w-10" />
                      ) : (
                        formatIndicatorValue('count', row.buzz)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pages={pages} href={(n) => hrefWith(pagePath(n), url.searchParams)} />
        </>
      )}
    </section>
  );
}

function SortButton({
  label,
  text,
  isSorted,
  direction,
  onClick,
}: {
  label: string;
  text: string;
  isSorted: boolean;
  direction: SortDirection;
  onClick: () => void;
}) {
  const Icon = !isSorted ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Sort by ${label}`}
      className="inline-flex items-center gap-1 rounded px-1 py-0.5 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
    >
      {text}
      <Icon aria-hidden className={clsx('size-3.5', !isSorted && 'opacity-40')} />
    </button>
  );
}

function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  const linkClass =
    'inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:hover:bg-slate-800';
  const disabledClass =
    'inline-flex items-center gap-1 rounded-md border border-slate-200 px-2 py-1 text-slate-400 dark:border-slate-800 dark:text-slate-600';
  // A window of page numbers around the current one, with the first and last always reachable.
  const numbers = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-1 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className={linkClass} rel="prev">
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : (
        <span className={disabledClass} aria-disabled="true">
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </span>
      )}
      {numbers.map((n, index) => (
        <span key={n} className="inline-flex items-center gap-1">
          {index > 0 && n - (numbers[index - 1] ?? n) > 1 ? (
            <span aria-hidden className="px-1 text-slate-400">
              …
            </span>
          ) : null}
          <Link
            href={href(n)}
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            className={clsx(linkClass, n === page && 'border-brand-600 bg-brand-600 text-white hover:bg-brand-600')}
          >
            {n}
          </Link>
        </span>
      ))}
      {page < pages ? (
        <Link href={href(page + 1)} className={linkClass} rel="next">
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span className={disabledClass} aria-disabled="true">
          Next <ChevronRight aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  );
}
