'use client';

import { clsx } from 'clsx';
import { useId } from 'react';

export type RangeFormat = 'csv' | 'json';

export interface RangePatch {
  start?: string;
  end?: string;
  format?: RangeFormat;
}

/** The look of a download form's fields (Pull Data, its transcripts twin, Bulk Files). */
export const PULL_FIELD_CLASS =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
export const PULL_LABEL_CLASS = 'font-medium text-slate-800 text-sm dark:text-slate-100';

/**
 * The date range of a download form (Pull Data, its transcripts twin, Bulk Files), and the CSV/JSON choice where
 * the form has one. A date field is invalid, and described by the message, when `errorIds` names that message.
 */
export function PullRangeFields({
  start,
  end,
  format,
  onChange,
  endIncluded = false,
  errorIds = {},
}: {
  start: string;
  end: string;
  /** The file format, when the form offers the choice. */
  format?: RangeFormat;
  onChange: (patch: RangePatch) => void;
  /** Bulk files list both days; a pull's end date is exclusive, as the API's end_date. */
  endIncluded?: boolean;
  errorIds?: { start?: string; end?: string };
}) {
  const id = useId();
  return (
    <div className={clsx('grid grid-cols-1 gap-3', format ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-start`} className={PULL_LABEL_CLASS}>
          Start date
        </label>
        <input
          id={`${id}-start`}
          type="date"
          className={PULL_FIELD_CLASS}
          value={start}
          aria-invalid={errorIds.start ? true : undefined}
          aria-describedby={errorIds.start}
          onChange={(event) => onChange({ start: event.target.value })}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-end`} className={PULL_LABEL_CLASS}>
          End date
          {endIncluded ? null : <span className="font-normal text-slate-500 text-xs"> (not included)</span>}
        </label>
        <input
          id={`${id}-end`}
          type="date"
          className={PULL_FIELD_CLASS}
          value={end}
          aria-invalid={errorIds.end ? true : undefined}
          aria-describedby={errorIds.end}
          onChange={(event) => onChange({ end: event.target.value })}
        />
      </div>
      {format ? (
        <fieldset className="flex min-w-0 flex-col gap-1">
          <legend className={`${PULL_LABEL_CLASS} mb-1`}>Format</legend>
          <div className="flex gap-4 py-2">
            {(['csv', 'json'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-slate-700 text-sm dark:text-slate-200">
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={option}
                  checked={format === option}
                  onChange={() => onChange({ format: option })}
                />
                {option.toUpperCase()}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
