'use client';

import { LabelledSelect } from './labelled-select';
import { PERIOD_OPTIONS, periodLabel } from './period-options';

export interface PeriodSelectProps {
  /** Days the change is measured over. */
  value: number;
  onChange: (days: number) => void;
  /** The visible label; 'Period' by default. */
  label?: string;
  /** Other day counts to offer instead of 1, 7, 30, 90 and 365. */
  options?: readonly number[];
  className?: string;
}

/** The period selector: the number of days a change is measured over. */
export function PeriodSelect({ value, onChange, label = 'Period', options, className }: PeriodSelectProps) {
  const days = [...(options ?? PERIOD_OPTIONS.map((option) => option.days))];
  // A period from a shared link that is not among the options stays selectable instead of silently changing.
  if (!days.includes(value)) days.push(value);
  days.sort((a, b) => a - b);
  return (
    <LabelledSelect
      label={label}
      className={className}
      value={String(value)}
      options={days.map((day) => ({ value: String(day), label: periodLabel(day) }))}
      onChange={(next) => onChange(Number(next))}
    />
  );
}
