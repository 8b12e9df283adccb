'use client';

import { DataError } from '@/components/analytics/data-error';

export type PreviewRow = Record<string, string | number | null>;

/** The first rows of a pull as a table (the columns of the answer, NA for an empty cell). */
export function PullPreview({
  rows,
  error,
  isLoading,
  days,
}: {
  rows: PreviewRow[] | undefined;
  error: unknown;
  isLoading: boolean;
  days: string;
}) {
  if (isLoading) {
    return (
      <p role="status" className="text-slate-500 text-sm">
        Loading the preview…
      </p>
    );
  }
  if (error) return <DataError error={error} />;
  if (!rows) return null;
  if (rows.length === 0) {
    return (
      <p className="text-slate-600 text-sm dark:text-slate-300">
        No rows in {days}: the chosen assets have no data there. Try another range or source.
      </p>
    );
  }
  const columns = Object.keys(rows[0] ?? {});
  return (
    <div className="flex flex-col gap-1">
      <p className="text-slate-500 text-xs dark:text-slate-400">
        The first {rows.length} rows of {days} (the download has every row of the range).
      </p>
      <div className="max-h-96 overflow-auto rounded-md border border-slate-200 dark:border-slate-800">
        <table data-testid="pull-preview" className="min-w-full text-left text-xs">
          <thead className="sticky top-0 bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="whitespace-nowrap px-2 py-1.5 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-700 dark:divide-slate-800 dark:text-slate-300">
            {rows.map((row) => (
              <tr key={String(row.id ?? JSON.stringify(row))}>
                {columns.map((column) => (
                  <td key={column} className="whitespace-nowrap px-2 py-1 tabular-nums">
                    {row[column] === null || row[column] === undefined ? 'NA' : String(row[column])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
