'use client';

import { type AssetClassCode, getClassIndicator, listIndicators } from '@moodwire/domain';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { IndicatorSelect } from '@/components/analytics/pickers/indicator-select';
import { MAX_SCREENER_COLUMNS } from '@/lib/analytics/screener-state';

const BUTTON_CLASS =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-800 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-1 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** The indicator columns shown, each removable, and a picker to add one (at most MAX_SCREENER_COLUMNS). */
export function ColumnEditor({
  assetClass,
  columns,
  onChange,
}: {
  assetClass: AssetClassCode;
  columns: readonly string[];
  onChange: (columns: string[]) => void;
}) {
  const firstFree = () => listIndicators({ assetClass }).find((indicator) => !columns.includes(indicator.code))?.code;
  const [pending, setPending] = useState<string>(() => firstFree() ?? '');
  const candidate = pending && !columns.includes(pending) ? pending : (firstFree() ?? '');
  const isFull = columns.length >= MAX_SCREENER_COLUMNS;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <ul aria-label="Columns" className="flex flex-wrap items-center gap-2">
        {columns.map((code) => {
          const name = getClassIndicator(assetClass, code)?.name ?? code;
          return (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-slate-800 text-sm dark:bg-slate-800 dark:text-slate-100"
            >
              {name}
              <button
                type="button"
                aria-label={`Remove column ${name}`}
                disabled={columns.length <= 1}
                onClick={() => onChange(columns.filter((column) => column !== code))}
                className="rounded-full p-1 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 dark:hover:bg-slate-700"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-end gap-2 sm:items-center">
        <IndicatorSelect assetClass={assetClass} label="Column" value={candidate} onChange={setPending} />
        <button
          type="button"
          className={BUTTON_CLASS}
          disabled={isFull || !candidate || columns.includes(candidate)}
          onClick={() => {
            onChange([...columns, candidate]);
            setPending('');
          }}
        >
          <Plus aria-hidden className="size-4" />
          Add column
        </button>
        {isFull ? (
          <span className="text-slate-500 text-xs dark:text-slate-400">At most {MAX_SCREENER_COLUMNS} columns.</span>
        ) : null}
      </div>
    </div>
  );
}
