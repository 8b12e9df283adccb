'use client';

import { useId } from 'react';
import { PERIOD_OPTIONS, periodLabel } from './period-options';
import { PICKER_LABEL_CLASS, PICKER_LABEL_TEXT_CLASS, PICKER_SELECT_CLASS } from './picker-styles';

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
  const id = useId();
  const days = [...(options ?? PERIOD_OPTIONS.map((option) => option.days))];
  // A period from a shared link that is not among the options stays selectable instead of silently changing.
  if (!days.includes(value)) days.push(value);
  days.sort((a, b) => a - b);
  return (
    <div className={`${PICKER_LABEL_CLASS} ${className ?? ''}`}>
      <label htmlFor={id} className={PICKER_LABEL_TEXT_CLASS}>
        {label}
      </label>
      <select
        id={id}
        className={PICKER_SELECT_CLASS}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {days.map((day) => (
          <option key={day} value={day}>
            {periodLabel(day)}
          </option>
        ))}
      </select>
    </div>
  );
}
