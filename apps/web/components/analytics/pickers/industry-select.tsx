'use client';

import { ALL_INDUSTRIES, INDUSTRY_FILTER, type IndustryFilter, isIndustryFilter } from '@moodwire/domain';
import { LabelledSelect } from './labelled-select';

export interface IndustrySelectProps {
  /** 'All' (no filter) or one TRBC economic sector of spec §3. */
  value: IndustryFilter | string;
  onChange: (industry: IndustryFilter) => void;
  /** The visible label; 'Industry' by default. */
  label?: string;
  className?: string;
}

const INDUSTRY_OPTIONS = INDUSTRY_FILTER.map((industry) => ({
  value: industry,
  label: industry === ALL_INDUSTRIES ? 'All industries' : industry,
}));

/** The industry filter list of spec §2/§3: 'All' first, then the economic sectors in their exact spelling. */
export function IndustrySelect({ value, onChange, label = 'Industry', className }: IndustrySelectProps) {
  return (
    <LabelledSelect
      label={label}
      className={className}
      // A value from an old link that is no longer a sector reads as no filter rather than an empty select.
      value={isIndustryFilter(value) ? value : ALL_INDUSTRIES}
      options={INDUSTRY_OPTIONS}
      onChange={(next) => onChange(isIndustryFilter(next) ? next : ALL_INDUSTRIES)}
    />
  );
}
