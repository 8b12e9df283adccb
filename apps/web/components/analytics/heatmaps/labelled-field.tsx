import type { ReactNode } from 'react';

export const FIELD_CLASS =
  'h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-1 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/** A control with its visible label above it (the label names the control for screen readers too). */
export function LabelledField({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child
    <label className="flex min-w-0 flex-col gap-1 font-medium text-slate-600 text-xs dark:text-slate-300">
      {label}
      {children}
    </label>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select with a label: keyboard and screen-reader behaviour come with the element. */
export function LabelledSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <LabelledField label={label}>
      <select className={FIELD_CLASS} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
