'use client';

import { isSourceName, SCREEN_DEFAULT_SOURCE_NAME, SOURCES, type SourceName, sourceLabelOf } from '@moodwire/domain';
import { ESG_CORE_SOURCE } from '@/lib/analytics/screen-source';
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
  label: `${source.label}${source.name === SCREEN_DEFAULT_SOURCE_NAME ? ' (default)' : ''}`,
}));

/** The source selector of spec §2: the four sources of spec §3, labelled by what they cover. */
export function SourceSelect({ value, onChange, label = 'Source', className }: SourceSelectProps) {
  return (
    <LabelledSelect
      label={label}
      className={className}
      value={value}
      options={SOURCE_OPTIONS}
      onChange={(next) => onChange(isSourceName(next) ? next : SCREEN_DEFAULT_SOURCE_NAME)}
    />
  );
}

/** In place of the picker on an ESG Core screen: its ranks have one source, named in words. */
export function EsgCoreSourceNote() {
  return (
    <p className="text-slate-600 text-sm dark:text-slate-300">
      Source: {sourceLabelOf(ESG_CORE_SOURCE)} (the only source of ESG Core ranks)
    </p>
  );
}
