'use client';

import { type ColumnDef, flexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import Link from 'next/link';
import { useMemo, useRef } from 'react';
import { useVirtualRows, VirtualRows } from '@/components/ui/virtual-rows';
import type { ScreenerRow } from '@/lib/analytics/screener-rows';
import type { SortDir, SortKey } from '@/lib/analytics/screener-state';

/** Only the core rows, headers and cells: the order comes from the URL (sortScreenerRows). */
const FEATURES = tableFeatures({});

export interface ScreenerColumn {
  id: string;
  header: string;
  /** The sort its header button applies; none for columns that are not sortable. */
  sortKey?: SortKey;
  align?: 'left' | 'right';
  /** The text of a cell (also what the CSV export writes, unformatted there). */
  text: (row: ScreenerRow) => string;
}

function sameSort(a: SortKey | undefined, b: SortKey): boolean {
  if (!a) return false;
  if (a.kind === 'name' || b.kind === 'name') return a.kind === b.kind;
  // The header of a change column is active for both the signed and the absolute change.
  return a.code === b.code && (a.field === b.field || (a.field !== 'level' && b.field !== 'level'));
}

/**
 * The screener table: the asset name column (a link to the asset page, sticky when the table scrolls sideways)
 * and the indicator columns, header buttons that sort, and rows drawn only where the reader looks (thousands of
 * rows scroll smoothly).
 */
export function ScreenerTable({
  rows,
  columns,
  caption,
  sort,
  dir,
  onSort,
  hrefOf,
  symbolOf,
}: {
  rows: readonly ScreenerRow[];
  columns: readonly ScreenerColumn[];
  caption: string;
  sort: SortKey;
  dir: SortDir;
  onSort: (key: SortKey) => void;
  hrefOf: (asset: string) => string;
  symbolOf: (asset: string) => string | undefined;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);

  const columnDefs = useMemo<ColumnDef<typeof FEATURES, ScreenerRow>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        cell: ({ row }) => {
          const symbol = symbolOf(row.original.asset);
          return (
            <Link
              href={hrefOf(row.original.asset)}
              className="block truncate font-medium text-brand-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
              title={row.original.name}
            >
              {row.original.name}
              {symbol && symbol !== row.original.name ? (
                <span className="ml-1.5 font-normal text-slate-500 text-xs dark:text-slate-400">{symbol}</span>
              ) : null}
            </Link>
          );
        },
      },
      ...columns.map<ColumnDef<typeof FEATURES, ScreenerRow>>((column) => ({
        id: column.id,
        header: column.header,
        cell: ({ row }) => column.text(row.original),
      })),
    ],
    [columns, hrefOf, symbolOf],
  );

  const table = useTable(
    { features: FEATURES, data: rows as ScreenerRow[], columns: columnDefs, getRowId: (row) => row.asset },
    // No table state is read here, so the table never re-renders the screen by itself.
    () => null,
  );
  const tableRows = table.getRowModel().rows;

  const virtualRows = useVirtualRows(tableRows.length, scrollRef);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const sortKeyOf = (id: string): SortKey | undefined => (id === 'name' ? { kind: 'name' } : byId.get(id)?.sortKey);

  return (
    <div
      ref={scrollRef}
      className="max-h-[min(70vh,720px)] overflow-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="w-full min-w-max border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-600 text-xs dark:text-slate-300">
          {table.getHeaderGroups().map((headerGroup) => (
            <tr key={headerGroup.id}>
              {headerGroup.headers.map((header) => {
                const key = sortKeyOf(header.column.id);
                const active = sameSort(key, sort);
                const isName = header.column.id === 'name';
                const align = byId.get(header.column.id)?.align ?? 'left';
                const Icon = active ? (dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={clsx(
                      'sticky top-0 z-10 border-slate-200 border-b bg-slate-50 px-3 py-2 font-semibold dark:border-slate-700 dark:bg-slate-800',
                      isName && 'left-0 z-20 w-40 max-w-40 sm:w-72 sm:max-w-72',
                      align === 'right' && 'text-right',
                    )}
                  >
                    {key ? (
                      <button
                        type="button"
                        onClick={() => onSort(key)}
                        className={clsx(
                          'inline-flex items-center gap-1 rounded px-1 py-0.5 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-700',
                          active && 'text-slate-900 dark:text-white',
                        )}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <Icon aria-hidden className="size-3.5 shrink-0" />
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <VirtualRows rows={virtualRows} columnCount={columnDefs.length}>
          {(index, rowHeight) => {
            const row = tableRows[index];
            if (!row) return null;
            return (
              <tr key={row.id} style={{ height: rowHeight }} className="group text-slate-800 dark:text-slate-100">
                {row.getAllCells().map((cell) => {
                  const isName = cell.column.id === 'name';
                  const align = byId.get(cell.column.id)?.align ?? 'left';
                  return (
                    <td
                      key={cell.id}
                      className={clsx(
                        'whitespace-nowrap border-slate-100 border-b px-3 group-hover:bg-slate-50 dark:border-slate-800 dark:group-hover:bg-slate-800',
                        isName && 'sticky left-0 z-[5] w-40 max-w-40 bg-white sm:w-72 sm:max-w-72 dark:bg-slate-900',
                        align === 'right' && 'text-right tabular-nums',
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            );
          }}
        </VirtualRows>
      </table>
    </div>
  );
}
