'use client';

import { ALL_INDUSTRIES, INDUSTRY_FILTER, type IndustryFilter, isIndustryFilter } from '@moodwire/domain';
import { useId } from 'react';
import { PICKER_LABEL_CLASS, PICKER_LABEL_TEXT_CLASS, PICKER_SELECT_CLASS } from './picker-styles';

export interface IndustrySelectProps {
  /** 'All' (no filter) or one TRBC economic sector of spec §3. */
  value: IndustryFilter | string;
  onChange: (industry: IndustryFilter) => void;
  /** The visible label; 'Industry' by default. */
  label?: string;
  className?: string;
}

/** The industry filter list of spec §2/§3: 'All' first, then the economic sectors in their exact spelling. */
export function IndustrySelect({ value, onChange, label = 'Industry', className }: IndustrySelectProps) {
  const id = useId();
  // A value from an old link that is no longer a sector reads as no filter rather than an empty select.
  const current = isIndustryFilter(value) ? value : ALL_INDUSTRIES;
  return (
    <div className={`${PICKER_LABEL_CLASS} ${className ?? ''}`}>
      <label htmlFor={id} className={PICKER_LABEL_TEXT_CLASS}>
        {label}
      </label>
      <select
        id={id}
        className={PICKER_SELECT_CLASS}
        value={current}
        onChange={(event) => onChange(isIndustryFilter(event.target.value) ? event.target.value : ALL_INDUSTRIES)}
      >
        {INDUSTRY_FILTER.map((industry) => (
          <option key={industry} value={industry}>
            {industry === ALL_INDUSTRIES ? 'All industries' : industry}
          </option>
        ))}
      </select>
    </div>
  );
}
