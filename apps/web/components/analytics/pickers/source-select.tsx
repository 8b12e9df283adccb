'use client';

import { DEFAULT_SOURCE_NAME, isSourceName, SOURCES, type SourceName } from '@moodwire/domain';
import { useId } from 'react';
import { PICKER_LABEL_CLASS, PICKER_LABEL_TEXT_CLASS, PICKER_SELECT_CLASS } from './picker-styles';

export interface SourceSelectProps {
  value: SourceName;
  onChange: (source: SourceName) => void;
  /** The visible label; 'Source' by default. */
  label?: string;
  className?: string;
}

/** The source selector of spec §2: the four sources of spec §3, labelled by what they cover. */
export function SourceSelect({ value, onChange, label = 'Source', className }: SourceSelectProps) {
  const id = useId();
  return (
    <div className={`${PICKER_LABEL_CLASS} ${className ?? ''}`}>
      <label htmlFor={id} className={PICKER_LABEL_TEXT_CLASS}>
        {label}
      </label>
      <select
        id={id}
        className={PICKER_SELECT_CLASS}
        value={value}
        onChange={(event) => onChange(isSourceName(event.target.value) ? event.target.value : DEFAULT_SOURCE_NAME)}
      >
        {SOURCES.map((source) => (
          <option key={source.name} value={source.name}>
            {source.label}
            {source.name === DEFAULT_SOURCE_NAME ? ' (default)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
