'use client';

import { type ColumnDef, flexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useVirtualRows, VirtualRows } from '@/components/ui/virtual-rows';
import {
  COVERAGE_COLUMNS,
  type CoverageDir,
  type CoverageKey,
  type CoverageRow,
  coverageCsvData,
  searchCoverage,
  sortCoverage,
} from '@/lib/downloads/coverage-rows';
import { saveText } from '@/lib/downloads/pull-fetch';

/** Only the core rows, headers and cells: search and order come from the URL (searchCoverage, sortCoverage). */
const FEATURES = tableFeatures({});

/**
 * The coverage table: the rows that match the search, in the chosen order, drawn only where the reader looks
 * (thousands of assets scroll smoothly), with their count and the CSV of exactly those rows.
 */
export function CoverageTable({
  rows,
  query,
  sort,
  dir,
  onSort,
  fileName,
  headers,
}: {
  rows: readonly CoverageRow[];
  query: string;
  sort: CoverageKey;
  dir: CoverageDir;
  onSort: (key: CoverageKey) => void;
  fileName: string;
  /** Headers that differ from the default (transcripts: calls). */
  headers?: Partial<Record<CoverageKey, string>>;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => sortCoverage(searchCoverage(rows, query), sort, dir), [rows, query, sort, dir]);
  const columns = useMemo(
    () => COVERAGE_COLUMNS.map((column) => ({ ...column, header: headers?.[column.key] ?? column.header })),
    [headers],
  );
  const columnDefs = useMemo<ColumnDef<typeof FEATURES, CoverageRow>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: column.header,
        cell: ({ row }) => {
          const value = row.original[column.key];
          return value === null || value === '' ? 'NA' : String(value);
        },
      })),
    [columns],
  );
  const table = useTable(
    { features: FEATURES, data: shown, columns: columnDefs, getRowId: (row) => row.assetCode },
    // No table state is read here, so the table never re-renders the screen by itself.
    () => null,
  );
  const tableRows = table.getRowModel().rows;
  const virtualRows = useVirtualRows(tableRows.length, scrollRef);

  async function downloadCsv() {
    // papaparse loads on the first export, keeping it out of the route's first-load JavaScript.
    const { unparse } = await import('papaparse');
    saveText(unparse(coverageCsvData(shown, headers), { newline: '\n' }), fileName, 'text/csv');
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p data-testid="coverage-count" aria-live="polite" className="text-slate-600 text-sm dark:text-slate-300">
          {shown.length === rows.length
            ? `${rows.length.toLocaleString('en-US')} assets`
            : `${shown.length.toLocaleString('en-US')} of ${rows.length.toLocaleString('en-US')} assets`}
        </p>
        <button
          type="button"
          disabled={shown.length === 0}
          onClick={() => void downloadCsv()}
          className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-sm text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
        >
          Download CSV{shown.length === rows.length ? '' : ' (shown rows)'}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-600 text-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          {rows.length === 0 ? 'This class has no assets.' : `No asset matches '${query}'.`}
        </p>
      ) : (
        <div
          ref={scrollRef}
          className="max-h-[min(70vh,720px)] overflow-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <table
            data-testid="coverage-table"
            className="w-full min-w-max border-separate border-spacing-0 text-left text-sm"
          >
            <caption className="sr-only">Coverage list</caption>
            <thead className="text-slate-600 text-xs dark:text-slate-300">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const key = header.column.id as CoverageKey;
                    const active = key === sort;
                    const Icon = active ? (dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                        className={clsx(
                          'sticky top-0 z-10 border-slate-200 border-b bg-slate-50 px-3 py-2 font-semibold dark:border-slate-700 dark:bg-slate-800',
                          key === 'name' && 'left-0 z-20',
                        )}
                      >
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
                    {row.getAllCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={clsx(
                          'whitespace-nowrap border-slate-100 border-b px-3 group-hover:bg-slate-50 dark:border-slate-800 dark:group-hover:bg-slate-800',
                          cell.column.id === 'name' &&
                            'sticky left-0 z-[5] max-w-40 truncate bg-white font-medium sm:max-w-72 dark:bg-slate-900',
                          cell.column.id === 'days' && 'text-right tabular-nums',
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                );
              }}
            </VirtualRows>
          </table>
        </div>
      )}
    </div>
  );
}
