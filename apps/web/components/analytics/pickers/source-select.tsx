'use client';

import { DEFAULT_SOURCE_NAME, isSourceName, SOURCES, type SourceName } from '@moodwire/domain';
import { LabelledSelect } from './labelled-select';

export interface SourceSelectProps {
  value: SourceName;
  onChange: (source: SourceName) => void;
  /** The visible label; 'Source' by default. */
  label?: string;
  className?: string;
}

const SOURCE_OPTIONS = SOURCES.map((source) => ({
  value: source.name,
  label: `${source.label}${source.name === DEFAULT_SOURCE_NAME ? ' (default)' : ''}`,
}));

/** The source selector of spec §2: the four sources of spec §3, labelled by what they cover. */
export function SourceSelect({ value, onChange, label = 'Source', className }: SourceSelectProps) {
  return (
    <LabelledSelect
      label={label}
      className={className}
      value={value}
      options={SOURCE_OPTIONS}
      onChange={(next) => onChange(isSourceName(next) ? next : DEFAULT_SOURCE_NAME)}
    />
  );
}
